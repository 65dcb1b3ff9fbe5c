// « Envoyer au client »: refused while anything the devis prints is missing (legal facts,
// client, site, programme, delivery time) or the loi ELAN is not met; otherwise the PDF is
// rendered ONCE and stored in R2, then one D1 batch freezes the version, stores the hashed
// link, marks the earlier version « remplacé », writes the history and the outbox row; the
// queue message comes last (a queue outage leaves the row to the 10-minute recovery).
// docs/decisions/621-devis-versions-and-freeze.md
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { devis, users } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import type { DevisCgv } from "~/lib/cgv/pdf.server";
import { type CgvVersion, cgvInForceQuery } from "~/lib/cgv/versions.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { buildSettings, depositPercentOf, publicSettings, type Settings } from "~/lib/settings/definitions";
import { fillPlaceholders } from "~/lib/settings/placeholders";
import { depositCents } from "./dossier-dates";
import { settingsQuery } from "~/lib/settings/settings.server";
import { attestationOf } from "~/lib/settings/insurance-attestation";
import { getCatalogue, type MissionCatalogue, missionCatalogueQuery } from "~/lib/simulator/catalogue.server";
import { needsDecennial } from "~/lib/simulator/missions";
import { mandatoryReasons } from "~/lib/simulator/reasons";
import { lockedServiceIds } from "~/lib/simulator/selection";
import { type DevisRow, devisEventInsert, getDevis } from "./devis.server";
import { type Recipient, sentEmail } from "./emails.server";
import { documentAttachments, documentsOf } from "./documents.server";
import { leadFollowsDevis } from "./lead-sync.server";
import { CGV_PUBLISH_HREF, missingLegalFacts, NO_CGV_MESSAGE, settingEditHref } from "./legal";
import { letterheadOf } from "./letterhead";
import { devisLink, hashLinkToken, newLinkToken, sealLinkToken } from "./link.server";
import { sha256Hex } from "../sha256.server";
import { indiceOf } from "./lines";
import { type DevisDocument, renderDevisPdf } from "./pdf.server";
import { DEVIS_MESSAGES } from "./schema";
import { withMissionTexts } from "./mission-lines";
import { CONTRACT_STATUSES, can, fromStatuses, isContract } from "./lifecycle";

export type SendProblem = { message: string; href?: string };

/** Last valid day: the sending day plus the validity in calendar months (31/01 + 1 month → 28 or 29/02). */
export function validUntilDay(sentDay: string, months: number): string {
  const [y, m, d] = sentDay.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

type Catalogue = Awaited<ReturnType<typeof getCatalogue>>;

/**
 * Loi ELAN: a land sale in a zone of moderate or strong exposure to clay shrink-swell needs
 * the missions the simulator's rules table makes mandatory for a land sale (G1 ES + G1 PGC);
 * an exposure not stated must be stated first.
 */
export function elanProblems(d: Pick<DevisRow, "projectNature" | "clayLevel" | "lines">, catalogue: Catalogue): Array<SendProblem> {
  if (d.projectNature !== "vente_terrain") return [];
  if (d.clayLevel === null)
    return [
      {
        message:
          "Vente de terrain : indiquez l'exposition du terrain au retrait-gonflement des argiles (champ « Exposition aux argiles ») avant l'envoi ; en exposition moyenne ou forte, la loi ELAN impose l'étude géotechnique préalable G1 complète.",
      },
    ];
  if (d.clayLevel !== "fort" && d.clayLevel !== "moyen") return [];
  const required = lockedServiceIds(catalogue, "vente_terrain");
  const present = new Set(d.lines.filter((line) => line.kind === "mission").map((line) => line.catalogueId));
  const missing = required.filter((id) => !present.has(id));
  if (missing.length === 0) return [];
  const names = missing.map((id) => `« ${catalogue.find((item) => item.id === id)?.name ?? id} »`).join(" et ");
  return [{ message: `${mandatoryReasons.vente_terrain} Ajoutez ${names} (bouton « Ajouter la mission ») : ce devis ne peut pas être envoyé sans.` }];
}

/** What the send check reads: the settings, the catalogue, its mission texts and the CGV in force. */
export async function sendCheckContext(db: Db) {
  const [settingRows, catalogue, missions, [cgv]] = await Promise.all([settingsQuery(db), getCatalogue(db), missionCatalogueQuery(db), cgvInForceQuery(db)]);
  return { settingRows, settings: buildSettings(settingRows), catalogue, missions, cgv: cgv ?? null };
}

export type SendCheck = Awaited<ReturnType<typeof sendCheckContext>>;

/**
 * The document sendDevis freezes at `now`, and the engineer's preview shows watermarked: the
 * version keeps the catalogue's mission texts, the insurance and the CGV it is sent with
 * (docs/decisions/628, 630, 635, 636).
 */
export function documentToFreeze(row: DevisRow, check: SendCheck, now: Date): DevisDocument {
  return {
    ...row,
    lines: withMissionTexts(row.lines, check.missions),
    // The deposit asked is fixed with the devis (docs/decisions/642): a later setting changes no sent devis.
    depositPercent: depositPercentOf(check.settings),
    depositDueCents: depositCents(row.totalTtcCents, depositPercentOf(check.settings)),
    issuedAt: now,
    // A validity chosen as a date wins over the months (docs/decisions/648).
    validUntil: row.validUntil ?? validUntilDay(parisDay(now), row.validityMonths),
    letterhead: letterheadOf(check.settings, { decennial: needsDecennial(row.lines, check.missions) }),
    cgv: check.cgv ? devisCgv(check.cgv, check.settings) : null,
  };
}

/** The send check of a stored draft (the « Envoyer » action answers with it). */
export async function sendProblemsOf(db: Db, id: number) {
  const row = await getDevis(db, id);
  if (!row) return [];
  const check = await sendCheckContext(db);
  return sendProblems(row, check.settings, check.catalogue, check.cgv, check.missions);
}

/** Where a missing fact's obligation comes from, as the refusal says it. */
function factSource(fact: { consumerOnly: boolean; decennialOnly: boolean }): string {
  if (fact.consumerOnly) return " d'un particulier (Code de la consommation, article L612-1)";
  if (fact.decennialOnly) return " d'une mission de conception ou d'exécution G2 à G5 (article 1792-1 du Code civil ; loi n° 96-603, article 22-2)";
  return "";
}

/** Everything that keeps a draft from being sent, in French, with the place that fixes it; `cgv`: the version in force. */
export function sendProblems(
  d: DevisRow,
  settings: Settings,
  catalogue: Catalogue,
  cgv: CgvVersion | null,
  missions: MissionCatalogue = [],
  today = parisDay(new Date()),
): Array<SendProblem> {
  // Without the full mission list, the active catalogue says which missions need the décennale.
  const decennial = needsDecennial(d.lines, missions.length > 0 ? missions : catalogue.map((item) => ({ id: item.id, decennial: item.decennial === true })));
  const problems: Array<SendProblem> = missingLegalFacts(settings, d.clientType, { decennial }).map((fact) => ({
    message: fact.depositOnly
      ? `Paramètre « ${fact.label} » non renseigné (vide ou valeur d'exemple) : le client en a besoin pour verser l'acompte demandé.`
      : `Paramètre « ${fact.label} » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis${factSource(fact)}.`,
    href: fact.href,
  }));
  if (d.clientName.trim().length < 2) problems.push({ message: "Indiquez le nom du client." });
  if (d.clientType === "professionnel" && !d.clientCompany.trim()) problems.push({ message: "Indiquez la raison sociale du client professionnel." });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.clientEmail)) problems.push({ message: "Indiquez l'adresse e-mail du client : le devis et son lien lui sont envoyés." });
  if (!d.sitePostcode || !d.siteCity.trim()) problems.push({ message: "Indiquez l'adresse du chantier (au moins le code postal et la commune)." });
  if (!d.projectNature) problems.push({ message: "Indiquez la nature du projet." });
  if (d.lines.length === 0) problems.push({ message: "Ajoutez au moins une ligne au devis." });
  for (const line of d.lines) {
    if (line.kind === "mission" && !line.programme.trim())
      problems.push({ message: `Précisez le programme d'investigations de « ${line.label} » (nombre, nature et profondeur des sondages et essais).` });
  }
  if (d.lines.length > 0 && d.totalHtCents <= 0) problems.push({ message: "Le total HT du devis doit être supérieur à 0 €." });
  if (!d.deliveryWeeks) problems.push({ message: "Indiquez le délai de remise du rapport (en semaines après la commande)." });
  if (!d.paymentTerms.trim()) problems.push({ message: "Indiquez les conditions de paiement." });
  problems.push(...validityProblems(d.validUntil, today));
  const written = /acompte\s+de\s+(\d{1,3})\s*%/i.exec(d.paymentTerms)?.[1];
  const percent = depositPercentOf(settings);
  if (written !== undefined && Number(written) !== percent)
    problems.push({
      message: `Les conditions de paiement annoncent un acompte de ${written} % mais le paramètre « Acompte à la commande » est de ${percent} % : corrigez l'un ou l'autre pour que le montant demandé au client soit celui qu'il lit.`,
      href: settingEditHref("payment.deposit_percent"),
    });
  problems.push(...elanProblems(d, catalogue));
  if (!cgv) problems.push(NO_CGV_PROBLEM);
  return problems;
}

/** Sending is refused before the first CGV version is published: a devis carries them (docs/decisions/630). */
export const NO_CGV_PROBLEM: SendProblem = { message: NO_CGV_MESSAGE, href: CGV_PUBLISH_HREF };

/** The version in force as the devis prints it: its text with the firm's facts filled in. */
export function devisCgv(cgv: CgvVersion, settings: Settings): DevisCgv {
  return { version: cgv.version, publishedAt: cgv.publishedAt, sha256: cgv.sha256, text: fillPlaceholders(cgv.content, publicSettings(settings)) };
}

/** The longest validity staff may give, as with the months (1 to 6). */
export const MAX_VALIDITY_MONTHS = 6;

/** A validity chosen as a date (docs/decisions/648): from today to 6 months ahead. */
export function validityProblems(chosen: string | null, today: string): Array<SendProblem> {
  if (!chosen) return [];
  const day = chosen.split("-").reverse().join("/");
  if (chosen < today) return [{ message: `La date de validité choisie (${day}) est passée : choisissez une date à venir, ou videz le champ pour appliquer la durée en mois.` }];
  if (chosen > validUntilDay(today, MAX_VALIDITY_MONTHS)) return [{ message: `La date de validité choisie (${day}) dépasse ${MAX_VALIDITY_MONTHS} mois : raccourcissez-la.` }];
  return [];
}

export type SendDeps = { db: Db; bucket: R2Bucket; queue: Queue; origin: string; jwtSecret: string };

export type SendOutcome =
  | { ok: true; messageId: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-draft" | "earlier-accepted" | "storage" }
  | { ok: false; reason: "conflict"; conflict: { version: number; at: Date; by: string | null } }
  | { ok: false; reason: "problems"; problems: Array<SendProblem> };

export async function ownerRecipient(db: Db, ownerId: number | null): Promise<Recipient | null> {
  if (ownerId === null) return null;
  const [owner] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (!owner) return null;
  const name = `${owner.firstName} ${owner.lastName}`.trim();
  return { email: owner.email, ...(name ? { name } : {}) };
}

async function conflictOf(db: Db, row: DevisRow) {
  const [who] = await db
    .select({ name: sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`.as("staff_name") })
    .from(users)
    .where(eq(users.id, row.updatedBy ?? -1))
    .limit(1);
  return { version: row.version, at: row.updatedAt, by: who?.name ?? null };
}

/** The draft `id`, as saved at `version`, frozen and sent to the client. */
export async function sendDevis(deps: SendDeps, actor: Actor, id: number, version: number, now = new Date()): Promise<SendOutcome> {
  const { db } = deps;
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  if (!can("send", row.status)) return { ok: false, reason: "not-draft" };
  if (row.version !== version) return { ok: false, reason: "conflict", conflict: await conflictOf(db, row) };
  const [check, siblings, documents] = await Promise.all([
    sendCheckContext(db),
    db.select({ id: devis.id, revision: devis.revision, status: devis.status }).from(devis).where(eq(devis.number, row.number)),
    documentsOf(db, id),
  ]);
  const { settings, settingRows, cgv } = check;
  const problems = sendProblems(row, settings, check.catalogue, cgv, check.missions, parisDay(now));
  if (problems.length > 0 || !cgv) return { ok: false, reason: "problems", problems };
  if (siblings.some((s) => isContract(s.status))) return { ok: false, reason: "earlier-accepted" };

  const token = newLinkToken();
  const document = documentToFreeze(row, check, now);
  const { validUntil } = document;
  const pdf = await renderDevisPdf(document);
  const pdfSha256 = await sha256Hex(pdf);
  const pdfKey = `devis/${row.number}/indice-${indiceOf(row.revision)}-${crypto.randomUUID()}.pdf`;
  try {
    await deps.bucket.put(pdfKey, pdf, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { sha256: pdfSha256 } });
  } catch (error) {
    console.warn("devis PDF not stored", error);
    return { ok: false, reason: "storage" };
  }

  const [tokenHash, tokenSealed, owner, privacyLink] = await Promise.all([
    hashLinkToken(token),
    sealLinkToken(deps.jwtSecret, token),
    ownerRecipient(db, row.ownerId),
    privacyLinkUrl(deps.jwtSecret, deps.origin, row.clientEmail),
  ]);
  const sent = { ...row, status: "envoye" as const, sentAt: now, validUntil };
  const email = sentEmail(settings, sent, {
    link: devisLink(deps.origin, token),
    pdfKey,
    owner,
    privacyLink,
    attestation: attestationOf(settingRows),
    documents: documentAttachments(documents),
  });
  const messageId = crypto.randomUUID();
  const replaced = siblings.filter((s) => s.revision < row.revision && can("replace", s.status));
  // Found only if the first statement froze this version with this PDF (NOT NULL guard: docs/decisions/621).
  const frozen = sql`(select ${devis.id} from ${devis} where ${devis.id} = ${id} and ${devis.pdfKey} = ${pdfKey})`;
  try {
    await batchByName(db, {
      freeze: db
        .update(devis)
        .set({
          status: "envoye",
          sentAt: now,
          sentBy: actor.id,
          validUntil,
          letterhead: document.letterhead,
          lines: document.lines,
          tokenHash,
          tokenSealed,
          pdfKey,
          pdfSha256,
          cgvVersion: cgv.version,
          cgvSha256: cgv.sha256,
          depositPercent: document.depositPercent,
          depositDueCents: document.depositDueCents,
          version: sql`${devis.version} + 1`,
          updatedAt: now,
          updatedBy: actor.id,
        })
        .where(
          and(
            eq(devis.id, id),
            eq(devis.version, version),
            inArray(devis.status, fromStatuses("send")),
            sql`not exists (select 1 from ${devis} d2 where d2.number = ${row.number} and d2.status in ${[...CONTRACT_STATUSES]})`,
          ),
        ),
      sentEvent: devisEventInsert(db, { devisId: frozen, type: "sent", from: "brouillon", to: "envoye", authorId: actor.id, details: { messageId }, at: now }),
      replace: db
        .update(devis)
        .set({ status: "remplace", closedAt: now, updatedAt: now })
        .where(and(eq(devis.number, row.number), lt(devis.revision, row.revision), inArray(devis.status, fromStatuses("replace")))),
      ...Object.fromEntries(
        replaced.map((s) => [
          `replaced${s.id}`,
          devisEventInsert(db, {
            devisId: sql`(select ${devis.id} from ${devis} where ${devis.id} = ${s.id} and ${devis.status} = 'remplace' and ${devis.closedAt} = ${now.getTime()})`,
            type: "replaced",
            from: s.status,
            to: "remplace",
            authorId: actor.id,
            details: { revision: row.revision },
            at: now,
          }),
        ]),
      ),
      outbox: outboxInsert(db, email, messageId),
      lead: leadFollowsDevis(db, row, "en_cours", actor, now),
      audit: auditInsert(db, {
        action: "devis.send",
        actor,
        target: { type: "devis", id },
        details: { number: row.number, revision: row.revision, to: row.clientEmail, totalHtCents: row.totalHtCents, pdfSha256 },
      }),
    });
  } catch (error) {
    // Nothing was written: the stored PDF is referenced by nothing and goes too.
    await deps.bucket.delete(pdfKey).catch(() => undefined);
    const now2 = await getDevis(db, id);
    if (!now2) return { ok: false, reason: "not-found" };
    if (!can("send", now2.status)) return { ok: false, reason: "not-draft" };
    if (now2.version !== version) return { ok: false, reason: "conflict", conflict: await conflictOf(db, now2) };
    const [accepted] = await db
      .select({ id: devis.id })
      .from(devis)
      .where(and(eq(devis.number, row.number), inArray(devis.status, CONTRACT_STATUSES)))
      .limit(1);
    if (accepted) return { ok: false, reason: "earlier-accepted" };
    console.warn("devis not sent", error);
    return { ok: false, reason: "storage" };
  }
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { ok: true, messageId };
}

export const SEND_MESSAGES: Record<"not-draft" | "earlier-accepted" | "storage", string> = {
  "not-draft": DEVIS_MESSAGES.notDraft,
  "earlier-accepted": DEVIS_MESSAGES.earlierAccepted,
  storage: DEVIS_MESSAGES.sendFailed,
};
