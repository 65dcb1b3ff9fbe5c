import type { PDFFont } from "pdf-lib";
import { drawLogo } from "~/lib/files/pdf-logo.server";
import type { simulations } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { A4, MARGIN, PDF_COLOURS, PdfWriter, type WriteOptions } from "~/lib/files/pdf-writer.server";
import { addressFact, type Settings, settingFact } from "~/lib/settings/definitions";
import { siteAddress } from "~/lib/terrain/place";
import { projectRows } from "./emails.server";
import { detailText, missionDetails } from "./missions";
import { ESTIMATE_NOTE, estimatePricesNote, NEXT_STEP_NOTE, ORDER_NOTE, quoteLinesOf, VAT_RATE } from "./pricing";

type Simulation = typeof simulations.$inferSelect;

const { brand: BRAND, muted: MUTED, text: TEXT, line: LINE, tint: TINT } = PDF_COLOURS;

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1 200,00 € — WinAnsi (standard fonts) has no narrow no-break space: a plain space. */
export function formatPdfEuros(amount: number) {
  return euros.format(amount).replace(/[\u202f\u00a0]/g, " ");
}

/**
 * The estimate PDF (A4, PDF/A with an embedded Unicode font), rendered from
 * the stored simulation only: its frozen lines and totals, never today's prices. Company
 * facts still equal to their seed placeholder are left out (settingFact). An estimate, not a
 * devis: nothing to sign; rendered once and kept (estimate.server.ts, docs/decisions/610).
 */
export async function renderEstimatePdf(settings: Settings, s: Simulation): Promise<Uint8Array<ArrayBuffer>> {
  // PDF/A-2b in the embedded Liberation Sans (docs/decisions/633-pdf-a-archive.md).
  const w = await PdfWriter.archive({
    title: `Estimation ${s.devisNumber}`,
    author: settings.general.legal_name,
    subject: "Estimation indicative d'une étude géotechnique",
    identifier: s.devisNumber,
    creator: "Lutetia Géotechnique – simulateur en ligne",
    // The same stored quote always gives the same document.
    created: s.devisDate,
    part: 2,
    footerSpace: 30,
  });
  const { doc, right } = w;
  const { regular, bold } = w.fonts;
  const clean = (value: string) => w.clean(value);
  const wrap = (text: string, font: PDFFont, size: number, width: number) => w.wrap(text, font, size, width);
  const ensure = (height: number) => w.ensure(height);
  const write = (text: string, opts: WriteOptions = {}) => w.write(text, opts);
  const alignRight = (text: string, xRight: number, font: PDFFont, size: number, top = w.y) =>
    w.page.drawText(clean(text), { x: xRight - font.widthOfTextAtSize(clean(text), size), y: top - size, size, font, color: TEXT });

  const rule = (space = 8) => {
    ensure(space * 2);
    w.y -= space;
    w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: right, y: w.y }, thickness: 0.7, color: LINE });
    w.y -= space;
  };

  const heading = (text: string) => {
    ensure(44);
    w.y -= 8;
    write(text, { font: bold, size: 11.5, color: BRAND });
    w.y -= 2;
  };

  // Letterhead: logo, the firm's name and its facts (placeholders left out).
  const top = w.y;
  drawLogo(w.page, MARGIN, top, 46);
  const textX = MARGIN + 58;
  const headWidth = 250;
  write(settings.general.site_name, { x: textX, font: bold, size: 16, color: BRAND, width: headWidth });
  write(`${settings.general.legal_name} – ${settings.general.legal_form} au capital de ${settings.general.capital}`, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const facts = (parts: Array<string | null>) => parts.filter((p): p is string => Boolean(p)).join(" – ");
  const address = addressFact(settings);
  if (address) write(address, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const reach = facts([settingFact(settings, "contact", "phone") && `Tél. ${settings.contact.phone}`, settingFact(settings, "contact", "email")]);
  if (reach) write(reach, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const ids = facts([
    settingFact(settings, "legal", "siret") && `SIRET ${settings.legal.siret}`,
    settingFact(settings, "legal", "rcs"),
    settingFact(settings, "legal", "vat") && `TVA ${settings.legal.vat}`,
  ]);
  if (ids) write(ids, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const letterheadBottom = Math.min(w.y, top - 50);

  // Title block, top right.
  w.y = top;
  const boxX = 360;
  w.page.drawRectangle({ x: boxX, y: top - 62, width: right - boxX, height: 62, color: TINT });
  write(`ESTIMATION N° ${s.devisNumber}`, { x: boxX + 10, font: bold, size: 12, color: BRAND });
  write(`Date : ${formatDate(s.devisDate)}`, { x: boxX + 10, size: 9, gap: 3 });
  write("Prix indicatifs du catalogue à cette date", { x: boxX + 10, size: 9, gap: 3 });
  w.y = Math.min(letterheadBottom, top - 66);
  rule(8);

  // Client and site, side by side.
  const blockTop = w.y;
  write("Client", { font: bold, size: 10.5, color: BRAND });
  write(`${s.userFirstName} ${s.userLastName}`, { size: 9.5, width: 230 });
  write(s.userEmail, { size: 9.5, width: 230 });
  write(s.userPhone, { size: 9.5, width: 230 });
  const clientBottom = w.y;
  w.y = blockTop;
  write("Adresse du chantier", { x: 310, font: bold, size: 10.5, color: BRAND });
  const siteWidth = right - 310;
  if (s.site) {
    // The plot checked on /mon-terrain: its address, INSEE code and clay exposure, dated.
    write(siteAddress(s.site), { x: 310, size: 9.5, width: siteWidth });
    write(`Code INSEE : ${s.site.inseeCode}`, { x: 310, size: 9, color: MUTED, width: siteWidth });
    if (s.site.clay) {
      write(`${s.site.clay.label}.`, { x: 310, size: 9, font: bold, width: siteWidth, gap: 4 });
      write(`Source : ${s.site.clay.source}, consultée le ${formatDate(new Date(s.site.clay.readAt))}.`, { x: 310, size: 7.5, color: MUTED, width: siteWidth });
    }
  } else {
    write(s.location, { x: 310, size: 9.5, width: siteWidth });
  }
  w.y = Math.min(w.y, clientBottom);

  heading("Votre projet");
  for (const row of projectRows(s)) {
    const rowTop = w.y;
    write(`${row.label} :`, { size: 9, color: MUTED, width: 140, gap: 3 });
    const after = w.y;
    w.y = rowTop;
    write(row.value, { x: MARGIN + 150, size: 9, gap: 3 });
    w.y = Math.min(w.y, after);
  }

  // Missions and modifiers, each on its own line, with its amount excluding VAT.
  const lines = quoteLinesOf(s);
  const amountX = right - 4;
  const textWidth = amountX - 90 - MARGIN - 4;
  const tableHeader = (title: string) => {
    ensure(40);
    w.y -= 6;
    w.page.drawRectangle({ x: MARGIN, y: w.y - 16, width: right - MARGIN, height: 18, color: TINT });
    w.page.drawText(clean(title), { x: MARGIN + 4, y: w.y - 11, size: 9, font: bold, color: BRAND });
    alignRight("Montant HT", amountX, bold, 9, w.y - 2);
    w.y -= 22;
  };
  const lineRow = (label: string, details: Array<string>, amount: number) => {
    const labelLines = wrap(label, bold, 9, textWidth);
    const detailLines = details.flatMap((d) => wrap(d, regular, 8, textWidth));
    ensure(labelLines.length * 12 + detailLines.length * 10 + 8);
    alignRight(formatPdfEuros(amount), amountX, regular, 9);
    for (const l of labelLines) {
      w.page.drawText(l, { x: MARGIN + 4, y: w.y - 9, size: 9, font: bold, color: TEXT });
      w.y -= 12;
    }
    for (const l of detailLines) {
      w.page.drawText(l, { x: MARGIN + 12, y: w.y - 8, size: 8, font: regular, color: MUTED });
      w.y -= 10;
    }
    w.y -= 3;
    w.page.drawLine({ start: { x: MARGIN, y: w.y + 1 }, end: { x: right, y: w.y + 1 }, thickness: 0.5, color: LINE });
    w.y -= 3;
  };

  heading("Missions");
  write("Chaque mission comprend les investigations décrites (sondages, essais), leur interprétation par un ingénieur géotechnicien et la remise d'un rapport écrit.", {
    size: 8.5,
    color: MUTED,
    gap: 3,
  });
  tableHeader("Désignation");
  for (const line of lines.filter((l) => l.kind === "mission")) {
    const details = missionDetails({ kind: "mission", label: line.label, detail: line.detail, programme: line.programme ?? "", mission: line.mission }).map(detailText);
    lineRow(line.label, details, line.amountHt);
  }
  const modifiers = lines.filter((l) => l.kind === "modifier");
  if (modifiers.length > 0) {
    tableHeader("Majorations");
    for (const line of modifiers) lineRow(line.label, line.detail ? [line.detail] : [], line.amountHt);
  }

  w.y -= 4;
  const totals: Array<[string, number, boolean]> = [
    ["Total HT", s.totalHt, false],
    [`TVA ${Math.round(VAT_RATE * 100)} %`, s.totalTtc - s.totalHt, false],
    ["Total TTC", s.totalTtc, true],
  ];
  ensure(60);
  for (const [label, value, strong] of totals) {
    const font = strong ? bold : regular;
    const size = strong ? 11 : 10;
    w.page.drawText(label, { x: 360, y: w.y - size, size, font, color: strong ? BRAND : TEXT });
    alignRight(formatPdfEuros(value), amountX, font, size);
    w.y -= size + 6;
  }
  w.y -= 4;
  write(ESTIMATE_NOTE, { font: bold, size: 10, color: BRAND });
  write(NEXT_STEP_NOTE, { size: 9, gap: 3 });
  write(ORDER_NOTE, { size: 9, font: bold, gap: 3 });

  heading("Conditions");
  const insurance = settingFact(settings, "legal", "insurance_rc_pro");
  const paymentTerms = settingFact(settings, "legal", "payment_terms");
  const conditions = [
    `${estimatePricesNote(formatDate(s.devisDate))} TVA au taux de ${Math.round(VAT_RATE * 100)} %.`,
    ...(paymentTerms ? [`Conditions de paiement : ${paymentTerms}`] : []),
    insurance
      ? `Assurance responsabilité civile professionnelle : ${insurance}.`
      : "Assurance : la société est assurée au titre de sa responsabilité civile professionnelle ; une attestation est remise sur simple demande.",
    "Nos conditions générales de vente (rubrique « CGV » de notre site internet) s'appliquent au devis confirmé.",
  ];
  for (const c of conditions) write(`• ${c}`, { size: 8.5, gap: 3 });

  // Footer on every page.
  const footer = clean(facts([settings.general.legal_name, address, settingFact(settings, "legal", "siret") && `SIRET ${settings.legal.siret}`]));
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    p.drawText(footer, { x: MARGIN, y: 28, size: 7, font: regular, color: MUTED, maxWidth: A4[0] - 2 * MARGIN - 60 });
    const label = `Page ${index + 1}/${pages.length}`;
    p.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 7), y: 28, size: 7, font: regular, color: MUTED });
  });

  return w.save();
}
