// Account links (invitation, password reset) are never kept usable in the outbox
// (docs/decisions/323): once the provider accepted the message, its stored copy keeps the
// text with the link replaced; a message never sent is removed when its link expires.
import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { TOKEN_TTL_MS } from "~/lib/auth/tokens.server";
import { escapeMarkup } from "~/lib/markup";
import { ACCOUNT_LINK_PATHS, ACCOUNT_LINK_REMOVED, ACCOUNT_LINK_TYPES, carriesAccountLink } from "./types";

const paths = ACCOUNT_LINK_PATHS.map((path) => path.replace(/[/-]/g, "\\$&")).join("|");
/** An account link, absolute or not: the token is base64url. */
const LINK = `(?:https?:\\/\\/[^\\s"'<>/]+)?(?:${paths})[A-Za-z0-9_-]+`;
const linkPattern = () => new RegExp(LINK, "g");
const anchorPattern = () => new RegExp(`<a\\b[^>]*\\bhref="${LINK}"[^>]*>[\\s\\S]*?<\\/a>`, "g");

/** The message with every account link replaced by « [lien retiré après envoi] ». */
export function redactAccountLinks(body: { text: string; html: string }): { text: string; html: string } {
  const placeholder = escapeMarkup(ACCOUNT_LINK_REMOVED);
  return {
    text: body.text.replace(linkPattern(), ACCOUNT_LINK_REMOVED),
    html: body.html.replace(anchorPattern(), `<strong>${placeholder}</strong>`).replace(linkPattern(), placeholder),
  };
}

export function hasAccountLink(body: { text: string; html: string }): boolean {
  return linkPattern().test(body.text) || linkPattern().test(body.html);
}

/** A devis signer's 6-digit code (docs/decisions/626): useless once expired, never kept readable after sending. */
export const ONE_TIME_CODE_REMOVED = "[code retiré après envoi]";
const ONE_TIME_CODE_TYPES: ReadonlyArray<string> = ["devis-signer-code"];

export function redactOneTimeCode(body: { text: string; html: string }): { text: string; html: string } {
  const code = /\b\d{6}\b/g;
  return { text: body.text.replace(code, ONE_TIME_CODE_REMOVED), html: body.html.replace(code, escapeMarkup(ONE_TIME_CODE_REMOVED)) };
}

/** What a sent message of this kind keeps: its body redacted when it carries an account link or a one-time code. */
export function bodyKeptAfterSending(row: { type: string; text: string; html: string }) {
  if (ONE_TIME_CODE_TYPES.includes(row.type)) return redactOneTimeCode(row);
  return carriesAccountLink(row.type) || hasAccountLink(row) ? redactAccountLinks(row) : undefined;
}

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
  return { removed, redacted: leftovers.length };
}
