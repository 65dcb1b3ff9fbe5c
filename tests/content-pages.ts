// The content pages of decision 501 (plain documents, no client script), one of each kind:
// the workerd test checks their HTML, the Chromium budget check what they download.
export const CONTENT_PAGES = [
  "/",
  "/services",
  "/services/etudes-geotechniques",
  "/actualites",
  "/actualites/interpreter-rapport-geotechnique",
  "/regions",
  "/regions/ile-de-france",
  "/departements/75",
  "/villes/paris",
  "/a-propos",
  "/mentions-legales",
  "/cgv",
  "/sitemap",
  "/references",
  "/references?mission=G2&departement=77",
  "/search?q=argiles",
  "/page-introuvable",
] as const;
