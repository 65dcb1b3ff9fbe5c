// Roles, permissions and the admin route table. Browser-safe: the sidebar, buttons and
// server guards all read this one module, and the role-matrix test is built from it.
import type { Role } from "~/db/schema";
import { routePatternRegExp } from "~/lib/http/route-pattern";

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
};

const rule = (pattern: string, minimum: Role | null, kind: AdminRouteRule["kind"] = "screen", canonical?: string): AdminRouteRule => ({
  pattern,
  minimum,
  kind,
  canonical,
});

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
  dashboardAlias: rule("/admin/dashboard", "contributor"),
  profile: rule("/admin/profile", "contributor"),
  twoFactor: rule("/admin/profile/double-authentification", "contributor"),
  users: rule("/admin/users", "super_admin"),
  // Account e-mails and the message viewer: super admins only (docs/decisions/323, 324).
  accountEmails: rule("/admin/users/emails", "super_admin"),
  outboxMessage: rule("/admin/emails/:id", "super_admin"),
  outboxAttachment: rule("/admin/emails/:id/pieces-jointes/:index", "super_admin"),
  createAdmin: rule("/admin/create-admin", "super_admin"),
  journal: rule("/admin/journal", "super_admin"),
  leads: rule("/admin/demandes", "editor"),
  leadContacts: rule("/admin/demandes/contacts", "editor"),
  leadContact: rule("/admin/demandes/contacts/:id", "editor"),
  leadSimulations: rule("/admin/demandes/simulations", "editor"),
  leadSimulation: rule("/admin/demandes/simulations/:id", "editor"),
  leadSimulationPdf: rule("/admin/demandes/simulations/:id/devis.pdf", "editor"),
  leadNewsletter: rule("/admin/demandes/newsletter", "editor"),
  leadTerrains: rule("/admin/demandes/terrains", "editor"),
  leadOutbox: rule("/admin/demandes/emails", "editor"),
  leadAttachment: rule("/admin/demandes/pieces-jointes/:id", "editor"),
  leadExport: rule("/admin/demandes/export/:list", "editor"),
  devisList: rule("/admin/devis", "editor"),
  devisExport: rule("/admin/devis/export", "editor"),
  devisItem: rule("/admin/devis/:id", "editor"),
  devisPdf: rule("/admin/devis/:id/devis.pdf", "editor"),
  devisSignedPdf: rule("/admin/devis/:id/devis-signe.pdf", "editor"),
  stats: rule("/admin/stats", "editor"),
  statsExport: rule("/admin/stats/export", "editor"),

  // Territory (docs/decisions/440).
  territorialDashboard: rule("/admin/territorial-dashboard", "editor"),
  regions: rule("/admin/regions", "editor"),
  regionNew: rule("/admin/regions/new", "editor"),
  region: rule("/admin/regions/:id", "editor"),
  departments: rule("/admin/departments", "editor"),
  departmentNew: rule("/admin/departments/new", "editor"),
  department: rule("/admin/departments/:id", "editor"),
  cities: rule("/admin/cities", "editor"),
  cityNew: rule("/admin/cities/new", "editor"),
  city: rule("/admin/cities/:id", "editor"),
  territorialMap: rule("/admin/territorial-map", "editor"),
  territorialImport: rule("/admin/territorial-import", "editor"),
  territorialExport: rule("/admin/territorial-export", "editor"),

  // Media, articles, services, pages, settings and the other content screens.
  media: rule("/admin/media", "author"),
  mediaUpload: rule("/admin/media/upload", "author"),
  articles: rule("/admin/blog/posts", "author"),
  articleNew: rule("/admin/blog/posts/new", "author"),
  article: rule("/admin/blog/posts/:id", "author"),
  articlePreview: rule("/admin/blog/posts/:id/apercu", "author"),
  articleCategories: rule("/admin/blog/categories", "editor"),
  services: rule("/admin/services", "editor"),
  serviceNew: rule("/admin/services/new", "editor"),
  service: rule("/admin/services/:id", "editor"),
  pages: rule("/admin/pages", "editor"),
  pageNew: rule("/admin/pages/new", "editor"),
  page: rule("/admin/pages/:id", "editor"),
  settings: rule("/admin/settings", "super_admin"),
  siteHealth: rule("/admin/etat-du-site", "super_admin"),
  privacy: rule("/admin/donnees-personnelles", "super_admin"),
  privacyExport: rule("/admin/donnees-personnelles/exports/:id", "super_admin"),
  testimonials: rule("/admin/testimonials", "editor"),
  team: rule("/admin/equipe", "editor"),
  credentials: rule("/admin/qualifications", "editor"),
  projectReferences: rule("/admin/references", "editor"),
  simulator: rule("/admin/simulator", "editor"),
  redirects: rule("/admin/redirects", "editor"),
  notFoundLog: rule("/admin/redirects/not-found", "editor"),

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
