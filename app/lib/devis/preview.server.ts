// What the engineer checks before « Envoyer au client » (docs/decisions/628): the PDF the
// draft would be frozen into if sent now, rendered by the same renderer from the same inputs
// as sendDevis (issue date, validity, letterhead from the settings) and marked « Aperçu – non
// envoyé » on every page; and the confirmation that names the recipient, the total TTC and the
// attachments of the e-mail about to leave. Nothing is stored.
import type { Db } from "~/db/client.server";
import { parisDay } from "~/lib/dates";
import { attestationOf } from "~/lib/settings/insurance-attestation";
import { type DevisRow, getDevis } from "./devis.server";
import { sentEmail } from "./emails.server";
import { indiceOf } from "./lines";
import { renderDevisPdf } from "./pdf.server";
import { documentAttachments, documentsOf } from "./documents.server";
import { documentToFreeze, sendCheckContext, sendProblems } from "./send.server";

export const PREVIEW_WATERMARK = "Aperçu – non envoyé";
/** The devis screen's `?dialog=` value of the sending confirmation. */
export const SEND_DIALOG = "envoi";

export function previewFilename(number: string, revision: number) {
  return `apercu-devis-${number}-indice-${indiceOf(revision)}.pdf`;
}

export type PreviewOutcome = { ok: true; pdf: Uint8Array<ArrayBuffer>; filename: string } | { ok: false; reason: "not-found" | "not-draft" };

/** The draft as it was last saved, rendered as sendDevis would freeze it at `now`, watermarked. */
export async function previewDevisPdf(db: Db, id: number, now = new Date()): Promise<PreviewOutcome> {
  const row = await getDevis(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status !== "brouillon") return { ok: false, reason: "not-draft" };
  const pdf = await renderDevisPdf(documentToFreeze(row, await sendCheckContext(db), now), { watermark: PREVIEW_WATERMARK });
  return { ok: true, pdf, filename: previewFilename(row.number, row.revision) };
}

/** What keeps the saved draft `id` from being sent (empty: it can be). */
export type SendConfirmation = {
  version: number;
  to: string;
  toName: string;
  totalHtCents: number;
  totalTtcCents: number;
  validUntil: string;
  attachments: Array<string>;
};

/**
 * What « Confirmer l'envoi » will send, read from the e-mail sendDevis writes (so an
 * attachment added there is listed here too); null while something keeps the draft from
 * being sent (the checklist says what).
 */
export async function sendConfirmation(db: Db, row: DevisRow, now = new Date()): Promise<SendConfirmation | null> {
  if (row.status !== "brouillon") return null;
  const check = await sendCheckContext(db);
  const { settingRows, settings, catalogue, cgv, missions } = check;
  if (sendProblems(row, settings, catalogue, cgv, missions, parisDay(now)).length > 0) return null;
  const [{ validUntil }, documents] = [documentToFreeze(row, check, now), await documentsOf(db, row.id)];
  const email = sentEmail(
    settings,
    { ...row, status: "envoye", sentAt: now, validUntil },
    {
      link: "",
      pdfKey: "devis/apercu.pdf",
      owner: null,
      privacyLink: "",
      attestation: attestationOf(settingRows),
      documents: documentAttachments(documents),
    },
  );
  return {
    version: row.version,
    to: row.clientEmail,
    toName: [row.clientName, row.clientCompany].filter(Boolean).join(", "),
    totalHtCents: row.totalHtCents,
    totalTtcCents: row.totalTtcCents,
    validUntil,
    attachments: (email.attachments ?? []).map((attachment) => attachment.filename),
  };
}
