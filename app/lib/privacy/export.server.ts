// The export of a person's data (RGPD art. 15 and 20): a ZIP the person can read, with one
// JSON file per kind of record (French labels, never stored codes), the attached files and
// the PDFs rendered from the stored records, and a LISEZMOI.txt that explains each file.
// Generated on the server, kept EXPORT_RETENTION_DAYS in R2 under privacy-exports/ for a
// super admin to download and send (docs/decisions/341).
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { privacyExports } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import type { Actor } from "~/lib/auth/actor";
import { auditInsert } from "~/lib/audit/audit.server";
import { parisDay } from "~/lib/dates";
import { zip, type ZipFile } from "~/lib/files/zip";
import { settingFact } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { columnKey, findPerson, mentionPattern, type PersonFound, type PersonQuery } from "./find.server";
import { type ExportDocument, INVENTORY, inventoryEntry } from "./inventory.server";
import { actedStatement, requestToAnswer } from "./register.server";
import { EXPORT_RETENTION_DAYS } from "./retention";

export const EXPORT_PREFIX = "privacy-exports/";
export type PrivacyDeps = { db: Db; bucket: R2Bucket };

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Said of a record found only because it cites the address: the rest is another person's. */
export const MENTION_ONLY_NOTE =
  "Cet enregistrement appartient au dossier d'une autre personne et cite seulement votre adresse : seule la phrase qui la cite est reproduite, le reste ne vous concerne pas.";

/**
 * The sentences of a text that cite the address (a sentence ends at . ! ? ; or a line
 * break): what a note of someone else's file says about the person, and nothing else of it.
 * docs/decisions/729-privacy-search-boundaries.md
 */
export function mentionSentences(text: string, email: string): Array<string> {
  const pattern = mentionPattern(email);
  return text
    .split(/(?<=[.!?;])\s+|\r?\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      pattern.lastIndex = 0;
      return sentence !== "" && pattern.test(sentence);
    });
}

/** The JSON of one kind: French labels, values as the person would read them. */
function kindFile(group: PersonFound["groups"][number], email: string) {
  const entry = inventoryEntry(group.kind);
  const mentions = entry.match !== "anonymous" ? entry.match.mentions : undefined;
  return {
    type: group.label,
    description: group.description,
    conservation: entry.retention,
    nombre: group.records.length,
    enregistrements: group.records.map((record) => {
      if (record.mentionOnly && mentions) {
        const text = record.row[columnKey(entry, mentions)];
        return {
          Date: formatDateTime(record.date, ""),
          "Mention de votre adresse": typeof text === "string" ? mentionSentences(text, email).join(" […] ") : "",
          Remarque: MENTION_ONLY_NOTE,
        };
      }
      return Object.fromEntries(entry.fields.map((field) => [field.label, field.value(record.row) ?? ""]));
    }),
  };
}

function readme(found: PersonFound, files: Array<{ path: string; description: string }>, company: { name: string; privacyEmail: string | null }, now: Date) {
  const anonymous = INVENTORY.filter((e) => e.match === "anonymous").map((e) => e.label.toLowerCase());
  const lines = [
    `Vos données personnelles détenues par ${company.name}`,
    "",
    `Adresse e-mail concernée : ${found.email}${found.phone ? ` (téléphone : ${found.phone})` : ""}`,
    `Export préparé le ${formatDateTime(now)} (heure de Paris).`,
    "",
    "Ce dossier contient une copie de toutes les données que notre site conserve à votre sujet (RGPD, article 15).",
    found.total === 0 ? "Nous n'avons trouvé aucune donnée liée à cette adresse." : `Nous avons trouvé ${found.total} enregistrement${found.total > 1 ? "s" : ""}.`,
    "",
    "CONTENU DU DOSSIER",
    "",
    "- LISEZMOI.txt : ce fichier.",
    ...files.map((file) => `- ${file.path} : ${file.description}`),
    "",
    "COMMENT LIRE CES FICHIERS",
    "",
    "Les fichiers .json sont des fichiers texte : ils s'ouvrent avec n'importe quel éditeur de texte ou navigateur, et se réutilisent facilement (droit à la portabilité, RGPD, article 20). Chaque champ porte son nom en clair.",
    "Les fichiers PDF et les pièces jointes sont ceux que vous nous avez transmis ou que nous vous avons adressés.",
    "",
    "CE QUI N'EST PAS DANS CE DOSSIER",
    "",
    `La mesure d'audience (${anonymous.join(", ")}) repose sur un identifiant de visite aléatoire, sans adresse IP ni nom : elle est anonyme par conception et ne peut pas être reliée à votre adresse.`,
    "",
    "VOS DROITS",
    "",
    "Vous pouvez demander la rectification (article 16) ou l'effacement (article 17) de ces données, et vous opposer à leur traitement (article 21)" +
      (company.privacyEmail ? ` en écrivant à ${company.privacyEmail}.` : "."),
    "Vous pouvez aussi adresser une réclamation à la CNIL (www.cnil.fr).",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export type ExportResult = { ok: true; id: string; records: number; files: number; size: number };

/**
 * Builds the ZIP of the person's data, stores it in R2, then records it (row, register,
 * journal) in one batch. The file is written first: a failed batch leaves only a file that
 * the daily cron deletes after EXPORT_RETENTION_DAYS.
 */
export async function createPersonExport(deps: PrivacyDeps, actor: Actor, query: PersonQuery, now = new Date()): Promise<ExportResult> {
  const { db } = deps;
  const [found, settings] = await Promise.all([findPerson(db, query), getSettings(db)]);
  const files: Array<ZipFile & { description: string }> = [];
  found.groups.forEach((group, index) => {
    const path = `donnees/${String(index + 1).padStart(2, "0")}-${slug(group.label)}.json`;
    const bytes = new TextEncoder().encode(`${JSON.stringify(kindFile(group, found.email), null, 2)}\n`);
    files.push({ path, bytes, description: `${group.label} (${group.records.length}) : ${group.description}` });
  });
  const documents: Array<ExportDocument> = [];
  for (const group of found.groups) {
    const entry = inventoryEntry(group.kind);
    if (!entry.documents) continue;
    // A record found only by a mention is another person's: none of its files.
    for (const record of group.records) if (!record.mentionOnly) documents.push(...(await entry.documents(deps, record.row)));
  }
  files.push(...documents.map((d) => ({ path: d.path, bytes: d.bytes, description: d.description })));
  const text = readme(found, files, { name: settings.general.legal_name, privacyEmail: settingFact(settings, "contact", "privacy_email") }, now);
  const archive = zip([{ path: "LISEZMOI.txt", bytes: new TextEncoder().encode(text) }, ...files], now);

  const id = crypto.randomUUID();
  const key = `${EXPORT_PREFIX}${id}/donnees-personnelles-${parisDay(now)}.zip`;
  await deps.bucket.put(key, archive, { httpMetadata: { contentType: "application/zip" } });
  const requestId = await requestToAnswer(db, actor, found.email, "acces", now);
  const outcome = `Export préparé : ${found.total} enregistrement${found.total > 1 ? "s" : ""}, ${documents.length} fichier${documents.length > 1 ? "s" : ""} joint${documents.length > 1 ? "s" : ""}.`;
  await db.batch([
    db.insert(privacyExports).values({
      id,
      requestId,
      emailHash: found.hash,
      r2Key: key,
      records: found.total,
      files: documents.length,
      size: archive.byteLength,
      createdBy: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_RETENTION_DAYS * 86400_000),
    }),
    actedStatement(db, requestId, { handledBy: actor.id, outcome, now }),
    auditInsert(db, { action: "privacy.export", actor, target: { type: "privacy_export", id }, details: { records: found.total, files: documents.length } }),
  ]);
  return { ok: true, id, records: found.total, files: documents.length, size: archive.byteLength };
}

/** An export still downloadable (not expired), or null. */
export async function getExport(db: Db, id: string, now = new Date()) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.id, id), gt(privacyExports.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** The file of an export for a super admin, its download counted and journaled (id and count only). */
export async function downloadExport(deps: PrivacyDeps, actor: Actor, id: string, now = new Date()) {
  const row = await getExport(deps.db, id, now);
  if (!row) return null;
  return countedExportFile(deps, row, { actor });
}

/**
 * The file of an export `getExport` returned, its download counted and journaled (id and count
 * only), by a super admin (`actor`) or by the person from their personal link (`by: "person"`);
 * null when the file is gone.
 */
export async function countedExportFile(
  deps: { db: Db; bucket: R2Bucket },
  row: typeof privacyExports.$inferSelect,
  who: { actor: Actor; by?: undefined } | { actor?: undefined; by: "person" },
) {
  const object = await deps.bucket.get(row.r2Key);
  if (!object) return null;
  await deps.db.batch([
    deps.db
      .update(privacyExports)
      .set({ downloads: sql`${privacyExports.downloads} + 1` })
      .where(eq(privacyExports.id, row.id)),
    auditInsert(deps.db, {
      action: "privacy.export_download",
      ...(who.actor ? { actor: who.actor } : {}),
      target: { type: "privacy_export", id: row.id },
      details: { records: row.records, files: row.files, ...(who.by ? { by: who.by } : {}) },
    }),
  ]);
  return { object, filename: row.r2Key.slice(row.r2Key.lastIndexOf("/") + 1) };
}

/**
 * The daily cron: exports older than EXPORT_RETENTION_DAYS go, rows and files, and so does
 * any file under the prefix older than that whose row was never written.
 */
export async function purgeExports(deps: PrivacyDeps, now = new Date()) {
  const limit = new Date(now.getTime() - EXPORT_RETENTION_DAYS * 86400_000);
  let removed = 0;
  let cursor: string | undefined;
  do {
    const listed = await deps.bucket.list({ prefix: EXPORT_PREFIX, cursor, limit: 1000 });
    const old = listed.objects.filter((o) => o.uploaded < limit).map((o) => o.key);
    if (old.length > 0) await deps.bucket.delete(old);
    removed += old.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  const rows = await deps.db.delete(privacyExports).where(lt(privacyExports.expiresAt, now)).returning({ id: privacyExports.id });
  return { files: removed, rows: rows.length };
}
