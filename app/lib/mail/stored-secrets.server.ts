// Secrets a stored e-mail carries (an account link, a devis link…) are never kept usable in
// the outbox: once the provider accepted the message, its stored copy keeps the text with
// each secret replaced; a message that never left (captured locally, failed, queued) keeps it
// while it still opens something, then the cron replaces it too.
// docs/decisions/726-secrets-in-stored-messages.md (generalises docs/decisions/323)
//
// Declaring a new kind of secret: add its name to `StoredSecretKind` (app/lib/mail/types.ts),
// its entry below, and list it in the `secrets` of the mail types that carry it.
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devis, emailOutbox } from "~/db/schema";
import { parisDay } from "~/lib/dates";
import { escapeMarkup } from "~/lib/markup";
import { ACCOUNT_LINK_PATHS, ACCOUNT_LINK_REMOVED, type MailType, MAIL_TYPES, type StoredSecretKind, secretsOf } from "./types";

export type StoredSecret = {
  /**
   * A regular expression source matching the secret as written in the text and in an HTML
   * attribute (a link: absolute or not). No flags: it is compiled with `g`.
   */
  pattern: string;
  /** What the stored copy shows instead of it (an HTML link to it becomes that text, in bold). */
  removed: string;
  /**
   * SQLite GLOB patterns, 50 bytes at most (D1 refuses longer ones): a stored text or HTML
   * matching one may still hold the secret (the cron's filter; the pattern above decides).
   */
  globs: ReadonlyArray<string>;
  /**
   * For a message not sent (captured, queued, failed, dead): true in SQL on `email_outbox`
   * once the secret opens nothing any more; the cron then redacts it. Absent: kept until sent
   * (an account link's message is deleted instead when its token expires, purgeAccountLinks).
   */
  spent?: (now: Date) => SQL;
};

const escapePath = (path: string) => path.replace(/[/-]/g, "\\$&");
const ORIGIN = `(?:https?:\\/\\/[^\\s"'<>/]+)?`;

/** A devis whose link cannot be accepted any more: answered, replaced, cancelled, expired, or past its validity. */
const devisLinkSpent = (now: Date) =>
  sql`(${emailOutbox.relatedType} = 'devis' and not exists (select 1 from ${devis} where ${devis.id} = ${emailOutbox.relatedId} and ${devis.status} in ('envoye', 'consulte') and ${devis.validUntil} >= ${parisDay(now)}))`;

/** A signer's code lives 10 minutes (docs/decisions/626, SIGNER_CODE.ttlMs): spent once its message is older than that. */
const SIGNER_CODE_LIFETIME_MS = 10 * 60 * 1000;
const signerCodeSpent = (now: Date) => sql`${emailOutbox.createdAt} < ${now.getTime() - SIGNER_CODE_LIFETIME_MS}`;

export const STORED_SECRETS: Record<StoredSecretKind, StoredSecret> = {
  "account-link": {
    pattern: `${ORIGIN}(?:${ACCOUNT_LINK_PATHS.map(escapePath).join("|")})[A-Za-z0-9_-]+`,
    removed: ACCOUNT_LINK_REMOVED,
    globs: ACCOUNT_LINK_PATHS.map((path) => `*${path}[A-Za-z0-9_-]*`),
  },
  // /devis/{token} and its PDFs, never /simulateur/devis/… (a simulation's PDF, no secret of a client).
  "devis-link": {
    pattern: `${ORIGIN}(?<!\\/simulateur)\\/devis\\/[A-Za-z0-9_-]{43}(?:\\/pdf(?:-signe)?)?`,
    removed: ACCOUNT_LINK_REMOVED,
    globs: ["*/devis/[A-Za-z0-9_-][A-Za-z0-9_-][A-Za-z0-9_-]*"],
    spent: devisLinkSpent,
  },
  // The devis signer's 6-digit code: the only six-digit number of its message.
  "signer-code": {
    pattern: "(?<![0-9])[0-9]{6}(?![0-9])",
    removed: "[code retiré après envoi]",
    globs: ["*[0-9][0-9][0-9][0-9][0-9][0-9]*"],
    spent: signerCodeSpent,
  },
};

/** The message with every secret of these kinds replaced by its placeholder. */
export function redactSecrets(body: { text: string; html: string }, kinds: ReadonlyArray<StoredSecretKind>): { text: string; html: string } {
  let { text, html } = body;
  for (const kind of kinds) {
    const secret = STORED_SECRETS[kind];
    const placeholder = escapeMarkup(secret.removed);
    text = text.replace(new RegExp(secret.pattern, "g"), secret.removed);
    html = html
      .replace(new RegExp(`<a\\b[^>]*\\bhref="${secret.pattern}"[^>]*>[\\s\\S]*?<\\/a>`, "g"), `<strong>${placeholder}</strong>`)
      .replace(new RegExp(secret.pattern, "g"), placeholder);
  }
  return { text, html };
}

/** True when the message holds a secret of this kind. */
export function holdsSecret(body: { text: string; html: string }, kind: StoredSecretKind): boolean {
  const pattern = new RegExp(STORED_SECRETS[kind].pattern);
  return pattern.test(body.text) || pattern.test(body.html);
}

/**
 * The kinds of secret a stored message of this type must lose: those its type declares, and
 * an account link wherever it appears (a kind this version does not know may carry one).
 */
export function secretsToRedact(row: { type: string; text: string; html: string }): Array<StoredSecretKind> {
  const kinds = new Set(secretsOf(row.type));
  if (holdsSecret(row, "account-link")) kinds.add("account-link");
  return [...kinds];
}

/** What a message keeps once the provider accepted it: its body with its secrets replaced, or undefined when it holds none. */
export function bodyKeptAfterSending(row: { type: string; text: string; html: string }) {
  const kinds = secretsToRedact(row);
  return kinds.length > 0 ? redactSecrets(row, kinds) : undefined;
}

const holding = (secret: StoredSecret) =>
  sql`(${sql.join(
    secret.globs.flatMap((glob) => [sql`${emailOutbox.text} glob ${glob}`, sql`${emailOutbox.html} glob ${glob}`]),
    sql` or `,
  )})`;

/** The mail types that declare this kind of secret. */
const typesCarrying = (kind: StoredSecretKind) => (Object.keys(MAIL_TYPES) as Array<MailType>).filter((type) => secretsOf(type).includes(kind));

/**
 * Run by the cron every 10 minutes: redacts every sent message still holding a secret (a
 * redaction that failed at send time, rows written before it existed), and every message not
 * sent whose secret opens nothing any more. At most `limit` rows per kind and run.
 */
export async function redactStoredSecrets(db: Db, now = new Date(), limit = 100) {
  let redacted = 0;
  for (const kind of Object.keys(STORED_SECRETS) as Array<StoredSecretKind>) {
    const secret = STORED_SECRETS[kind];
    const types = typesCarrying(kind);
    if (types.length === 0) continue;
    const due = secret.spent ? sql`(${eq(emailOutbox.status, "sent")} or (${ne(emailOutbox.status, "sending")} and ${secret.spent(now)}))` : eq(emailOutbox.status, "sent");
    const rows = await db
      .select({ id: emailOutbox.id, type: emailOutbox.type, text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.type, types), due, holding(secret)))
      .limit(limit);
    for (const row of rows) {
      const body = redactSecrets(row, [kind]);
      if (body.text === row.text && body.html === row.html) continue;
      await db.update(emailOutbox).set({ text: body.text, html: body.html, updatedAt: now }).where(eq(emailOutbox.id, row.id));
      redacted += 1;
    }
  }
  return { redacted };
}
