// The devis PDF, rendered ONCE when the devis is sent and kept in R2 (docs/decisions/621), with
// the CGV in force as its last pages (docs/decisions/630), and the signed PDF: the frozen
// devis' pages, the « Bon pour accord électronique » page and, for a particulier, the model
// withdrawal form, with the frozen file itself attached (docs/decisions/622, 632).
// A4, PDF/A in the embedded Liberation Sans (docs/decisions/633-pdf-a-archive.md).
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { PDFDocument } from "pdf-lib";
import type { devis } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { drawLogo } from "~/lib/files/pdf-logo.server";
import { A4, MARGIN, PDF_COLOURS, PdfWriter } from "~/lib/files/pdf-writer.server";
import { natureLabel } from "~/lib/leads/labels";
import { type DevisCgv, writeCgvPages } from "~/lib/cgv/pdf.server";
import { attachAssociatedFile, declaresPdfA } from "~/lib/pdf/archive.server";
import { contactLine, identityLine, insuranceLine, registrationLine } from "./letterhead";
import type { Letterhead } from "../../db/types";
import { formatCentsPlain, formatQuantity, indiceOf, lineAmountCents, VAT_RATE } from "./lines";
import { CLAY_LEVEL_LABELS, CLIENT_TYPE_LABELS, WITHDRAWAL_CHOICE_LABELS } from "./schema";
import { detailText, missionDetails } from "~/lib/simulator/missions";
import { cgvNotice, mediatorNotice, SIGNATURE_NOTICE, WITHDRAWAL_INFO } from "./texts";
import { CREATOR, devisFilename, drawWatermark, frame, writeWithdrawalForm } from "./pdf-parts.server";

export { devisFilename };
import { deliverySentence, formationSentences } from "./order-texts";

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
> & {
  issuedAt: Date;
  validUntil: string;
  letterhead: Letterhead;
  /** The CGV in force when it is sent, printed as its last pages (docs/decisions/630); absent: the page is only named. */
  cgv?: DevisCgv | null;
};

const day = (value: string) => formatDate(`${value}T12:00:00Z`);

/**
 * The devis as the client receives it: letterhead, client and site, lines, totals, conditions,
 * the consumer's rights and model form, and the CGV. `watermark`: the same document marked
 * across every page (the engineer's preview before sending).
 */
export async function renderDevisPdf(d: DevisDocument, options: { watermark?: string } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const l = d.letterhead;
  const indice = indiceOf(d.revision);
  const w = await PdfWriter.archive({
    title: `Devis ${d.number} – indice ${indice}`,
    author: l.legalName,
    subject: "Devis d'ingénierie géotechnique",
    identifier: `${d.number} indice ${indice}`,
    creator: CREATOR,
    created: d.issuedAt,
    part: 2,
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
    const details = missionDetails(line).map(detailText);
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
    cgvNotice(d.cgv ? { version: d.cgv.version, publishedOn: formatDate(d.cgv.publishedAt) } : null),
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
  if (d.cgv) writeCgvPages(w, d.cgv, l.legalName);

  const footer = w.clean([l.legalName, l.address, l.siret && `SIRET ${l.siret}`].filter(Boolean).join(" – "));
  const pages = w.doc.getPages();
  pages.forEach((page, index) => {
    page.drawText(footer, { x: MARGIN, y: 28, size: 7, font: regular, color: MUTED, maxWidth: A4[0] - 2 * MARGIN - 150 });
    const label = `Devis ${d.number} – indice ${indice} – page ${index + 1}/${pages.length}`;
    page.drawText(label, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(label, 7), y: 28, size: 7, font: regular, color: MUTED });
  });
  if (options.watermark) drawWatermark(w, options.watermark);
  return w.save();
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
  /** Since the signer's code (docs/decisions/626, 627): whom the devis is addressed to, the signer's quality towards them, the code's times. */
  client?: { name: string; company: string; email: string };
  signerRelation?: string | null;
  codeSentAt?: Date;
  codeVerifiedAt?: Date;
  /** The CGV the frozen devis carries (docs/decisions/630); null for a devis sent before they were versioned. */
  cgv?: { version: number; sha256: string } | null;
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

/**
 * The signed devis: the frozen devis' pages as they are, the proof page and (particulier) the
 * model withdrawal form, and the frozen file itself attached (PDF/A-3 associated file,
 * AFRelationship Source), so that the printed SHA-256 is checked from this file alone
 * (docs/decisions/632-signed-devis-embeds-the-frozen-one.md). A devis frozen before the
 * PDF/A rendering keeps its pages and hash; its signed file is then not declared PDF/A.
 */
export async function renderSignedPdf(
  frozen: Uint8Array,
  d: Pick<DevisDocument, "number" | "revision" | "clientType" | "totalHtCents" | "totalTtcCents" | "letterhead">,
  proof: AcceptanceProof,
  /** What to pay and when work starts (order-texts.ts `paymentLines`, `startSentence`). */
  payment: Array<string> = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const indice = indiceOf(d.revision);
  const frozenDoc = await PDFDocument.load(frozen, { updateMetadata: false });
  const w = await PdfWriter.archive({
    title: `Devis ${d.number} – indice ${indice} – signé`,
    author: d.letterhead.legalName,
    subject: "Devis d'ingénierie géotechnique accepté en ligne, avec la preuve de l'acceptation",
    identifier: `${d.number} indice ${indice} signé`,
    creator: CREATOR,
    created: proof.acceptedAt,
    part: declaresPdfA(frozen) ? 3 : null,
    footerSpace: 30,
    before: frozen,
  });
  const frozenName = devisFilename(d.number, d.revision);
  attachAssociatedFile(w.doc, {
    bytes: frozen,
    name: frozenName,
    description: `Devis n° ${d.number}, indice ${indice}, tel qu'il a été présenté au client (SHA-256 ${proof.pdfSha256})`,
    mimeType: "application/pdf",
    relationship: "Source",
    created: frozenDoc.getCreationDate() ?? proof.acceptedAt,
    modified: frozenDoc.getModificationDate() ?? proof.acceptedAt,
  });
  const firstAdded = w.doc.getPageCount() - 1;
  const { write } = frame(w);
  write("Bon pour accord électronique", { font: w.fonts.bold, size: 16, color: BRAND });
  w.y -= 4;
  write(
    `Le client a accepté en ligne le devis n° ${d.number}, indice ${indice}, d'un montant de ${formatCentsPlain(d.totalHtCents)} HT, soit ${formatCentsPlain(d.totalTtcCents)} TTC, par signature électronique simple (articles 1366 et 1367 du Code civil ; article 25 du règlement (UE) n° 910/2014 « eIDAS »).`,
    { size: 10, gap: 4 },
  );
  w.y -= 6;
  const rows: Array<[string, string]> = [
    ["Devis", `n° ${d.number}, indice ${indice}`],
    ...(proof.client ? [["Client", `${[proof.client.name, proof.client.company].filter(Boolean).join(", ")} – ${proof.client.email}`] as [string, string]] : []),
    ["Signataire", proof.signerName],
    ["Qualité", proof.signerQuality],
    ...(proof.signerRelation ? [["Qualité vis-à-vis du client", `${proof.signerRelation} (le signataire n'est pas le client)`] as [string, string]] : []),
    ["Mention", "« Bon pour accord » cochée par le signataire"],
    ["Date et heure", proofDateTime(proof.acceptedAt)],
    ["Lien personnel envoyé à", proof.email],
    ...(proof.codeSentAt && proof.codeVerifiedAt
      ? [
          [
            "Code de confirmation",
            `code à 6 chiffres envoyé à ${proof.email} le ${proofDateTime(proof.codeSentAt)}, saisi et vérifié le ${proofDateTime(proof.codeVerifiedAt)}`,
          ] as [string, string],
        ]
      : []),
    ["Adresse IP", proof.ip ?? "non transmise"],
    ["Navigateur (User-Agent)", proof.userAgent ?? "non transmis"],
    ["Empreinte SHA-256 du devis présenté", proof.pdfSha256],
  ];
  if (proof.cgv) rows.push(["Conditions générales de vente", `version ${proof.cgv.version}, empreinte SHA-256 du texte ${proof.cgv.sha256}`]);
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
    `Preuve conservée par ${d.letterhead.legalName} avec le devis signé. L'empreinte SHA-256 identifie le fichier du devis tel qu'il a été présenté et téléchargeable au moment de l'acceptation (pages précédentes) ; ce fichier est joint au présent PDF (pièce jointe « ${frozenName} ») : son empreinte se vérifie à partir de ce seul document.`,
    { size: 8, color: MUTED, gap: 3 },
  );
  if (proof.cgv)
    write(
      `Les conditions générales de vente acceptées sont celles de la version ${proof.cgv.version}, reproduites en dernières pages du devis présenté ; l'empreinte SHA-256 ci-dessus est celle de leur texte.`,
      { size: 8, color: MUTED, gap: 3 },
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
