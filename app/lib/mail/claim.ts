// Browser-safe: the admin outbox shows 'Renvoyer' for the same rows the cron recovers.

/**
 * A claim older than this is abandoned (isolate killed, D1 error while releasing it): the
 * consumer may claim the row again, the cron puts it back in the queue, the admin may
 * resend it. Far above the time one send takes (one fetch to the provider).
 */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** True for a row left in `sending` past STALE_CLAIM_MS. */
export function isStuckSending(row: { status: string; claimedAt: Date | null }, now = Date.now()) {
  return row.status === "sending" && (row.claimedAt === null || now - row.claimedAt.getTime() > STALE_CLAIM_MS);
}
