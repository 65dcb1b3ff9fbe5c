// The order button of /devis/{token} (docs/decisions/625-devis-order-button.md): for a
// particulier it must say that ordering means paying, or the order is void (Code de la
// consommation, article L221-14; CJUE, 7 avril 2022, C-249/21). A professional buying for
// their trade is outside that article and keeps the shorter wording. Browser-safe.
import type { DevisClientType } from "~/db/schema";

export const ORDER_BUTTON = {
  particulier: "Accepter le devis et commander avec obligation de paiement",
  professionnel: "Accepter le devis",
} as const satisfies Record<DevisClientType, string>;

export function orderButtonLabel(clientType: DevisClientType): string {
  return ORDER_BUTTON[clientType];
}
