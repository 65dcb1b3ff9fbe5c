import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

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

  // --- territory (docs/decisions/440): the departments drawn by every map of France ---
  route("carte/departements.svg", "routes/resources/france-map.ts"),

  // --- 'Mon terrain est-il concerné ?' (docs/decisions/801): address suggestions (JSON) ---
  route("mon-terrain/suggestions", "routes/resources/terrain-suggestions.ts"),

  // --- admin (docs/decisions/102) ---
  // Open pages; every other admin URL sits under the admin layout (shell + session).
  // Access rules live in app/lib/auth/permissions.ts (ADMIN_ROUTES): add a rule there
  // for every admin route added here, or the role-matrix test fails.
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
    route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard-alias" }),
    route("profile", "routes/admin/profile.tsx"),
    route("profile/double-authentification", "routes/admin/two-factor.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("users/emails", "routes/admin/account-emails.tsx"),
    route("emails/:id", "routes/admin/email-message.tsx"),
    route("emails/:id/pieces-jointes/:index", "routes/admin/email-attachment.ts"),
    route("create-admin", "routes/admin/create-admin.tsx"),
    route("journal", "routes/admin/journal.tsx"),
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
    route("demandes/simulations/:id/devis.pdf", "routes/admin/leads/simulation-pdf.ts"),
    route("demandes/pieces-jointes/:id", "routes/admin/leads/attachment.ts"),
    route("demandes/export/:list", "routes/admin/leads/export.ts"),
    // --- devis (docs/decisions/620, 621) ---
    route("devis", "routes/admin/devis/list.tsx"),
    route("devis/export", "routes/admin/devis/export.ts"),
    route("devis/:id", "routes/admin/devis/edit.tsx"),
    route("devis/:id/devis.pdf", "routes/admin/devis/pdf.ts"),
    route("devis/:id/devis-signe.pdf", "routes/admin/devis/signed-pdf.ts"),
    route("stats", "routes/admin/stats.tsx"),
    route("stats/export", "routes/admin/stats-export.ts"),
    // --- territory (docs/decisions/440, 441) ---
    route("territorial-dashboard", "routes/admin/territory/dashboard.tsx"),
    route("regions", "routes/admin/territory/regions.tsx"),
    route("regions/new", "routes/admin/territory/region.tsx", { id: "admin-region-new" }),
    route("regions/:id", "routes/admin/territory/region.tsx"),
    route("departments", "routes/admin/territory/departments.tsx"),
    route("departments/new", "routes/admin/territory/department.tsx", { id: "admin-department-new" }),
    route("departments/:id", "routes/admin/territory/department.tsx"),
    route("cities", "routes/admin/territory/cities.tsx"),
    route("cities/new", "routes/admin/territory/city.tsx", { id: "admin-city-new" }),
    route("cities/:id", "routes/admin/territory/city.tsx"),
    route("territorial-map", "routes/admin/territory/map.tsx"),
    route("territorial-import", "routes/admin/territory/import.tsx"),
    route("territorial-export", "routes/admin/territory/export.ts"),
    // --- site content and settings (docs/decisions/420, 422) ---
    route("services", "routes/admin/services/list.tsx"),
    route("services/new", "routes/admin/services/form.tsx", { id: "admin-service-new" }),
    route("services/:id", "routes/admin/services/form.tsx", { id: "admin-service" }),
    route("pages", "routes/admin/pages/list.tsx"),
    route("pages/new", "routes/admin/pages/form.tsx", { id: "admin-page-new" }),
    route("pages/:id", "routes/admin/pages/form.tsx", { id: "admin-page" }),
    route("testimonials", "routes/admin/testimonials.tsx"),
    // --- the firm: team, qualifications and insurance, references (docs/decisions/753) ---
    route("equipe", "routes/admin/team.tsx"),
    route("qualifications", "routes/admin/credentials.tsx"),
    route("references", "routes/admin/references.tsx"),
    route("simulator", "routes/admin/simulator.tsx"),
    route("redirects", "routes/admin/redirects/list.tsx"),
    route("redirects/not-found", "routes/admin/redirects/not-found.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    // --- personal data requests, super admins (docs/decisions/340) ---
    route("donnees-personnelles", "routes/admin/privacy/screen.tsx"),
    route("donnees-personnelles/exports/:id", "routes/admin/privacy/export.ts"),
    // --- 'État du site' (docs/decisions/722): before the admin/* fallback ---
    route("etat-du-site", "routes/admin/site-health.tsx"),
    // --- articles, categories, médiathèque (docs/decisions/403, 404) ---
    route("blog/posts", "routes/admin/articles/list.tsx"),
    route("blog/posts/new", "routes/admin/articles/form.tsx", { id: "admin-article-new" }),
    route("blog/posts/:id", "routes/admin/articles/form.tsx"),
    route("blog/categories", "routes/admin/articles/categories.tsx"),
    route("media", "routes/admin/media/library.tsx"),
    route("media/upload", "routes/admin/media/upload.ts"),
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
