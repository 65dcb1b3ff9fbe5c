/** Where staff open a lead in the admin (leads inbox of the staff side). */
export function adminContactUrl(origin: string, id: number) {
  return `${origin}/admin/demandes/contacts/${id}`;
}
export function adminSimulationUrl(origin: string, id: number) {
  return `${origin}/admin/demandes/simulations/${id}`;
}
