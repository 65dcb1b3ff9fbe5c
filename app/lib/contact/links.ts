/** Where staff open a lead in the admin (leads inbox of the staff side). */
export function adminContactUrl(origin: string, id: number) {
  return `${origin}/admin/demandes/contacts/${id}`;
}
export function adminSimulationUrl(origin: string, id: number) {
  return `${origin}/admin/demandes/simulations/${id}`;
}

/** The `tel:` link of a phone number as written ("01 23 45 67 89" → "tel:0123456789"): digits and "+" only. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
