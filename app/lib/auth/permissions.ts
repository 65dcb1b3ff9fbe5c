// Roles, permissions and the admin route table. Browser-safe: the sidebar, buttons and
// server guards all read this one module, and the role-matrix test is built from it.
import type { Role } from "~/db/schema";
// Relative: app/routes.ts loads this module, outside the "~/" alias.
import { routePatternRegExp } from "../http/route-pattern";

export type { Role };

/** Lowest to highest: a role may do everything the roles below it may. */
export const ROLE_ORDER = ["contributor", "author", "editor", "super_admin"] as const satisfies ReadonlyArray<Role>;

/** Stored value → French label shown in the admin. */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: "Super administrateur",
  editor: "Éditeur",
  author: "Auteur",
  contributor: "Lecteur",
};

export type SessionUser = {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
};

/** True when `role` is at least `minimum` in the hierarchy. */
export function hasRole(role: Role, minimum: Role): boolean {
  return ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(minimum);
}

const PERMISSIONS = {
  "view:dashboard": "contributor",
  "edit:own-profile": "contributor",
  "use:simulator-admin": "contributor",
  "view:article": "author",
  "create:article": "author",
  "edit:article": "author",
  "manage:media": "author",
  "delete:article": "editor",
  /** Edit other people's articles and choose an article's author. */
  "edit:any-article": "editor",
  "manage:categories": "editor",
  "manage:services": "editor",
  "manage:pages": "editor",
  "delete:page": "editor",
  "manage:territory": "editor",
  "view:stats": "editor",
  "manage:leads": "editor",
  /** Prepare, send, revise and cancel devis. */
  "manage:devis": "editor",
  /** Publish a new version of the CGV, which every devis sent afterwards carries (docs/decisions/630). */
  "publish:cgv": "super_admin",
  "manage:settings": "super_admin",
  "manage:users": "super_admin",
  "view:audit": "super_admin",
  "manage:personal-data": "super_admin",
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

export function permissionMinimum(permission: Permission): Role {
  return PERMISSIONS[permission];
}

/** The one question the UI and the server ask: may this user do that? */
export function userCan(user: Pick<SessionUser, "role"> | null | undefined, permission: Permission): boolean {
  return user != null && hasRole(user.role, PERMISSIONS[permission]);
}

// ---------------------------------------------------------------------------
// Object rules: whose article or file a role may touch (docs/decisions/316)
// ---------------------------------------------------------------------------

/** own: only what the user wrote or uploaded; all: anyone's; none: nobody's. */
export type ObjectScope = "own" | "all" | "none";

/**
 * Per resource and action, each role's scope. The route table says who may open a screen;
 * this table says whose objects they may act on there. The article form and its preview,
 * the média actions and the buttons shown all read it, and the role-matrix test checks
 * owner vs non-owner for every role against it. An object without an owner (a file
 * uploaded before uploaders were recorded, an article whose author left) is nobody's own:
 * only an "all" scope reaches it.
 */
export const OBJECT_RULES = {
  article: {
    /** Open the edit form and save it (restore a revision included). */
    edit: { contributor: "none", author: "own", editor: "all", super_admin: "all" },
    /** The staff preview shows exactly what the form would. */
    preview: { contributor: "none", author: "own", editor: "all", super_admin: "all" },
    delete: { contributor: "none", author: "none", editor: "all", super_admin: "all" },
  },
  media: {
    /** Change the alternative text. */
    edit: { contributor: "none", author: "own", editor: "all", super_admin: "all" },
    delete: { contributor: "none", author: "own", editor: "all", super_admin: "all" },
  },
} as const satisfies Record<string, Record<string, Record<Role, ObjectScope>>>;

export type ObjectResource = keyof typeof OBJECT_RULES;
export type ObjectAction<R extends ObjectResource> = keyof (typeof OBJECT_RULES)[R];

export function objectScope<R extends ObjectResource>(role: Role, resource: R, action: ObjectAction<R>): ObjectScope {
  return (OBJECT_RULES[resource][action] as Record<Role, ObjectScope>)[role];
}

/** May this user act on this object? `ownerId` is the article's author or the file's uploader. */
export function userCanTouch<R extends ObjectResource>(
  user: Pick<SessionUser, "id" | "role"> | null | undefined,
  resource: R,
  action: ObjectAction<R>,
  object: { ownerId: number | null },
): boolean {
  if (!user) return false;
  const scope = objectScope(user.role, resource, action);
  return scope === "all" || (scope === "own" && object.ownerId !== null && object.ownerId === user.id);
}

// ---------------------------------------------------------------------------
// Admin route table
// ---------------------------------------------------------------------------

export type AdminRouteRule = {
  /** Full path; `:name` matches one segment, a trailing `*` anything. */
  pattern: string;
  /** null: open to everyone (login, access denied, sign-out). */
  minimum: Role | null;
  /**
   * screen: a route module answers it; alias: redirects to `canonical` (":id" filled in);
   * fallback: unknown admin paths → /admin.
   */
  kind: "screen" | "alias" | "fallback";
  canonical?: string;
  /**
   * The route module of a screen of the admin layout: app/routes.ts registers it from this
   * table, so a new screen is declared once, here (docs/decisions/919).
   */
  file?: string;
  /** React Router's route id, when two paths share one module. */
  id?: string;
};

const rule = (pattern: string, minimum: Role | null, kind: AdminRouteRule["kind"] = "screen", canonical?: string): AdminRouteRule => ({
  pattern,
  minimum,
  kind,
  canonical,
});

/** A screen of the admin layout: its path, minimum role and route module (and id when its module serves two paths). */
const screen = (pattern: string, minimum: Role, file: string, id?: string): AdminRouteRule => ({ pattern, minimum, kind: "screen", file, ...(id ? { id } : {}) });

/** Every admin path with its minimum role (null: open to everyone), the old addresses that redirect, and the fallback. */
export const ADMIN_ROUTES = {
  login: rule("/admin/login", null),
  accessDenied: rule("/admin/access-denied", null),
  logout: rule("/admin/logout", null),
  forgotPassword: rule("/admin/mot-de-passe-oublie", null),
  resetPassword: rule("/admin/nouveau-mot-de-passe/:token", null),
  invitation: rule("/admin/invitation/:token", null),
  // Open routes that answer only the 5-minute pending token of the password step (docs/decisions/706).
  signInCode: rule("/admin/connexion/code", null),
  signInEnrol: rule("/admin/connexion/activation", null),
  dashboard: rule("/admin", "contributor"),
  dashboardAlias: screen("/admin/dashboard", "contributor", "routes/admin/dashboard.tsx", "admin-dashboard-alias"),
  profile: screen("/admin/profile", "contributor", "routes/admin/profile.tsx"),
  twoFactor: screen("/admin/profile/double-authentification", "contributor", "routes/admin/two-factor.tsx"),
  users: screen("/admin/users", "super_admin", "routes/admin/users.tsx"),
  // Account e-mails and the message viewer: super admins only (docs/decisions/323, 324).
  accountEmails: screen("/admin/users/emails", "super_admin", "routes/admin/account-emails.tsx"),
  outboxMessage: screen("/admin/emails/:id", "super_admin", "routes/admin/email-message.tsx"),
  outboxAttachment: screen("/admin/emails/:id/pieces-jointes/:index", "super_admin", "routes/admin/email-attachment.ts"),
  createAdmin: screen("/admin/create-admin", "super_admin", "routes/admin/create-admin.tsx"),
  journal: screen("/admin/journal", "super_admin", "routes/admin/journal.tsx"),
  leads: rule("/admin/demandes", "editor"),
  leadContacts: rule("/admin/demandes/contacts", "editor"),
  leadContact: rule("/admin/demandes/contacts/:id", "editor"),
  leadSimulations: rule("/admin/demandes/simulations", "editor"),
  leadSimulation: rule("/admin/demandes/simulations/:id", "editor"),
  leadSimulationPdf: screen("/admin/demandes/simulations/:id/devis.pdf", "editor", "routes/admin/leads/simulation-pdf.ts"),
  leadNewsletter: rule("/admin/demandes/newsletter", "editor"),
  leadTerrains: rule("/admin/demandes/terrains", "editor"),
  leadOutbox: rule("/admin/demandes/emails", "editor"),
  leadAttachment: screen("/admin/demandes/pieces-jointes/:id", "editor", "routes/admin/leads/attachment.ts"),
  leadExport: screen("/admin/demandes/export/:list", "editor", "routes/admin/leads/export.ts"),
  devisList: screen("/admin/devis", "editor", "routes/admin/devis/list.tsx"),
  devisExport: screen("/admin/devis/export", "editor", "routes/admin/devis/export.ts"),
  devisItem: screen("/admin/devis/:id", "editor", "routes/admin/devis/edit.tsx"),
  devisPdf: screen("/admin/devis/:id/devis.pdf", "editor", "routes/admin/devis/pdf.ts"),
  devisSignedPdf: screen("/admin/devis/:id/devis-signe.pdf", "editor", "routes/admin/devis/signed-pdf.ts"),
  devisPreview: screen("/admin/devis/:id/apercu.pdf", "editor", "routes/admin/devis/preview-pdf.ts"),
  // The dossier's report and the documents attached to a devis (docs/decisions/646, 649).
  devisReport: screen("/admin/devis/:id/rapport.pdf", "editor", "routes/admin/devis/report-file.ts"),
  devisDocument: screen("/admin/devis/:id/documents/:documentId", "editor", "routes/admin/devis/document-file.ts"),
  stats: screen("/admin/stats", "editor", "routes/admin/stats.tsx"),
  statsExport: screen("/admin/stats/export", "editor", "routes/admin/stats-export.ts"),

  // Territory (docs/decisions/440).
  territorialDashboard: screen("/admin/territorial-dashboard", "editor", "routes/admin/territory/dashboard.tsx"),
  regions: screen("/admin/regions", "editor", "routes/admin/territory/regions.tsx"),
  regionNew: screen("/admin/regions/new", "editor", "routes/admin/territory/region.tsx", "admin-region-new"),
  region: screen("/admin/regions/:id", "editor", "routes/admin/territory/region.tsx"),
  departments: screen("/admin/departments", "editor", "routes/admin/territory/departments.tsx"),
  departmentNew: screen("/admin/departments/new", "editor", "routes/admin/territory/department.tsx", "admin-department-new"),
  department: screen("/admin/departments/:id", "editor", "routes/admin/territory/department.tsx"),
  cities: screen("/admin/cities", "editor", "routes/admin/territory/cities.tsx"),
  cityNew: screen("/admin/cities/new", "editor", "routes/admin/territory/city.tsx", "admin-city-new"),
  city: screen("/admin/cities/:id", "editor", "routes/admin/territory/city.tsx"),
  territorialMap: screen("/admin/territorial-map", "editor", "routes/admin/territory/map.tsx"),
  territorialImport: screen("/admin/territorial-import", "editor", "routes/admin/territory/import.tsx"),
  territorialExport: screen("/admin/territorial-export", "editor", "routes/admin/territory/export.ts"),

  // Media, articles, services, pages, settings and the other content screens.
  media: screen("/admin/media", "author", "routes/admin/media/library.tsx"),
  mediaUpload: screen("/admin/media/upload", "author", "routes/admin/media/upload.ts"),
  articles: screen("/admin/blog/posts", "author", "routes/admin/articles/list.tsx"),
  articleNew: screen("/admin/blog/posts/new", "author", "routes/admin/articles/form.tsx", "admin-article-new"),
  article: screen("/admin/blog/posts/:id", "author", "routes/admin/articles/form.tsx"),
  articlePreview: rule("/admin/blog/posts/:id/apercu", "author"),
  articleCategories: screen("/admin/blog/categories", "editor", "routes/admin/articles/categories.tsx"),
  services: screen("/admin/services", "editor", "routes/admin/services/list.tsx"),
  serviceNew: screen("/admin/services/new", "editor", "routes/admin/services/form.tsx", "admin-service-new"),
  service: screen("/admin/services/:id", "editor", "routes/admin/services/form.tsx", "admin-service"),
  pages: screen("/admin/pages", "editor", "routes/admin/pages/list.tsx"),
  pageNew: screen("/admin/pages/new", "editor", "routes/admin/pages/form.tsx", "admin-page-new"),
  page: screen("/admin/pages/:id", "editor", "routes/admin/pages/form.tsx", "admin-page"),
  settings: screen("/admin/settings", "super_admin", "routes/admin/settings.tsx"),
  siteHealth: screen("/admin/etat-du-site", "super_admin", "routes/admin/site-health.tsx"),
  privacy: screen("/admin/donnees-personnelles", "super_admin", "routes/admin/privacy/screen.tsx"),
  privacyExport: screen("/admin/donnees-personnelles/exports/:id", "super_admin", "routes/admin/privacy/export.ts"),
  testimonials: screen("/admin/testimonials", "editor", "routes/admin/testimonials.tsx"),
  team: screen("/admin/equipe", "editor", "routes/admin/team.tsx"),
  credentials: screen("/admin/qualifications", "editor", "routes/admin/credentials.tsx"),
  projectReferences: screen("/admin/references", "editor", "routes/admin/references.tsx"),
  simulator: screen("/admin/simulator", "editor", "routes/admin/simulator.tsx"),
  redirects: screen("/admin/redirects", "editor", "routes/admin/redirects/list.tsx"),
  notFoundLog: screen("/admin/redirects/not-found", "editor", "routes/admin/redirects/not-found.tsx"),

  // Old addresses of the screens: a 301 to the canonical `{id}` forms.
  blogAlias: rule("/admin/blog", null, "alias", "/admin/blog/posts"),
  blogNewAlias: rule("/admin/blog/new", null, "alias", "/admin/blog/posts/new"),
  blogEditAlias: rule("/admin/blog/edit/:id", null, "alias", "/admin/blog/posts/:id"),
  serviceEditAlias: rule("/admin/services/edit/:id", null, "alias", "/admin/services/:id"),
  pageEditAlias: rule("/admin/pages/edit/:id", null, "alias", "/admin/pages/:id"),

  fallback: rule("/admin/*", null, "fallback"),
} as const satisfies Record<string, AdminRouteRule>;

export type AdminRouteKey = keyof typeof ADMIN_ROUTES;

/** Minimum role of a route of the table (throws at import time on a typo thanks to the key type). */
export function routeMinimum(key: AdminRouteKey): Role {
  const minimum = ADMIN_ROUTES[key].minimum;
  if (!minimum) throw new Error(`La route ${key} est ouverte : aucun rôle minimum.`);
  return minimum;
}

const compiled = Object.entries(ADMIN_ROUTES).map(([key, value]) => ({ key: key as AdminRouteKey, rule: value as AdminRouteRule, regexp: routePatternRegExp(value.pattern) }));

/**
 * The rule of an admin path. Static segments win over parameters, and the `*`
 * fallback comes last, as in React Router's ranking.
 */
export function matchAdminRoute(pathname: string): { key: AdminRouteKey; rule: AdminRouteRule; params: Record<string, string> } | null {
  // A malformed percent escape (/admin/blog/edit/%E0) names no screen: unknown path.
  if (!isDecodable(pathname)) return pathname.startsWith("/admin/") ? { key: "fallback", rule: ADMIN_ROUTES.fallback, params: {} } : null;
  const candidates = compiled.filter((entry) => entry.regexp.test(pathname));
  if (candidates.length === 0) return null;
  const score = (pattern: string) => pattern.split("/").reduce((total, segment) => total + (segment === "*" ? 0 : segment.startsWith(":") ? 2 : 3), 0);
  candidates.sort((a, b) => score(b.rule.pattern) - score(a.rule.pattern));
  const best = candidates[0];
  const names = best.rule.pattern.split("/");
  const values = pathname.replace(/\/$/, "").split("/");
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(":")) params[name.slice(1)] = decodeURIComponent(values[index] ?? "");
  });
  return { key: best.key, rule: best.rule, params };
}

/**
 * False for a path with a malformed percent escape ("/admin/blog/edit/%E0"). The decoded value is
 * used on purpose: a bundler drops a call whose result is unused, and `try { decodeURIComponent(p);
 * return true }` became `return true` in the build (docs/decisions/310).
 */
export function isDecodable(pathname: string) {
  try {
    return typeof decodeURIComponent(pathname) === "string";
  } catch {
    return false;
  }
}

/** True when the user may open the route (open routes included). */
export function canOpen(user: Pick<SessionUser, "role"> | null | undefined, key: AdminRouteKey): boolean {
  const minimum = ADMIN_ROUTES[key].minimum;
  if (minimum == null) return true;
  return user != null && hasRole(user.role, minimum);
}
