// Pages served by a route rather than stored as content, which the site search must still
// find, and the queries whose answer is one of them whatever else matches (docs/decisions/721).
// Browser-safe: the routes take their title and description from here.

export const ROUTE_PAGES = {
  simulator: {
    ref: "simulateur",
    url: "/simulateur",
    title: "Simulateur de devis d'étude géotechnique",
    description:
      "Estimez gratuitement le prix de votre étude de sol (G1, G2, G5, étude hydraulique, pollution…) en 4 étapes et recevez votre devis estimatif en PDF.",
    /** Indexed with the description: the words visitors use for it. */
    keywords: "Simulateur de devis en ligne : tarif, prix et coût d'une étude géotechnique, estimation immédiate.",
  },
  contact: {
    ref: "contact",
    url: "/contact",
    title: "Contact – Demande de devis",
    description:
      "Contactez notre bureau d'études géotechniques à Paris : demande de devis, étude de sol G1 à G5, diagnostic, sondages. Réponse rapide, pièces jointes acceptées.",
    keywords: "Contactez-nous : devis détaillé, tarif, prix et coût de votre étude, téléphone, e-mail, adresse du bureau, rendez-vous.",
  },
} as const;

/**
 * Best bets: a query holding one of these words (folded; plural included) lists these pages
 * first, in this order, when the index finds them.
 */
export const BEST_BETS: ReadonlyArray<{ words: ReadonlyArray<string>; urls: ReadonlyArray<string> }> = [
  { words: ["devis", "tarif", "prix", "cout", "estimation", "budget"], urls: [ROUTE_PAGES.simulator.url, ROUTE_PAGES.contact.url] },
];
