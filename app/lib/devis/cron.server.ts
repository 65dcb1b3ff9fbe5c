// The devis part of the daily cron (injected clock): a devis still unanswered the day after
// its validity becomes « expiré »; the client gets one reminder 7 days after sending while
// the devis waits for an answer (unless staff turned it off); the owner gets one 7 days
// before expiry. Each e-mail has a fixed message id: a second run never sends it twice.
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { isUniqueViolation } from "~/lib/admin/uniqueness.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { buildSettings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { devisEventInsert } from "./devis.server";
import { fromStatuses } from "./lifecycle";
import { clientReminderEmail, ownerExpiryEmail } from "./emails.server";
import { devisLink, openLinkToken } from "./link.server";
import { ownerRecipient } from "./send.server";

export const CLIENT_REMINDER_DAYS = 7;
export const OWNER_REMINDER_DAYS = 7;

/** A devis waiting for the client's answer: the only ones that expire or are reminded (docs/decisions/640). */
const OPEN = fromStatuses("expire");

export type DevisCronDeps = { db: Db; queue: Queue; origin: string; jwtSecret: string };

export const clientReminderId = (id: number) => `devis-reminder-client-${id}`;
export const ownerReminderId = (id: number) => `devis-reminder-owner-${id}`;

export async function runDevisCron(deps: DevisCronDeps, now = new Date()) {
  const expired = await expireDevis(deps.db, now);
  const reminders = await sendDevisReminders(deps, now);
  return { expired, ...reminders };
}

/** « Expiré » the day after the last valid day, with a history event per devis. */
export async function expireDevis(db: Db, now = new Date()): Promise<number> {
  const today = parisDay(now);
  const due = await db
    .select({ id: devis.id, status: devis.status })
    .from(devis)
    .where(and(inArray(devis.status, OPEN), lt(devis.validUntil, today)));
  if (due.length === 0) return 0;
  await batchByName(db, {
    expire: db
      .update(devis)
      .set({ status: "expire", closedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            devis.id,
            due.map((row) => row.id),
          ),
          inArray(devis.status, OPEN),
          lt(devis.validUntil, today),
        ),
      ),
    ...Object.fromEntries(
      due.map((row) => [
        `event${row.id}`,
        devisEventInsert(db, {
          devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${row.id} and ${devis.status} = 'expire' and ${devis.closedAt} = ${now.getTime()})`,
          type: "expired",
          from: row.status,
          to: "expire",
          at: now,
        }),
      ]),
    ),
  });
  return due.length;
}

export async function sendDevisReminders(deps: DevisCronDeps, now = new Date()) {
  const { db } = deps;
  const today = parisDay(now);
  const [candidates, settingRows] = await Promise.all([
    db
      .select()
      .from(devis)
      .where(
        and(
          inArray(devis.status, OPEN),
          sql`${devis.validUntil} >= ${today}`,
          sql`((${devis.clientReminder} = 1 and ${devis.clientRemindedAt} is null and ${devis.sentAt} <= ${now.getTime() - (CLIENT_REMINDER_DAYS - 1) * 86_400_000})
            or (${devis.ownerRemindedAt} is null and ${devis.validUntil} <= ${addDays(today, OWNER_REMINDER_DAYS)}))`,
        ),
      ),
    settingsQuery(db),
  ]);
  const settings = buildSettings(settingRows);
  let client = 0;
  let owner = 0;
  for (const row of candidates) {
    const sentDay = row.sentAt ? parisDay(row.sentAt) : today;
    const clientDue = row.clientReminder && row.clientRemindedAt === null && addDays(sentDay, CLIENT_REMINDER_DAYS) <= today;
    if (clientDue) {
      const token = await openLinkToken(deps.jwtSecret, row.tokenSealed);
      if (token) {
        const sentOk = await remind(
          deps,
          row.id,
          clientReminderId(row.id),
          clientReminderEmail(settings, row, { link: devisLink(deps.origin, token), owner: await ownerRecipient(db, row.ownerId) }),
          "client",
          now,
        );
        if (sentOk) client += 1;
      } else {
        console.warn(`devis ${row.number}: personal link cannot be opened (JWT_SECRET changed?), no reminder`);
      }
    }
    const ownerDue = row.ownerRemindedAt === null && row.validUntil !== null && row.validUntil <= addDays(today, OWNER_REMINDER_DAYS);
    if (ownerDue) {
      const recipient = await ownerRecipient(db, row.ownerId);
      if (recipient) {
        const email = ownerExpiryEmail(settings, row, { owner: recipient, adminLink: `${deps.origin}/admin/devis/${row.id}` });
        if (await remind(deps, row.id, ownerReminderId(row.id), email, "owner", now)) owner += 1;
      }
    }
  }
  return { clientReminders: client, ownerReminders: owner };
}

/** The reminder's mark, history event and outbox row in one batch; false when it was already sent. */
async function remind(deps: DevisCronDeps, id: number, messageId: string, email: Parameters<typeof outboxInsert>[1], who: "client" | "owner", now: Date) {
  const { db } = deps;
  const column = who === "client" ? devis.clientRemindedAt : devis.ownerRemindedAt;
  try {
    await batchByName(db, {
      mark: db
        .update(devis)
        .set(who === "client" ? { clientRemindedAt: now } : { ownerRemindedAt: now })
        .where(and(eq(devis.id, id), isNull(column), inArray(devis.status, OPEN))),
      event: devisEventInsert(db, {
        devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${id} and ${column} = ${now.getTime()})`,
        type: who === "client" ? "reminder_client" : "reminder_owner",
        details: { messageId },
        at: now,
      }),
      outbox: outboxInsert(db, email, messageId),
    });
  } catch (error) {
    // Already reminded (the mark or the fixed message id says so): nothing to do.
    if (isUniqueViolation(error) || String(error).includes("NOT NULL")) return false;
    throw error;
  }
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return true;
}
