// What staff read about a lead: the French label of every stored code and every number with
// its unit, for the admin screens and the CSV exports alike. Browser-safe.
// A value that is absent (a land sale has no building) gives "" — screens show "—", CSV an empty cell.
import { accessOptions, buildingTypes, floorOptions, groundOptions, startOptions } from "~/lib/simulator/schema";
import { optionLabel } from "~/lib/simulator/format";
import { projectNatures } from "~/lib/simulator/rules";

export { professionLabel, subjectLabel } from "~/lib/contact/schema";
export { LEAD_STATUS_LABELS, NEWSLETTER_STATUS_LABELS, OUTBOX_STATUS_LABELS } from "./schema";

type Code = string | null | undefined;

/** "Vente de terrain" for vente_terrain. */
export const natureLabel = (value: Code) => optionLabel(projectNatures, value);
/** "Maison individuelle" for maison_individuelle. */
export const buildingTypeLabel = (value: Code) => optionLabel(buildingTypes, value);
export const floorsLabel = (value: Code) => optionLabel(floorOptions, value);
export const startLabel = (value: Code) => optionLabel(startOptions, value);
export const accessLabel = (value: Code) => optionLabel(accessOptions, value);
export const groundLabel = (value: Code) => optionLabel(groundOptions, value);

/** "Oui" / "Non"; "" when the answer was not given. */
export function yesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  return value ? "Oui" : "Non";
}

const NBSP = "\u00a0";
const surfaceNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const euroNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
// fr-FR groups thousands with U+202F; one kind of non-breaking space keeps "1 200 € HT" on one line
// and makes the CSV cells searchable the same way as the screens.
const nbsp = (text: string) => text.replace(/[\u202f\u00a0 ]/g, NBSP);

/** A surface as entered ("120", "85,5") → "120 m²", "85,5 m²"; "" when absent or not a positive number. */
export function formatSurface(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const amount = typeof value === "number" ? value : Number.parseFloat(value.trim().replace(",", "."));
  if (!Number.isFinite(amount) || amount <= 0) return "";
  return nbsp(`${surfaceNumber.format(amount)} m²`);
}

/**
 * A surface as a spreadsheet cell: the number alone (the unit is in the column's header),
 * with a decimal comma for French spreadsheets; "" when absent or not positive.
 */
export function surfaceCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const amount = typeof value === "number" ? value : Number.parseFloat(value.trim().replace(",", "."));
  return Number.isFinite(amount) && amount > 0 ? String(amount).replace(".", ",") : "";
}

/** 1200 → "1 200 €", with "HT" or "TTC" when given: "1 200 € HT". "" when absent. */
export function formatEuros(amount: number | null | undefined, tax?: "HT" | "TTC"): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  return nbsp(`${euroNumber.format(amount)} €${tax ? ` ${tax}` : ""}`);
}

/** The kind of an e-mail of the outbox, in French (one registry: app/lib/mail/types.ts). */
export { mailTypeLabel } from "~/lib/mail/types";

const NEWSLETTER_SOURCE_LABELS: Record<string, string> = {
  actualites: "Page Actualités",
  newsletter: "Page Newsletter",
};
/** Where a newsletter subscription was made; an unknown source is shown as stored. */
export const newsletterSourceLabel = (source: string | null | undefined) => (source ? (NEWSLETTER_SOURCE_LABELS[source] ?? source) : "");
