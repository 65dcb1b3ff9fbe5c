// The devis PDF, rendered ONCE when the devis is sent and kept in R2 (docs/decisions/621), and
// the signed PDF: those same bytes loaded with pdf-lib, plus the « Bon pour accord
// électronique » page and, for a particulier, the model withdrawal form.
// A4, standard fonts (WinAnsi covers French accents and €). docs/decisions/621, 622.
import type { AttachmentProducer } from "~/lib/mail/attachments";
import type { PDFFont } from "pdf-lib";
import type { devis } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { drawLogo } from "~/lib/files/pdf-logo.server";
import { A4, MARGIN, PDF_COLOURS, PdfWriter, type WriteOptions } from "~/lib/files/pdf-writer.server";
import { natureLabel } from "~/lib/leads/labels";
import { contactLine, identityLine, insuranceLine, registrationLine } from "./letterhead";
import type { Letterhead } from "../../db/types";
import { formatCentsPlain, formatQuantity, indiceOf, lineAmountCents, VAT_RATE } from "./lines";
import { CLAY_LEVEL_LABELS, CLIENT_TYPE_LABELS, WITHDRAWAL_CHOICE_LABELS } from "./schema";
import { deliverySentence, formationSentences } from "./order-texts";
import { mediatorNotice, SIGNATURE_NOTICE, WITHDRAWAL_INFO, withdrawalFormLines } from "./texts";

type DevisRow = typeof devis.$inferSelect;

const { brand: BRAND, muted: MUTED, text: TEXT, line: LINE, tint: TINT } = PDF_COLOURS;

export type DevisDocument = Pick<
  DevisRow,
  | "number"
  | "revision"
  | "estimateReference"
  | "clientType"
  | "clientName"
  | "clientCompany"
  | "clientEmail"
  | "clientPhone"
  | "clientAddress"
  | "siteStreet"
  | "sitePostcode"
  | "siteCity"
  | "siteInseeCode"
  | "clayLevel"
  | "claySource"
  | "clayReadOn"
  | "projectNature"
  | "projectDescription"
  | "lines"
  | "discountLabel"
  | "discountCents"
  | "totalHtCents"
  | "tvaCents"
  | "totalTtcCents"
  | "paymentTerms"
  | "deliveryWeeks"
  | "depositPercent"
  | "depositDueCents"
  | "note"
> & { issuedAt: Date; validUntil: string; letterhead: Letterhead };

/** A mission of the NF P 94-500 classification (G1 to G5) by its name. */
const isNormMission = (label: string) => /\bG[1-5]\b/.test(label);

const day = (value: string) => formatDate(`${value}T12:00:00Z`);

export function devisFilename(number: string, revision: number, signed = false) {
  return `devis-${number}-indice-${indiceOf(revision)}${signed ? "-signe" : ""}.pdf`;
}

function frame(w: PdfWriter) {
  const write = (text: string, opts: WriteOptions = {}) => w.write(text, opts);
  const heading = (text: string) => {
    w.ensure(44);
    w.y -= 8;
    write(text, { font: w.fonts.bold, size: 11.5, color: BRAND });
    w.y -= 2;
  };
  const rule = (space = 8) => {
    w.ensure(space * 2);
    w.y -= space;
    w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: w.right, y: w.y }, thickness: 0.7, color: LINE });
    w.y -= space;
  };
  const alignRight = (text: string, xRight: number, font: PDFFont, size: number, top = w.y) => {
    const clean = w.clean(text);
    w.page.drawText(clean, { x: xRight - font.widthOfTextAtSize(clean, size), y: top - size, size, font, color: TEXT });
  };
  return { write, heading, rule, alignRight };
}

/** The devis as the client receives it: letterhead, client and site, lines, totals, conditions. */
export async function renderDevisPdf(d: DevisDocument): Promise<Uint8Array<ArrayBuffer>> {
  const l = d.letterhead;
  const indice = indiceOf(d.revision);
  const w = await PdfWriter.create({
    title: `Devis ${d.number} – indice ${indice}`,
    author: l.legalName,
    subject: "Devis d'ingénierie géotechnique",
    date: d.issuedAt,
    footerSpace: 30,
  });
  const { regular, bold } = w.fonts;
  const { write, heading, rule, alignRight } = frame(w);

  // Letterhead.
  const top = w.y;
  drawLogo(w.page, MARGIN, top, 46);
  const textX = MARGIN + 58;
  const headWidth = 250;
  write(l.siteName, { x: textX, font: bold, size: 16, color: BRAND, width: headWidth });
  write(identityLine(l), { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  if (l.address) write(l.address, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const reach = contactLine(l);
  if (reach) write(reach, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const ids = registrationLine(l);
  if (ids) write(ids, { x: textX, size: 8, color: MUTED, width: headWidth, gap: 2 });
  const letterheadBottom = Math.min(w.y, top - 50);

  w.y = top;
  const boxX = 360;
  w.page.drawRectangle({ x: boxX, y: top - 74, width: w.right - boxX, height: 74, color: TINT });
  write(`DEVIS N° ${d.number}`, { x: boxX + 10, font: bold, size: 13, color: BRAND });
  write(`Indice ${indice}`, { x: boxX + 10, font: bold, size: 9.5, gap: 3 });
  write(`Date : ${formatDate(d.issuedAt)}`, { x: boxX + 10, size: 9, gap: 3 });
  write(`Valable jusqu'au ${day(d.validUntil)}`, { x: boxX + 10, size: 9, gap: 3 });
  w.y = Math.min(letterheadBottom, top - 78);
  rule(8);

  // Client and site, side by side.
  const blockTop = w.y;
  write(`Client – ${CLIENT_TYPE_LABELS[d.clientType].toLowerCase()}`, { font: bold, size: 10.5, color: BRAND, width: 240 });
  for (const part of [d.clientCompany, d.clientName, ...d.clientAddress.split(/\r?\n/), d.clientEmail, d.clientPhone]) {
    if (part.trim()) write(part.trim(), { size: 9.5, width: 240 });
  }
  const clientBottom = w.y;
  w.y = blockTop;
  write("Adresse du chantier", { x: 310, font: bold, size: 10.5, color: BRAND });
  if (d.siteStreet) write(d.siteStreet, { x: 310, size: 9.5 });
  write(`${d.sitePostcode} ${d.siteCity}`.trim(), { x: 310, size: 9.5 });
  if (d.siteInseeCode) write(`Code INSEE de la commune : ${d.siteInseeCode}`, { x: 310, size: 8.5, color: MUTED });
  if (d.clayLevel) {
    const source = [d.claySource, d.clayReadOn ? `lue le ${day(d.clayReadOn)}` : null].filter(Boolean).join(", ");
    write(`Retrait-gonflement des argiles : ${CLAY_LEVEL_LABELS[d.clayLevel].toLowerCase()}${source ? ` (${source})` : ""}`, { x: 310, size: 8.5, color: MUTED });
  }
  w.y = Math.min(w.y, clientBottom);

  heading("Votre projet");
  const project = [natureLabel(d.projectNature), d.projectDescription].filter(Boolean).join(" – ");
  if (project) write(project, { size: 9.5, gap: 3 });
  if (d.estimateReference) write(`Ce devis confirme et remplace l'estimation indicative ${d.estimateReference} issue du simulateur.`, { size: 8.5, color: MUTED, gap: 3 });

  // Lines.
  heading("Prestations");
  write("Chaque mission comprend les investigations décrites (programme), leur interprétation par un ingénieur géotechnicien et la remise d'un rapport écrit.", {
    size: 8.5,
    color: MUTED,
    gap: 3,
  });
  const amountRight = w.right - 4;
  const unitRight = amountRight - 78;
  const qtyRight = unitRight - 74;
  const textWidth = qtyRight - 40 - MARGIN;
  const tableHeader = () => {
    w.ensure(40);
    w.y -= 6;
    w.page.drawRectangle({ x: MARGIN, y: w.y - 16, width: w.right - MARGIN, height: 18, color: TINT });
    w.page.drawText("Désignation", { x: MARGIN + 4, y: w.y - 11, size: 9, font: bold, color: BRAND });
    alignRight("Qté", qtyRight, bold, 9, w.y - 2);
    alignRight("PU HT", unitRight, bold, 9, w.y - 2);
    alignRight("Montant HT", amountRight, bold, 9, w.y - 2);
    w.y -= 22;
  };
  tableHeader();
  for (const line of d.lines) {
    const labelLines = w.wrap(line.label, bold, 9, textWidth);
    const details = [
      ...(line.kind === "mission" && isNormMission(line.label) ? ["Mission géotechnique selon la norme NF P 94-500."] : []),
      ...(line.detail ? [line.kind === "mission" ? `Comprend : ${line.detail}` : line.detail] : []),
      ...(line.programme ? [`Programme d'investigations : ${line.programme}`] : []),
    ];
    const detailLines = details.flatMap((text) => w.wrap(text, regular, 8, textWidth));
    w.ensure(labelLines.length * 12 + detailLines.length * 10 + 8);
    alignRight(formatQuantity(line.quantity), qtyRight, regular, 9);
    alignRight(formatCentsPlain(line.unitPriceCents), unitRight, regular, 9);
    alignRight(formatCentsPlain(lineAmountCents(line)), amountRight, regular, 9);
    for (const text of labelLines) {
      w.page.drawText(text, { x: MARGIN + 4, y: w.y - 9, size: 9, font: bold, color: TEXT });
      w.y -= 12;
    }
    for (const text of detailLines) {
      w.page.drawText(text, { x: MARGIN + 12, y: w.y - 8, size: 8, font: regular, color: MUTED });
      w.y -= 10;
    }
    w.y -= 3;
    w.page.drawLine({ start: { x: MARGIN, y: w.y + 1 }, end: { x: w.right, y: w.y + 1 }, thickness: 0.5, color: LINE });
    w.y -= 3;
  }

  // Totals.
  w.y -= 4;
  const subtotal = d.totalHtCents + d.discountCents;
  const totals: Array<[string, number, boolean]> = [
    ...(d.discountCents > 0
      ? ([
          ["Total des prestations HT", subtotal, false],
          [`Remise${d.discountLabel ? ` – ${d.discountLabel}` : ""}`, -d.discountCents, false],
        ] as Array<[string, number, boolean]>)
      : []),
    ["Total HT", d.totalHtCents, false],
    [`TVA ${Math.round(VAT_RATE * 100)} %`, d.tvaCents, false],
    ["Total TTC", d.totalTtcCents, true],
  ];
  w.ensure(totals.length * 18 + 10);
  for (const [label, value, strong] of totals) {
    const font = strong ? bold : regular;
    const size = strong ? 11 : 10;
    const labelLines = w.wrap(label, font, size, amountRight - 90 - 300);
    w.page.drawText(labelLines[0], { x: 300, y: w.y - size, size, font, color: strong ? BRAND : TEXT });
    alignRight(formatCentsPlain(value), amountRight, font, size);
    w.y -= size + 6;
  }

  heading("Délai et conditions");
  const conditions = [
    deliverySentence(d),
    `Validité : ce devis est valable jusqu'au ${day(d.validUntil)}. Prix en euros hors taxes ; TVA au taux de ${Math.round(VAT_RATE * 100)} %.`,
    d.paymentTerms ? `Conditions de paiement : ${d.paymentTerms}` : null,
    insuranceLine(l),
    "Nos conditions générales de vente (rubrique « CGV » de notre site internet) s'appliquent ; les conditions particulières du présent devis prévalent.",
    ...formationSentences(d),
  ].filter((text): text is string => Boolean(text));
  for (const text of conditions) write(`• ${text}`, { size: 8.5, gap: 3 });
  if (d.note) {
    heading("Note");
    for (const paragraph of d.note.split(/\r?\n/).filter((p) => p.trim())) write(paragraph, { size: 9, gap: 3 });
  }

  if (d.clientType === "particulier") {
    heading("Vos droits de consommateur");
    for (const text of WITHDRAWAL_INFO) write(text, { size: 8.5, gap: 3 });
    if (l.mediator) write(mediatorNotice(l.mediator), { size: 8.5, gap: 3 });
    // The model form, on a page of its own (annexe à l'article R221-1).
    w.ensure(10_000);
    writeWithdrawalForm(w, l);
  }

  const footer = w.clean([l.legalName, l.address, l.siret && `SIRET ${l.siret}`].filter(Boolean).join(" – "));
  const pages = w.doc.getPages();
  pages.forEach((page, index) => {
    page.drawText(footer, { x: MARGIN, y: 28, size: 7, font: regular, color: MUTED, maxWidth: A4[0] - 2 * MARGIN - 150 });
    const label = `Devis ${d.number} – indice ${indice} – page ${index + 1}/${pages.length}`;
    page.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 7), y: 28, size: 7, font: regular, color: MUTED });
  });
  return w.save();
}

function writeWithdrawalForm(w: PdfWriter, l: Letterhead, orderedOn?: { day: string; reference: string }) {
  const [title, ...rest] = withdrawalFormLines({ legalName: l.legalName, address: l.address ?? "", email: l.email }, orderedOn);
  w.write(title, { font: w.fonts.bold, size: 12, color: BRAND });
  w.y -= 4;
  for (const text of rest) {
    w.write(text, { size: 9.5, gap: text.endsWith(":") ? 22 : 6 });
  }
}

/** « Acompte et début de la mission » on the signed devis: docs/decisions/642. */
function writePaymentBlock(w: PdfWriter, lines: Array<string>) {
  if (lines.length === 0) return;
  w.y -= 10;
  w.write("Acompte et début de la mission", { font: w.fonts.bold, size: 11.5, color: BRAND });
  w.y -= 2;
  for (const text of lines) w.write(text, { size: 9.5, gap: 3 });
}

export type AcceptanceProof = {
  signerName: string;
  signerQuality: string;
  withdrawalChoice: "attendre" | "commencer" | null;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  pdfSha256: string;
  /** Where the personal link was sent. */
  email: string;
};

const proofTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** « 12/03/2026 à 14:32:05 (heure de Paris) ». */
export function proofDateTime(date: Date): string {
  return `${proofTime.format(date).replace(" ", " à ").replace(",", "")} (heure de Paris)`;
}

/** The frozen devis, unchanged, followed by the proof page and (particulier) the model withdrawal form. */
export async function renderSignedPdf(
  frozen: Uint8Array,
  d: Pick<DevisDocument, "number" | "revision" | "clientType" | "totalHtCents" | "totalTtcCents" | "letterhead">,
  proof: AcceptanceProof,
  /** What to pay and when work starts (order-texts.ts `paymentLines`, `startSentence`). */
  payment: Array<string> = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const w = await PdfWriter.append(frozen, { date: proof.acceptedAt, footerSpace: 30 });
  const firstAdded = w.doc.getPageCount() - 1;
  const { write } = frame(w);
  const indice = indiceOf(d.revision);
  write("Bon pour accord électronique", { font: w.fonts.bold, size: 16, color: BRAND });
  w.y -= 4;
  write(
    `Le client a accepté en ligne le devis n° ${d.number}, indice ${indice}, d'un montant de ${formatCentsPlain(d.totalHtCents)} HT, soit ${formatCentsPlain(d.totalTtcCents)} TTC, par signature électronique simple (articles 1366 et 1367 du Code civil ; article 25 du règlement (UE) n° 910/2014 « eIDAS »).`,
    { size: 10, gap: 4 },
  );
  w.y -= 6;
  const rows: Array<[string, string]> = [
    ["Devis", `n° ${d.number}, indice ${indice}`],
    ["Signataire", proof.signerName],
    ["Qualité", proof.signerQuality],
    ["Mention", "« Bon pour accord » cochée par le signataire"],
    ["Date et heure", proofDateTime(proof.acceptedAt)],
    ["Lien personnel envoyé à", proof.email],
    ["Adresse IP", proof.ip ?? "non transmise"],
    ["Navigateur (User-Agent)", proof.userAgent ?? "non transmis"],
    ["Empreinte SHA-256 du devis présenté", proof.pdfSha256],
  ];
  if (d.clientType === "particulier" && proof.withdrawalChoice) rows.push(["Début de la mission", WITHDRAWAL_CHOICE_LABELS[proof.withdrawalChoice]]);
  for (const [label, value] of rows) {
    const rowTop = w.y;
    write(`${label} :`, { size: 9, color: MUTED, width: 150, gap: 3 });
    const after = w.y;
    w.y = rowTop;
    write(value, { x: MARGIN + 160, size: 9, gap: 3 });
    w.y = Math.min(w.y, after) - 3;
  }
  w.y -= 6;
  write(SIGNATURE_NOTICE, { size: 8, color: MUTED, gap: 3 });
  write(
    `Preuve conservée par ${d.letterhead.legalName} avec le devis signé. L'empreinte SHA-256 identifie le fichier du devis tel qu'il a été présenté et téléchargeable au moment de l'acceptation (pages précédentes).`,
    {
      size: 8,
      color: MUTED,
      gap: 3,
    },
  );
  writePaymentBlock(w, payment);
  if (d.clientType === "particulier") {
    w.y -= 10;
    write(WITHDRAWAL_INFO[0], { size: 8.5, gap: 3 });
    w.ensure(10_000);
    writeWithdrawalForm(w, d.letterhead, { day: formatDate(proof.acceptedAt), reference: `devis n° ${d.number}, indice ${indice}` });
  }
  const pages = w.doc.getPages();
  pages.slice(firstAdded).forEach((page, index) => {
    const label = `Devis ${d.number} – indice ${indice} – bon pour accord électronique ${index + 1}/${pages.length - firstAdded}`;
    page.drawText(w.clean(label), { x: A4[0] - MARGIN - w.fonts.regular.widthOfTextAtSize(w.clean(label), 7), y: 28, size: 7, font: w.fonts.regular, color: MUTED });
  });
  return w.save();
}

/** A devis e-mail's attachment: the frozen or signed PDF stored in ATTACHMENTS, sent as it is. */
export const storedDevisAttachment: AttachmentProducer<"stored-pdf"> = async (deps, ref) => {
  // Only the devis documents the Worker stored itself: a reference is never a path a visitor chose.
  if (!ref.key.startsWith("devis/")) throw new Error(`Pièce jointe refusée : ${ref.key}`);
  const object = await deps.env.ATTACHMENTS.get(ref.key);
  if (!object) throw new Error(`Document ${ref.key} introuvable pour la pièce jointe`);
  return { filename: ref.filename, contentType: "application/pdf", content: new Uint8Array(await object.arrayBuffer()) };
};
