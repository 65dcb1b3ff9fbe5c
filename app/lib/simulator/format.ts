// How the simulator writes amounts and chosen options for people. Browser-safe.

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
/**
 * "12 500 €" as Intl writes it: a narrow no-break space between thousands and a no-break
 * space before the sign, so an amount never wraps (the PDF, whose fonts lack them, has its own).
 */
export function formatEuros(amount: number) {
  return euros.format(amount);
}

/** The label of a chosen option (the value itself when the list does not know it). */
export function optionLabel(list: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined) {
  if (!value) return "";
  return list.find((o) => o.value === value)?.label ?? value;
}
