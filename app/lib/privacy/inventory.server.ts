// Over 400 lines: the personal-data inventory is one list on purpose, every kind of record in one place for find, export, correct and erase (docs/decisions/340).
// The inventory of the personal data the site holds (docs/decisions/340):
// per kind of record, its table and the columns that hold personal data, its R2 prefixes,
// how long it is kept and on what legal basis, how a person's records are found, and what
// erasing does (delete, anonymise, or keep with a reason). Finding, exporting, correcting
// and erasing a person all read this list; tests/integration/privacy-inventory.test.ts fails
// when a table or column that holds an e-mail or a phone is missing from it.
//
// Adding a kind of record (a devis, a stored estimate PDF…) is adding an entry here: its
// match columns make it found, its fields make it exported, its `erase` and `hold` make it
// erased or kept with the reason shown to staff.
import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  accountTokens,
  auditLog,
  contactAttachments,
  contactRequests,
  devis,
  devisAcceptances,
  devisDocuments,
  devisEvents,
  devisInterventions,
  devisPayments,
  devisReports,
  devisSignerCodes,
  emailOutbox,
  leadEvents,
  newsletterSubscribers,
  newsletterSuppressions,
  notFoundEvents,
  outboxRecipient,
  outboxReplyTo,
  pageViews,
  privacyErasures,
  privacyExports,
  privacyRequests,
  simulations,
  simulatorFunnel,
  staffBrowsers,
  staffRecoveryCodes,
  staffSessions,
  staffTwoFactor,
  terrainRequests,
  users,
  visitorInfo,
} from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { DevisEventType } from "~/db/schema";
import { formatBytes, formatDateTime } from "~/lib/admin/format";
import { auditActionLabel } from "~/lib/audit/actions";
import { ROLE_LABELS } from "~/lib/auth/permissions";
import { professionLabel, subjectLabel } from "~/lib/contact/schema";
import {
  buildingTypeLabel,
  formatEuros,
  formatSurface,
  LEAD_STATUS_LABELS,
  mailTypeLabel,
  NEWSLETTER_STATUS_LABELS,
  natureLabel,
  newsletterSourceLabel,
  OUTBOX_STATUS_LABELS,
} from "~/lib/leads/labels";
import { pdfFilename } from "~/lib/simulator/emails.server";
import { estimatePdf } from "~/lib/simulator/estimate.server";
import { siteAddress } from "~/lib/terrain/place";
import { generateTerrainPdf, terrainPdfFilename } from "~/lib/terrain/report.server";
import { reportLines } from "~/lib/terrain/schema";
import { devisFilename } from "~/lib/devis/pdf.server";
import { CLIENT_TYPE_LABELS, DEVIS_STATUS_LABELS, PAYMENT_KIND_LABELS, PAYMENT_MODE_LABELS, refusalReasonLabel, WITHDRAWAL_CHOICE_LABELS } from "~/lib/devis/schema";
import { indiceOf } from "~/lib/devis/lines";
import { VISITOR_REPLY_TO_TYPES } from "~/lib/mail/types";
import { CONTRACT_STATUSES } from "~/lib/devis/lifecycle";
import { PRIVACY_REQUEST_TYPE_LABELS } from "./labels";
import { CONTRACT_RETENTION_YEARS, type PurgeKey, RETENTION_RULES } from "./retention";

export const LEGAL_BASES = {
  contrat: "Exécution d'un contrat (RGPD, art. 6.1.b)",
  mesures_precontractuelles: "Mesures précontractuelles prises à la demande de la personne (RGPD, art. 6.1.b)",
  obligation_legale: "Obligation légale (RGPD, art. 6.1.c)",
  interet_legitime: "Intérêt légitime de la société (RGPD, art. 6.1.f)",
  consentement: "Consentement de la personne (RGPD, art. 6.1.a)",
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;

export const ERASE_LABELS = { delete: "Supprimé", anonymise: "Anonymisé", keep: "Conservé" } as const;
export type EraseAction = keyof typeof ERASE_LABELS;

const DEVIS_EVENT_LABELS: Record<DevisEventType, string> = {
  created: "Devis préparé",
  sent: "Devis envoyé",
  consulted: "Devis consulté",
  accepted: "Devis accepté en ligne",
  refused: "Devis refusé",
  expired: "Devis expiré",
  replaced: "Devis remplacé par un nouvel indice",
  cancelled: "Devis annulé",
  revised: "Nouvel indice préparé",
  reminder_client: "Relance envoyée au client",
  reminder_owner: "Rappel d'expiration au responsable",
  deposit_received: "Acompte reçu",
  visit_planned: "Intervention planifiée",
  visit_replanned: "Intervention déplacée",
  report_uploaded: "Rapport déposé",
  report_delivered: "Rapport remis",
  report_downloaded: "Rapport téléchargé par le client",
  balance_received: "Solde reçu",
  withdrawn: "Rétractation du client",
  refund_set: "Remboursement dû fixé",
  refunded: "Remboursement effectué",
};

/** What a personal column holds (the inventory test reads it; the screen names it). */
export type Holds = "email" | "phone" | "name" | "address" | "free_text" | "technical" | "hash";

/**
 * Records the law (or a legitimate need) requires to keep: while `where` is true for a row,
 * erasing keeps it and shows `reason` to staff.
 */
export type Hold = { where: SQL; reason: string };

/**
 * A contract's hold: an accepted devis (and its signature proof) is kept
 * CONTRACT_RETENTION_YEARS after its acceptance, Code de commerce L110-4 and L123-22.
 * `acceptedAt` is a timestamp_ms column.
 */
export function contractHold(acceptedAt: AnySQLiteColumn): Hold {
  const limit = sql`(cast(unixepoch('subsec') * 1000 as integer) - ${CONTRACT_RETENTION_YEARS * 365.25 * 86400_000})`;
  return {
    where: sql`(${acceptedAt} is not null and ${acceptedAt} > ${limit})`,
    reason: `Devis accepté : c'est un contrat (et, une fois facturé, une pièce comptable), conservé ${CONTRACT_RETENTION_YEARS} ans après son acceptation (Code de commerce, art. L110-4 et L123-22).`,
  };
}

/**
 * A dossier part (visit, report, document) is held while its devis was accepted (its
 * signature proof exists) within the contract's period: whatever the devis' status since.
 */
function dossierHold(devisId: AnySQLiteColumn): Hold {
  const contract = contractHold(devisAcceptances.acceptedAt);
  return {
    where: sql`exists (select 1 from ${devisAcceptances} where ${devisAcceptances.devisId} = ${devisId} and ${contract.where})`,
    reason: contract.reason,
  };
}

type Field<Row> = { label: string; value: (row: Row) => string | number | null };

export type InventoryEntry<Row = Record<string, unknown>> = {
  kind: string;
  /** French, plural: the heading of the group on the screen and of the export file. */
  label: string;
  /** What these records are, for the screen and LISEZMOI.txt. */
  description: string;
  table: SQLiteTable;
  /** The primary key column (rows are erased by it). */
  key: AnySQLiteColumn;
  /** Every column that holds personal data, and what it holds. */
  columns: Array<{ column: AnySQLiteColumn; holds: Holds }>;
  /** Other tables that belong to these records (deleted with them), documented here. */
  linkedTables?: Array<{ table: SQLiteTable; columns: Array<{ column: AnySQLiteColumn; holds: Holds }>; note: string }>;
  /** How a person's records are found; "anonymous": never linked to a person (said so on the screen). */
  match:
    | "anonymous"
    | {
        /** SQL expressions compared with the lower-cased address (each backed by an index). */
        email?: Array<SQL>;
        /** Same, counted only for the rows where `when` holds (e.g. a Reply-To that names the visitor, not the staff). */
        emailWhen?: Array<{ expression: SQL; when: SQL }>;
        /** `*_digits` columns compared with the phone's variants. */
        phone?: Array<AnySQLiteColumn>;
        /** Columns holding the SHA-256 of the address. */
        hash?: Array<AnySQLiteColumn>;
        /** Records of another kind this one belongs to (`column` holds the parent's key). */
        parents?: Array<{ kind: string; column: AnySQLiteColumn; typeColumn?: AnySQLiteColumn; typeValue?: string }>;
        /** Free text searched for the address: found only there, the record is anonymised, not deleted. */
        mentions?: AnySQLiteColumn;
      };
  /** R2 objects of a record: `{id}` is its key. */
  r2?: Array<{ bucket: "ATTACHMENTS"; prefix: string }>;
  retention: string;
  /** The purge of the daily cron that applies the retention, if any. */
  purge?: PurgeKey;
  legalBasis: LegalBasis;
  /** Why this basis, when it needs saying. */
  legalBasisNote?: string;
  erase: EraseAction;
  /** What erasing does, in French (shown before the confirmation). */
  eraseNote: string;
  /** For `anonymise`: the new values of the columns. */
  anonymise?: Record<string, string | null>;
  /** Rows kept whatever `erase` says, with the reason. */
  hold?: Hold;
  /** An erased newsletter address goes to the suppression list. */
  suppress?: boolean;
  /** The e-mail and phone columns a rectification (art. 16) rewrites. */
  correct?: { email?: Array<AnySQLiteColumn>; phone?: Array<{ column: AnySQLiteColumn; digits: AnySQLiteColumn }> };
  /** The screen: a title, the date and the admin link of a record. */
  title: (row: Row) => string;
  date: (row: Row) => Date | null;
  href?: (row: Row) => string;
  /** The export: French label → value, never a stored code. */
  fields: Array<Field<Row>>;
  /** The export: the files of a record (attachments from R2, PDFs rendered from the stored record). */
  documents?: (deps: DocumentDeps, row: Row) => Promise<Array<ExportDocument>>;
};

export type DocumentDeps = { db: Db; bucket: R2Bucket };
/** `path` is the file's place in the ZIP. */
export type ExportDocument = { path: string; bytes: Uint8Array; description: string };

/** Keeps each entry's row type for its functions, then forgets it in the list. */
function entry<T extends SQLiteTable>(value: InventoryEntry<T["$inferSelect"]> & { table: T }): InventoryEntry {
  return value as unknown as InventoryEntry;
}

/** A file name safe in a ZIP on every system: no folder separators, no control characters. */
function safeName(name: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to replace control characters
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 120) || "fichier";
}

const lower = (column: AnySQLiteColumn) => sql`lower(${column})`;
const dateTime = (value: Date | null | undefined) => formatDateTime(value, "");
const yesNo = (value: boolean | null | undefined) => (value ? "Oui" : "Non");

export const INVENTORY: ReadonlyArray<InventoryEntry> = [
  entry({
    kind: "contact_request",
    label: "Demandes de contact",
    description: "Les messages envoyés par le formulaire de contact, avec les coordonnées saisies.",
    table: contactRequests,
    key: contactRequests.id,
    columns: [
      { column: contactRequests.fullName, holds: "name" },
      { column: contactRequests.email, holds: "email" },
      { column: contactRequests.phone, holds: "phone" },
      { column: contactRequests.phoneDigits, holds: "phone" },
      { column: contactRequests.message, holds: "free_text" },
      { column: contactRequests.userAgent, holds: "technical" },
    ],
    match: { email: [lower(contactRequests.email)], phone: [contactRequests.phoneDigits] },
    r2: [{ bucket: "ATTACHMENTS", prefix: "contact/{id}/" }],
    retention: RETENTION_RULES.prospects,
    purge: "prospects",
    legalBasis: "mesures_precontractuelles",
    erase: "delete",
    eraseNote: "La demande, ses pièces jointes (R2), son historique de suivi et ses e-mails sont supprimés.",
    correct: { email: [contactRequests.email], phone: [{ column: contactRequests.phone, digits: contactRequests.phoneDigits }] },
    title: (r) => `${r.reference ?? `Demande n° ${r.id}`} — ${subjectLabel(r.subject)}`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/demandes/contacts/${r.id}`,
    fields: [
      { label: "Référence", value: (r) => r.reference },
      { label: "Date", value: (r) => dateTime(r.createdAt) },
      { label: "Nom complet", value: (r) => r.fullName },
      { label: "E-mail", value: (r) => r.email },
      { label: "Téléphone", value: (r) => r.phone },
      { label: "Métier", value: (r) => professionLabel(r.profession) },
      { label: "Objet", value: (r) => subjectLabel(r.subject) },
      { label: "Message", value: (r) => r.message },
      { label: "Navigateur utilisé", value: (r) => r.userAgent },
      { label: "Statut", value: (r) => (r.pending ? "En cours d'enregistrement" : LEAD_STATUS_LABELS[r.status]) },
    ],
  }),
  entry({
    kind: "contact_attachment",
    label: "Pièces jointes des demandes de contact",
    description: "Les fichiers joints au formulaire de contact (plans, photos, études), stockés sans accès public.",
    table: contactAttachments,
    key: contactAttachments.id,
    columns: [{ column: contactAttachments.originalName, holds: "free_text" }],
    match: { parents: [{ kind: "contact_request", column: contactAttachments.requestId }] },
    retention: "Comme la demande de contact à laquelle ils sont joints.",
    purge: "prospects",
    legalBasis: "mesures_precontractuelles",
    erase: "delete",
    eraseNote: "Supprimées avec leur demande (fichiers R2 sous contact/{id}/ compris).",
    title: (r) => r.originalName,
    date: (r) => r.createdAt,
    fields: [
      { label: "Demande n°", value: (r) => r.requestId },
      { label: "Nom du fichier", value: (r) => r.originalName },
      { label: "Type", value: (r) => r.mimeType },
      { label: "Taille", value: (r) => formatBytes(r.size) },
      { label: "Reçu le", value: (r) => dateTime(r.createdAt) },
    ],
    documents: async ({ bucket }, r) => {
      const object = await bucket.get(r.r2Key);
      if (!object) return [];
      return [
        {
          path: `pieces-jointes/demande-${r.requestId}/${r.id}-${safeName(r.originalName)}`,
          bytes: new Uint8Array(await object.arrayBuffer()),
          description: `Pièce jointe « ${r.originalName} » de la demande de contact n° ${r.requestId}.`,
        },
      ];
    },
  }),
  entry({
    kind: "simulation",
    label: "Estimations du simulateur",
    description: "Les estimations obtenues avec le simulateur : coordonnées, projet et prix estimé. Le PDF de chaque estimation est joint.",
    table: simulations,
    key: simulations.id,
    columns: [
      { column: simulations.userFirstName, holds: "name" },
      { column: simulations.userLastName, holds: "name" },
      { column: simulations.userEmail, holds: "email" },
      { column: simulations.userPhone, holds: "phone" },
      { column: simulations.userPhoneDigits, holds: "phone" },
      { column: simulations.location, holds: "address" },
      { column: simulations.site, holds: "address" },
      { column: simulations.description, holds: "free_text" },
      { column: simulations.publicToken, holds: "technical" },
    ],
    match: { email: [lower(simulations.userEmail)], phone: [simulations.userPhoneDigits] },
    // The estimate's PDF, rendered once when it was stored (docs/decisions/610).
    r2: [{ bucket: "ATTACHMENTS", prefix: "estimates/{id}/" }],
    retention: RETENTION_RULES.simulateur,
    purge: "prospects",
    legalBasis: "mesures_precontractuelles",
    erase: "delete",
    eraseNote: "L'estimation, son historique de suivi et ses e-mails sont supprimés ; son PDF n'est plus téléchargeable.",
    correct: { email: [simulations.userEmail], phone: [{ column: simulations.userPhone, digits: simulations.userPhoneDigits }] },
    title: (r) => `${r.devisNumber} — ${natureLabel(r.projectNature) || r.projectNature}, ${formatEuros(r.totalHt, "HT")}`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/demandes/simulations/${r.id}`,
    fields: [
      { label: "Numéro", value: (r) => r.devisNumber },
      { label: "Date", value: (r) => dateTime(r.devisDate) },
      { label: "Prénom", value: (r) => r.userFirstName },
      { label: "Nom", value: (r) => r.userLastName },
      { label: "E-mail", value: (r) => r.userEmail },
      { label: "Téléphone", value: (r) => r.userPhone },
      { label: "Nature du projet", value: (r) => natureLabel(r.projectNature) },
      { label: "Type de bâtiment", value: (r) => buildingTypeLabel(r.constructionType) },
      { label: "Localisation", value: (r) => r.location },
      { label: "Adresse du chantier", value: (r) => (r.site ? siteAddress(r.site) : null) },
      { label: "Surface bâtie", value: (r) => formatSurface(r.surfaceBatie) },
      { label: "Superficie du terrain", value: (r) => formatSurface(r.terrainSuperficie) },
      { label: "Description", value: (r) => r.description },
      { label: "Prestations", value: (r) => r.servicesDetails.map((line) => line.name).join(" ; ") },
      { label: "Total HT", value: (r) => formatEuros(r.totalHt, "HT") },
      { label: "Total TTC", value: (r) => formatEuros(r.totalTtc, "TTC") },
      { label: "Souhaite être recontacté", value: (r) => yesNo(r.contactRequested) },
      { label: "Statut", value: (r) => LEAD_STATUS_LABELS[r.status] },
    ],
    documents: async (deps, r) => {
      const estimate = await estimatePdf(deps, r.id);
      return estimate
        ? [{ path: `documents/${pdfFilename(r.devisNumber)}`, bytes: estimate.bytes, description: `L'estimation ${r.devisNumber} au format PDF, telle qu'elle a été établie.` }]
        : [];
    },
  }),
  entry({
    kind: "devis",
    label: "Devis",
    description:
      "Les devis préparés par un ingénieur pour la personne (chaque indice) : coordonnées, adresse du chantier, prestations et montants ; le PDF envoyé et, s'il a été accepté, le PDF signé.",
    table: devis,
    key: devis.id,
    columns: [
      { column: devis.clientName, holds: "name" },
      { column: devis.clientCompany, holds: "name" },
      { column: devis.clientEmail, holds: "email" },
      { column: devis.clientPhone, holds: "phone" },
      { column: devis.clientPhoneDigits, holds: "phone" },
      { column: devis.clientAddress, holds: "address" },
      { column: devis.siteStreet, holds: "address" },
      { column: devis.sitePostcode, holds: "address" },
      { column: devis.siteCity, holds: "address" },
      { column: devis.siteInseeCode, holds: "address" },
      { column: devis.projectDescription, holds: "free_text" },
      { column: devis.note, holds: "free_text" },
      { column: devis.refusalComment, holds: "free_text" },
      { column: devis.refundReason, holds: "free_text" },
      { column: devis.tokenHash, holds: "hash" },
      { column: devis.tokenSealed, holds: "technical" },
    ],
    match: { email: [lower(devis.clientEmail)], phone: [devis.clientPhoneDigits] },
    // The frozen PDF and the signed one: their exact keys (docs/decisions/621).
    r2: [
      { bucket: "ATTACHMENTS", prefix: "{pdfKey}" },
      { bucket: "ATTACHMENTS", prefix: "{signedPdfKey}" },
    ],
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "mesures_precontractuelles",
    legalBasisNote: "Un devis accepté devient un contrat : il est alors conservé au titre de l'obligation légale de conservation (Code de commerce, art. L110-4 et L123-22).",
    erase: "delete",
    eraseNote: "Les devis non acceptés sont supprimés avec leurs PDF, leur historique et leurs e-mails.",
    hold: { where: sql`(${devis.status} in ${[...CONTRACT_STATUSES]} and ${contractHold(devis.answeredAt).where})`, reason: contractHold(devis.answeredAt).reason },
    correct: { email: [devis.clientEmail], phone: [{ column: devis.clientPhone, digits: devis.clientPhoneDigits }] },
    title: (r) => `Devis ${r.number} indice ${indiceOf(r.revision)} — ${DEVIS_STATUS_LABELS[r.status].toLowerCase()}, ${formatEuros(Math.round(r.totalHtCents / 100), "HT")}`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/devis/${r.id}`,
    fields: [
      { label: "Numéro", value: (r) => r.number },
      { label: "Indice", value: (r) => indiceOf(r.revision) },
      { label: "Statut", value: (r) => DEVIS_STATUS_LABELS[r.status] },
      { label: "Client", value: (r) => CLIENT_TYPE_LABELS[r.clientType] },
      { label: "Nom", value: (r) => r.clientName },
      { label: "Société", value: (r) => r.clientCompany },
      { label: "E-mail", value: (r) => r.clientEmail },
      { label: "Téléphone", value: (r) => r.clientPhone },
      { label: "Adresse", value: (r) => r.clientAddress },
      { label: "Adresse du chantier", value: (r) => [r.siteStreet, `${r.sitePostcode} ${r.siteCity}`.trim()].filter(Boolean).join(", ") },
      { label: "Projet", value: (r) => r.projectDescription },
      { label: "Prestations", value: (r) => r.lines.map((line) => line.label).join(" ; ") },
      { label: "Total HT", value: (r) => formatEuros(Math.round(r.totalHtCents / 100), "HT") },
      { label: "Total TTC", value: (r) => formatEuros(Math.round(r.totalTtcCents / 100), "TTC") },
      { label: "Envoyé le", value: (r) => dateTime(r.sentAt) },
      { label: "Valable jusqu'au", value: (r) => r.validUntil },
      { label: "Réponse le", value: (r) => dateTime(r.answeredAt) },
      { label: "Motif du refus", value: (r) => (r.refusalReason ? refusalReasonLabel(r.refusalReason) : null) },
      { label: "Commentaire du refus", value: (r) => r.refusalComment },
      { label: "Note au client", value: (r) => r.note },
    ],
    documents: async ({ bucket }, r) => {
      const files: Array<ExportDocument> = [];
      for (const [key, signed] of [
        [r.pdfKey, false],
        [r.signedPdfKey, true],
      ] as const) {
        const object = key ? await bucket.get(key) : null;
        if (object)
          files.push({
            path: `documents/${devisFilename(r.number, r.revision, signed)}`,
            bytes: new Uint8Array(await object.arrayBuffer()),
            description: signed
              ? `Le devis ${r.number} indice ${indiceOf(r.revision)} signé en ligne, avec la preuve de l'acceptation.`
              : `Le devis ${r.number} indice ${indiceOf(r.revision)} tel qu'il a été envoyé.`,
          });
      }
      return files;
    },
  }),
  entry({
    kind: "devis_acceptance",
    label: "Acceptations de devis (preuves)",
    description:
      "La preuve de l'acceptation en ligne d'un devis (signature électronique simple) : nom et qualité du signataire, choix sur le délai de rétractation, date et heure, adresse IP et navigateur.",
    table: devisAcceptances,
    key: devisAcceptances.id,
    columns: [
      { column: devisAcceptances.signerName, holds: "name" },
      { column: devisAcceptances.signerQuality, holds: "free_text" },
      { column: devisAcceptances.signerRelation, holds: "free_text" },
      { column: devisAcceptances.ip, holds: "technical" },
      { column: devisAcceptances.userAgent, holds: "technical" },
    ],
    match: { parents: [{ kind: "devis", column: devisAcceptances.devisId }] },
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "obligation_legale",
    legalBasisNote: "La preuve du contrat (Code civil, art. 1366 et 1367), conservée avec lui.",
    erase: "delete",
    eraseNote: "La preuve suit le devis : conservée tant que le devis accepté l'est.",
    title: (r) => `Acceptation du devis ${r.number} indice ${indiceOf(r.revision)}`,
    date: (r) => r.acceptedAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Devis", value: (r) => `${r.number} indice ${indiceOf(r.revision)}` },
      { label: "Signataire", value: (r) => r.signerName },
      { label: "Qualité", value: (r) => r.signerQuality },
      { label: "Qualité vis-à-vis du client", value: (r) => r.signerRelation },
      { label: "Code reçu par e-mail vérifié le", value: (r) => (r.codeVerifiedAt ? dateTime(r.codeVerifiedAt) : null) },
      { label: "Début de la mission", value: (r) => (r.withdrawalChoice ? WITHDRAWAL_CHOICE_LABELS[r.withdrawalChoice] : null) },
      { label: "Date et heure", value: (r) => dateTime(r.acceptedAt) },
      { label: "Adresse IP", value: (r) => r.ip },
      { label: "Navigateur", value: (r) => r.userAgent },
      { label: "Empreinte SHA-256 du devis présenté", value: (r) => r.pdfSha256 },
    ],
  }),
  entry({
    kind: "devis_event",
    label: "Historique des devis",
    description: "Les étapes de chaque devis : préparation, envoi, consultation, acceptation ou refus, relances.",
    table: devisEvents,
    key: devisEvents.id,
    columns: [{ column: devisEvents.details, holds: "name" }],
    match: { parents: [{ kind: "devis", column: devisEvents.devisId }] },
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "interet_legitime",
    legalBasisNote: "Le suivi des devis envoyés.",
    erase: "delete",
    eraseNote: "L'historique suit le devis.",
    title: (r) => DEVIS_EVENT_LABELS[r.type],
    date: (r) => r.createdAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Date", value: (r) => dateTime(r.createdAt) },
      { label: "Étape", value: (r) => DEVIS_EVENT_LABELS[r.type] },
      { label: "Par", value: (r) => r.details?.by ?? null },
      { label: "Motif", value: (r) => r.details?.reason ?? null },
    ],
  }),
  entry({
    kind: "devis_signer_code",
    label: "Codes de confirmation de signature",
    description: "Les codes à 6 chiffres envoyés à l'adresse d'un devis avant son acceptation en ligne, gardés sous forme d'empreinte : date d'envoi, expiration, essais.",
    table: devisSignerCodes,
    key: devisSignerCodes.id,
    columns: [{ column: devisSignerCodes.codeHash, holds: "hash" }],
    match: { parents: [{ kind: "devis", column: devisSignerCodes.devisId }] },
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "mesures_precontractuelles",
    legalBasisNote: "Vérifier que la personne qui accepte le devis reçoit les e-mails de son destinataire (docs/decisions/626).",
    erase: "delete",
    eraseNote: "Les codes suivent le devis.",
    title: (r) => `Code de confirmation envoyé le ${dateTime(r.createdAt)}`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Envoyé le", value: (r) => dateTime(r.createdAt) },
      { label: "Valable jusqu'au", value: (r) => dateTime(r.expiresAt) },
      { label: "Essais erronés", value: (r) => String(r.attempts) },
      { label: "Utilisé le", value: (r) => (r.usedAt ? dateTime(r.usedAt) : null) },
    ],
  }),
  // The dossier after acceptance: the visit, the report and the documents attached to a devis
  // follow their devis (docs/decisions/645, 646, 649): kept with the contract for its legal
  // period, erased with a devis that was never accepted.
  entry({
    kind: "devis_intervention",
    label: "Interventions sur le terrain",
    description: "Les dates d'intervention annoncées au client (chaque changement), l'ingénieur, les consignes d'accès au terrain et les dates de la déclaration DT-DICT.",
    table: devisInterventions,
    key: devisInterventions.id,
    columns: [{ column: devisInterventions.accessNotes, holds: "free_text" }],
    match: { parents: [{ kind: "devis", column: devisInterventions.devisId }] },
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "contrat",
    legalBasisNote: "L'exécution de la mission commandée ; conservé avec le contrat.",
    erase: "delete",
    eraseNote: "L'intervention suit le devis : conservée tant que le devis accepté l'est.",
    hold: dossierHold(devisInterventions.devisId),
    title: (r) => `Intervention du ${r.day.split("-").reverse().join("/")} (${r.window === "matin" ? "matin" : "après-midi"})`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Date", value: (r) => r.day.split("-").reverse().join("/") },
      { label: "Créneau", value: (r) => (r.window === "matin" ? "Matin" : "Après-midi") },
      { label: "Accès au terrain", value: (r) => r.accessNotes },
      { label: "Présence souhaitée", value: (r) => yesNo(r.clientPresence) },
      { label: "Annoncée le", value: (r) => dateTime(r.createdAt) },
    ],
  }),
  entry({
    kind: "devis_report",
    label: "Rapports remis",
    description: "Le rapport d'étude remis au client (le PDF) et la preuve de sa remise : date, adresse IP et navigateur du premier téléchargement depuis le lien personnel.",
    table: devisReports,
    key: devisReports.id,
    columns: [
      { column: devisReports.firstDownloadIp, holds: "technical" },
      { column: devisReports.firstDownloadUserAgent, holds: "technical" },
    ],
    match: { parents: [{ kind: "devis", column: devisReports.devisId }] },
    r2: [{ bucket: "ATTACHMENTS", prefix: "{r2Key}" }],
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "obligation_legale",
    legalBasisNote: "Le livrable du contrat et la preuve de sa remise (Code civil, art. 1353), conservés avec le contrat.",
    erase: "delete",
    eraseNote: "Le rapport suit le devis : conservé tant que le devis accepté l'est.",
    hold: dossierHold(devisReports.devisId),
    title: (r) => `Rapport ${r.filename}`,
    date: (r) => r.deliveredAt ?? r.uploadedAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Fichier", value: (r) => r.filename },
      { label: "Empreinte SHA-256", value: (r) => r.sha256 },
      { label: "Remis le", value: (r) => dateTime(r.deliveredAt) },
      { label: "Premier téléchargement", value: (r) => dateTime(r.firstDownloadAt) },
      { label: "Adresse IP du premier téléchargement", value: (r) => r.firstDownloadIp },
      { label: "Navigateur du premier téléchargement", value: (r) => r.firstDownloadUserAgent },
      { label: "Téléchargements", value: (r) => r.downloads },
    ],
    documents: async ({ bucket }, r) => {
      const object = await bucket.get(r.r2Key);
      return object ? [{ path: `documents/${safeName(r.filename)}`, bytes: new Uint8Array(await object.arrayBuffer()), description: "Le rapport d'étude remis." }] : [];
    },
  }),
  entry({
    kind: "devis_document",
    label: "Documents joints aux devis",
    description: "Les plans et documents (PDF ou images) joints à un devis et envoyés avec lui.",
    table: devisDocuments,
    key: devisDocuments.id,
    columns: [{ column: devisDocuments.filename, holds: "free_text" }],
    match: { parents: [{ kind: "devis", column: devisDocuments.devisId }] },
    r2: [{ bucket: "ATTACHMENTS", prefix: "{r2Key}" }],
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "mesures_precontractuelles",
    legalBasisNote: "Une pièce du devis ; conservée avec le contrat s'il est accepté.",
    erase: "delete",
    eraseNote: "Le document suit le devis : conservé tant que le devis accepté l'est.",
    hold: dossierHold(devisDocuments.devisId),
    title: (r) => `Document ${r.filename}`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Fichier", value: (r) => r.filename },
      { label: "Type", value: (r) => r.mimeType },
      { label: "Joint le", value: (r) => dateTime(r.createdAt) },
    ],
    documents: async ({ bucket }, r) => {
      const object = await bucket.get(r.r2Key);
      return object ? [{ path: `documents/${safeName(r.filename)}`, bytes: new Uint8Array(await object.arrayBuffer()), description: "Un document joint au devis." }] : [];
    },
  }),
  entry({
    kind: "devis_payment",
    label: "Paiements des dossiers (acompte, solde, remboursement)",
    description: "Les sommes reçues du client ou remboursées après une rétractation : date, montant, mode de paiement et remarque de l'équipe.",
    table: devisPayments,
    key: devisPayments.id,
    columns: [{ column: devisPayments.note, holds: "free_text" }],
    match: { parents: [{ kind: "devis", column: devisPayments.devisId }] },
    retention: RETENTION_RULES.devis,
    purge: "devis",
    legalBasis: "obligation_legale",
    legalBasisNote: "Les pièces comptables du contrat (Code de commerce, art. L123-22), conservées avec lui.",
    erase: "delete",
    eraseNote: "Les paiements suivent le devis : conservés tant que le devis accepté l'est.",
    title: (r) => `${PAYMENT_KIND_LABELS[r.kind]} : ${(r.amountCents / 100).toFixed(2).replace(".", ",")} €`,
    date: (r) => r.createdAt,
    href: (r) => `/admin/devis/${r.devisId}`,
    fields: [
      { label: "Nature", value: (r) => PAYMENT_KIND_LABELS[r.kind] },
      { label: "Date", value: (r) => r.paidOn },
      { label: "Montant", value: (r) => `${(r.amountCents / 100).toFixed(2).replace(".", ",")} €` },
      { label: "Mode", value: (r) => PAYMENT_MODE_LABELS[r.mode] },
      { label: "Remarque", value: (r) => r.note || null },
    ],
  }),
  entry({
    kind: "visitor_info",
    label: "Acceptations des conditions du simulateur",
    description: "La trace de l'acceptation des conditions d'utilisation du simulateur, avec les coordonnées saisies.",
    table: visitorInfo,
    key: visitorInfo.id,
    columns: [
      { column: visitorInfo.firstName, holds: "name" },
      { column: visitorInfo.lastName, holds: "name" },
      { column: visitorInfo.email, holds: "email" },
      { column: visitorInfo.phone, holds: "phone" },
      { column: visitorInfo.phoneDigits, holds: "phone" },
      { column: visitorInfo.userAgent, holds: "technical" },
    ],
    match: { email: [lower(visitorInfo.email)], phone: [visitorInfo.phoneDigits] },
    retention: RETENTION_RULES.prospects,
    purge: "prospects",
    legalBasis: "mesures_precontractuelles",
    erase: "delete",
    eraseNote: "Supprimées.",
    correct: { email: [visitorInfo.email], phone: [{ column: visitorInfo.phone, digits: visitorInfo.phoneDigits }] },
    title: (r) => `Conditions acceptées par ${r.firstName} ${r.lastName}`,
    date: (r) => r.consentAt,
    fields: [
      { label: "Prénom", value: (r) => r.firstName },
      { label: "Nom", value: (r) => r.lastName },
      { label: "E-mail", value: (r) => r.email },
      { label: "Téléphone", value: (r) => r.phone },
      { label: "Conditions acceptées", value: (r) => yesNo(r.consentCgu) },
      { label: "Acceptées le", value: (r) => dateTime(r.consentAt) },
      { label: "Navigateur utilisé", value: (r) => r.userAgent },
    ],
  }),
  entry({
    kind: "terrain_request",
    label: "Résultats « Mon terrain » envoyés par e-mail",
    description:
      "Les résultats de « Mon terrain est-il concerné ? » que la personne a demandé à recevoir : adresse du terrain et risques lus. Le PDF de chaque résultat est joint.",
    table: terrainRequests,
    key: terrainRequests.id,
    columns: [
      { column: terrainRequests.email, holds: "email" },
      { column: terrainRequests.address, holds: "address" },
      { column: terrainRequests.latitude, holds: "address" },
      { column: terrainRequests.longitude, holds: "address" },
      { column: terrainRequests.city, holds: "address" },
      { column: terrainRequests.postcode, holds: "address" },
      { column: terrainRequests.cityCode, holds: "address" },
    ],
    match: { email: [lower(terrainRequests.email)] },
    retention: RETENTION_RULES.terrain,
    purge: "terrain",
    legalBasis: "consentement",
    legalBasisNote: "La personne coche l'accord et demande l'envoi ; l'heure de l'accord est conservée.",
    erase: "delete",
    eraseNote: "Supprimés avec leurs e-mails.",
    correct: { email: [terrainRequests.email] },
    title: (r) => r.address,
    date: (r) => r.createdAt,
    href: () => "/admin/demandes/terrains",
    fields: [
      { label: "Date", value: (r) => dateTime(r.createdAt) },
      { label: "E-mail", value: (r) => r.email },
      { label: "Adresse du terrain", value: (r) => r.address },
      { label: "Commune", value: (r) => `${r.postcode} ${r.city}` },
      { label: "Coordonnées", value: (r) => `${r.latitude}, ${r.longitude}` },
      { label: "Accord donné le", value: (r) => dateTime(r.consentAt) },
      {
        label: "Résultat",
        value: (r) =>
          reportLines(r.risks)
            .map((line) => `${line.title} : ${line.text}`)
            .join("\n"),
      },
      { label: "Statut", value: (r) => LEAD_STATUS_LABELS[r.status] },
    ],
    documents: async ({ db }, r) => {
      const bytes = await generateTerrainPdf(db, r.id);
      return bytes ? [{ path: `documents/${terrainPdfFilename(r)}`, bytes, description: `Le résultat « Mon terrain » du ${formatDateTime(r.createdAt)} au format PDF.` }] : [];
    },
  }),
  entry({
    kind: "newsletter_subscriber",
    label: "Abonnement à la newsletter",
    description: "L'inscription à la newsletter : état, heure du consentement, de la confirmation et de la désinscription.",
    table: newsletterSubscribers,
    key: newsletterSubscribers.id,
    columns: [
      { column: newsletterSubscribers.email, holds: "email" },
      { column: newsletterSubscribers.token, holds: "technical" },
    ],
    match: { email: [lower(newsletterSubscribers.email)] },
    retention: RETENTION_RULES.newsletter,
    legalBasis: "consentement",
    legalBasisNote: "Double confirmation par e-mail ; retirable par le lien de désinscription.",
    erase: "delete",
    eraseNote: "L'inscription est supprimée et l'empreinte de l'adresse entre dans la liste d'opposition : elle ne pourra plus être inscrite.",
    suppress: true,
    correct: { email: [newsletterSubscribers.email] },
    title: (r) => `Newsletter : ${NEWSLETTER_STATUS_LABELS[r.status].toLowerCase()} (${newsletterSourceLabel(r.source)})`,
    date: (r) => r.consentAt,
    href: () => "/admin/demandes/newsletter",
    fields: [
      { label: "E-mail", value: (r) => r.email },
      { label: "État", value: (r) => NEWSLETTER_STATUS_LABELS[r.status] },
      { label: "Inscription depuis", value: (r) => newsletterSourceLabel(r.source) },
      { label: "Consentement donné le", value: (r) => dateTime(r.consentAt) },
      { label: "Confirmé le", value: (r) => dateTime(r.confirmedAt) },
      { label: "Désinscrit le", value: (r) => dateTime(r.unsubscribedAt) },
    ],
  }),
  entry({
    kind: "email_outbox",
    label: "E-mails envoyés ou à envoyer",
    description: "Les e-mails adressés à la personne, et ceux que l'équipe a reçus à propos de ses demandes.",
    table: emailOutbox,
    key: emailOutbox.id,
    columns: [
      { column: emailOutbox.to, holds: "email" },
      { column: emailOutbox.replyTo, holds: "email" },
      { column: emailOutbox.subject, holds: "free_text" },
      { column: emailOutbox.text, holds: "free_text" },
      { column: emailOutbox.html, holds: "free_text" },
    ],
    match: {
      email: [outboxRecipient(emailOutbox.to)],
      // The Reply-To names the person only on a notification they caused (their contact request,
      // their simulation); elsewhere it is the engineer or the firm (docs/decisions/729).
      emailWhen: [{ expression: outboxReplyTo(emailOutbox.replyTo), when: inArray(emailOutbox.type, VISITOR_REPLY_TO_TYPES) }],
      parents: [
        { kind: "contact_request", column: emailOutbox.relatedId, typeColumn: emailOutbox.relatedType, typeValue: "contact_request" },
        { kind: "simulation", column: emailOutbox.relatedId, typeColumn: emailOutbox.relatedType, typeValue: "simulation" },
        { kind: "devis", column: emailOutbox.relatedId, typeColumn: emailOutbox.relatedType, typeValue: "devis" },
        { kind: "terrain_request", column: emailOutbox.relatedId, typeColumn: emailOutbox.relatedType, typeValue: "terrain" },
        { kind: "newsletter_subscriber", column: emailOutbox.relatedId, typeColumn: emailOutbox.relatedType, typeValue: "newsletter_subscriber" },
      ],
    },
    retention: `Comme la demande qu'ils concernent ; pour un prospect, ${RETENTION_RULES.prospects} L'accusé de réception et la réponse à une demande sur les données personnelles : comme le registre.`,
    purge: "prospects",
    // The acknowledgement and the answer prove the request was answered: an erasure keeps them (docs/decisions/345).
    hold: {
      where: sql`(${emailOutbox.relatedType} = 'privacy_request')`,
      reason: `Accusé de réception ou réponse à votre demande sur vos données : conservé avec le registre des demandes, ${RETENTION_RULES.demandes.toLowerCase()} Il prouve que la demande a reçu une réponse (RGPD, art. 5.2 et 12).`,
    },
    legalBasis: "mesures_precontractuelles",
    legalBasisNote: "Ou le consentement, pour la newsletter et « Mon terrain ».",
    erase: "delete",
    eraseNote: "Supprimés (copies conservées pour les renvois et le suivi des envois).",
    title: (r) => `${mailTypeLabel(r.type)} : ${r.subject}`,
    date: (r) => r.sentAt ?? r.createdAt,
    href: () => "/admin/demandes/emails",
    fields: [
      { label: "Date", value: (r) => dateTime(r.createdAt) },
      { label: "Type", value: (r) => mailTypeLabel(r.type) },
      { label: "Destinataires", value: (r) => r.to.map((address) => address.email).join(", ") },
      { label: "Répondre à", value: (r) => r.replyTo?.email ?? "" },
      { label: "Objet", value: (r) => r.subject },
      { label: "Texte", value: (r) => r.text },
      { label: "État de l'envoi", value: (r) => OUTBOX_STATUS_LABELS[r.status] },
      { label: "Envoyé le", value: (r) => dateTime(r.sentAt) },
    ],
  }),
  entry({
    kind: "lead_event",
    label: "Notes et réponses de l'équipe",
    description: "L'historique de suivi des demandes : notes internes, réponses envoyées, changements de statut, et les notes d'autres dossiers qui citent l'adresse.",
    table: leadEvents,
    key: leadEvents.id,
    columns: [
      { column: leadEvents.body, holds: "free_text" },
      { column: leadEvents.details, holds: "email" },
    ],
    match: {
      email: [sql`lower(${leadEvents.details} ->> '$.recipient')`],
      parents: [
        { kind: "contact_request", column: leadEvents.leadId, typeColumn: leadEvents.kind, typeValue: "contact" },
        { kind: "simulation", column: leadEvents.leadId, typeColumn: leadEvents.kind, typeValue: "simulation" },
      ],
      mentions: leadEvents.body,
    },
    retention: "Comme la demande qu'ils concernent.",
    purge: "prospects",
    legalBasis: "interet_legitime",
    legalBasisNote: "Le suivi de la relation avec les prospects et les clients.",
    erase: "delete",
    eraseNote:
      "L'historique des demandes de la personne est supprimé ; une note d'un autre dossier qui cite son adresse est gardée, l'adresse remplacée par « [adresse effacée] ».",
    title: (r) => (r.type === "reply" ? `Réponse : ${r.details?.subject ?? ""}` : r.type === "note" ? "Note interne" : "Suivi du dossier"),
    date: (r) => r.createdAt,
    href: (r) => `/admin/demandes/${r.kind === "contact" ? "contacts" : "simulations"}/${r.leadId}`,
    fields: [
      { label: "Date", value: (r) => dateTime(r.createdAt) },
      { label: "Dossier", value: (r) => `${r.kind === "contact" ? "Demande de contact" : "Simulation"} n° ${r.leadId}` },
      {
        label: "Type",
        value: (r) => ({ status: "Changement de statut", note: "Note interne", assigned: "Attribution", reply: "Réponse envoyée", follow_up: "Date de relance" })[r.type],
      },
      { label: "Texte", value: (r) => r.body },
      { label: "Objet de la réponse", value: (r) => r.details?.subject ?? "" },
    ],
  }),
  entry({
    kind: "privacy_request",
    label: "Demandes relatives aux données personnelles",
    description: "Le registre des demandes d'accès, de rectification, d'effacement ou d'opposition de la personne, et la réponse apportée.",
    table: privacyRequests,
    key: privacyRequests.id,
    columns: [
      { column: privacyRequests.email, holds: "email" },
      { column: privacyRequests.phone, holds: "phone" },
      { column: privacyRequests.emailHash, holds: "hash" },
      { column: privacyRequests.identityCheck, holds: "free_text" },
      { column: privacyRequests.answerText, holds: "free_text" },
    ],
    // The hash is written with every request and outlives the address: one indexed match.
    match: { hash: [privacyRequests.emailHash] },
    retention: RETENTION_RULES.demandes,
    purge: "register",
    legalBasis: "obligation_legale",
    legalBasisNote: "Pouvoir démontrer la réponse apportée (RGPD, art. 5.2 et 12).",
    erase: "keep",
    eraseNote: "Conservé : le registre prouve que la demande a reçu une réponse (RGPD, art. 5.2 et 12). L'adresse y est remplacée par son empreinte au bout de 3 ans.",
    title: (r) => `${PRIVACY_REQUEST_TYPE_LABELS[r.type]}${r.answeredAt ? " — traitée" : " — en attente"}`,
    date: (r) => r.receivedAt,
    fields: [
      { label: "Type", value: (r) => PRIVACY_REQUEST_TYPE_LABELS[r.type] },
      { label: "Reçue le", value: (r) => dateTime(r.receivedAt) },
      { label: "Reçue par", value: (r) => (r.source === "link" ? "Lien personnel d'un e-mail" : "Enregistrée par l'équipe") },
      { label: "E-mail", value: (r) => r.email },
      { label: "Téléphone", value: (r) => r.phone },
      { label: "Réponse due le", value: (r) => r.dueOn.split("-").reverse().join("/") },
      { label: "Vérification de l'identité", value: (r) => (r.source === "link" ? "Adresse vérifiée par le lien personnel" : r.identityCheck) },
      { label: "Accusé de réception le", value: (r) => dateTime(r.acknowledgedAt) },
      { label: "Ce qui a été fait", value: (r) => r.outcome },
      { label: "Répondue le", value: (r) => dateTime(r.answeredAt) },
      { label: "Réponse envoyée", value: (r) => r.answerText },
    ],
  }),
  entry({
    kind: "privacy_export",
    label: "Exports de données personnelles",
    description: "Les fichiers ZIP préparés pour répondre à une demande d'accès.",
    table: privacyExports,
    key: privacyExports.id,
    columns: [{ column: privacyExports.emailHash, holds: "hash" }],
    match: { hash: [privacyExports.emailHash] },
    r2: [{ bucket: "ATTACHMENTS", prefix: "privacy-exports/{id}/" }],
    retention: RETENTION_RULES.exports,
    purge: "exports",
    legalBasis: "obligation_legale",
    legalBasisNote: "Répondre au droit d'accès (RGPD, art. 15).",
    erase: "delete",
    eraseNote: "Supprimés (fichiers R2 compris).",
    title: (r) => `Export du ${formatDateTime(r.createdAt)} (${r.records} enregistrements, ${r.files} fichiers)`,
    date: (r) => r.createdAt,
    fields: [
      { label: "Créé le", value: (r) => dateTime(r.createdAt) },
      { label: "Enregistrements", value: (r) => r.records },
      { label: "Fichiers", value: (r) => r.files },
      { label: "Taille", value: (r) => formatBytes(r.size) },
      { label: "Disponible jusqu'au", value: (r) => dateTime(r.expiresAt) },
    ],
  }),
  entry({
    kind: "newsletter_suppression",
    label: "Liste d'opposition à la newsletter",
    description: "L'empreinte (SHA-256) d'une adresse effacée, qui empêche de l'inscrire de nouveau ; l'adresse elle-même n'y figure pas.",
    table: newsletterSuppressions,
    key: newsletterSuppressions.emailHash,
    columns: [{ column: newsletterSuppressions.emailHash, holds: "hash" }],
    match: { hash: [newsletterSuppressions.emailHash] },
    retention: "Sans limite : c'est ce qui fait respecter l'effacement et l'opposition.",
    legalBasis: "obligation_legale",
    legalBasisNote: "Respecter l'effacement et l'opposition (RGPD, art. 17 et 21).",
    erase: "keep",
    eraseNote: "Conservée : sans elle, l'adresse pourrait être inscrite de nouveau. Elle ne contient que l'empreinte de l'adresse.",
    title: () => "Adresse exclue de la newsletter",
    date: (r) => r.createdAt,
    fields: [{ label: "Exclue depuis le", value: (r) => dateTime(r.createdAt) }],
  }),
  entry({
    kind: "privacy_erasure",
    label: "Traces d'effacement",
    description: "Ce qu'un effacement a supprimé : numéros d'enregistrements et empreinte de l'adresse, sans leur contenu.",
    table: privacyErasures,
    key: privacyErasures.id,
    columns: [{ column: privacyErasures.emailHash, holds: "hash" }],
    match: { hash: [privacyErasures.emailHash] },
    retention: "Sans limite (numéros et empreinte seulement).",
    legalBasis: "obligation_legale",
    legalBasisNote: "Pouvoir démontrer l'effacement (RGPD, art. 5.2).",
    erase: "keep",
    eraseNote: "Conservée : elle prouve l'effacement et ne contient ni l'adresse ni les données.",
    title: (r) => `Effacement ${r.status === "done" ? "terminé" : "en cours"}`,
    date: (r) => r.createdAt,
    fields: [
      { label: "Demandé le", value: (r) => dateTime(r.createdAt) },
      { label: "Terminé le", value: (r) => dateTime(r.finishedAt) },
    ],
  }),
  entry({
    kind: "staff_account",
    label: "Compte de l'équipe",
    description: "Le compte d'administration d'un membre de l'équipe, ses sessions, navigateurs connus et liens de connexion.",
    table: users,
    key: users.id,
    columns: [
      { column: users.email, holds: "email" },
      { column: users.firstName, holds: "name" },
      { column: users.lastName, holds: "name" },
    ],
    linkedTables: [
      {
        table: staffSessions,
        columns: [
          { column: staffSessions.userAgent, holds: "technical" },
          { column: staffSessions.country, holds: "address" },
          { column: staffSessions.city, holds: "address" },
        ],
        note: "Jusqu'à la fin de la session (déconnexion, expiration ou 4 h d'inactivité).",
      },
      { table: staffBrowsers, columns: [{ column: staffBrowsers.browserHash, holds: "hash" }], note: "180 jours après la dernière connexion depuis ce navigateur." },
      { table: accountTokens, columns: [{ column: accountTokens.tokenHash, holds: "hash" }], note: "Jusqu'à l'expiration du lien." },
      { table: staffTwoFactor, columns: [{ column: staffTwoFactor.secretCiphertext, holds: "technical" }], note: "Tant que la double authentification est active." },
      { table: staffRecoveryCodes, columns: [{ column: staffRecoveryCodes.codeHash, holds: "hash" }], note: "Tant que la double authentification est active." },
    ],
    match: { email: [lower(users.email)] },
    retention: "Tant que la personne fait partie de l'équipe ; le compte supprimé, ses sessions, navigateurs et liens le sont aussi.",
    purge: "staff",
    legalBasis: "interet_legitime",
    legalBasisNote: "Sécuriser l'accès à l'administration.",
    erase: "keep",
    eraseNote: "Conservé ici : un compte de l'équipe se supprime dans « Utilisateurs », ce qui efface ses sessions, navigateurs et liens.",
    title: (r) => `${[r.firstName, r.lastName].filter(Boolean).join(" ") || r.email} — ${ROLE_LABELS[r.role]}`,
    date: (r) => r.createdAt,
    href: () => "/admin/users",
    fields: [
      { label: "E-mail", value: (r) => r.email },
      { label: "Prénom", value: (r) => r.firstName },
      { label: "Nom", value: (r) => r.lastName },
      { label: "Rôle", value: (r) => ROLE_LABELS[r.role] },
      { label: "Créé le", value: (r) => dateTime(r.createdAt) },
      { label: "Dernière connexion", value: (r) => dateTime(r.lastSignInAt) },
    ],
  }),
  entry({
    kind: "audit_log",
    label: "Journal des actions",
    description: "Le journal de sécurité : les actions d'un membre de l'équipe, et les tentatives de connexion faites avec l'adresse.",
    table: auditLog,
    key: auditLog.id,
    columns: [
      { column: auditLog.actorEmail, holds: "email" },
      // Some entries name a colleague (an invitation's address): staff data, kept with the journal.
      { column: auditLog.details, holds: "free_text" },
    ],
    match: { email: [lower(auditLog.actorEmail)] },
    retention: "Sans limite de durée : c'est le journal de sécurité de l'administration.",
    legalBasis: "interet_legitime",
    legalBasisNote: "Sécurité de l'administration et traçabilité des actions.",
    erase: "anonymise",
    anonymise: { actor_email: null },
    hold: {
      where: sql`${auditLog.actorId} is not null`,
      reason: "Action d'un membre de l'équipe : le journal de sécurité est conservé (intérêt légitime).",
    },
    eraseNote: "L'adresse tapée lors d'une tentative de connexion est retirée du journal ; les actions d'un membre de l'équipe restent.",
    title: (r) => auditActionLabel(r.action),
    date: (r) => r.createdAt,
    href: () => "/admin/journal",
    fields: [
      { label: "Date", value: (r) => dateTime(r.createdAt) },
      { label: "Action", value: (r) => auditActionLabel(r.action) },
      { label: "Adresse", value: (r) => r.actorEmail },
    ],
  }),
  entry({
    kind: "page_view",
    label: "Pages vues",
    description: "La mesure d'audience : un identifiant de visite aléatoire, jamais une adresse IP ni un nom.",
    table: pageViews,
    key: pageViews.id,
    columns: [{ column: pageViews.visitorId, holds: "technical" }],
    match: "anonymous",
    retention: RETENTION_RULES.navigation,
    purge: "browsing",
    legalBasis: "interet_legitime",
    legalBasisNote: "Mesure d'audience exemptée de consentement (CNIL, délibération n° 2020-091).",
    erase: "keep",
    eraseNote: "Anonymes par conception : rien ne les relie à une adresse e-mail.",
    title: (r) => r.path,
    date: (r) => r.createdAt,
    fields: [],
  }),
  entry({
    kind: "not_found_event",
    label: "Pages introuvables (404)",
    description: "Les adresses de pages introuvables demandées, sans identifiant de visite.",
    table: notFoundEvents,
    key: notFoundEvents.id,
    columns: [
      { column: notFoundEvents.referrer, holds: "technical" },
      { column: notFoundEvents.searchTerm, holds: "free_text" },
    ],
    match: "anonymous",
    retention: RETENTION_RULES.navigation,
    purge: "browsing",
    legalBasis: "interet_legitime",
    erase: "keep",
    eraseNote: "Anonymes par conception : rien ne les relie à une personne.",
    title: (r) => r.path,
    date: (r) => r.createdAt,
    fields: [],
  }),
  entry({
    kind: "simulator_funnel",
    label: "Parcours du simulateur",
    description: "Les étapes du simulateur atteintes, par identifiant de visite aléatoire.",
    table: simulatorFunnel,
    key: simulatorFunnel.visitorId,
    columns: [{ column: simulatorFunnel.visitorId, holds: "technical" }],
    match: "anonymous",
    retention: RETENTION_RULES.navigation,
    purge: "browsing",
    legalBasis: "interet_legitime",
    erase: "keep",
    eraseNote: "Anonyme par conception : rien ne le relie à une adresse e-mail.",
    title: (r) => `Étape ${r.step}`,
    date: (r) => r.createdAt,
    fields: [],
  }),
];

/** The entries that can hold a person's records (every one but the anonymous ones). */
export const PERSON_ENTRIES = INVENTORY.filter((e) => e.match !== "anonymous");

export function inventoryEntry(kind: string, entries: ReadonlyArray<InventoryEntry> = INVENTORY): InventoryEntry {
  const found = entries.find((e) => e.kind === kind);
  if (!found) throw new Error(`Type d'enregistrement inconnu de l'inventaire : ${kind}`);
  return found;
}
