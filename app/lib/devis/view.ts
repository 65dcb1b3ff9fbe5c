// What a page shows of a devis (the client's page, the admin's view of a sent devis): never
// the token, the staff's fields or the proof's IP. Browser-safe.
import type { devis } from "~/db/schema";
import { indiceOf, lineAmountCents } from "./lines";

type DevisRow = typeof devis.$inferSelect;

export function devisView(row: DevisRow) {
  return {
    number: row.number,
    indice: indiceOf(row.revision),
    clientType: row.clientType,
    clientName: row.clientName,
    clientCompany: row.clientCompany,
    clientAddress: row.clientAddress,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    siteStreet: row.siteStreet,
    sitePostcode: row.sitePostcode,
    siteCity: row.siteCity,
    siteInseeCode: row.siteInseeCode,
    clayLevel: row.clayLevel,
    claySource: row.claySource,
    clayReadOn: row.clayReadOn,
    projectNature: row.projectNature,
    projectDescription: row.projectDescription,
    estimateReference: row.estimateReference,
    lines: row.lines.map((line, index) => ({ ...line, position: index + 1, amountCents: lineAmountCents(line) })),
    discountLabel: row.discountLabel,
    discountCents: row.discountCents,
    totalHtCents: row.totalHtCents,
    tvaCents: row.tvaCents,
    totalTtcCents: row.totalTtcCents,
    paymentTerms: row.paymentTerms,
    deliveryWeeks: row.deliveryWeeks,
    depositPercent: row.depositPercent,
    depositDueCents: row.depositDueCents,
    note: row.note,
    sentAt: row.sentAt,
    validUntil: row.validUntil,
    letterhead: row.letterhead,
    /** The CGV version its PDF carries as its last pages (docs/decisions/630); null before versioning. */
    cgvVersion: row.cgvVersion,
  };
}

export type DevisView = ReturnType<typeof devisView>;
