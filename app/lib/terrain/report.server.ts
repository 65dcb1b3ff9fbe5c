import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { terrainRequests } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { PDF_COLOURS, PdfWriter, type WriteOptions } from "~/lib/files/pdf-writer.server";
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { countRecentEmailsTo, dispatchEmail, outboxInsert, type OutgoingEmail } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import { privacyLinkUrl } from "~/lib/privacy/link.server";
import { type Settings, settingFact } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { ELAN_REFERENCES, elanApplies, reportLines, TERRAIN_DISCLAIMER } from "./schema";

// 'Recevoir ce résultat par e-mail': the request is stored in D1 first, then the e-mail
// (with its PDF, rendered at send time like the simulator's devis) goes through the outbox.

export type TerrainRequest = typeof terrainRequests.$inferSelect;

export const TERRAIN_EMAIL_TYPE = "terrain-result" as const;
/** At most this many results an hour to one address (the outbox counts them). */
export const TERRAIN_EMAILS_PER_HOUR = 3;

export const terrainPdfFilename = (r: TerrainRequest) => `mon-terrain-${r.id}.pdf`;

const { brand: BRAND, muted: MUTED } = PDF_COLOURS;

export async function renderTerrainPdf(settings: Settings, r: TerrainRequest): Promise<Uint8Array<ArrayBuffer>> {
  const w = await PdfWriter.create({ title: `Mon terrain est-il concerné ? ${r.address}`, author: settings.general.legal_name, date: r.createdAt });
  const { bold } = w.fonts;
  const write = (text: string, opts: WriteOptions = {}) => w.write(text, opts);
  write(settings.general.site_name, { font: bold, size: 16, color: BRAND });
  const address = settingFact(settings, "contact", "address");
  if (address) write(address, { size: 9, color: MUTED });
  w.y -= 12;
  write("Mon terrain est-il concerné ?", { font: bold, size: 14, color: BRAND });
  write(`Adresse : ${r.address}`, { font: bold });
  write(`Résultat du ${formatDate(r.createdAt)}`, { size: 9, color: MUTED });
  for (const line of reportLines(r.risks)) {
    w.y -= 8;
    write(line.title, { font: bold, size: 11, color: BRAND });
    write(line.text);
    write(`Source : ${line.source}.`, { size: 8, color: MUTED });
  }
  if (elanApplies(r.risks)) {
    w.y -= 8;
    write(`Références : ${ELAN_REFERENCES}`, { size: 8, color: MUTED });
  }
  w.y -= 10;
  write(TERRAIN_DISCLAIMER, { size: 9 });
  return w.save();
}

/** The stored result as PDF bytes, or null when the request does not exist. */
export async function generateTerrainPdf(db: Db, id: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db.select().from(terrainRequests).where(eq(terrainRequests.id, id));
  return row ? renderTerrainPdf(await getSettings(db), row) : null;
}

/** The result e-mail's attachment: the PDF rendered at send time from the stored request. */
export const terrainAttachment: AttachmentProducer<"terrain-pdf"> = async (deps, ref) => {
  const content = await generateTerrainPdf(deps.db, ref.terrainRequestId);
  if (!content) throw new Error(`Résultat /mon-terrain ${ref.terrainRequestId} introuvable pour la pièce jointe`);
  return { filename: ref.filename, contentType: "application/pdf", content };
};

/** `privacyUrl`: the personal link of the visitor's address (docs/decisions/342). */
export function terrainResultEmail(settings: Settings, r: TerrainRequest, origin: string, privacyUrl: string): OutgoingEmail {
  const phone = settingFact(settings, "contact", "phone");
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: privacyUrl },
    greeting: "Bonjour,",
    title: "Votre terrain est-il concerné ?",
    blocks: [
      { kind: "paragraph", text: `Voici le résultat de votre recherche du ${formatDate(r.createdAt)} pour le terrain situé ${r.address}, et en pièce jointe sa version PDF.` },
      { kind: "rows", heading: "Risques du sol", rows: reportLines(r.risks).map((line) => ({ label: line.title, value: `${line.text} (Source : ${line.source}.)` })) },
      ...(elanApplies(r.risks) ? [{ kind: "note" as const, text: `Références : ${ELAN_REFERENCES}` }] : []),
      { kind: "note", text: TERRAIN_DISCLAIMER },
      { kind: "button", label: "Demander un devis", href: `${origin}/simulateur` },
      { kind: "paragraph", text: phone ? `Une question ? Répondez à cet e-mail ou appelez-nous au ${phone}.` : "Une question ? Répondez simplement à cet e-mail." },
    ],
  });
  return {
    type: TERRAIN_EMAIL_TYPE,
    to: [{ email: r.email }],
    replyTo: { email: settings.contact.email, name: settings.general.site_name },
    subject: `Votre terrain est-il concerné ? ${r.address} – ${settings.general.site_name}`,
    text,
    html,
    attachments: [{ kind: "terrain-pdf", terrainRequestId: r.id, filename: terrainPdfFilename(r) }],
    related: { type: "terrain", id: r.id },
  };
}

export type TerrainEmailOutcome = "queued" | "capped" | "failed";

/** Stores the request (the first write), then queues the e-mail through the outbox. */
export async function storeTerrainRequest(
  deps: { db: Db; queue: Queue; origin: string; secret: string },
  input: Omit<typeof terrainRequests.$inferInsert, "id" | "status" | "createdAt">,
): Promise<{ id: number; email: TerrainEmailOutcome }> {
  const [stored] = await deps.db.insert(terrainRequests).values(input).returning();
  try {
    const recent = await countRecentEmailsTo(deps.db, { address: stored.email, type: TERRAIN_EMAIL_TYPE, since: new Date(Date.now() - 3_600_000) });
    if (recent >= TERRAIN_EMAILS_PER_HOUR) return { id: stored.id, email: "capped" };
    const messageId = crypto.randomUUID();
    const [settings, privacyUrl] = await Promise.all([getSettings(deps.db), privacyLinkUrl(deps.secret, deps.origin, stored.email)]);
    await outboxInsert(deps.db, terrainResultEmail(settings, stored, deps.origin, privacyUrl), messageId);
    await dispatchEmail(deps, messageId);
    return { id: stored.id, email: "queued" };
  } catch (error) {
    console.warn("terrain: result e-mail not queued", error);
    return { id: stored.id, email: "failed" };
  }
}
