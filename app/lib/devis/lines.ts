// The lines and totals of a devis. Amounts are integer cents (a devis may carry a unit
// price such as 187,50 € HT); HT / TVA / TTC are computed here and only on the server's
// call: a total posted by a form is never read. Browser-safe, no imports but the VAT rate.
import type { DevisLine } from "../../db/types";
import { VAT_RATE } from "../simulator/pricing";

export { VAT_RATE };

export type DevisTotals = {
  subtotalCents: number;
  discountCents: number;
  totalHtCents: number;
  tvaCents: number;
  totalTtcCents: number;
};

export function lineAmountCents(line: Pick<DevisLine, "quantity" | "unitPriceCents">): number {
  return Math.round(line.quantity * line.unitPriceCents);
}

/** Subtotal of the lines, minus the discount, TVA 20 % rounded to the cent, TTC. */
export function devisTotals(lines: ReadonlyArray<Pick<DevisLine, "quantity" | "unitPriceCents">>, discountCents: number): DevisTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  const totalHtCents = subtotalCents - discountCents;
  const tvaCents = Math.round(totalHtCents * VAT_RATE);
  return { subtotalCents, discountCents, totalHtCents, tvaCents, totalTtcCents: totalHtCents + tvaCents };
}

const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1 200,50 € (Intl's own no-break spaces: the page's typography keeps them). */
export function formatCents(cents: number): string {
  return EUROS.format(cents / 100);
}

/** 1 200,50 € with plain spaces: the standard PDF fonts and plain-text e-mails have no narrow no-break space. */
export function formatCentsPlain(cents: number): string {
  return formatCents(cents).replace(/[\u202f\u00a0]/g, " ");
}

/** 1200,50: a number a French spreadsheet reads and adds (decimal comma, no thousands separator). */
export function spreadsheetEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** 1,5 → « 1,5 »; 3 → « 3 ». */
export function formatQuantity(quantity: number): string {
  return new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(quantity);
}

/** Indice of a version: 1 → A, 2 → B… 27 → AA. */
export function indiceOf(revision: number): string {
  let n = revision;
  let letters = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters || "A";
}
