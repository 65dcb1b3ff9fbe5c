import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, contactAttachments, contactRequests } from "~/db/schema";
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

export type CreateContactResult =
  | { ok: true; id: number; reference: string }
  | { ok: false; error: "upload" | "storage" };

/** CT-2026-000042: year of the request (Paris) and the row id. */
export function contactReference(id: number, createdAt: Date) {
  return `CT-${parisDay(createdAt).slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

function randomKeyPart() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function discard(deps: ContactDeps, id: number, keys: Array<string>) {
  try {
    if (keys.length > 0) await deps.bucket.delete(keys);
  } catch (error) {
    console.warn("could not delete attachments of a failed contact request", error);
  }
  try {
    await deps.db.delete(contactRequests).where(eq(contactRequests.id, id));
  } catch (error) {
    console.warn("could not delete a failed contact request", error);
  }
}

/**
 * Stores a validated contact request: the row first, then the attachments in R2
 * (keys from the row id and random bytes, never the file name), then in one batch
 * the reference, the attachment rows and the staff e-mail; then the queue messages.
 * A failure before the batch removes what was written: nothing is half-stored.
 */
export async function createContactRequest(deps: ContactDeps, input: NewContactRequest): Promise<CreateContactResult> {
  const { db, bucket } = deps;
  let row: { id: number; createdAt: Date };
  try {
    [row] = await db
      .insert(contactRequests)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        profession: input.profession,
        subject: input.subject,
        message: input.message,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
      })
      .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  } catch (error) {
    console.warn("contact request insert failed", error);
    return { ok: false, error: "storage" };
  }

  const stored: Array<{ key: string; file: CheckedFile }> = [];
  try {
    for (const file of input.files) {
      const key = `contact/${row.id}/${randomKeyPart()}.${file.ext}`;
      const result = await bucket.put(key, file.bytes, {
        httpMetadata: { contentType: file.mimeType },
        customMetadata: { requestId: String(row.id) },
      });
      if (!result) throw new Error(`R2 a refusé l'écriture de ${key}`);
      stored.push({ key, file });
    }
  } catch (error) {
    console.warn("attachment upload failed", error);
    await discard(deps, row.id, stored.map((s) => s.key));
    return { ok: false, error: "upload" };
  }

  const reference = contactReference(row.id, row.createdAt);
  const messageId = crypto.randomUUID();
  let webhookConfigured = false;
  try {
    const settings = await getSettings(db);
    webhookConfigured = settings.integrations.webhook_url.trim() !== "";
    const email = contactNotificationEmail(settings, deps.origin, {
      id: row.id,
      reference,
      createdAt: row.createdAt,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      profession: input.profession,
      subject: input.subject,
      message: input.message,
      attachments: stored.map((s) => ({ name: s.file.file.name, size: s.file.bytes.byteLength })),
    });
    const writes = [
      db.update(contactRequests).set({ reference }).where(eq(contactRequests.id, row.id)),
      outboxInsert(db, email, messageId),
    ] as const;
    if (stored.length > 0) {
      await db.batch([
        ...writes,
        db.insert(contactAttachments).values(
          stored.map((s) => ({
            requestId: row.id,
            r2Key: s.key,
            originalName: s.file.file.name,
            mimeType: s.file.mimeType,
            size: s.file.bytes.byteLength,
          })),
        ),
      ]);
    } else {
      await db.batch(writes);
    }
  } catch (error) {
    console.warn("contact request finalisation failed", error);
    await discard(deps, row.id, stored.map((s) => s.key));
    return { ok: false, error: "storage" };
  }

  // Stored: from here on a failure is retried later, never lost.
  await dispatchEmail(deps, messageId);
  if (webhookConfigured) {
    const job: MailJob = { version: 1, type: "webhook", contactRequestId: row.id };
    try {
      await deps.queue.send(job, { contentType: "json" });
    } catch (error) {
      await db
        .insert(auditLog)
        .values({ action: "webhook.enqueue_failed", targetType: "contact_request", targetId: String(row.id), details: { error: String(error) } })
        .catch(() => undefined);
    }
  }
  return { ok: true, id: row.id, reference };
}
