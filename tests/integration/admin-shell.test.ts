import { env } from "cloudflare:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { AdminErrorFallback } from "~/components/admin/error-fallback";
import { blogPosts, pages, siteStats } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { recordAudit } from "~/lib/audit/audit.server";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

async function page(path: string, role: "contributor" | "author" | "editor" | "super_admin") {
  const staff = await createStaff(role);
  const res = await request(path, { headers: { cookie: await sessionCookieHeader(staff) } });
  return { staff, res, html: (await res.text()).replaceAll("<!-- -->", "") };
}

function sidebar(html: string) {
  const start = html.indexOf('aria-label="Administration"');
  return html.slice(start, html.indexOf("</nav>", start));
}

test("the dashboard shows N/A without statistics, then the 30-day totals", async () => {
  const empty = await page("/admin", "contributor");
  expect(empty.res.status).toBe(200);
  expect(empty.html.match(/>N\/A</g)?.length).toBe(3);

  const today = parisDay(new Date());
  await db()
    .insert(siteStats)
    .values([
      { date: addDays(today, -1), pageViews: 1200, uniqueVisitors: 300, newVisitors: 120, totalVisits: 410 },
      { date: addDays(today, -2), pageViews: 800, uniqueVisitors: 200, newVisitors: 80, totalVisits: 250 },
      { date: addDays(today, -90), pageViews: 99999, uniqueVisitors: 1, newVisitors: 1, totalVisits: 99999 },
    ]);
  const { html } = await page("/admin/dashboard", "contributor");
  expect(html).not.toContain(">N/A<");
  // The unique visitors of each day, named as on the statistics screen (one name, one figure).
  expect(html).toMatch(/Visiteurs uniques<\/p><p[^>]*>500</);
  expect(html).not.toContain("Visites totales");
  expect(html).toMatch(/>200</);
  expect(html).toMatch(/>2\s000</);
});

test("the dashboard lists the latest 5 pages and articles, with 'Voir tout' for those who may open them", async () => {
  for (let i = 0; i < 6; i++) {
    await db()
      .insert(pages)
      .values({ title: `Page récente ${i}`, slug: `page-recente-${i}-${Date.now()}`, createdAt: new Date(Date.now() + i * 1000) });
    await db()
      .insert(blogPosts)
      .values({ title: `Article récent ${i}`, slug: `article-recent-${i}-${Date.now()}`, createdAt: new Date(Date.now() + i * 1000) });
  }
  const editor = await page("/admin", "editor");
  expect(editor.html).toContain("Page récente 5");
  expect(editor.html).not.toContain("Page récente 0");
  expect(editor.html).toContain("Article récent 1");
  expect(editor.html).not.toContain("Article récent 0");
  expect(editor.html).toContain('href="/admin/pages"');
  expect(editor.html).toContain('href="/admin/blog/posts"');
  expect(editor.html.match(/Voir tout/g)?.length).toBe(2);

  const author = await page("/admin", "author");
  expect(author.html).not.toContain('href="/admin/pages"');
  expect(author.html).toContain('href="/admin/blog/posts"');
  const contributor = await page("/admin", "contributor");
  expect(contributor.html).not.toContain("Voir tout");
});

test("the header shows the user's e-mail and Déconnexion; admin pages are noindex and private", async () => {
  const { staff, res, html } = await page("/admin", "author");
  expect(html).toContain(staff.email);
  expect(html).toContain('action="/admin/logout"');
  expect(html).toContain("Déconnexion");
  expect(html).toContain('name="robots" content="noindex, nofollow"');
  expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(res.headers.get("cache-control")).toBe("private, no-store");
});

test("the sidebar lists the screens each role may open", async () => {
  const contributor = sidebar((await page("/admin", "contributor")).html);
  expect(contributor).toContain("Tableau de bord");
  expect(contributor).toContain("Mon profil");
  expect(contributor).not.toContain("Articles");
  expect(contributor).not.toContain("Utilisateurs");

  const author = sidebar((await page("/admin", "author")).html);
  expect(author).toContain("Articles");
  expect(author).toContain("Médias");
  expect(author).not.toContain("Demandes");

  const editor = sidebar((await page("/admin", "editor")).html);
  expect(editor).toContain("Demandes");
  expect(editor).not.toContain("Utilisateurs");
  expect(editor).not.toContain("Paramètres");

  const admin = sidebar((await page("/admin", "super_admin")).html);
  for (const label of ["Tableau de bord", "Articles", "Médias", "Utilisateurs", "Paramètres", "Journal", "Demandes"]) expect(admin).toContain(label);
});

test("the sidebar toggle works without JavaScript (a checkbox and its label)", async () => {
  const { html } = await page("/admin", "editor");
  expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*id="admin-menu-toggle"/);
  expect(html).toContain('for="admin-menu-toggle"');
});

test("a contributor who opens /admin/users is sent to 'Accès refusé'", async () => {
  const { res } = await page("/admin/users", "contributor");
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/access-denied");
  const denied = await (await request("/admin/access-denied")).text();
  expect(denied).toContain("Accès refusé");
  expect(denied).toContain("Vous n&#x27;avez pas les permissions nécessaires pour accéder à cette page.");
  expect(denied).toContain("Retour au tableau de bord");
});

test.each([
  ["/admin/blog", "/admin/blog/posts"],
  ["/admin/blog/new", "/admin/blog/posts/new"],
  ["/admin/blog/edit/12", "/admin/blog/posts/12"],
  ["/admin/services/edit/3", "/admin/services/3"],
  ["/admin/pages/edit/7", "/admin/pages/7"],
  ["/admin/nimporte/quoi", "/admin"],
])("%s redirects to %s", async (from, to) => {
  const res = await request(from);
  expect([301, 302]).toContain(res.status);
  expect(res.headers.get("location")).toBe(to);
});

test("the journal lists audit rows and filters them by action, actor and date", async () => {
  const actor = await createStaff("editor");
  await recordAudit(db(), { action: "lead.status_change", actor, target: { type: "contact_request", id: 77 }, details: { from: "nouveau", to: "traite" } });
  await recordAudit(db(), { action: "auth.sign_in_failed", actorEmail: "intrus@exemple.fr" });
  const admin = await createStaff("super_admin");
  const cookie = await sessionCookieHeader(admin);
  const all = (await (await request("/admin/journal", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  expect(all).toContain("Changement de statut d&#x27;une demande");
  expect(all).toContain("intrus@exemple.fr");

  const byAction = (await (await request("/admin/journal?action=auth.sign_in_failed", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  expect(byAction).toContain("intrus@exemple.fr");
  expect(byAction).not.toContain(actor.email);

  const byActor = (await (await request(`/admin/journal?actor=${encodeURIComponent(actor.email)}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  expect(byActor).toContain("contact_request #77");
  expect(byActor).not.toContain("intrus@exemple.fr");

  const today = parisDay(new Date());
  const inRange = await (await request(`/admin/journal?from=${today}&to=${today}&actor=intrus`, { headers: { cookie } })).text();
  expect(inRange).toContain("intrus@exemple.fr");
  const past = await (await request(`/admin/journal?to=${addDays(today, -1)}&actor=intrus`, { headers: { cookie } })).text();
  expect(past).toContain("Aucune entrée ne correspond à ces filtres.");
  // A day that does not exist, typed into the address, filters nothing instead of failing.
  const typed = await request("/admin/journal?from=2026-13-45&to=2026-02-30&actor=intrus", { headers: { cookie } });
  expect(typed.status).toBe(200);
  expect(await typed.text()).toContain("intrus@exemple.fr");
  const rows = await env.DB.prepare("select count(*) as n from audit_log").first<{ n: number }>();
  expect(rows?.n).toBeGreaterThan(1);
});

test("the admin error fallback offers 'Recharger la page' and 'Se reconnecter' without JavaScript", () => {
  const html = renderToString(createElement(AdminErrorFallback)).replaceAll("<!-- -->", "");
  expect(html).toContain("Erreur dans l&#x27;interface d&#x27;administration");
  expect(html).toContain("Recharger la page");
  expect(html).toMatch(/<form action="\/admin\/logout" method="post"><button type="submit"[^>]*>Se reconnecter<\/button>/);
});
