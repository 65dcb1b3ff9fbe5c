// The producer of each kind of mail attachment, written by its owner (docs/decisions/917).
import type { MailAttachmentRef } from "~/db/schema";
import { devisDocumentAttachment } from "~/lib/devis/documents.server";
import { storedDevisAttachment } from "~/lib/devis/pdf.server";
import { visitIcsAttachment } from "~/lib/devis/visit-calendar.server";
import { type AttachmentDeps, type AttachmentProducers, attachmentResolver, type MailAttachment } from "~/lib/mail/attachments";
import { insuranceAttestationAttachment } from "~/lib/settings/insurance-attestation.server";
import { estimateAttachment } from "~/lib/simulator/estimate.server";
import { terrainAttachment } from "~/lib/terrain/report.server";

export const ATTACHMENT_PRODUCERS: AttachmentProducers = {
  "simulation-pdf": estimateAttachment,
  "terrain-pdf": terrainAttachment,
  "stored-pdf": storedDevisAttachment,
  "insurance-attestation": insuranceAttestationAttachment,
  "visit-ics": visitIcsAttachment,
  "devis-document": devisDocumentAttachment,
};

/** The bytes of an attachment referenced by an outbox row, as the consumer attaches them. */
export function resolveMailAttachment(deps: AttachmentDeps, ref: MailAttachmentRef): Promise<MailAttachment> {
  return attachmentResolver(ATTACHMENT_PRODUCERS, deps)(ref);
}
