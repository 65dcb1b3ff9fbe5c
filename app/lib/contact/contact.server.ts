import { recordAudit } from "~/lib/audit/audit.server";
import { and, eq, isNotNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { contactAttachments, contactRequests, type PendingContactSubmission } from "~/db/schema";
import { parisDay } from "~/lib/dates";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import type { MailJob } from "~/lib/mail/schema";
import { getSettings } from "~/lib/settings/settings.server";
import { contactNotificationEmail } from "./emails.server";
import type { CheckedFile } from "./files.server";
import type { ContactInput } from "./schema";

export type ContactDeps = { db: Db; bucket: R2Bucket; queue: Queue; origin: string };

export type NewContactRequest = Omit<ContactInput, "files" | "makeWebhookUrl"> & {
  files: Array<CheckedFile>;
  userAgent?: string | null;
};

export type CreateContactResult = { ok: true; id: number; reference: string } | { ok: false; reason: "upload" | "storage" };

/** A contact request whose row is written and still pending (its files may be missing). */
export type PendingContactRequest = {
  id: number;
  createdAt: Date;
  pending: PendingContactSubmission;
} & Pick<typeof contactRequests.$inferSelect, "fullName" | "email" | "phone" | "profession" | "subject" | "message">;

/** CT-2026-000042: year of the request (Paris) and the row id. */
export function contactReference(id: number, createdAt: Date) {
  return `CT-${parisDay(createdAt).slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

/** The request's folder in the ATTACHMENTS bucket: everything under it belongs to that row. */
export function attachmentPrefix(id: number) {
  return `contact/${id}/`;
}

function randomKeyPart() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Step 1: the row, pending, with what it declares (file names, sizes, types, the R2 object
 * names they will get, the notification's message id). From here on, a crash leaves
 * something the 10-minute cron can finish or remove (sweep.server.ts).
 */
export async function beginContactRequest(db: Db, input: NewContactRequest): Promise<PendingContactRequest> {
  const pending: PendingContactSubmission = {
    messageId: crypto.randomUUID(),
    files: input.files.map((f) => ({ name: f.file.name, size: f.bytes.byteLength, type: f.mimeType, object: `${randomKeyPart()}.${f.ext}` })),
  };
  const values = {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    profession: input.profession,
    subject: input.subject,
    message: input.message,
  };
  const [row] = await db
    .insert(contactRequests)
    .values({ ...values, userAgent: input.userAgent?.slice(0, 500) ?? null, pending })
    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  return { ...values, id: row.id, createdAt: row.createdAt, pending };
}

/** Step 2: the files in R2 under `contact/{id}/`, under the names the row declared. */
export async function storeAttachments(bucket: R2Bucket, request: PendingContactRequest, files: Array<CheckedFile>) {
  for (const [index, file] of files.entries()) {
    const key = attachmentPrefix(request.id) + request.pending.files[index].object;
    const result = await bucket.put(key, file.bytes, {
      httpMetadata: { contentType: file.mimeType },
      customMetadata: { requestId: String(request.id) },
    });
    if (!result) throw new Error(`R2 a refusé l'écriture de ${key}`);
  }
}

/**
 * Step 3: one batch turns the pending row into a request — reference, attachment rows and
 * the staff notification in the outbox — or changes nothing. Finishing twice is refused by
 * the unique keys (R2 keys, the message id declared by the row). Returns whether the
 * webhook forward should be queued.
 */
export async function finaliseContactRequest(
  deps: Pick<ContactDeps, "db" | "origin">,
  request: PendingContactRequest,
  /** Statements that belong to the same change (e.g. the cron's journal entry). */
  also: Array<BatchItem<"sqlite">> = [],
) {
  const { db } = deps;
  const reference = contactReference(request.id, request.createdAt);
  const settings = await getSettings(db);
  const files = request.pending.files.map((f) => ({ ...f, key: attachmentPrefix(request.id) + f.object }));
  const email = contactNotificationEmail(settings, deps.origin, {
    ...request,
    reference,
    attachments: files.map((f) => ({ name: f.name, size: f.size })),
  });
  await db.batch([
    db
      .update(contactRequests)
      .set({ reference, pending: null, updatedAt: new Date() })
      .where(and(eq(contactRequests.id, request.id), isNotNull(contactRequests.pending))),
    outboxInsert(db, email, request.pending.messageId),
    ...(files.length > 0
      ? [db.insert(contactAttachments).values(files.map((f) => ({ requestId: request.id, r2Key: f.key, originalName: f.name, mimeType: f.type, size: f.size })))]
      : []),
    ...also,
  ]);
  return { reference, webhookConfigured: settings.integrations.webhook_url.trim() !== "" };
}

/** Step 4, once stored: the queue messages. A failure here is retried later, never lost. */
export async function announceContactRequest(deps: ContactDeps, request: PendingContactRequest, webhookConfigured: boolean) {
  await dispatchEmail(deps, request.pending.messageId);
  if (!webhookConfigured) return;
  const job: MailJob = { version: 1, type: "webhook", contactRequestId: request.id };
  try {
    await deps.queue.send(job, { contentType: "json" });
  } catch (error) {
    await recordAudit(deps.db, { action: "webhook.enqueue_failed", target: { type: "contact_request", id: request.id }, details: { error: String(error) } }).catch(() => undefined);
  }
}

/**
 * Removes what a failed submission wrote: the pending row, then the objects it declared.
 * When D1 cannot delete the row, the objects go anyway, so that the cron finds files
 * missing and removes the row too; when the row was finished meanwhile (by the cron),
 * nothing is touched.
 */
export async function discardContactRequest(deps: Pick<ContactDeps, "db" | "bucket">, request: PendingContactRequest): Promise<"removed" | "finished" | "objects-only"> {
  const { id } = request;
  let outcome: "removed" | "objects-only" = "removed";
  try {
    const deleted = await deps.db
      .delete(contactRequests)
      .where(and(eq(contactRequests.id, id), isNotNull(contactRequests.pending)))
      .returning({ id: contactRequests.id });
    if (deleted.length === 0) {
      const [kept] = await deps.db.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.id, id));
      if (kept) return "finished";
    }
  } catch (error) {
    outcome = "objects-only";
    console.warn("could not delete a failed contact request (the cron will)", error);
  }
  try {
    // Every declared key, written or not: R2 ignores the missing ones.
    const keys = request.pending.files.map((f) => attachmentPrefix(id) + f.object);
    if (keys.length > 0) await deps.bucket.delete(keys);
  } catch (error) {
    console.warn("could not delete the attachments of a failed contact request (the cron will)", error);
  }
  return outcome;
}

/** Deletes every object under `contact/{id}/` (at most 10 files per request, one page). */
export async function deleteAttachmentFolder(bucket: R2Bucket, id: number) {
  const listed = await bucket.list({ prefix: attachmentPrefix(id) });
  const keys = listed.objects.map((o) => o.key);
  if (keys.length > 0) await bucket.delete(keys);
  return keys;
}

/**
 * Stores a validated contact request: the pending row, the attachments in R2, then the
 * finalising batch; then the queue messages. A failure before or in the batch removes
 * what was written; a crash leaves a pending row the cron finishes or removes.
 */
export async function createContactRequest(deps: ContactDeps, input: NewContactRequest): Promise<CreateContactResult> {
  let request: PendingContactRequest;
  try {
    request = await beginContactRequest(deps.db, input);
  } catch (error) {
    console.warn("contact request insert failed", error);
    return { ok: false, reason: "storage" };
  }

  try {
    await storeAttachments(deps.bucket, request, input.files);
  } catch (error) {
    console.warn("attachment upload failed", error);
    await discardContactRequest(deps, request);
    return { ok: false, reason: "upload" };
  }

  let finalised: Awaited<ReturnType<typeof finaliseContactRequest>>;
  try {
    finalised = await finaliseContactRequest(deps, request);
  } catch (error) {
    console.warn("contact request finalisation failed", error);
    // Finished meanwhile by the cron: the request is stored, the visitor gets its reference.
    if ((await discardContactRequest(deps, request)) === "finished") {
      return { ok: true, id: request.id, reference: contactReference(request.id, request.createdAt) };
    }
    return { ok: false, reason: "storage" };
  }

  await announceContactRequest(deps, request, finalised.webhookConfigured);
  return { ok: true, id: request.id, reference: finalised.reference };
}
