// The order book's filters of « Devis » (?dossier=…), browser-safe. docs/decisions/647-order-book.md
export const ORDER_BOOK_FILTERS = {
  acompte: "Acompte en attente",
  intervention: "Intervention dans les 7 jours",
  semaine: "Rapport dû cette semaine",
  retard: "Rapport en retard",
} as const;
export type OrderBookFilter = keyof typeof ORDER_BOOK_FILTERS;

export function isOrderBookFilter(value: string | undefined): value is OrderBookFilter {
  return value !== undefined && value in ORDER_BOOK_FILTERS;
}
