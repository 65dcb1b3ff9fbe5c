import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { ADMIN_ROUTES, type AdminRouteRule } from "./lib/auth/permissions";

/** The screens of the admin layout that ADMIN_ROUTES declares with their module. */
function adminScreenRoutes() {
  return Object.values(ADMIN_ROUTES as Record<string, AdminRouteRule>).flatMap((rule) =>
    rule.file ? [rule.id ? route(rule.pattern.slice("/admin/".length), rule.file, { id: rule.id }) : route(rule.pattern.slice("/admin/".length), rule.file)] : [],
  );
}

export default [
  route("blog", "routes/resources/redirects.ts", { id: "redirect-blog" }),
  route("blog/:slug", "routes/resources/redirects.ts", { id: "redirect-blog-post" }),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("actualites/rss.xml", "routes/resources/rss.ts"),
  route("services/etudes-geotechiques", "routes/resources/redirects.ts", { id: "redirect-misspelled-service" }),

  // --- médiathèque delivery (docs/decisions/403) ---
  route("media/:key", "routes/resources/media.ts"),

  // --- resources of the public forms (docs/decisions/201) ---
  route("simulateur/devis/:token", "routes/resources/simulation-pdf.ts"),
  // --- the client's devis (docs/decisions/621): its frozen PDF and, once accepted, the signed one ---
  route("devis/:token/pdf", "routes/resources/devis-pdf.ts", { id: "devis-pdf" }),
  route("devis/:token/pdf-signe", "routes/resources/devis-pdf.ts", { id: "devis-signed-pdf" }),
  // --- the export that answers an access request, for the address it was made for (docs/decisions/345) ---
  route("donnees-personnelles/:token/export/:id", "routes/resources/privacy-export.ts"),
  // --- the dossier on the same link: the report (first download = proof of delivery) and the devis' documents (docs/decisions/646, 649) ---
  route("devis/:token/rapport", "routes/resources/devis-report.ts"),
  route("devis/:token/documents/:documentId", "routes/resources/devis-document.ts"),

  // --- territory (docs/decisions/440): the departments drawn by every map of France ---
  route("carte/departements.svg", "routes/resources/france-map.ts"),

  // --- 'Mon terrain est-il concerné ?' (docs/decisions/801): address suggestions (JSON) ---
  route("mon-terrain/suggestions", "routes/resources/terrain-suggestions.ts"),

  // --- admin (docs/decisions/102) ---
  // Open pages; every other admin URL sits under the admin layout (shell + session).
  // Access rules live in app/lib/auth/permissions.ts (ADMIN_ROUTES). A screen of the admin
  // layout is declared there once, with its module (`screen(…)`), and registered below; the
  // routes written here (open pages, nested layouts) need a rule there too, or the role-matrix
  // test fails.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/access-denied", "routes/admin/access-denied.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  // --- staff accounts (docs/decisions/700): open like the login page ---
  route("admin/mot-de-passe-oublie", "routes/admin/forgot-password.tsx"),
  route("admin/nouveau-mot-de-passe/:token", "routes/admin/reset-password.tsx"),
  route("admin/invitation/:token", "routes/admin/invitation.tsx"),
  // --- two-factor sign-in (docs/decisions/706, 714): opened only with the 5-minute pending token ---
  route("admin/connexion/code", "routes/admin/sign-in-code.tsx"),
  route("admin/connexion/activation", "routes/admin/sign-in-enrol.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("demandes", "routes/admin/leads/layout.tsx", [
      index("routes/admin/leads/inbox.tsx"),
      route("contacts", "routes/admin/leads/contacts.tsx"),
      route("contacts/:id", "routes/admin/leads/contact.tsx"),
      route("simulations", "routes/admin/leads/simulations.tsx"),
      route("simulations/:id", "routes/admin/leads/simulation.tsx"),
      route("newsletter", "routes/admin/leads/newsletter.tsx"),
      route("terrains", "routes/admin/leads/terrains.tsx"),
      route("emails", "routes/admin/leads/outbox.tsx"),
    ]),
    // Every other screen: registered from its access rule (ADMIN_ROUTES, docs/decisions/919).
    ...adminScreenRoutes(),
    route("*", "routes/admin/fallback.ts"),
  ]),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    // Staff preview of an article, in the public layout (guarded in its loader).
    route("admin/blog/posts/:id/apercu", "routes/admin/articles/preview.tsx"),
    // --- public pages (docs/decisions/501) ---
    route("services", "routes/public/services.tsx"),
    route("services/:slug", "routes/public/service.tsx"),
    route("actualites", "routes/public/articles.tsx"),
    route("actualites/:slug", "routes/public/article.tsx"),
    route("regions", "routes/public/regions.tsx"),
    route("regions/:slug", "routes/public/region.tsx"),
    route("departements/:code", "routes/public/department.tsx"),
    route("villes/:slug", "routes/public/city.tsx"),
    route("sitemap", "routes/public/sitemap.tsx"),
    route("references", "routes/public/references.tsx"),
    route("search", "routes/public/search.tsx"),
    route("a-propos", "routes/public/cms-page.tsx", { id: "page-about" }),
    route("mentions-legales", "routes/public/cms-page.tsx", { id: "page-legal-notice" }),
    route("politique-confidentialite", "routes/public/cms-page.tsx", { id: "page-privacy" }),
    route("cgv", "routes/public/cms-page.tsx", { id: "page-terms" }),
    route(":slug", "routes/public/cms-page.tsx", { id: "page-cms" }),

    // --- public forms (docs/decisions/201) ---
    route("contact", "routes/public/contact.tsx"),
    route("simulateur", "routes/public/simulator.tsx"),
    route("simulateur-admin", "routes/public/simulator-admin.tsx"),
    // --- 'Mon terrain est-il concerné ?' (docs/decisions/801) ---
    route("mon-terrain", "routes/public/terrain.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    // --- the client's personal link to a devis (docs/decisions/621) ---
    route("devis/:token", "routes/public/devis.tsx"),
    route("newsletter/confirmer/:token", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/desinscription/:token", "routes/public/newsletter-unsubscribe.tsx"),
    // --- the personal link of the e-mails to visitors (docs/decisions/342) ---
    route("donnees-personnelles/:token", "routes/public/privacy-request.tsx"),

    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
