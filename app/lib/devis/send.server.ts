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
import { buildSettings, depositPercentOf, type Settings } from "~/lib/settings/definitions";
import { depositCents } from "./dossier-dates";
import { settingsQuery } from "~/lib/settings/settings.server";
import { getCatalogue } from "~/lib/simulator/catalogue.server";
import { mandatoryReasons } from "~/lib/simulator/reasons";
import { lockedServiceIds } from "~/lib/simulator/selection";
import { type DevisRow, devisEventInsert, getDevis } from "./devis.server";
import { type Recipient, sentEmail } from "./emails.server";
import { documentAttachments, documentsOf } from "./documents.server";
import { leadFollowsDevis } from "./lead-sync.server";
import { missingLegalFacts, settingEditHref } from "./legal";
import { letterheadOf } from "./letterhead";
import { devisLink, hashLinkToken, newLinkToken, sealLinkToken } from "./link.server";
import { sha256Hex } from "../sha256.server";
import { indiceOf } from "./lines";
import { renderDevisPdf } from "./pdf.server";
import { DEVIS_MESSAGES } from "./schema";
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

/** Everything that keeps a draft from being sent, in French, with the place that fixes it. */
export function sendProblems(d: DevisRow, settings: Settings, catalogue: Catalogue, today = parisDay(new Date())): Array<SendProblem> {
  const problems: Array<SendProblem> = missingLegalFacts(settings, d.clientType).map((fact) => ({
    message: fact.depositOnly
      ? `Paramètre « ${fact.label} » non renseigné (vide ou valeur d'exemple) : le client en a besoin pour verser l'acompte demandé.`
      : `Paramètre « ${fact.label} » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis${fact.consumerOnly ? " d'un particulier (Code de la consommation, article L612-1)" : ""}.`,
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
  return problems;
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
  const [settingRows, catalogue, siblings, documents] = await Promise.all([
    settingsQuery(db),
    getCatalogue(db),
    db.select({ id: devis.id, revision: devis.revision, status: devis.status }).from(devis).where(eq(devis.number, row.number)),
    documentsOf(db, id),
  ]);
  const settings = buildSettings(settingRows);
  const problems = sendProblems(row, settings, catalogue, parisDay(now));
  if (problems.length > 0) return { ok: false, reason: "problems", problems };
  if (siblings.some((s) => isContract(s.status))) return { ok: false, reason: "earlier-accepted" };

  const token = newLinkToken();
  const validUntil = row.validUntil ?? validUntilDay(parisDay(now), row.validityMonths);
  // The deposit asked is fixed with the devis (docs/decisions/642): a later setting changes no sent devis.
  const deposit = { percent: depositPercentOf(settings), cents: depositCents(row.totalTtcCents, depositPercentOf(settings)) };
  const letterhead = letterheadOf(settings);
  const pdf = await renderDevisPdf({ ...row, issuedAt: now, validUntil, letterhead, depositPercent: deposit.percent, depositDueCents: deposit.cents });
  const pdfSha256 = await sha256Hex(pdf);
  const pdfKey = `devis/${row.number}/indice-${indiceOf(row.revision)}-${crypto.randomUUID()}.pdf`;
  try {
    await deps.bucket.put(pdfKey, pdf, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { sha256: pdfSha256 } });
  } catch (error) {
    console.warn("devis PDF not stored", error);
    return { ok: false, reason: "storage" };
  }

  const [tokenHash, tokenSealed, owner] = await Promise.all([hashLinkToken(token), sealLinkToken(deps.jwtSecret, token), ownerRecipient(db, row.ownerId)]);
  const sent = { ...row, status: "envoye" as const, sentAt: now, validUntil };
  const email = sentEmail(settings, sent, { link: devisLink(deps.origin, token), pdfKey, owner, documents: documentAttachments(documents) });
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
          letterhead,
          tokenHash,
          tokenSealed,
          pdfKey,
          pdfSha256,
          depositPercent: deposit.percent,
          depositDueCents: deposit.cents,
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
