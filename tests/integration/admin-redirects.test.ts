import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { createRedirect } from "../factories/site-content";
import { db, flashOf, followRedirect, request } from "../helpers";
import { esc, lastAudit, postForm, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

function rule(fromPath: string, toPath: string, statusCode = "301") {
  return { intent: "create", fromPath, toPath, statusCode };
}

async function stored(fromPath: string) {
  return env.DB.prepare("select * from redirects where from_path = ?").bind(fromPath).first<Record<string, unknown>>();
}

/** Waits for the 404 events that waitUntil records after the response. */
async function eventsOf(path: string, expected: number) {
  for (let i = 0; i < 40; i++) {
    const row = await env.DB.prepare("select count(*) as n from not_found_events where path = ?").bind(path).first<{ n: number }>();
    if ((row?.n ?? 0) >= expected) return row?.n;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}

test("a redirect loop is refused with a clear message, and so are chains in either direction", async () => {
  const { cookie } = await staffCookie();
  expect((await postForm("/admin/redirects?dialog=new", cookie, rule("/ancien-diagnostic", "/services/diagnostics"))).status).toBe(302);

  const self = await postForm("/admin/redirects?dialog=new", cookie, rule("/page-a", "/page-a/"));
  expect(self.status).toBe(400);
  expect(await self.text()).toContain(esc("Cette redirection renverrait l'adresse vers elle-même."));

  const loop = await postForm("/admin/redirects?dialog=new", cookie, rule("/services/diagnostics", "/ancien-diagnostic"));
  expect(loop.status).toBe(400);
  expect(await loop.text()).toContain("Boucle refusée : /ancien-diagnostic redirige déjà vers /services/diagnostics");

  const forward = await postForm("/admin/redirects?dialog=new", cookie, rule("/tres-ancien-diagnostic", "/ancien-diagnostic"));
  expect(forward.status).toBe(400);
  expect(await forward.text()).toContain(
    "Chaîne refusée : /ancien-diagnostic est déjà redirigée vers /services/diagnostics. Indiquez directement /services/diagnostics comme destination.",
  );

  const backward = await postForm("/admin/redirects?dialog=new", cookie, rule("/services/diagnostics", "/diagnostics-2027"));
  expect(backward.status).toBe(400);
  expect(await backward.text()).toContain("Chaîne refusée : /services/diagnostics est la destination de la redirection /ancien-diagnostic");

  const same = await postForm("/admin/redirects?dialog=new", cookie, rule("/ancien-diagnostic/", "/contact"));
  expect(same.status).toBe(400);
  expect(await same.text()).toContain("Une redirection existe déjà pour cette adresse");
  expect(await env.DB.prepare("select count(*) as n from redirects").first<{ n: number }>()).toEqual({ n: 1 });
});

test("sources and destinations are checked: a site path for the source, a path or an address for the destination", async () => {
  const { cookie } = await staffCookie();
  const res = await postForm("/admin/redirects?dialog=new", cookie, rule("ancienne-page?x=1", "javascript:alert(1)"));
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("L&#x27;adresse d&#x27;origine est un chemin du site");
  expect(html).toContain("Indiquez un chemin du site (/services/sondages) ou une adresse complète (https://…).");
  const admin = await postForm("/admin/redirects?dialog=new", cookie, rule("/admin/users", "/"));
  expect(await admin.text()).toContain("Cette adresse appartient à l&#x27;administration");

  const accents = await postForm("/admin/redirects?dialog=new", cookie, rule("/études/sol/", "https://www.lutetia-geotechnique.test/services/etudes-geotechniques#g2", "302"));
  expect(accents.status).toBe(302);
  expect(flashOf(accents)?.message).toBe("Redirection créée");
  expect(await stored("/%C3%A9tudes/sol")).toMatchObject({ to_path: "/services/etudes-geotechniques#g2", status_code: 302 });
});

test.each([
  ["an unknown path", "/ancien-catalogue-2019"],
  ["a deeper unknown path (catch-all route)", "/documents/plaquette/2019"],
  ["a missing service", "/services/geophysique"],
  ["a missing article", "/actualites/salon-batimat-2019"],
  ["a missing region", "/regions/alsace"],
  ["a missing department", "/departements/99"],
  ["a missing city", "/villes/atlantis"],
  ["a missing page with a trailing slash", "/plaquette-commerciale/"],
])("a stored rule answers before the 404 page for %s", async (_label, path) => {
  await createRedirect({ fromPath: path.replace(/\/$/, ""), toPath: "/services/sondages", statusCode: 301 });
  const res = await request(`${path}?utm_source=salon`);
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe("/services/sondages?utm_source=salon");
  // A client-side navigation asks for the .data URL: it follows the rule too.
  const data = await request(`${path.replace(/\/$/, "")}.data`);
  expect(await data.text()).toContain("/services/sondages");
});

test("the 404 log groups missing paths with count, last visit and top referrers, offers a pre-filled rule, and drops a covered path", async () => {
  const { cookie } = await staffCookie();
  const missing = "/guide-etude-de-sol-2018";
  for (const referer of ["https://forum.exemple.fr/fil/42", "https://forum.exemple.fr/fil/42", "https://annuaire.exemple.org/geotechnique", null]) {
    const res = await request(missing, { headers: referer ? { referer } : {} });
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  }
  expect(await eventsOf(missing, 4)).toBe(4);

  const log = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/redirects/not-found?q=guide-etude" } }), cookie);
  const table = log.html.slice(log.html.indexOf("<table"), log.html.indexOf("</table>"));
  expect(table).toContain(missing);
  expect(table).toMatch(/>4<\/td>/);
  expect(table).toContain('forum.exemple.fr/fil/42 <span class="text-slate-500">(2)</span>');
  expect(table).toContain("annuaire.exemple.org/geotechnique");
  const createHref = `/admin/redirects?dialog=new&amp;from=${encodeURIComponent(missing)}`;
  expect(table).toContain(`href="${createHref}"`);

  const dialog = await followRedirect(new Response(null, { status: 302, headers: { location: createHref.replace("&amp;", "&") } }), cookie);
  expect(dialog.html).toContain(`value="${missing}"`);

  const created = await postForm(`/admin/redirects?dialog=new&from=${encodeURIComponent(missing)}`, cookie, rule(missing, "/services/etudes-geotechniques"));
  expect(created.status).toBe(302);
  expect(created.headers.get("location")).toBe("/admin/redirects");
  const after = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/redirects/not-found?q=guide-etude" } }), cookie);
  expect(after.html).not.toContain(`>${missing}<`);
  expect(after.html).toContain("Aucune adresse ne correspond à votre recherche.");
  const moved = await request(missing);
  expect(moved.status).toBe(301);
  expect(moved.headers.get("location")).toBe("/services/etudes-geotechniques");
});

test("editing and deleting a rule are audited with its before and after; a stale edit answers 409", async () => {
  const { staff, cookie } = await staffCookie();
  const row = await createRedirect({ fromPath: "/ancienne-equipe", toPath: "/a-propos" });
  const res = await postForm(`/admin/redirects?dialog=edit&id=${row.id}`, cookie, {
    intent: "update",
    id: String(row.id),
    version: "1",
    fromPath: "/ancienne-equipe",
    toPath: "/contact",
    statusCode: "302",
  });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Redirection mise à jour");
  const audit = await lastAudit("redirect.update");
  expect(JSON.parse(String(audit?.details))).toEqual({
    before: { fromPath: "/ancienne-equipe", toPath: "/a-propos", statusCode: 301 },
    after: { fromPath: "/ancienne-equipe", toPath: "/contact", statusCode: 302 },
  });
  expect(await stored("/ancienne-equipe")).toMatchObject({ version: 2, updated_by: staff.id });
  const stale = await postForm(`/admin/redirects?dialog=edit&id=${row.id}`, cookie, {
    intent: "update",
    id: String(row.id),
    version: "1",
    fromPath: "/ancienne-equipe",
    toPath: "/services",
    statusCode: "301",
  });
  expect(stale.status).toBe(409);

  const deleted = await postForm(`/admin/redirects?dialog=delete&id=${row.id}`, cookie, { intent: "delete", id: String(row.id) });
  expect(flashOf(deleted)?.message).toBe("Redirection supprimée");
  expect(await stored("/ancienne-equipe")).toBeNull();
  expect(await lastAudit("redirect.delete")).toMatchObject({ actor_id: staff.id, target_id: String(row.id) });
  expect((await request("/ancienne-equipe")).status).toBe(404);
});

test.each([
  ["a backslash", "/\\evil.example", "barre oblique inversée"],
  ["an encoded backslash", "/%5Cevil.example", "barre oblique inversée"],
  ["a doubly encoded backslash", "/%255Cevil.example", "barre oblique inversée"],
  ["a double slash", "//evil.example", "« // »"],
  ["a double slash further on", "/services//evil.example", "« // »"],
  ["a dot segment", "/services/../admin/logout", "segment « . » ou « .. »"],
  ["an encoded dot segment", "/services/%2e%2e/admin", "segment « . » ou « .. »"],
  ["a control character", "/\tevil.example", "ni espace ni caractère invisible"],
  ["an encoded line feed", "/services%0A/evil", "ni espace ni caractère invisible"],
  ["a malformed escape", "/services/%E0", "encodage « % » invalide"],
  ["an address of the site that becomes //", "https://www.lutetia-geotechnique.test//evil.example", "« // »"],
  ["an http address", "http://evil.example/page", "commence par https://"],
  ["an address with credentials", "https://www.lutetia-geotechnique.fr@evil.example/", "identifiant"],
])("a destination with %s is refused with a French message and nothing is stored", async (_label, toPath, message) => {
  const { cookie } = await staffCookie();
  const fromPath = `/ancienne-cible-${Math.random().toString(36).slice(2, 8)}`;
  const res = await postForm("/admin/redirects?dialog=new", cookie, rule(fromPath, toPath));
  expect(res.status).toBe(400);
  expect(await res.text()).toContain(esc(message));
  expect(await stored(fromPath)).toBeNull();
});

test("safe destinations are kept: a path with query and fragment, an https address, an address of the site as a path", async () => {
  const { cookie } = await staffCookie();
  for (const [fromPath, toPath, kept] of [
    ["/cible-sure-1", "/services/sondages?source=salon#tarifs", "/services/sondages?source=salon#tarifs"],
    ["/cible-sure-2", "https://www.georisques.gouv.fr/mes-risques", "https://www.georisques.gouv.fr/mes-risques"],
    ["/cible-sure-3", "https://www.lutetia-geotechnique.test/%C3%A9tudes/g2", "/%C3%A9tudes/g2"],
  ]) {
    const res = await postForm("/admin/redirects?dialog=new", cookie, rule(fromPath, toPath));
    expect(res.status, toPath).toBe(302);
    expect(await stored(fromPath)).toMatchObject({ to_path: kept });
  }
});

test("a rule stored before destinations were checked is not followed: the path answers 404", async () => {
  for (const toPath of ["/\\evil.example", "//evil.example", "/%5Cevil.example", "javascript:alert(1)"]) {
    const fromPath = `/regle-ancienne-${Math.random().toString(36).slice(2, 8)}`;
    await createRedirect({ fromPath, toPath });
    const res = await request(fromPath);
    expect(res.status, toPath).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    await res.arrayBuffer();
  }
  await createRedirect({ fromPath: "/regle-ancienne-http", toPath: "http://www.exemple.fr/page" });
  const older = await request("/regle-ancienne-http");
  expect(older.status).toBe(301);
  expect(older.headers.get("location")).toBe("http://www.exemple.fr/page");
});
