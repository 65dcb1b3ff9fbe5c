import { eq } from "drizzle-orm";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Db } from "~/db/client.server";
import { simulations } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import type { Settings } from "~/lib/settings/definitions";
import { getSettings } from "~/lib/settings/settings.server";
import { projectRows } from "./emails.server";
import { formatEuros, VAT_RATE } from "./schema";

type Simulation = typeof simulations.$inferSelect;

const BRAND = rgb(0.118, 0.227, 0.373);
const MUTED = rgb(0.39, 0.45, 0.53);
const TEXT = rgb(0.06, 0.09, 0.16);
const LINE = rgb(0.85, 0.88, 0.92);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

function addMonths(date: Date, months: number) {
  const d = new Date(date);
  d.setMonth(d.getMonth() + months);
  return d;
}

/** Builds the devis PDF (A4, standard fonts: WinAnsi covers French accents and €). */
export async function renderDevisPdf(settings: Settings, s: Simulation): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Devis estimatif ${s.devisNumber}`);
  doc.setAuthor(settings.general.legal_name);
  doc.setSubject("Estimation indicative d'une étude géotechnique");
  doc.setLanguage("fr-FR");
  doc.setCreationDate(s.devisDate);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());

  /** Intl output uses narrow no-break spaces; anything outside WinAnsi becomes "?". */
  const clean = (value: string) =>
    Array.from(value.replace(/[\u202f\u00a0\u2009]/g, " ").replace(/[\u2010\u2011]/g, "-").replace(/\r?\n/g, " "))
      .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : "?"))
      .join("");

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN + 40) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

  const wrap = (text: string, font: PDFFont, size: number, width: number) => {
    const words = clean(text).split(/\s+/).filter(Boolean);
    const lines: Array<string> = [];
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) current = candidate;
      else {
        if (current) lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [""];
  };

  const write = (text: string, opts: { x?: number; size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; width?: number; gap?: number } = {}) => {
    const size = opts.size ?? 10;
    const font = opts.font ?? regular;
    const x = opts.x ?? MARGIN;
    const lines = wrap(text, font, size, opts.width ?? A4[0] - MARGIN - x);
    for (const line of lines) {
      ensure(size + 4);
      page.drawText(line, { x, y: y - size, size, font, color: opts.color ?? TEXT });
      y -= size + (opts.gap ?? 4);
    }
  };

  const rule = (space = 8) => {
    ensure(space * 2);
    y -= space;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.7, color: LINE });
    y -= space;
  };

  const heading = (text: string) => {
    ensure(40);
    y -= 6;
    write(text, { font: bold, size: 12, color: BRAND });
    y -= 2;
  };

  // Company header
  write(settings.general.site_name, { font: bold, size: 18, color: BRAND });
  write(`${settings.general.legal_name} – ${settings.general.legal_form} au capital de ${settings.general.capital}`, { size: 9, color: MUTED });
  write(settings.contact.address, { size: 9, color: MUTED });
  write(`Tél. ${settings.contact.phone} – ${settings.contact.email}`, { size: 9, color: MUTED });
  write(`SIRET ${settings.legal.siret} – ${settings.legal.rcs} – TVA ${settings.legal.vat}`, { size: 9, color: MUTED });
  rule(10);

  // Title block
  write(`DEVIS ESTIMATIF N° ${s.devisNumber}`, { font: bold, size: 16 });
  write(`Date : ${formatDate(s.devisDate)}`, { size: 10 });
  write(`Validité : 2 mois, jusqu'au ${formatDate(addMonths(s.devisDate, 2))}`, { size: 10 });
  write("Estimation indicative – ne constitue pas une offre ferme.", { size: 10, font: bold, color: rgb(0.55, 0.36, 0.18) });

  heading("Client");
  write(`${s.userFirstName} ${s.userLastName}`);
  write(s.userEmail);
  write(s.userPhone);

  heading("Projet");
  for (const row of projectRows(s)) {
    const top = y;
    write(`${row.label} :`, { size: 9, color: MUTED, width: 140 });
    const after = y;
    y = top;
    write(row.value, { x: MARGIN + 150, size: 9 });
    y = Math.min(y, after);
  }

  heading("Prestations");
  const cols = { name: MARGIN, qty: 360, unit: 410, total: A4[0] - MARGIN };
  const right = (text: string, xRight: number, font: PDFFont, size: number) =>
    page.drawText(clean(text), { x: xRight - font.widthOfTextAtSize(clean(text), size), y: y - size, size, font, color: TEXT });
  ensure(20);
  page.drawRectangle({ x: MARGIN, y: y - 16, width: A4[0] - 2 * MARGIN, height: 18, color: rgb(0.945, 0.961, 0.98) });
  page.drawText("Désignation", { x: cols.name + 4, y: y - 11, size: 9, font: bold, color: BRAND });
  page.drawText("Qté", { x: cols.qty, y: y - 11, size: 9, font: bold, color: BRAND });
  page.drawText("P.U. HT", { x: cols.unit + 10, y: y - 11, size: 9, font: bold, color: BRAND });
  const totalLabel = "Total HT";
  page.drawText(totalLabel, { x: cols.total - 4 - bold.widthOfTextAtSize(totalLabel, 9), y: y - 11, size: 9, font: bold, color: BRAND });
  y -= 22;
  for (const line of s.servicesDetails) {
    const lines = wrap(line.name, regular, 9, cols.qty - cols.name - 14);
    ensure(lines.length * 13 + 6);
    const top = y;
    for (const l of lines) {
      page.drawText(l, { x: cols.name + 4, y: y - 9, size: 9, font: regular, color: TEXT });
      y -= 13;
    }
    const bottom = y;
    y = top;
    page.drawText(String(line.quantity), { x: cols.qty + 6, y: y - 9, size: 9, font: regular, color: TEXT });
    right(formatEuros(line.basePrice), cols.unit + 60, regular, 9);
    right(formatEuros(line.basePrice * line.quantity), cols.total - 4, regular, 9);
    y = bottom - 4;
    page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: A4[0] - MARGIN, y: y + 2 }, thickness: 0.5, color: LINE });
  }
  y -= 6;
  const totals: Array<[string, string, boolean]> = [
    ["Total HT", formatEuros(s.totalHt), false],
    [`TVA ${Math.round(VAT_RATE * 100)} %`, formatEuros(s.totalTtc - s.totalHt), false],
    ["Total TTC", formatEuros(s.totalTtc), true],
  ];
  for (const [label, value, strong] of totals) {
    ensure(16);
    const font = strong ? bold : regular;
    const size = strong ? 11 : 10;
    page.drawText(label, { x: 360, y: y - size, size, font, color: TEXT });
    right(value, cols.total - 4, font, size);
    y -= size + 6;
  }

  heading("Conditions");
  const conditions = [
    "Estimation indicative établie automatiquement à partir des informations déclarées dans le simulateur. Le devis définitif sera établi après analyse de votre projet par un ingénieur (accès, nombre de sondages, profondeurs).",
    "Validité de l'offre : 2 mois à compter de sa date d'émission. Prix en euros hors taxes, TVA en sus au taux en vigueur (20 %).",
    "Conditions de paiement (CGV) : acompte de 30 % du montant TTC à la commande ; solde à la remise du rapport final. Paiement à réception de facture, sans escompte.",
    "Pénalités de retard : trois fois le taux d'intérêt légal, plus une indemnité forfaitaire de 40 € pour frais de recouvrement.",
    "Missions conformes à la norme NF P 94-500 (missions G1 à G5). Conditions générales de vente disponibles sur notre site (/cgv).",
  ];
  for (const c of conditions) {
    write(`• ${c}`, { size: 9, gap: 3 });
    y -= 2;
  }

  // Footer on every page
  const footer = clean(`${settings.general.legal_name} – ${settings.contact.address} – SIRET ${settings.legal.siret}`);
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    p.drawText(footer, { x: MARGIN, y: 28, size: 7, font: regular, color: MUTED, maxWidth: A4[0] - 2 * MARGIN - 60 });
    const label = `Page ${index + 1}/${pages.length}`;
    p.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 7), y: 28, size: 7, font: regular, color: MUTED });
  });

  return doc.save();
}

/** The simulation's devis as PDF bytes, or null when the simulation does not exist. */
export async function generateSimulationPdf(db: Db, simulationId: number): Promise<Uint8Array | null> {
  const [simulation] = await db.select().from(simulations).where(eq(simulations.id, simulationId));
  if (!simulation) return null;
  return renderDevisPdf(await getSettings(db), simulation);
}
