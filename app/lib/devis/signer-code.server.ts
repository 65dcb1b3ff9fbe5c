// The signer's code (docs/decisions/626-devis-signer-code.md): before a devis is accepted
// online, a 6-digit code goes to the address the devis was sent to, and the acceptance needs
// it. Whoever signs thus reads that mailbox, not only holds the link. The code is kept as an
// HMAC with the server's secret, lives 10 minutes, allows 5 wrong attempts; only the newest
// code of a devis counts; at most SIGNER_CODE.maxSends codes an hour; every failure is
// journaled. The acceptance consumes the code in its own batch (consumeSignerCode).
import { and, desc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devisSignerCodes } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { frenchTypography } from "~/lib/content/typography";
import { purposeHmacKey } from "~/lib/forms/signed.server";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { renderEmail } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import type { DevisRow } from "./devis.server";
import { indiceOf } from "./lines";

export const SIGNER_CODE = {
  /** Valid 10 minutes after it is sent. */
  ttlMs: 10 * 60_000,
  /** Wrong codes typed before the code is dead. */
  maxAttempts: 5,
  /** Codes sent for one devis within `sendWindowMs` (the first and two resends). */
  maxSends: 3,
  sendWindowMs: 60 * 60_000,
} as const;

export const SIGNER_CODE_PATTERN = /^\d{6}$/;

export type CodeDeps = { db: Db; queue: Queue; jwtSecret: string; origin: string };

/** A uniform 6-digit code (rejection sampling: no modulo bias). */
export function newSignerCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return String(buffer[0] % 1_000_000).padStart(6, "0");
  }
}

async function hashSignerCode(secret: string, devisId: number, code: string): Promise<string> {
  // One key per purpose, never the session key itself (docs/decisions/728).
  const key = await purposeHmacKey(secret, "devis-signer-code");
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`devis-signer-code:${devisId}:${code}`)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function sameHex(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** « c•••e@exemple.fr »: enough for the client to recognise the address, not to read it over a shoulder. */
export function maskedEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!domain) return email;
  const shown = local.length <= 2 ? `${local[0] ?? ""}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

const timeOfDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });
/** « 14 h 32 » (heure de Paris). */
export const clockTime = (date: Date) => timeOfDay.format(date).replace(":", "\u00a0h\u00a0");

export function signerCodeEmail(
  settings: Settings,
  d: Pick<DevisRow, "id" | "number" | "revision" | "clientEmail" | "clientName">,
  code: string,
  expiresAt: Date,
  privacyLink: string,
) {
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink },
    greeting: d.clientName ? `Bonjour ${d.clientName},` : "Bonjour,",
    title: `Votre code de confirmation : ${code}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Pour accepter en ligne le devis n° ${d.number} (indice ${indiceOf(d.revision)}), saisissez ce code sur la page du devis. Il est valable 10 minutes, jusqu'à ${clockTime(expiresAt)} (heure de Paris).`,
      },
      { kind: "rows", rows: [{ label: "Code de confirmation", value: code }] },
      {
        kind: "note",
        text: "Ce code confirme que l'acceptation vient de la personne à qui le devis a été adressé (signature électronique simple, articles 1366 et 1367 du Code civil). Ne le communiquez à personne : notre équipe ne vous le demandera jamais. Si vous n'avez rien demandé, ignorez ce message : le devis n'est pas accepté.",
      },
    ],
  });
  return {
    type: "devis-signer-code" as const,
    to: [{ email: d.clientEmail, name: d.clientName || undefined }],
    subject: `Votre code pour accepter le devis ${d.number}`,
    text,
    html,
    related: { type: "devis", id: d.id },
  };
}

export type PendingCode = { sentAt: Date; expiresAt: Date; attemptsLeft: number; sentTo: string };

/** The newest code of a devis still usable (not used, not expired, attempts left), for the page. */
export async function pendingSignerCode(db: Db, row: Pick<DevisRow, "id" | "clientEmail">, now = new Date()): Promise<PendingCode | null> {
  const [code] = await db.select().from(devisSignerCodes).where(eq(devisSignerCodes.devisId, row.id)).orderBy(desc(devisSignerCodes.id)).limit(1);
  if (!code || code.usedAt || code.expiresAt <= now || code.attempts >= SIGNER_CODE.maxAttempts) return null;
  return { sentAt: code.createdAt, expiresAt: code.expiresAt, attemptsLeft: SIGNER_CODE.maxAttempts - code.attempts, sentTo: maskedEmail(row.clientEmail) };
}

export type SendCodeOutcome = { ok: true; sentTo: string; expiresAt: Date } | { ok: false; reason: "send-cap" | "storage" };

/**
 * The code's devis id, found only while fewer than `maxSends` codes were sent for it within the
 * window: one SQL statement counts and inserts, so two simultaneous requests cannot both pass
 * the cap (D1 runs a batch alone; the null fails NOT NULL and the batch, e-mail included,
 * writes nothing). docs/decisions/947-signer-code-cap-atomic.md
 */
function devisIdUnderCap(devisId: number, now: Date): SQL {
  const since = now.getTime() - SIGNER_CODE.sendWindowMs;
  return sql`(select ${devisId} where (select count(*) from ${devisSignerCodes} where ${devisSignerCodes.devisId} = ${devisId} and ${devisSignerCodes.createdAt} >= ${since}) < ${SIGNER_CODE.maxSends})`;
}

function sentWithinWindow(db: Db, devisId: number, now: Date) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(devisSignerCodes)
    .where(and(eq(devisSignerCodes.devisId, devisId), gte(devisSignerCodes.createdAt, new Date(now.getTime() - SIGNER_CODE.sendWindowMs))))
    .then(([row]) => Number(row?.n ?? 0));
}

/** A new code to the devis' address; any earlier code stops counting. Refused past the hourly cap. */
export async function sendSignerCode(deps: CodeDeps, row: DevisRow, settings: Settings, meta: { ip: string | null }, now = new Date()): Promise<SendCodeOutcome> {
  const { db } = deps;
  const refuse = async (): Promise<SendCodeOutcome> => {
    await journal(db, row, "send-cap", meta).catch((error) => console.warn("signer code refusal not journaled", error));
    return { ok: false, reason: "send-cap" };
  };
  // The common case answers without writing; the insert's own guard settles a race.
  if ((await sentWithinWindow(db, row.id, now)) >= SIGNER_CODE.maxSends) return refuse();
  const code = newSignerCode();
  const expiresAt = new Date(now.getTime() + SIGNER_CODE.ttlMs);
  const messageId = crypto.randomUUID();
  try {
    await batchByName(db, {
      code: db
        .insert(devisSignerCodes)
        .values({ devisId: devisIdUnderCap(row.id, now) as unknown as number, codeHash: await hashSignerCode(deps.jwtSecret, row.id, code), expiresAt, createdAt: now }),
      email: outboxInsert(db, signerCodeEmail(settings, row, code, expiresAt, await privacyLinkUrl(deps.jwtSecret, deps.origin, row.clientEmail)), messageId),
    });
  } catch (error) {
    // Refused by the guard (another request took the last place) or a storage failure.
    const sent = await sentWithinWindow(db, row.id, now).catch(() => null);
    if (sent !== null && sent >= SIGNER_CODE.maxSends) return refuse();
    console.warn("signer code not recorded", error);
    return { ok: false, reason: "storage" };
  }
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true, sentTo: maskedEmail(row.clientEmail), expiresAt };
}

export type CodeFailure = "missing" | "expired" | "exhausted" | "used" | "wrong";
export type VerifyOutcome = { ok: true; codeId: number; sentAt: Date } | { ok: false; reason: CodeFailure; attemptsLeft: number };

function journal(db: Db, row: Pick<DevisRow, "id" | "number" | "revision" | "clientEmail">, reason: CodeFailure | "send-cap", meta: { ip: string | null }, attempts?: number) {
  return auditInsert(db, {
    action: "devis.signer-code-failed",
    actorEmail: row.clientEmail,
    target: { type: "devis", id: row.id },
    details: { number: row.number, revision: row.revision, reason, ...(attempts === undefined ? {} : { attempts }), ip: meta.ip },
  });
}

/**
 * Checks a typed code against the devis' newest one. A wrong code counts an attempt; every
 * failure is journaled; nothing else changes. The code is consumed by the acceptance only.
 */
export async function verifySignerCode(
  deps: CodeDeps,
  row: Pick<DevisRow, "id" | "number" | "revision" | "clientEmail">,
  typed: string,
  meta: { ip: string | null },
  now = new Date(),
): Promise<VerifyOutcome> {
  const { db } = deps;
  const [code] = await db.select().from(devisSignerCodes).where(eq(devisSignerCodes.devisId, row.id)).orderBy(desc(devisSignerCodes.id)).limit(1);
  const fail = async (reason: CodeFailure, attempts = code?.attempts ?? 0): Promise<VerifyOutcome> => {
    await journal(db, row, reason, meta, attempts).catch((error) => console.warn("signer code failure not journaled", error));
    return { ok: false, reason, attemptsLeft: Math.max(0, SIGNER_CODE.maxAttempts - attempts) };
  };
  if (!code) return fail("missing");
  if (code.usedAt) return fail("used");
  if (code.attempts >= SIGNER_CODE.maxAttempts) return fail("exhausted");
  if (code.expiresAt <= now) return fail("expired");
  if (SIGNER_CODE_PATTERN.test(typed) && sameHex(await hashSignerCode(deps.jwtSecret, row.id, typed), code.codeHash)) return { ok: true, codeId: code.id, sentAt: code.createdAt };
  const [counted] = await db
    .update(devisSignerCodes)
    .set({ attempts: sql`${devisSignerCodes.attempts} + 1` })
    .where(and(eq(devisSignerCodes.id, code.id), sql`${devisSignerCodes.attempts} < ${SIGNER_CODE.maxAttempts}`))
    .returning({ attempts: devisSignerCodes.attempts });
  const attempts = counted?.attempts ?? SIGNER_CODE.maxAttempts;
  return fail(attempts >= SIGNER_CODE.maxAttempts ? "exhausted" : "wrong", attempts);
}

/** The acceptance batch's statement that uses the code: only once (with `codeStillUnused` in its guard). */
export function consumeSignerCode(db: Db, codeId: number, now: Date) {
  return db
    .update(devisSignerCodes)
    .set({ usedAt: now })
    .where(and(eq(devisSignerCodes.id, codeId), isNull(devisSignerCodes.usedAt)));
}

/** For the acceptance's guarded update: the verified code has not been used meanwhile. */
export function codeStillUnused(codeId: number): SQL {
  return sql`exists (select 1 from ${devisSignerCodes} where ${devisSignerCodes.id} = ${codeId} and ${devisSignerCodes.usedAt} is null)`;
}

/** What the page says for each failure, in French: nothing was accepted, and why. */
export function signerCodeMessage(reason: CodeFailure | "send-cap", attemptsLeft = 0): string {
  return frenchTypography(rawMessage(reason, attemptsLeft));
}

function rawMessage(reason: CodeFailure | "send-cap", attemptsLeft: number): string {
  switch (reason) {
    case "missing":
      return "Demandez d'abord votre code de confirmation (bouton « Recevoir mon code par e-mail ») : le devis n'a pas été accepté.";
    case "used":
      return "Ce code a déjà servi : demandez un nouveau code. Le devis n'a pas été accepté.";
    case "expired":
      return "Ce code a expiré (il est valable 10 minutes) : demandez un nouveau code. Le devis n'a pas été accepté.";
    case "exhausted":
      return `Code erroné ${SIGNER_CODE.maxAttempts} fois : ce code n'est plus valable. Demandez un nouveau code. Le devis n'a pas été accepté.`;
    case "wrong":
      return `Code incorrect : le devis n'a pas été accepté. Il vous reste ${attemptsLeft} essai${attemptsLeft > 1 ? "s" : ""} avec ce code.`;
    case "send-cap":
      return `${SIGNER_CODE.maxSends} codes ont déjà été envoyés pour ce devis dans l'heure : utilisez le dernier code reçu (vérifiez vos courriers indésirables) ou réessayez plus tard.`;
  }
}
