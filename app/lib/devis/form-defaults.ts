// The draft's stored values as its form's initial values (amounts in euros). Browser-safe.
import type { devis } from "~/db/schema";
import type { DevisFormValues } from "./schema";

export function devisFormDefaults(row: typeof devis.$inferSelect): DevisFormValues {
  return {
    version: row.version,
    ownerId: row.ownerId,
    clientType: row.clientType,
    clientName: row.clientName,
    clientCompany: row.clientCompany,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    clientAddress: row.clientAddress,
    siteStreet: row.siteStreet,
    sitePostcode: row.sitePostcode,
    siteCity: row.siteCity,
    siteInseeCode: row.siteInseeCode ?? "",
    clayLevel: row.clayLevel,
    claySource: row.claySource ?? "",
    clayReadOn: row.clayReadOn ?? "",
    projectNature: row.projectNature,
    projectDescription: row.projectDescription,
    lines: row.lines.map((line) => ({
      kind: line.kind,
      catalogueId: line.catalogueId ?? undefined,
      label: line.label,
      detail: line.detail,
      programme: line.programme,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents / 100,
    })),
    discountLabel: row.discountLabel,
    discountAmount: row.discountCents / 100,
    validityMonths: row.validityMonths,
    // A draft's validUntil is the date staff chose (set by sending otherwise): docs/decisions/648.
    validUntilDay: row.validUntil ?? "",
    paymentTerms: row.paymentTerms,
    deliveryWeeks: row.deliveryWeeks ?? undefined,
    note: row.note,
    clientReminder: row.clientReminder,
  };
}
