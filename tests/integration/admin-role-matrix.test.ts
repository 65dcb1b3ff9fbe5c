// The role matrix: every admin route of the route table × every role × GET and POST
// gets exactly the expected answer. Routes come from the server build, rules from
// ADMIN_ROUTES: a route without a rule fails the first test.
import { env } from "cloudflare:test";
import * as build from "virtual:react-router/server-build";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { blogPosts, emailOutbox, media, privacyRequests, type Role, staffSessions, users } from "~/db/schema";
import { planErasure, planFingerprint } from "~/lib/privacy/erase.server";
import { findPerson } from "~/lib/privacy/find.server";
import { emailHash } from "~/lib/privacy/hash.server";
import { verifySessionToken } from "~/lib/auth/session.server";
import { ADMIN_ROUTES, type AdminRouteKey, hasRole, matchAdminRoute, OBJECT_RULES, type ObjectResource, userCanTouch } from "~/lib/auth/permissions";
import { loginPath } from "~/lib/auth/redirect";
import { createPage, createService } from "../factories/site-content";
import { articleForm, createArticle, createMediaFile } from "../factories/content";
import { createAttachment, createContactRequest, createSimulation } from "../factories/leads";
import { createStaff, jwtSecret, sessionCookieHeader, sessionToken, type TestStaff } from "../factories/staff";
import { personEmail, seedPerson } from "../factories/person";
import { createPersonExport } from "~/lib/privacy/export.server";
import {
  clientDeps,
  completeInput,
  draftForm,
  editor as devisEditor,
  fillLegalFacts,
  publishedCgv,
  seedDevisCatalogue,
  sentDevis,
  signerCodeFor,
  storedDevis,
} from "../factories/devis";
import { createCity, createDepartment, createRegion } from "../factories/territory";
import { db, request } from "../helpers";

type Actor = "anonymous" | Role;
const ACTORS: Array<Actor> = ["anonymous", "contributor", "author", "editor", "super_admin"];

function fullPath(id: string): string {
  const route = build.routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullPath(route.parentId) : "";
  const own = route.index ? "" : (route.path ?? "");
  return [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
}

const adminRoutes = Object.keys(build.routes)
  .map((id) => ({ id, path: `/${fullPath(id)}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1") }))
  .filter(({ path }) => path === "/admin" || path.startsWith("/admin/"));

/** Status of an authorised POST without a form: actions guard first, then refuse the empty form. */
const AUTHORISED_POST: Partial<Record<AdminRouteKey, number>> = {
  login: 400,
  forgotPassword: 400,
  // An unknown link: the French « lien plus valable » page, whoever asks.
  resetPassword: 410,
  invitation: 410,
  accessDenied: 405,
  dashboard: 405,
  dashboardAlias: 405,
  profile: 400,
  // An empty form: « Saisissez les 6 chiffres… » (the action answers only a code or password + code).
  twoFactor: 400,
  users: 400,
  // An empty form: « Ce message ne peut pas être renvoyé ».
  accountEmails: 400,
  outboxMessage: 405,
  outboxAttachment: 405,
  createAdmin: 400,
  journal: 405,
  leads: 405,
  leadContacts: 405,
  leadContact: 400,
  leadSimulations: 405,
  leadSimulation: 400,
  leadNewsletter: 405,
  devisReport: 405,
  devisDocument: 405,
  leadTerrains: 405,
  leadOutbox: 400,
  leadAttachment: 405,
  leadExport: 405,
  leadSimulationPdf: 405,
  // An empty form: no intent, « Origine du devis inconnue » / the draft's form refused.
  devisList: 400,
  devisExport: 405,
  devisItem: 400,
  devisPdf: 405,
  devisSignedPdf: 405,
  devisPreview: 405,
  stats: 405,
  statsExport: 405,
  territorialDashboard: 405,
  regions: 405,
  regionNew: 400,
  region: 400,
  departments: 405,
  departmentNew: 400,
  department: 400,
  cities: 405,
  cityNew: 400,
  city: 400,
  territorialMap: 405,
  territorialImport: 400,
  territorialExport: 405,
  services: 400,
  serviceNew: 400,
  service: 400,
  pages: 400,
  pageNew: 400,
  page: 400,
  testimonials: 400,
  team: 400,
  credentials: 400,
  projectReferences: 400,
  simulator: 400,
  redirects: 400,
  notFoundLog: 405,
  settings: 400,
  siteHealth: 405,
  // An empty form: « Action inconnue » (every intent is checked below, row by row).
  privacy: 400,
  privacyExport: 405,
  media: 400,
  mediaUpload: 400,
  articles: 400,
  articleNew: 400,
  article: 400,
  articlePreview: 405,
  articleCategories: 400,
};

/** Status of an authorised GET when it is not 200 (POST-only endpoints). */
const AUTHORISED_GET: Partial<Record<AdminRouteKey, number>> = {
  mediaUpload: 405,
};

const fixtures = {
  contact: 0,
  attachment: 0,
  simulation: 0,
  region: 0,
  department: 0,
  city: 0,
  service: 0,
  page: 0,
  article: 0,
  outbox: 0,
  privacyExport: "",
  devis: 0,
  devisDocument: 0,
};
const cookies: Partial<Record<Actor, string>> = {};
const staff: Partial<Record<Role, TestStaff>> = {};

function samplePath(key: AdminRouteKey): string {
  const ids: Partial<Record<AdminRouteKey, number>> = {
    leadContact: fixtures.contact,
    leadAttachment: fixtures.attachment,
    leadSimulation: fixtures.simulation,
    leadSimulationPdf: fixtures.simulation,
    devisItem: fixtures.devis,
    devisPdf: fixtures.devis,
    devisSignedPdf: fixtures.devis,
    devisReport: fixtures.devis,
    devisDocument: fixtures.devis,
    devisPreview: fixtures.devis,
    region: fixtures.region,
    department: fixtures.department,
    city: fixtures.city,
    service: fixtures.service,
    page: fixtures.page,
    article: fixtures.article,
    articlePreview: fixtures.article,
    outboxMessage: fixtures.outbox,
    outboxAttachment: fixtures.outbox,
  };
  return ADMIN_ROUTES[key].pattern
    .replace(":id", key === "privacyExport" ? fixtures.privacyExport : String(ids[key] ?? 42))
    .replace(":documentId", String(fixtures.devisDocument))
    .replace(":index", "0")
    .replace(":list", "contacts")
    .replace(":token", "lien-inconnu")
    .replace("*", "page-qui-n-existe-pas");
}

type Expected = { status: number; location?: string };

function expected(key: AdminRouteKey, actor: Actor, method: "GET" | "POST"): Expected {
  const rule = ADMIN_ROUTES[key];
  const path = samplePath(key);
  if (rule.kind === "fallback") return { status: 302, location: "/admin" };
  if (rule.kind === "alias") return { status: 301, location: rule.canonical!.replace(":id", "42") };
  if (rule.minimum) {
    if (actor === "anonymous") return { status: 302, location: loginPath(path) };
    if (!hasRole(actor, rule.minimum)) return { status: 302, location: "/admin/access-denied" };
    return method === "GET" ? { status: AUTHORISED_GET[key] ?? 200 } : { status: AUTHORISED_POST[key] ?? -1 };
  }
  // Open routes.
  if (key === "logout") return method === "GET" ? { status: 302, location: "/admin" } : { status: 302, location: "/admin/login" };
  if (key === "resetPassword" || key === "invitation") return { status: 410 };
  // The code step and the required enrolment answer only the pending token of the password
  // step: a session cookie (any role) is not one, so everyone goes back to the password.
  if (key === "signInCode" || key === "signInEnrol") return { status: 302, location: "/admin/login?connexion=expiree" };
  if (key === "login" || key === "forgotPassword") {
    // Signed-in staff are sent on to the admin, whatever they post.
    if (actor !== "anonymous") return { status: 302, location: "/admin" };
    return { status: method === "POST" ? 400 : 200 };
  }
  return method === "GET" ? { status: 200 } : { status: AUTHORISED_POST[key] ?? -1 };
}

beforeAll(async () => {
  const contact = await createContactRequest();
  fixtures.contact = contact.id;
  fixtures.attachment = (await createAttachment(contact.id)).id;
  fixtures.simulation = (await createSimulation()).id;
  // A captured invitation with the simulation's PDF: the viewer shows its body, the attachment streams.
  const [captured] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "staff-invitation",
      to: [{ email: "matrice-invite@e2e.test" }],
      subject: "Invitation (matrice)",
      text: "Activer mon compte : https://www.lutetia-geotechnique.test/admin/invitation/lien",
      html: "<p>Invitation</p>",
      attachments: [{ kind: "simulation-pdf", simulationId: fixtures.simulation, filename: "devis.pdf" }],
      status: "captured",
    })
    .returning({ id: emailOutbox.id });
  fixtures.outbox = captured.id;
  fixtures.region = (await createRegion()).id;
  fixtures.department = (await createDepartment(fixtures.region)).id;
  fixtures.city = (await createCity(fixtures.department)).id;
  fixtures.service = (await createService()).id;
  fixtures.page = (await createPage()).id;
  for (const role of ["contributor", "author", "editor", "super_admin"] as const) {
    staff[role] = await createStaff(role);
    cookies[role] = await sessionCookieHeader(staff[role]);
    // A person's data export, downloadable by super admins only.
    if (role === "super_admin") fixtures.privacyExport = (await createPersonExport({ db: db(), bucket: env.ATTACHMENTS }, staff[role], { email: contact.email })).id;
    // The author's own article: authors may open and save it, editors any article.
    if (role === "author") fixtures.article = (await createArticle({ authorId: staff[role].id })).id;
  }
  // A devis with its stored PDFs: the screen and both downloads answer 200 to editors.
  fixtures.devis = (await storedDevis(staff.editor!)).id;
  // Its report and an attached plan: both downloads answer 200 to editors (docs/decisions/646, 649).
  await env.ATTACHMENTS.put(`devis/matrice/rapport-${fixtures.devis}.pdf`, "%PDF-1.4\n%%EOF\n");
  await env.ATTACHMENTS.put(`devis/matrice/document-${fixtures.devis}.pdf`, "%PDF-1.4\n%%EOF\n");
  await env.DB.prepare("insert into devis_reports (devis_id, r2_key, filename, size, sha256, uploaded_at) values (?, ?, 'rapport.pdf', 16, 'x', 0)")
    .bind(fixtures.devis, `devis/matrice/rapport-${fixtures.devis}.pdf`)
    .run();
  fixtures.devisDocument =
    (await env.DB.prepare("insert into devis_documents (devis_id, r2_key, filename, mime_type, size) values (?, ?, 'plan.pdf', 'application/pdf', 16) returning id")
      .bind(fixtures.devis, `devis/matrice/document-${fixtures.devis}.pdf`)
      .first<number>("id")) ?? 0;
});

test("every admin route of the route table has an access rule, and every screen rule a route", () => {
  expect(adminRoutes.length).toBeGreaterThan(10);
  const missing = adminRoutes.filter(({ path }) => {
    const match = matchAdminRoute(path);
    return !match || match.rule.pattern !== path;
  });
  expect(missing, "routes sans règle dans ADMIN_ROUTES").toEqual([]);
  const paths = new Set(adminRoutes.map((r) => r.path));
  const phantom = Object.values(ADMIN_ROUTES).filter((rule) => rule.kind === "screen" && !paths.has(rule.pattern));
  expect(phantom, "règles d'écran sans route").toEqual([]);
  for (const key of Object.keys(ADMIN_ROUTES) as Array<AdminRouteKey>) {
    if (ADMIN_ROUTES[key].kind === "screen" && ADMIN_ROUTES[key].minimum) expect(AUTHORISED_POST[key], key).toBeDefined();
  }
});

describe.each(Object.keys(ADMIN_ROUTES) as Array<AdminRouteKey>)("%s", (key) => {
  test.each(["GET", "POST"] as const)("%s answers as the matrix says for every role", async (method) => {
    const path = samplePath(key);
    const answers: Array<string> = [];
    const wanted: Array<string> = [];
    for (const actor of ACTORS) {
      // Déconnexion ends the session it is posted with: give it a session of its own.
      const member = staff[actor as Role];
      const cookie = key === "logout" && method === "POST" && member ? await sessionCookieHeader(member) : cookies[actor as Role];
      const res = await request(path, {
        method,
        headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": `10.9.${ACTORS.indexOf(actor)}.${method.length}` },
        ...(method === "POST" ? { body: new URLSearchParams() } : {}),
      });
      await res.arrayBuffer();
      const want = expected(key, actor, method);
      answers.push(`${actor}: ${res.status}${want.location !== undefined ? ` → ${res.headers.get("location")}` : ""}`);
      wanted.push(`${actor}: ${want.status}${want.location !== undefined ? ` → ${want.location}` : ""}`);
    }
    expect(answers, `${method} ${path}`).toEqual(wanted);
  });
});

test("the « Majorations » intent of /admin/simulator is refused below editor and changes nothing", async () => {
  const body = () => new URLSearchParams({ intent: "modifiers", version: "1", urgencyPercent: "99", accessMoyenne: "0", accessDifficile: "0", basement: "0", travelOther: "0" });
  const stored = () => env.DB.prepare("select modifiers, version from simulator_pricing where id = 'default'").first();
  const before = await stored();
  for (const actor of ["anonymous", "contributor", "author"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/simulator", { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.9" }, body: body() });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/simulator") : "/admin/access-denied");
  }
  expect(await stored()).toEqual(before);
  const res = await request("/admin/simulator", { method: "POST", headers: { cookie: cookies.editor ?? "", "cf-connecting-ip": "10.9.9.9" }, body: body() });
  await res.arrayBuffer();
  expect(res.status).toBe(302);
  expect(await stored()).toMatchObject({ version: 2 });
});

test("the « insurance-attestation » intent of /admin/settings is refused below super admin and stores nothing", async () => {
  const body = () => {
    const form = new FormData();
    form.append("intent", "insurance-attestation");
    form.append("file", new File([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], "attestation.pdf", { type: "application/pdf" }));
    return form;
  };
  const stored = async () => ({
    row: await env.DB.prepare("select value from settings where section = 'insurance' and key = 'attestation'").first(),
    objects: (await env.ATTACHMENTS.list({ prefix: "insurance/" })).objects.length,
  });
  const before = await stored();
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/settings", { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.9" }, body: body() });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/settings") : "/admin/access-denied");
  }
  expect(await stored()).toEqual(before);
  const res = await request("/admin/settings", { method: "POST", headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.9" }, body: body() });
  await res.arrayBuffer();
  expect(res.status).toBe(302);
  expect((await stored()).objects).toBe(before.objects + 1);
});

test("the « publish-cgv » intent of the CGV page is refused below super admin and publishes nothing", async () => {
  await publishedCgv();
  const page =
    (await env.DB.prepare("select id from pages where slug = 'cgv'").first<{ id: number }>()) ??
    (await createPage({ slug: "cgv", title: "Conditions générales de vente", status: "published" }));
  await env.DB.prepare("update pages set content = ? where slug = 'cgv'").bind(`## Préambule\n\nVersion de la matrice des rôles ${crypto.randomUUID()}.`).run();
  const count = async () => (await env.DB.prepare("select count(*) as n from cgv_versions").first<{ n: number }>())?.n;
  const before = await count();
  const path = `/admin/pages/${page?.id}`;
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request(path, {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.7" },
      body: new URLSearchParams({ intent: "publish-cgv" }),
    });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath(path) : "/admin/access-denied");
  }
  expect(await count()).toBe(before);
  const res = await request(path, {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.7" },
    body: new URLSearchParams({ intent: "publish-cgv" }),
  });
  await res.arrayBuffer();
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(path);
  expect(await count()).toBe((before ?? 0) + 1);
});

// The invitation intents of /admin/users (invite, resend, cancel) are refused below
// super admin, and nothing is written: no account, no link, no e-mail.
test.each(["invite", "resend", "cancel"] as const)("the « %s » intent of /admin/users is refused below super admin and changes nothing", async (intent) => {
  const [invited] = await db()
    .insert(users)
    .values({ email: `matrice-${intent}-${crypto.randomUUID().slice(0, 8)}@e2e.test`, passwordHash: "invited$", status: "invited", role: "author" })
    .returning();
  const newEmail = `matrice-nouveau-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
  const form: Record<string, string> = intent === "invite" ? { intent, email: newEmail, role: "super_admin" } : { intent, id: String(invited.id) };
  const count = async (sql: string, ...binds: Array<string | number>) =>
    (
      await env.DB.prepare(sql)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n;
  const state = async () => [
    await count("select count(*) as n from users where id = ? or email = ?", invited.id, newEmail),
    await count("select count(*) as n from account_tokens where user_id = ?", invited.id),
    await count(`select count(*) as n from email_outbox where "to" like ? or "to" like ?`, `%${invited.email}%`, `%${newEmail}%`),
  ];
  const before = await state();
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/users", { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.8" }, body: new URLSearchParams(form) });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/users") : "/admin/access-denied");
  }
  expect(await state()).toEqual(before);
  const allowed = await request("/admin/users", {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.8" },
    body: new URLSearchParams(form),
  });
  await allowed.arrayBuffer();
  expect(allowed.status).toBe(302);
  expect(await state()).not.toEqual(before);
});

// The edit (names, role, at its version) and the deletion of an account are refused below
// super admin, row by row: the account stays as it was.
test.each(["update", "delete"] as const)("the « %s » intent of /admin/users is refused below super admin and changes nothing", async (intent) => {
  const [member] = await db()
    .insert(users)
    .values({ email: `matrice-${intent}-${crypto.randomUUID().slice(0, 8)}@e2e.test`, passwordHash: "x", role: "author" })
    .returning();
  const form: Record<string, string> =
    intent === "update" ? { intent, id: String(member.id), version: "1", firstName: "Pirate", lastName: "", role: "super_admin" } : { intent, id: String(member.id) };
  const path = `/admin/users?dialog=${intent === "update" ? "edit" : "delete"}&id=${member.id}`;
  const state = () => env.DB.prepare("select role, first_name, version from users where id = ?").bind(member.id).first();
  const before = await state();
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request(path, {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.6" },
      body: new URLSearchParams(form),
    });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath(path) : "/admin/access-denied");
  }
  expect(await state()).toEqual(before);
  const allowed = await request(path, {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.6" },
    body: new URLSearchParams(form),
  });
  await allowed.arrayBuffer();
  expect(allowed.status).toBe(302);
  expect(await state()).toEqual(intent === "update" ? { role: "super_admin", first_name: "Pirate", version: 2 } : null);
});

// Account e-mails (docs/decisions/323): « Renvoyer » on /admin/users/emails is refused below
// super admin, and an editor's « Renvoyer » on Demandes → E-mails never reaches one.
test("the « resend » intent on an account e-mail is refused below super admin, from either list, and changes nothing", async () => {
  const [dead] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "password-reset",
      to: [{ email: "matrice-oubli@e2e.test" }],
      subject: "Réinitialisation (matrice)",
      text: "t",
      html: "t",
      status: "dead",
      relatedType: "user",
      relatedId: staff.editor?.id,
    })
    .returning();
  const state = () => env.DB.prepare("select status, attempts from email_outbox where id = ?").bind(dead.id).first();
  const before = await state();
  const form = { intent: "resend", id: String(dead.id) };
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/users/emails", {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.5" },
      body: new URLSearchParams(form),
    });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/users/emails") : "/admin/access-denied");
  }
  for (const actor of ["editor", "super_admin"] as const) {
    const res = await request("/admin/demandes/emails", {
      method: "POST",
      headers: { cookie: cookies[actor] ?? "", "cf-connecting-ip": "10.9.9.5" },
      body: new URLSearchParams(form),
    });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(409);
  }
  expect(await state()).toEqual(before);
  const allowed = await request("/admin/users/emails", {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.5" },
    body: new URLSearchParams(form),
  });
  await allowed.arrayBuffer();
  expect(allowed.status).toBe(302);
  expect(await state()).not.toEqual(before);
});

// « Création d'administrateur » invites a super admin; below super admin nothing is
// written (no account, no link, no e-mail), whatever the form says.
test("/admin/create-admin's invitation is refused below super admin and changes nothing", async () => {
  const email = `matrice-chef-${crypto.randomUUID().slice(0, 8)}@e2e.test`;
  const form = { firstName: "Chef", lastName: "Matrice", email, password: "choisi-par-un-autre" };
  const state = async () => [
    (await env.DB.prepare("select count(*) as n from users where email = ?").bind(email).first<{ n: number }>())?.n,
    (await env.DB.prepare(`select count(*) as n from email_outbox where "to" like ?`).bind(`%${email}%`).first<{ n: number }>())?.n,
  ];
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/create-admin", {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.7" },
      body: new URLSearchParams(form),
    });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/create-admin") : "/admin/access-denied");
  }
  expect(await state()).toEqual([0, 0]);
  const allowed = await request("/admin/create-admin", {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.7" },
    body: new URLSearchParams(form),
  });
  await allowed.arrayBuffer();
  expect(allowed.status).toBe(200);
  expect(await state()).toEqual([1, 1]);
  const row = await env.DB.prepare("select role, status, password_hash from users where email = ?").bind(email).first();
  expect(row).toEqual({ role: "super_admin", status: "invited", password_hash: "invited$" });
});

// Decision 706: « Réinitialiser la double authentification » of /admin/users is refused below
// super admin and changes nothing (no row deleted, no Journal entry, no e-mail).
test("the « reset-two-factor » intent of /admin/users is refused below super admin and changes nothing", async () => {
  const target = await createStaff("editor");
  await env.DB.prepare("insert into staff_two_factor (user_id, secret_ciphertext, enabled_at) values (?, 'v1:x:y', ?)").bind(target.id, Date.now()).run();
  await env.DB.prepare("insert into staff_recovery_codes (user_id, code_hash) values (?, ?)").bind(target.id, crypto.randomUUID()).run();
  const count = async (sql: string, bind: number | string = target.id) => (await env.DB.prepare(sql).bind(bind).first<{ n: number }>())?.n;
  const state = async () => [
    await count("select count(*) as n from staff_two_factor where user_id = ?"),
    await count("select count(*) as n from staff_recovery_codes where user_id = ?"),
    await count("select count(*) as n from audit_log where action = 'user.two_factor_reset' and target_id = ?", String(target.id)),
    await count(`select count(*) as n from email_outbox where type = 'two-factor-reset' and related_id = ?`),
  ];
  const before = await state();
  expect(before).toEqual([1, 1, 0, 0]);
  const form = { intent: "reset-two-factor", id: String(target.id) };
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/users", { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.7" }, body: new URLSearchParams(form) });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/users") : "/admin/access-denied");
  }
  expect(await state()).toEqual(before);
  const allowed = await request("/admin/users", {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.7" },
    body: new URLSearchParams(form),
  });
  await allowed.arrayBuffer();
  expect(allowed.status).toBe(302);
  expect(await state()).toEqual([0, 0, 1, 1]);
});

// Decision 715: « Débloquer » (the second factor locked by refused codes) of /admin/users is
// refused below super admin and changes nothing (still locked, no Journal entry).
test("the « unlock-two-factor » intent of /admin/users is refused below super admin and changes nothing", async () => {
  const target = await createStaff("editor");
  const lockedAt = Date.now();
  await env.DB.prepare("insert into staff_two_factor (user_id, secret_ciphertext, enabled_at, failed_count, locked_at) values (?, 'v1:x:y', ?, 10, ?)")
    .bind(target.id, lockedAt, lockedAt)
    .run();
  const state = async () => [
    (await env.DB.prepare("select locked_at as v from staff_two_factor where user_id = ?").bind(target.id).first<{ v: number | null }>())?.v,
    (await env.DB.prepare("select count(*) as v from audit_log where action = 'user.two_factor_unlock' and target_id = ?").bind(String(target.id)).first<{ v: number }>())?.v,
  ];
  expect(await state()).toEqual([lockedAt, 0]);
  const form = { intent: "unlock-two-factor", id: String(target.id) };
  for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
    const cookie = cookies[actor as Role];
    const res = await request("/admin/users", { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.7" }, body: new URLSearchParams(form) });
    await res.arrayBuffer();
    expect(res.status, actor).toBe(302);
    expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath("/admin/users") : "/admin/access-denied");
  }
  expect(await state()).toEqual([lockedAt, 0]);
  const allowed = await request("/admin/users", {
    method: "POST",
    headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.7" },
    body: new URLSearchParams(form),
  });
  await allowed.arrayBuffer();
  expect(allowed.status).toBe(302);
  expect(await state()).toEqual([null, 1]);
});

// Object-level rows: every intent of a request's detail screen (status, owner, follow-up
// day, note, reply) on both kinds of request. Leads stay editor and above: below that,
// nothing is written, not even a history event or an e-mail.
const LEAD_INTENTS = ["status", "assign", "follow_up", "note", "reply"] as const;

function intentForm(intent: (typeof LEAD_INTENTS)[number], version: number, ownerId: number): Record<string, string> {
  switch (intent) {
    case "status":
      return { intent, version: String(version), status: version % 2 ? "en_cours" : "nouveau" };
    case "assign":
      return { intent, version: String(version), ownerId: version % 2 ? String(ownerId) : "" };
    case "follow_up":
      return { intent, version: String(version), followUpOn: version % 2 ? "2031-01-15" : "" };
    case "note":
      return { intent, body: "Note de la matrice des rôles" };
    case "reply":
      return { intent, messageId: crypto.randomUUID(), subject: "Re : votre demande", body: "Réponse de la matrice des rôles" };
  }
}

describe.each(["contact", "simulation"] as const)("lead intents on a %s", (kind) => {
  test.each(LEAD_INTENTS)("%s: editors and super admins only", async (intent) => {
    const lead = kind === "contact" ? await createContactRequest() : await createSimulation();
    const table = kind === "contact" ? "contact_requests" : "simulations";
    const path = `/admin/demandes/${kind === "contact" ? "contacts" : "simulations"}/${lead.id}`;
    const state = async () => {
      const row = await env.DB.prepare(`select version, status from ${table} where id = ?`).bind(lead.id).first<{ version: number; status: string }>();
      const events = await env.DB.prepare("select count(*) as n from lead_events where kind = ? and lead_id = ?").bind(kind, lead.id).first<{ n: number }>();
      const mails = await env.DB.prepare("select count(*) as n from email_outbox where related_type = ? and related_id = ?")
        .bind(kind === "contact" ? "contact_request" : "simulation", lead.id)
        .first<{ n: number }>();
      return { version: row!.version, status: row!.status, events: events!.n, mails: mails!.n };
    };
    const answers: Array<string> = [];
    const wanted: Array<string> = [];
    for (const actor of ACTORS) {
      const before = await state();
      const cookie = cookies[actor as Role];
      const res = await request(path, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": `10.8.${ACTORS.indexOf(actor)}.1` },
        body: new URLSearchParams(intentForm(intent, before.version, staff.editor!.id)),
      });
      await res.arrayBuffer();
      const after = await state();
      const allowed = actor === "editor" || actor === "super_admin";
      const location = actor === "anonymous" ? loginPath(path) : allowed ? path : "/admin/access-denied";
      answers.push(`${actor}: ${res.status} → ${res.headers.get("location")}, ${after.events - before.events} event(s), ${after.mails - before.mails} e-mail(s)`);
      // The first reply to a « Nouveau » request also moves it to « En cours » (its own event).
      const events = allowed ? (intent === "reply" && before.status === "nouveau" ? 2 : 1) : 0;
      wanted.push(`${actor}: 302 → ${location}, ${events} event(s), ${allowed && intent === "reply" ? 1 : 0} e-mail(s)`);
    }
    expect(answers, `${intent} ${path}`).toEqual(wanted);
  });
});

// ---------------------------------------------------------------------------
// Object rules: whose article or file each role may act on (OBJECT_RULES). Every case runs
// for every role on its own object, on another author's, and on an object without owner.
// ---------------------------------------------------------------------------

type Ownership = "own" | "other" | "nobody";
const OWNERSHIPS: Array<Ownership> = ["own", "other", "nobody"];

type ObjectCase = {
  resource: ObjectResource;
  /** An action of OBJECT_RULES[resource] (the coverage test below checks each one has a case). */
  action: string;
  /** The screen the request goes to: its route rule answers first. */
  route: AdminRouteKey;
  create: (ownerId: number | null) => Promise<number>;
  send: (id: number, cookie: string) => Promise<Response>;
  allowed: Expected;
  refused: Expected;
  /** For writes: did the object change? It must exactly when the rule allows it. */
  changed?: (id: number) => Promise<boolean>;
};

const post = (path: string, cookie: string, fields: Record<string, string>) => request(path, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
const accessDenied: Expected = { status: 302, location: "/admin/access-denied" };
const newArticle = async (ownerId: number | null) => (await createArticle({ authorId: ownerId, status: "draft", publishedAt: null })).id;
const newFile = async (ownerId: number | null) => (await createMediaFile(ownerId)).id;
const articleRow = async (id: number) => (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
const fileRow = async (id: number) => (await db().select().from(media).where(eq(media.id, id)))[0];

const OBJECT_CASES: Record<string, ObjectCase> = {
  "article edit form (GET)": {
    resource: "article",
    action: "edit",
    route: "article",
    create: newArticle,
    send: (id, cookie) => request(`/admin/blog/posts/${id}`, { headers: { cookie } }),
    allowed: { status: 200 },
    refused: accessDenied,
  },
  "article save (POST)": {
    resource: "article",
    action: "edit",
    route: "article",
    create: newArticle,
    send: async (id, cookie) => post(`/admin/blog/posts/${id}`, cookie, articleForm({ version: "1", slug: (await articleRow(id)).slug, title: "Titre réécrit" })),
    allowed: { status: 302 },
    refused: { status: 403 },
    changed: async (id) => (await articleRow(id)).title === "Titre réécrit",
  },
  "article preview (GET)": {
    resource: "article",
    action: "preview",
    route: "articlePreview",
    create: newArticle,
    send: (id, cookie) => request(`/admin/blog/posts/${id}/apercu`, { headers: { cookie } }),
    allowed: { status: 200 },
    refused: accessDenied,
  },
  "article delete (POST)": {
    resource: "article",
    action: "delete",
    route: "articles",
    create: newArticle,
    send: (id, cookie) => post("/admin/blog/posts", cookie, { intent: "delete", id: String(id) }),
    allowed: { status: 302 },
    refused: { status: 403 },
    changed: async (id) => (await articleRow(id)) === undefined,
  },
  "media alt text (POST)": {
    resource: "media",
    action: "edit",
    route: "media",
    create: newFile,
    send: (id, cookie) => post("/admin/media", cookie, { intent: "alt", id: String(id), version: "1", alt: "Texte réécrit" }),
    allowed: { status: 302 },
    refused: { status: 403 },
    changed: async (id) => (await fileRow(id)).alt === "Texte réécrit",
  },
  "media delete (POST)": {
    resource: "media",
    action: "delete",
    route: "media",
    create: newFile,
    send: (id, cookie) => post("/admin/media", cookie, { intent: "delete", id: String(id) }),
    allowed: { status: 302 },
    refused: { status: 403 },
    changed: async (id) => (await fileRow(id)) === undefined,
  },
};

test("every action of the object rules has a case in the matrix", () => {
  const covered = new Set(Object.values(OBJECT_CASES).map((c) => `${c.resource}.${c.action}`));
  const rules = Object.entries(OBJECT_RULES).flatMap(([resource, actions]) => Object.keys(actions).map((action) => `${resource}.${action}`));
  expect(rules.filter((rule) => !covered.has(rule))).toEqual([]);
});

describe.each(Object.keys(OBJECT_CASES))("object rule: %s", (name) => {
  test("owner, another author and no owner answer as OBJECT_RULES says for every role", async () => {
    const rule = OBJECT_CASES[name];
    const stranger = staff.author!;
    const answers: Array<string> = [];
    const wanted: Array<string> = [];
    for (const role of ["contributor", "author", "editor", "super_admin"] as const) {
      const member = staff[role]!;
      for (const ownership of OWNERSHIPS) {
        // "other": an author's object seen by anyone else; the author's "other" is a second author's.
        const otherOwner = role === "author" ? (await createStaff("author")).id : stranger.id;
        const ownerId = ownership === "own" ? member.id : ownership === "other" ? otherOwner : null;
        const id = await rule.create(ownerId);
        const res = await rule.send(id, cookies[role]!);
        await res.arrayBuffer();
        const minimum = ADMIN_ROUTES[rule.route].minimum!;
        const may = hasRole(role, minimum) && userCanTouch(member, rule.resource, rule.action as never, { ownerId });
        const want = !hasRole(role, minimum) ? accessDenied : may ? rule.allowed : rule.refused;
        const label = `${role}/${ownership}`;
        answers.push(`${label}: ${res.status}${want.location !== undefined ? ` → ${res.headers.get("location")}` : ""}`);
        wanted.push(`${label}: ${want.status}${want.location !== undefined ? ` → ${want.location}` : ""}`);
        if (rule.changed) {
          answers.push(`${label} changed: ${await rule.changed(id)}`);
          wanted.push(`${label} changed: ${may}`);
        }
      }
    }
    expect(answers, name).toEqual(wanted);
  });
});

// « Sessions actives »: every staff role may end its own other sessions, never
// another account's; anonymous callers are sent to the login page. Fresh accounts, so the
// matrix's own cookies live on.
test.each(["end-session", "end-other-sessions"] as const)("the « %s » intent of /admin/profile ends only the caller's own sessions", async (intent) => {
  const victim = await createStaff("super_admin");
  const victimSession = await sessionToken(victim);
  const victimId = (await verifySessionToken(jwtSecret(), victimSession))?.sessionId ?? "";
  const victimRows = async () => (await env.DB.prepare("select count(*) as n from staff_sessions where user_id = ?").bind(victim.id).first<{ n: number }>())?.n;
  const before = await victimRows();

  const anonymous = await request("/admin/profile", { method: "POST", body: new URLSearchParams({ intent, sessionId: victimId }) });
  await anonymous.arrayBuffer();
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toBe(loginPath("/admin/profile"));

  for (const role of ["contributor", "author", "editor", "super_admin"] as const) {
    const caller = await createStaff(role);
    const cookie = `lutetia_session=${await sessionToken(caller)}`;
    const ownOther = (await verifySessionToken(jwtSecret(), await sessionToken(caller)))?.sessionId ?? "";
    const refused = await request("/admin/profile", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "end-session", sessionId: victimId }) });
    await refused.arrayBuffer();
    expect(refused.status, role).toBe(400);
    const own = await request("/admin/profile", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent, sessionId: ownOther }) });
    await own.arrayBuffer();
    expect(own.status, role).toBe(302);
    expect(own.headers.get("location"), role).toBe(intent === "end-session" ? "/admin/profile?ok=session" : "/admin/profile?ok=sessions");
    const left = await env.DB.prepare("select id from staff_sessions where user_id = ?").bind(caller.id).all<{ id: string }>();
    expect(
      left.results.map((r) => r.id),
      role,
    ).not.toContain(ownOther);
    expect(left.results, role).toHaveLength(1);
  }
  expect(await victimRows()).toBe(before);
  expect((await db().select().from(staffSessions).where(eq(staffSessions.id, victimId))).length).toBe(1);
});

// « Données personnelles » (docs/decisions/340): every intent and the export's download are refused
// below super admin, and nothing is written — no register line, no export, no erasure, no
// correction, not even the search's journal line.
const PRIVACY_PATH = "/admin/donnees-personnelles";

describe("personal data intents", () => {
  test.each(["find", "export", "preview-erase", "erase", "correct", "record", "answer"] as const)("%s: super admins only, nothing written below", async (intent) => {
    const email = personEmail("matrice");
    const person = await seedPerson(email);
    const [request0] = await db()
      .insert(privacyRequests)
      .values({ type: "acces", source: "link", email, emailHash: await emailHash(email), receivedAt: new Date(), dueOn: "2031-01-01" })
      .returning();
    // Export and erasure need a request whose identity is verified (docs/decisions/344): from the personal link.
    await db()
      .insert(privacyRequests)
      .values({ type: "effacement", source: "link", email, emailHash: await emailHash(email), receivedAt: new Date(), dueOn: "2031-01-01" });
    const forms: Record<typeof intent, Record<string, string>> = {
      find: { intent, email },
      export: { intent, email },
      "preview-erase": { intent, email },
      erase: { intent, email, fingerprint: await planFingerprint(planErasure(await findPerson(db(), { email }))) },
      correct: { intent, email, newEmail: personEmail("matrice-nouvelle") },
      record: { intent, type: "effacement", email, receivedOn: "2026-01-05", identityCheck: "Courrier signé avec copie de la pièce d'identité" },
      answer: { intent, id: String(request0.id), kind: "refused", body: "Bonjour,\n\nNous ne pouvons pas vérifier votre identité." },
    };
    const count = async (query: string, ...binds: Array<unknown>) =>
      (
        await env.DB.prepare(query)
          .bind(...binds)
          .first<{ n: number }>()
      )?.n;
    const state = async () => [
      await count("select count(*) as n from contact_requests where id = ? and email = ?", person.contact.id, person.contact.email),
      await count("select count(*) as n from privacy_requests where email_hash = ?", await emailHash(email)),
      await count("select count(*) as n from privacy_requests where id = ? and answered_at is null", request0.id),
      await count("select count(*) as n from privacy_exports where email_hash = ?", await emailHash(email)),
      await count("select count(*) as n from privacy_erasures where email_hash = ?", await emailHash(email)),
      await count("select count(*) as n from audit_log where action like 'privacy.%'"),
    ];
    const before = await state();
    for (const actor of ["anonymous", "contributor", "author", "editor"] as const) {
      const cookie = cookies[actor as Role];
      const res = await request(PRIVACY_PATH, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.5" },
        body: new URLSearchParams(forms[intent]),
      });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath(PRIVACY_PATH) : "/admin/access-denied");
    }
    expect(await state()).toEqual(before);
    const allowed = await request(PRIVACY_PATH, {
      method: "POST",
      headers: { cookie: cookies.super_admin ?? "", "cf-connecting-ip": "10.9.9.5" },
      body: new URLSearchParams(forms[intent]),
    });
    await allowed.arrayBuffer();
    expect([200, 302], `${intent}: ${allowed.status}`).toContain(allowed.status);
    expect(await state()).not.toEqual(before);
  });
});

// docs/decisions/620: editors and super admins prepare, save, send, revise and cancel devis; authors and
// below do nothing at all: no devis, no version, no e-mail, no history event.
const DEVIS_INTENTS = ["create", "save", "send", "send-confirmed", "add-mission", "revise", "reminder", "cancel"] as const;

describe("devis intents", () => {
  beforeAll(async () => {
    await fillLegalFacts();
    await seedDevisCatalogue();
  });

  test.each(DEVIS_INTENTS)("%s: editors and super admins only", async (intent) => {
    const owner = await devisEditor();
    const target = intent === "create" ? null : ["revise", "reminder"].includes(intent) ? await sentDevis(owner) : await sentDraft(owner);
    const path = target ? `/admin/devis/${target.id}` : "/admin/devis";
    const form: Record<string, string> =
      intent === "create"
        ? { intent, source: "blank" }
        : intent === "save" || intent === "send" || intent === "add-mission"
          ? draftForm(intent, completeInput({ version: target!.version, clientName: "Nom changé par la matrice" }), intent === "add-mission" ? { missionId: "g2-avp" } : {})
          : intent === "reminder"
            ? { intent, version: String(target!.version + 1) }
            : { intent, version: String(target!.version) };
    const state = async () => [
      (await env.DB.prepare("select count(*) as n, coalesce(sum(version), 0) as v from devis").first<{ n: number; v: number }>()) ?? null,
      (await env.DB.prepare("select count(*) as n from devis_events").first<{ n: number }>())?.n,
      (await env.DB.prepare("select count(*) as n from email_outbox where related_type = 'devis'").first<{ n: number }>())?.n,
    ];
    const before = await state();
    for (const actor of ["anonymous", "contributor", "author"] as const) {
      const cookie = cookies[actor as Role];
      const res = await request(path, { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.5" }, body: new URLSearchParams(form) });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath(path) : "/admin/access-denied");
    }
    expect(await state()).toEqual(before);
    for (const actor of ["editor", "super_admin"] as const) {
      // Each allowed role acts on its own fresh target (a devis sent once cannot be sent twice).
      const own = intent === "create" ? null : ["revise", "reminder"].includes(intent) ? await sentDevis(owner) : await sentDraft(owner);
      const ownPath = own ? `/admin/devis/${own.id}` : "/admin/devis";
      const ownForm = own ? { ...form, version: String(intent === "reminder" ? own.version + 1 : own.version) } : form;
      const beforeOwn = await state();
      const res = await request(ownPath, { method: "POST", headers: { cookie: cookies[actor] ?? "", "cf-connecting-ip": "10.9.9.5" }, body: new URLSearchParams(ownForm) });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      // « Envoyer » saves, then opens the confirmation (docs/decisions/628).
      expect(res.headers.get("location"), actor).toMatch(intent === "send" ? /^\/admin\/devis\/\d+\?dialog=envoi$/ : /^\/admin\/devis\/\d+$/);
      expect(await state(), actor).not.toEqual(beforeOwn);
    }
  });
});

/** A complete draft, not sent (the sent one of `sentDevis` is frozen). */
async function sentDraft(owner: { id: number; email: string }) {
  const { completeDraft } = await import("../factories/devis");
  return completeDraft(owner);
}

// docs/decisions/640: editors and super admins record the dossier's payments, a withdrawal received and
// the refund; authors and below change nothing (no status, no payment, no history, no e-mail).
const DOSSIER_INTENTS = ["deposit", "withdrawal-received", "balance", "refund-set", "refund"] as const;

describe("dossier intents", () => {
  beforeAll(async () => {
    await fillLegalFacts();
    await seedDevisCatalogue();
  });

  /** An accepted devis in the state the intent leaves from (set directly: each step has its own tests). */
  async function dossierFor(intent: (typeof DOSSIER_INTENTS)[number]) {
    const owner = await devisEditor();
    const sent = await sentDevis(owner);
    const { acceptDevis } = await import("~/lib/devis/client.server");
    const accepted = await acceptDevis(
      clientDeps(),
      sent.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "commencer", code: await signerCodeFor(sent) },
      { ip: null, userAgent: null },
    );
    if (!accepted.ok) throw new Error("non accepté");
    const today = new Date().toISOString().slice(0, 10);
    if (intent !== "deposit" && intent !== "withdrawal-received")
      await env.DB.prepare("insert into devis_payments (devis_id, kind, paid_on, amount_cents, mode) values (?, 'acompte', ?, 97200, 'virement')").bind(sent.id, today).run();
    const status = intent === "balance" ? "rapport_remis" : intent === "refund-set" || intent === "refund" ? "retracte" : "accepte";
    await env.DB.prepare("update devis set status = ?, withdrawn_on = ?, withdrawal_channel = ? where id = ?")
      .bind(status, status === "retracte" ? today : null, status === "retracte" ? "email" : null, sent.id)
      .run();
    const row = await env.DB.prepare("select version from devis where id = ?").bind(sent.id).first<{ version: number }>();
    return { id: sent.id, version: row?.version ?? 1, today };
  }

  const formOf = (intent: string, version: number, today: string): Record<string, string> =>
    intent === "deposit"
      ? { intent, version: String(version), paidOn: today, amount: "972,00", mode: "virement", note: "" }
      : intent === "balance"
        ? { intent, version: String(version), paidOn: today, amount: "2268,00", mode: "virement", note: "" }
        : intent === "withdrawal-received"
          ? { intent, version: String(version), sentOn: today, channel: "email" }
          : intent === "refund-set"
            ? { intent, version: String(version), kept: "100,00", reason: "Visite du site réalisée" }
            : { intent, version: String(version), paidOn: today, mode: "virement", note: "" };

  test.each(DOSSIER_INTENTS)("%s: editors and super admins only", async (intent) => {
    const target = await dossierFor(intent);
    const path = `/admin/devis/${target.id}`;
    const state = async () => [
      await env.DB.prepare("select status, version from devis where id = ?").bind(target.id).first(),
      (await env.DB.prepare("select count(*) as n from devis_payments where devis_id = ?").bind(target.id).first<{ n: number }>())?.n,
      (await env.DB.prepare("select count(*) as n from devis_events where devis_id = ?").bind(target.id).first<{ n: number }>())?.n,
    ];
    const before = await state();
    for (const actor of ["anonymous", "contributor", "author"] as const) {
      const cookie = cookies[actor as Role];
      const res = await request(path, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.6" },
        body: new URLSearchParams(formOf(intent, target.version, target.today)),
      });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath(path) : "/admin/access-denied");
    }
    expect(await state()).toEqual(before);
    for (const actor of ["editor", "super_admin"] as const) {
      const own = await dossierFor(intent);
      const ownPath = `/admin/devis/${own.id}`;
      const beforeOwn = await env.DB.prepare("select status, version from devis where id = ?").bind(own.id).first();
      const res = await request(ownPath, {
        method: "POST",
        headers: { cookie: cookies[actor] ?? "", "cf-connecting-ip": "10.9.9.6" },
        body: new URLSearchParams(formOf(intent, own.version, own.today)),
      });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      expect(res.headers.get("location"), actor).toBe(ownPath);
      expect(await env.DB.prepare("select status, version from devis where id = ?").bind(own.id).first(), actor).not.toEqual(beforeOwn);
    }
  });
});

// docs/decisions/645, 646, 649: editors and super admins plan the visit, upload and deliver the
// report, attach and remove a devis' documents; authors and below change nothing at all.
const VISIT_REPORT_INTENTS = ["plan-visit", "upload-report", "deliver-report", "attach-document", "remove-document"] as const;

describe("visit, report and document intents", () => {
  beforeAll(async () => {
    await fillLegalFacts();
    await seedDevisCatalogue();
  });

  const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n% matrice\n%%EOF\n")], "rapport.pdf", { type: "application/pdf" });

  /** A fresh target in the state the intent needs, and the form a browser posts. */
  async function target(intent: (typeof VISIT_REPORT_INTENTS)[number], owner: { id: number; email: string }): Promise<{ id: number; form: FormData }> {
    const { orderWithDeposit, dossierDeps } = await import("../factories/dossier");
    const { planVisit } = await import("~/lib/devis/visit.server");
    const { uploadReport } = await import("~/lib/devis/report.server");
    const { attachDocument } = await import("~/lib/devis/documents.server");
    const form = new FormData();
    form.set("intent", intent);
    const visit = {
      day: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      window: "matin" as const,
      engineerId: owner.id,
      accessNotes: "",
      clientPresence: false,
      dtDeclaredOn: "",
      dtAnsweredOn: "",
    };
    if (intent === "attach-document" || intent === "remove-document") {
      const { completeDraft } = await import("../factories/devis");
      const draft = await completeDraft(owner);
      if (intent === "attach-document") form.set("document", new File([pdf()], "plan.pdf", { type: "application/pdf" }));
      else {
        await attachDocument(dossierDeps(), owner, draft.id, pdf());
        form.set("documentId", String(await env.DB.prepare("select id from devis_documents where devis_id = ?").bind(draft.id).first<number>("id")));
      }
      return { id: draft.id, form };
    }
    const order = await orderWithDeposit(owner);
    if (intent === "plan-visit") {
      form.set("version", String(order.version));
      for (const [key, value] of Object.entries({ ...visit, engineerId: String(owner.id) })) if (typeof value === "string" && value) form.set(key, value);
      return { id: order.id, form };
    }
    await planVisit(dossierDeps(), owner, order.id, order.version, visit);
    if (intent === "upload-report") form.set("report", pdf());
    else {
      await uploadReport(dossierDeps(), owner, order.id, pdf());
      form.set("version", String(order.version + 1));
    }
    return { id: order.id, form };
  }

  const state = async (id: number) => [
    await env.DB.prepare("select status, version from devis where id = ?").bind(id).first(),
    (await env.DB.prepare("select count(*) as n from devis_events where devis_id = ?").bind(id).first<{ n: number }>())?.n,
    (await env.DB.prepare("select count(*) as n from devis_interventions where devis_id = ?").bind(id).first<{ n: number }>())?.n,
    await env.DB.prepare("select r2_key, delivered_at from devis_reports where devis_id = ?").bind(id).first(),
    (await env.DB.prepare("select count(*) as n from devis_documents where devis_id = ?").bind(id).first<{ n: number }>())?.n,
    (await env.DB.prepare("select count(*) as n from email_outbox where related_type = 'devis' and related_id = ?").bind(id).first<{ n: number }>())?.n,
  ];

  test.each(VISIT_REPORT_INTENTS)("%s: editors and super admins only", async (intent) => {
    const owner = await devisEditor();
    const denied = await target(intent, owner);
    const before = await state(denied.id);
    for (const actor of ["anonymous", "contributor", "author"] as const) {
      const cookie = cookies[actor as Role];
      const res = await request(`/admin/devis/${denied.id}`, { method: "POST", headers: { ...(cookie ? { cookie } : {}), "cf-connecting-ip": "10.9.9.6" }, body: denied.form });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      expect(res.headers.get("location"), actor).toBe(actor === "anonymous" ? loginPath(`/admin/devis/${denied.id}`) : "/admin/access-denied");
    }
    expect(await state(denied.id)).toEqual(before);
    for (const actor of ["editor", "super_admin"] as const) {
      const own = await target(intent, owner);
      const beforeOwn = await state(own.id);
      const res = await request(`/admin/devis/${own.id}`, { method: "POST", headers: { cookie: cookies[actor] ?? "", "cf-connecting-ip": "10.9.9.6" }, body: own.form });
      await res.arrayBuffer();
      expect(res.status, actor).toBe(302);
      expect(res.headers.get("location"), actor).toBe(`/admin/devis/${own.id}`);
      expect(await state(own.id), actor).not.toEqual(beforeOwn);
    }
  });
});
