// Pages served by a route rather than stored as content, which the site search must still
// find, and the queries whose answer is one of them whatever else matches (docs/decisions/721).
// Browser-safe: the routes take their title and description from here.

export const ROUTE_PAGES = {
  simulator: {
    ref: "simulateur",
    url: "/simulateur",
    title: "Simulateur de devis d'étude géotechnique",
    description: "Estimez gratuitement le prix de votre étude de sol (G1, G2, G5, étude hydraulique, pollution…) en 4 étapes et recevez votre estimation en PDF.",
    /** Indexed with the description: the words visitors use for it. */
    keywords: "Simulateur de devis en ligne : tarif, prix et coût d'une étude géotechnique, estimation immédiate.",
  },
  contact: {
    ref: "contact",
    url: "/contact",
    title: "Contact – Demande de devis",
    description: "Contactez notre bureau d'études géotechniques à Paris : demande de devis, étude de sol G1 à G5, diagnostic, sondages. Réponse rapide, pièces jointes acceptées.",
    keywords: "Contactez-nous : devis détaillé, tarif, prix et coût de votre étude, téléphone, e-mail, adresse du bureau, rendez-vous.",
  },
  terrain: {
    ref: "mon-terrain",
    url: "/mon-terrain",
    title: "Mon terrain est-il concerné ? Argiles, loi ELAN et risques du sol",
    description:
      "Saisissez l'adresse de votre terrain : exposition au retrait-gonflement des argiles, sismicité, radon, cavités, mouvements de terrain et obligations de la loi ELAN, d'après Géorisques.",
    keywords:
      "Vérifier gratuitement son terrain constructible : zone argileuse, argile, étude géotechnique préalable G1 obligatoire pour la vente d'un terrain, étude de conception G2 avant de construire une maison.",
  },
} as const;

/**
 * The title, description and address of a route page, for its meta tags. The loader returns
 * it, so the texts stay out of the page's script (the form pages' 160 KB budget).
 */
export function routePageSeo(key: keyof typeof ROUTE_PAGES): { title: string; description: string; path: string } {
  const page = ROUTE_PAGES[key];
  return { title: page.title, description: page.description, path: page.url };
}

/**
 * Best bets: a query holding one of these words (folded; plural included) lists these pages
 * first, in this order, when the index finds them.
 */
export const BEST_BETS: ReadonlyArray<{ words: ReadonlyArray<string>; urls: ReadonlyArray<string> }> = [
  { words: ["devis", "tarif", "prix", "cout", "estimation", "budget"], urls: [ROUTE_PAGES.simulator.url, ROUTE_PAGES.contact.url] },
];

/**
 * Offers: a query holding one of these words (folded; plural included) lists this page second,
 * right after the most relevant page, when the index finds it. Unlike a best bet it does not
 * displace the expert answer ("argiles" still opens on the clay article).
 */
export const OFFERS: ReadonlyArray<{ words: ReadonlyArray<string>; url: string }> = [
  { words: ["argile", "argileux", "argileuse", "terrain", "elan", "g1", "constructible", "georisques"], url: ROUTE_PAGES.terrain.url },
];
