// Run by the 10-minute cron beside the mail outbox recovery: contact requests left pending
// (the Worker died or D1 failed between the R2 writes and the finalising batch) are finished
// and announced when every declared file is in R2, removed with their objects otherwise; and
// objects under contact/ that no attachment row references are deleted, a bounded page per
// run. Each action leaves an audit row. See docs/decisions/313-contact-pending-sweep.md.
import { batchByName } from "~/db/batch.server";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { appState, contactAttachments, contactRequests } from "~/db/schema";
import { auditInsert, recordAudit } from "~/lib/audit/audit.server";
import {
  announceContactRequest,
  attachmentPrefix,
  type ContactDeps,
  contactReference,
  deleteAttachmentFolder,
  finaliseContactRequest,
  type PendingContactRequest,
} from "./contact.server";

/** A submission still pending after this long is finished or removed (uploads take seconds). */
export const PENDING_CONTACT_TIMEOUT_MS = 15 * 60 * 1000;
const PENDING_PER_RUN = 20;
/** Objects examined per run; the position is kept in app_state for the next run. */
export const ORPHAN_PAGE_SIZE = 500;
export const ORPHAN_CURSOR_KEY = "contact_attachments_sweep_after_id";

export type ContactSweepSummary = { finished: number; discarded: number; orphansDeleted: number };

async function everyFilePresent(bucket: R2Bucket, request: PendingContactRequest) {
  for (const file of request.pending.files) {
    const head = await bucket.head(attachmentPrefix(request.id) + file.object);
    if (!head || head.size !== file.size) return false;
  }
  return true;
}

async function finish(deps: ContactDeps, request: PendingContactRequest) {
  const journal = auditInsert(deps.db, {
    action: "contact.recovered",
    target: { type: "contact_request", id: request.id },
    details: { reference: contactReference(request.id, request.createdAt), files: request.pending.files.length },
  });
  const { webhookConfigured } = await finaliseContactRequest(deps, request, [journal]);
  await announceContactRequest(deps, request, webhookConfigured);
}

async function discard(deps: ContactDeps, request: PendingContactRequest) {
  const deleted = await deps.db
    .delete(contactRequests)
    .where(and(eq(contactRequests.id, request.id), isNotNull(contactRequests.pending)))
    .returning({ id: contactRequests.id });
  if (deleted.length === 0) return false;
  const removed = await deleteAttachmentFolder(deps.bucket, request.id);
  await recordAudit(deps.db, {
    action: "contact.discarded",
    target: { type: "contact_request", id: request.id },
    // No personal data: the journal outlives the retention of leads.
    details: { createdAt: request.createdAt.toISOString(), declaredFiles: request.pending.files.length, deletedObjects: removed.length },
  });
  return true;
}

/** Finishes or removes the contact requests pending for longer than the timeout. */
export async function sweepPendingContactRequests(deps: ContactDeps, now = new Date()) {
  const rows = await deps.db
    .select({
      id: contactRequests.id,
      createdAt: contactRequests.createdAt,
      pending: contactRequests.pending,
      fullName: contactRequests.fullName,
      email: contactRequests.email,
      phone: contactRequests.phone,
      profession: contactRequests.profession,
      subject: contactRequests.subject,
      message: contactRequests.message,
    })
    .from(contactRequests)
    .where(and(isNotNull(contactRequests.pending), lt(contactRequests.createdAt, new Date(now.getTime() - PENDING_CONTACT_TIMEOUT_MS))))
    .orderBy(asc(contactRequests.id))
    .limit(PENDING_PER_RUN);
  let finished = 0;
  let discarded = 0;
  const errors: Array<unknown> = [];
  for (const row of rows) {
    const request = row as PendingContactRequest;
    try {
      if (await everyFilePresent(deps.bucket, request)) {
        await finish(deps, request);
        finished += 1;
      } else if (await discard(deps, request)) {
        discarded += 1;
      }
    } catch (error) {
      errors.push(error);
    }
  }
  return { finished, discarded, errors };
}

const requestIdOf = (key: string) => /^contact\/(\d+)\//.exec(key)?.[1];

/**
 * Deletes objects under contact/ that no attachment row references and that belong to no
 * pending request (left by a crash, a failed cleanup or an old version), once they are
 * older than the timeout. One page of the bucket per run, resumed where the last run ended.
 */
export async function sweepOrphanAttachments(deps: Pick<ContactDeps, "db" | "bucket">, now = new Date()) {
  const { db, bucket } = deps;
  const [cursor] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, ORPHAN_CURSOR_KEY));
  const after = cursor?.value ?? 0;
  // Keys sort as text: restarting at "contact/{id}/" lists that request's objects again, harmlessly.
  const listed = await bucket.list({ prefix: "contact/", limit: ORPHAN_PAGE_SIZE, ...(after > 0 ? { startAfter: attachmentPrefix(after) } : {}) });
  const old = listed.objects.filter((o) => o.uploaded.getTime() < now.getTime() - PENDING_CONTACT_TIMEOUT_MS).map((o) => o.key);
  let orphans: Array<string> = [];
  if (old.length > 0) {
    // One bound JSON value instead of one parameter per key (D1 binds at most 100).
    const keys = JSON.stringify(old);
    const ids = JSON.stringify([...new Set(old.map(requestIdOf).filter(Boolean).map(Number))]);
    const { known, pending } = await batchByName(db, {
      known: db.select({ key: contactAttachments.r2Key }).from(contactAttachments).where(sql`${contactAttachments.r2Key} in (select value from json_each(${keys}))`),
      pending: db
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(and(isNotNull(contactRequests.pending), sql`${contactRequests.id} in (select value from json_each(${ids}))`)),
    });
    const referenced = new Set(known.map((k) => k.key));
    const pendingIds = new Set(pending.map((p) => String(p.id)));
    orphans = old.filter((key) => !referenced.has(key) && !pendingIds.has(requestIdOf(key) ?? ""));
    if (orphans.length > 0) {
      await bucket.delete(orphans);
      await recordAudit(db, {
        action: "contact.orphans_deleted",
        target: { type: "r2_prefix", id: "contact/" },
        details: { count: orphans.length, keys: orphans.slice(0, 20) },
      });
    }
  }
  const last = listed.truncated ? Number(requestIdOf(listed.objects.at(-1)?.key ?? "") ?? 0) : 0;
  if (last !== after) {
    await db
      .insert(appState)
      .values({ key: ORPHAN_CURSOR_KEY, value: last })
      .onConflictDoUpdate({ target: appState.key, set: { value: last, updatedAt: now } });
  }
  return orphans.length;
}

/** The cron's contact part: pending requests first, then orphaned objects. */
export async function sweepContactSubmissions(deps: ContactDeps, now = new Date()): Promise<ContactSweepSummary> {
  const pending = await sweepPendingContactRequests(deps, now);
  const orphansDeleted = await sweepOrphanAttachments(deps, now);
  if (pending.errors.length > 0) throw pending.errors[0];
  return { finished: pending.finished, discarded: pending.discarded, orphansDeleted };
}
