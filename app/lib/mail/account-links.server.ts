// Account links (invitation, password reset) are never kept usable in the outbox
// (docs/decisions/323): once the provider accepted the message, its stored copy keeps the
// text with the link replaced; a message never sent is removed when its link expires.
import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { TOKEN_TTL_MS } from "~/lib/auth/tokens.server";
import { bodyKeptAfterSending, holdsSecret, redactSecrets, redactStoredSecrets } from "./stored-secrets.server";
import { ACCOUNT_LINK_PATHS, ACCOUNT_LINK_TYPES } from "./types";

/** The message with every account link replaced by « [lien retiré après envoi] ». */
export function redactAccountLinks(body: { text: string; html: string }): { text: string; html: string } {
  return redactSecrets(body, ["account-link"]);
}

export function hasAccountLink(body: { text: string; html: string }): boolean {
  return holdsSecret(body, "account-link");
}

/** What a sent message keeps: every secret its type declares, and any account link, replaced (docs/decisions/726). */
export { bodyKeptAfterSending };

const stillLinked = sql`(${or(...ACCOUNT_LINK_PATHS.flatMap((path) => [sql`instr(${emailOutbox.text}, ${path}) > 0`, sql`instr(${emailOutbox.html}, ${path}) > 0`]))})`;

/**
 * Run by the cron every 10 minutes: deletes the account-link messages never sent (queued,
 * failed, dead, captured…) once their link has expired, and redacts any sent one still
 * holding its link (a redaction that failed at send time, rows written before it existed).
 */
export async function purgeAccountLinks(db: Db, now = new Date()) {
  // Rows captured before « captured » was a status of its own read « sent »: they were never sent.
  await db
    .update(emailOutbox)
    .set({ status: "captured" })
    .where(and(eq(emailOutbox.status, "sent"), eq(emailOutbox.transport, "captured")));
  const deletes = ACCOUNT_LINK_TYPES.map(({ type, purpose }) =>
    db
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.type, type), ne(emailOutbox.status, "sent"), lt(emailOutbox.createdAt, new Date(now.getTime() - TOKEN_TTL_MS[purpose]))))
      .returning({ id: emailOutbox.id }),
  );
  let removed = 0;
  for (const statement of deletes) removed += (await statement).length;
  const leftovers = await db
    .select({ id: emailOutbox.id, type: emailOutbox.type, text: emailOutbox.text, html: emailOutbox.html })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "sent"),
        inArray(
          emailOutbox.type,
          ACCOUNT_LINK_TYPES.map((entry) => entry.type),
        ),
        stillLinked,
      ),
    )
    .limit(100);
  for (const row of leftovers) {
    const body = redactAccountLinks(row);
    await db.update(emailOutbox).set({ text: body.text, html: body.html, updatedAt: now }).where(eq(emailOutbox.id, row.id));
  }
  // The other secrets (devis links…): sent ones still holding theirs, unsent ones once spent.
  const others = await redactStoredSecrets(db, now);
  return { removed, redacted: leftovers.length + others.redacted };
}
