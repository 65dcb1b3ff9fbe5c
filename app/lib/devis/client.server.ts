// Over 400 lines: the link's states, the online acceptance (its code, proof, signed PDF and payment lines) and the refusal read one row and share its guards (docs/decisions/622, 626, 642).
// The client's side of a devis, /devis/{token}: what the link shows in each state, the first
// opening (« consulté »), the online acceptance with its proof and signed PDF, the refusal.
// docs/decisions/622-devis-signature-proof.md, 624-devis-withdrawal-choice.md
import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis, devisAcceptances, type WithdrawalChoice } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { buildSettings, type Settings } from "~/lib/settings/definitions";
import { earliestStartDay } from "./dossier-dates";
import { paymentLines, startSentence } from "./order-texts";
import { leadFollowsDevis } from "./lead-sync.server";
import { settingsQuery } from "~/lib/settings/settings.server";
import { type DevisRow, devisEventInsert } from "./devis.server";
import { acceptedEmails, refusedEmail } from "./emails.server";
import { devisLink, findDevisByToken, openLinkToken } from "./link.server";
import { sha256Hex } from "../sha256.server";
import { indiceOf } from "./lines";
import { renderSignedPdf } from "./pdf.server";
import { devisView } from "./view";
import { can, fromStatuses, isDossier } from "./lifecycle";
import { depositDue } from "./dossier.server";
import { bankDetails, type ClientDossier, clientDossier } from "./dossier-view.server";
import { dossierLinkArchived } from "./timeline";
import { ownerRecipient } from "./send.server";
import { type CodeFailure, codeStillUnused, consumeSignerCode, pendingSignerCode, type PendingCode, sendSignerCode, verifySignerCode } from "./signer-code.server";
import { signerIsClient } from "./signer";

export { findDevisByToken };

export type LinkState = "open" | "accepted" | "refused" | "expired" | "replaced" | "cancelled";

/** What a sent version's link answers today; a validity past is « expiré » even before the cron runs. */
export function linkState(row: Pick<DevisRow, "status" | "validUntil">, now: Date): LinkState {
  if (isDossier(row.status)) return "accepted";
  switch (row.status) {
    case "refuse":
      return "refused";
    case "remplace":
      return "replaced";
    case "annule":
      return "cancelled";
    case "expire":
      return "expired";
    default:
      return row.validUntil && row.validUntil < parisDay(now) ? "expired" : "open";
  }
}

/**
 * What the page of a replaced version offers: the newest sent version's link only when it
 * went to the same address (case-insensitive); a version sent to someone else is only said to
 * exist, never shown nor linked (its link would open another person's devis, and accept it).
 * docs/decisions/725-newer-version-same-recipient.md
 */
export type NewerVersion = { to: "same"; link: string } | { to: "other" } | null;

export async function newerVersionLink(deps: { db: Db; origin: string; jwtSecret: string }, row: DevisRow): Promise<NewerVersion> {
  const [newer] = await deps.db
    .select({ sealed: devis.tokenSealed, clientEmail: devis.clientEmail })
    .from(devis)
    .where(and(eq(devis.number, row.number), isNotNull(devis.tokenSealed), sql`${devis.revision} > ${row.revision}`))
    .orderBy(desc(devis.revision))
    .limit(1);
  if (!newer) return null;
  if (newer.clientEmail.trim().toLowerCase() !== row.clientEmail.trim().toLowerCase()) return { to: "other" };
  const token = await openLinkToken(deps.jwtSecret, newer.sealed);
  return token ? { to: "same", link: devisLink(deps.origin, token) } : null;
}

/** The first opening of the link: « consulté », once, with its history event. A failure only delays it to the next opening. */
export async function markConsulted(db: Db, row: DevisRow, now = new Date()) {
  if (!can("consult", row.status)) return;
  try {
    await batchByName(db, {
      update: db
        .update(devis)
        .set({ status: "consulte", consultedAt: now })
        .where(and(eq(devis.id, row.id), inArray(devis.status, fromStatuses("consult")))),
      event: devisEventInsert(db, {
        devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${row.id} and ${devis.consultedAt} = ${now.getTime()})`,
        type: "consulted",
        from: "envoye",
        to: "consulte",
        at: now,
      }),
    });
  } catch (error) {
    console.warn("devis consultation not recorded", error);
  }
}

/**
 * `jwtSecret` signs the personal data link of the client's e-mails (docs/decisions/343) and
 * keys the signer codes' HMAC (docs/decisions/626).
 */
export type ClientDeps = { db: Db; bucket: R2Bucket; queue: Queue; origin: string; jwtSecret: string };

export type AnswerOutcome =
  | { ok: true }
  | { ok: false; reason: "unknown" | "storage" | LinkState | "withdrawal-required" | "relation-required" }
  | { ok: false; reason: "code"; code: CodeFailure; attemptsLeft: number };

export type AcceptInput = {
  signerName: string;
  signerQuality: string;
  /** Required when the signer is not the client the devis is addressed to (docs/decisions/627). */
  signerRelation?: string;
  withdrawalChoice?: WithdrawalChoice;
  /** The 6-digit code e-mailed to the devis' address (docs/decisions/626). */
  code: string;
};

/**
 * The online acceptance. The frozen PDF is read from R2 and hashed (the proof's hash is the
 * hash of the bytes served), the signed PDF is rendered and stored, then ONE batch records
 * the acceptance, its proof and the two e-mails; the proof's row reads its devis id through
 * the guarded update, so a second acceptance, an expired or replaced version changes nothing.
 */
export async function acceptDevis(
  deps: ClientDeps,
  token: string,
  input: AcceptInput,
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<AnswerOutcome> {
  const { db } = deps;
  const row = await findDevisByToken(db, token);
  if (!row?.pdfKey || !row.letterhead) return { ok: false, reason: "unknown" };
  const state = linkState(row, now);
  if (state !== "open") return { ok: false, reason: state };
  const withdrawalChoice = row.clientType === "particulier" ? (input.withdrawalChoice ?? null) : null;
  if (row.clientType === "particulier" && !withdrawalChoice) return { ok: false, reason: "withdrawal-required" };
  const signerRelation = signerIsClient(input.signerName, row.clientName) ? null : input.signerRelation?.trim() || null;
  if (!signerIsClient(input.signerName, row.clientName) && !signerRelation) return { ok: false, reason: "relation-required" };
  const verified = await verifySignerCode(deps, row, input.code, meta, now);
  if (!verified.ok) return { ok: false, reason: "code", code: verified.reason, attemptsLeft: verified.attemptsLeft };

  const frozen = await deps.bucket.get(row.pdfKey).catch((error) => {
    console.warn("frozen devis not read", error);
    return null;
  });
  if (!frozen) return { ok: false, reason: "storage" };
  const bytes = new Uint8Array(await frozen.arrayBuffer());
  const pdfSha256 = await sha256Hex(bytes);
  if (pdfSha256 !== row.pdfSha256) {
    console.warn(`frozen devis ${row.number} does not match its hash`);
    return { ok: false, reason: "storage" };
  }
  const proof = {
    signerName: input.signerName,
    signerQuality: input.signerQuality,
    signerRelation,
    client: { name: row.clientName, company: row.clientCompany, email: row.clientEmail },
    codeSentAt: verified.sentAt,
    codeVerifiedAt: now,
    withdrawalChoice,
    acceptedAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent ? meta.userAgent.slice(0, 512) : null,
    pdfSha256,
    email: row.clientEmail,
    // The CGV the frozen PDF carries (docs/decisions/630), not the version in force today.
    cgv: row.cgvVersion !== null && row.cgvSha256 ? { version: row.cgvVersion, sha256: row.cgvSha256 } : null,
  };
  const [settingRows, owner] = await Promise.all([settingsQuery(db), ownerRecipient(db, row.ownerId)]);
  const settings = buildSettings(settingRows);
  const payment = acceptancePayment(row, settings, withdrawalChoice, now);
  const signed = await renderSignedPdf(bytes, { ...row, letterhead: row.letterhead }, proof, payment);
  const signedSha256 = await sha256Hex(signed);
  const signedKey = `devis/${row.number}/indice-${indiceOf(row.revision)}-signe-${crypto.randomUUID()}.pdf`;
  try {
    await deps.bucket.put(signedKey, signed, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { sha256: signedSha256 } });
  } catch (error) {
    console.warn("signed devis not stored", error);
    return { ok: false, reason: "storage" };
  }

  const privacyLink = await privacyLinkUrl(deps.jwtSecret, deps.origin, row.clientEmail);
  const emails = acceptedEmails(settings, row, {
    payment,
    signedKey,
    owner,
    signerName: input.signerName,
    signerRelation,
    withdrawalChoice,
    adminLink: `${deps.origin}/admin/devis/${row.id}`,
    link: devisLink(deps.origin, token),
    privacyLink,
  });
  const messageIds = emails.map(() => crypto.randomUUID());
  const accepted = sql`(select ${devis.id} from ${devis} where ${devis.id} = ${row.id} and ${devis.signedPdfKey} = ${signedKey})`;
  try {
    await batchByName(db, {
      accept: db
        .update(devis)
        .set({ status: "accepte", answeredAt: now, signedPdfKey: signedKey, signedPdfSha256: signedSha256, updatedAt: now })
        .where(
          and(
            eq(devis.id, row.id),
            eq(devis.tokenHash, row.tokenHash ?? ""),
            inArray(devis.status, fromStatuses("accept")),
            gte(devis.validUntil, parisDay(now)),
            codeStillUnused(verified.codeId),
          ),
        ),
      code: consumeSignerCode(db, verified.codeId, now),
      proof: db.insert(devisAcceptances).values({
        devisId: accepted as unknown as number,
        number: row.number,
        revision: row.revision,
        pdfSha256,
        signerName: proof.signerName,
        signerQuality: proof.signerQuality,
        signerRelation,
        codeSentAt: verified.sentAt,
        codeVerifiedAt: now,
        withdrawalChoice,
        acceptedAt: now,
        ip: proof.ip,
        userAgent: proof.userAgent,
        signedPdfKey: signedKey,
        signedPdfSha256: signedSha256,
        cgvVersion: proof.cgv?.version ?? null,
        cgvSha256: proof.cgv?.sha256 ?? null,
      }),
      event: devisEventInsert(db, { devisId: accepted, type: "accepted", from: row.status, to: "accepte", details: { by: proof.signerName }, at: now }),
      ...Object.fromEntries(emails.map((email, index) => [`email${index}`, outboxInsert(db, email, messageIds[index])])),
      lead: leadFollowsDevis(db, row, "traite", null, now),
      audit: auditInsert(db, {
        action: "devis.accept",
        actorEmail: row.clientEmail,
        target: { type: "devis", id: row.id },
        details: { number: row.number, revision: row.revision, pdfSha256, signedPdfSha256: signedSha256, codeVerified: true, signerIsClient: signerRelation === null },
      }),
    });
  } catch (error) {
    await deps.bucket.delete(signedKey).catch(() => undefined);
    const [again] = await db.select({ status: devis.status, validUntil: devis.validUntil }).from(devis).where(eq(devis.id, row.id)).limit(1);
    const after = again ? linkState(again, now) : "cancelled";
    if (after !== "open") return { ok: false, reason: after };
    console.warn("devis acceptance not recorded", error);
    return { ok: false, reason: "storage" };
  }
  for (const messageId of messageIds) await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true };
}

/** « Recevoir mon code par e-mail »: a code to the devis' address while the link is open (docs/decisions/626). */
export async function requestSignerCode(
  deps: ClientDeps,
  token: string,
  meta: { ip: string | null },
  now = new Date(),
): Promise<{ ok: true; sentTo: string } | { ok: false; reason: "unknown" | "storage" | "send-cap" | LinkState }> {
  const row = await findDevisByToken(deps.db, token);
  if (!row) return { ok: false, reason: "unknown" };
  const state = linkState(row, now);
  if (state !== "open") return { ok: false, reason: state };
  const settings = buildSettings(await settingsQuery(deps.db));
  const sent = await sendSignerCode(deps, row, settings, meta, now);
  return sent.ok ? { ok: true, sentTo: sent.sentTo } : sent;
}

/** What to pay and when work starts, as the signed PDF and the acceptance e-mail print it (docs/decisions/642). */
function acceptancePayment(row: DevisRow, settings: Settings, withdrawalChoice: WithdrawalChoice | null, now: Date): Array<string> {
  const deposit = depositDue(row, settings);
  const earliestStart = earliestStartDay({ clientType: row.clientType, withdrawalChoice, acceptedOn: parisDay(now) });
  return [
    ...paymentLines({ amountCents: deposit.cents, percent: deposit.percent, reference: row.number, bank: bankDetails(settings) }),
    startSentence({ clientType: row.clientType, withdrawalChoice, depositPercent: deposit.percent, earliestStart }),
  ];
}

/** The client's refusal, with an optional reason: the owner is told by e-mail. */
export async function refuseDevis(deps: ClientDeps, token: string, input: { reason: string | null; comment: string }, now = new Date()): Promise<AnswerOutcome> {
  const { db } = deps;
  const row = await findDevisByToken(db, token);
  if (!row) return { ok: false, reason: "unknown" };
  const state = linkState(row, now);
  if (state !== "open") return { ok: false, reason: state };
  const [settingRows, owner] = await Promise.all([settingsQuery(db), ownerRecipient(db, row.ownerId)]);
  const email = refusedEmail(buildSettings(settingRows), row, { owner, reason: input.reason, comment: input.comment, adminLink: `${deps.origin}/admin/devis/${row.id}` });
  const messageId = crypto.randomUUID();
  try {
    await batchByName(db, {
      refuse: db
        .update(devis)
        .set({ status: "refuse", answeredAt: now, refusalReason: input.reason, refusalComment: input.comment || null, updatedAt: now })
        .where(and(eq(devis.id, row.id), inArray(devis.status, fromStatuses("refuse")), gte(devis.validUntil, parisDay(now)))),
      event: devisEventInsert(db, {
        devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${row.id} and ${devis.status} = 'refuse' and ${devis.answeredAt} = ${now.getTime()})`,
        type: "refused",
        from: row.status,
        to: "refuse",
        details: { reason: input.reason },
        at: now,
      }),
      ...(email ? { email: outboxInsert(db, email, messageId) } : {}),
      audit: auditInsert(db, {
        action: "devis.refuse",
        actorEmail: row.clientEmail,
        target: { type: "devis", id: row.id },
        details: { number: row.number, revision: row.revision, reason: input.reason },
      }),
    });
  } catch (error) {
    const [again] = await db.select({ status: devis.status, validUntil: devis.validUntil }).from(devis).where(eq(devis.id, row.id)).limit(1);
    const after = again ? linkState(again, now) : "cancelled";
    if (after !== "open") return { ok: false, reason: after };
    console.warn("devis refusal not recorded", error);
    return { ok: false, reason: "storage" };
  }
  if (email) await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true };
}

export type PublicAcceptance = {
  signerName: string;
  signerQuality: string;
  signerRelation: string | null;
  acceptedAt: Date;
  codeVerifiedAt: Date | null;
  withdrawalChoice: WithdrawalChoice | null;
};

/** The proof shown on the accepted page (no IP, no User-Agent: those stay with the firm). */
export async function acceptanceOf(db: Db, devisId: number): Promise<PublicAcceptance | null> {
  const [row] = await db
    .select({
      signerName: devisAcceptances.signerName,
      signerQuality: devisAcceptances.signerQuality,
      signerRelation: devisAcceptances.signerRelation,
      acceptedAt: devisAcceptances.acceptedAt,
      codeVerifiedAt: devisAcceptances.codeVerifiedAt,
      withdrawalChoice: devisAcceptances.withdrawalChoice,
    })
    .from(devisAcceptances)
    .where(eq(devisAcceptances.devisId, devisId))
    .limit(1);
  return row ?? null;
}

/** The headers of everything a personal link serves: never cached, never indexed, never sent as referrer. */
export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export type ClientPage =
  | { state: "unknown" }
  | { state: "replaced"; number: string; indice: string; newerLink: string | null; newerToOther: boolean }
  | { state: "expired"; number: string; indice: string }
  | { state: "cancelled"; number: string; indice: string }
  | { state: "refused"; number: string; indice: string; answeredAt: Date | null }
  | { state: "archived"; number: string; indice: string; email: string | null }
  | {
      state: "open" | "accepted";
      view: ReturnType<typeof devisView>;
      acceptance: PublicAcceptance | null;
      /** The code e-mailed and still usable, if any (docs/decisions/626). */
      pendingCode?: PendingCode | null;
      /** Once accepted: the dossier (timeline, what to pay, « Me rétracter »). docs/decisions/644. */
      dossier?: ClientDossier | null;
    };

/** What /devis/{token} shows today, and its HTTP status; the first opening marks the devis « consulté ». */
export async function clientPage(deps: { db: Db; origin: string; jwtSecret: string }, token: string, now = new Date()): Promise<{ page: ClientPage; status: number }> {
  const row = await findDevisByToken(deps.db, token);
  if (!row) return { page: { state: "unknown" }, status: 404 };
  const state = linkState(row, now);
  const ids = { number: row.number, indice: indiceOf(row.revision) };
  switch (state) {
    case "replaced": {
      const newer = await newerVersionLink(deps, row);
      return { page: { state, ...ids, newerLink: newer?.to === "same" ? newer.link : null, newerToOther: newer?.to === "other" }, status: 410 };
    }
    case "expired":
      return { page: { state, ...ids }, status: 410 };
    case "cancelled":
      return { page: { state, ...ids }, status: 410 };
    case "refused":
      return { page: { state, ...ids, answeredAt: row.answeredAt }, status: 200 };
    case "accepted": {
      const [acceptance, dossier] = await Promise.all([acceptanceOf(deps.db, row.id), clientDossier(deps.db, row, token, now)]);
      // 12 months after the report (or the withdrawal), the link says how to ask for a copy.
      if (dossier && dossierLinkArchived(dossier.closedOn, parisDay(now))) return { page: { state: "archived", ...ids, email: row.letterhead?.email ?? null }, status: 410 };
      return { page: { state, view: devisView(row), acceptance, dossier: dossier?.dossier ?? null }, status: 200 };
    }
    default:
      await markConsulted(deps.db, row, now);
      return { page: { state: "open", view: devisView(row), acceptance: null, pendingCode: await pendingSignerCode(deps.db, row, now) }, status: 200 };
  }
}

/** The frozen PDF (or the signed one) of a link, as stored: null when the link cannot show it. */
export async function clientPdf(deps: { db: Db; bucket: R2Bucket }, token: string, signed: boolean, now = new Date()) {
  const row = await findDevisByToken(deps.db, token);
  if (!row) return { status: 404 as const };
  const state = linkState(row, now);
  if (state === "replaced" || state === "expired" || state === "cancelled") return { status: 410 as const };
  const key = signed ? row.signedPdfKey : row.pdfKey;
  const object = key ? await deps.bucket.get(key) : null;
  if (!object) return { status: 404 as const };
  return { status: 200 as const, body: object.body, number: row.number, revision: row.revision };
}
