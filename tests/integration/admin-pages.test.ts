import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { createPage } from "../factories/site-content";
import { db, flashOf, followRedirect } from "../helpers";
import { esc, lastAudit, postForm, publicPage, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

async function pageRow(slug: string) {
  return env.DB.prepare("select * from pages where slug = ?").bind(slug).first<Record<string, unknown>>();
}

async function typeId(name: string) {
  return (await env.DB.prepare("select id from page_types where name = ?").bind(name).first<{ id: number }>())?.id;
}

async function adminPage(path: string, cookie: string) {
  return followRedirect(new Response(null, { status: 302, headers: { location: path } }), cookie);
}

const custom = {
  title: "Nos engagements qualité",
  content: "## Une démarche qualité\n\nChaque rapport est relu par un second ingénieur géotechnicien avant envoi.",
  intent: "publish",
  isInNavigation: "on",
  metaDescription: "Relecture systématique des rapports et essais conformes aux normes.",
};

test("title, slug and content are required: the spec's message, field messages and nothing saved", async () => {
  const { cookie } = await staffCookie();
  const res = await postForm("/admin/pages/new", cookie, { title: "", content: "", intent: "draft" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Erreur: Veuillez remplir tous les champs obligatoires.");
  expect(html).toContain("Le titre est requis");
  expect(html).toContain("Le contenu est requis");
  expect(await env.DB.prepare("select count(*) as n from pages where title = ''").first<{ n: number }>()).toEqual({ n: 0 });
});

test("a published custom page in the navigation is served at /{slug}, listed in the footer and found by the search", async () => {
  const { staff, cookie } = await staffCookie();
  const res = await postForm("/admin/pages/new", cookie, { ...custom, slug: "", pageTypeId: String(await typeId("standard")) });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/pages");
  expect(flashOf(res)?.message).toBe("Page publiée");
  const row = await pageRow("nos-engagements-qualite");
  expect(row).toMatchObject({ status: "published", is_in_navigation: 1, author_id: staff.id });
  const page = await publicPage("/nos-engagements-qualite");
  expect(page.status).toBe(200);
  expect(page.body).toContain("Chaque rapport est relu par un second ingénieur géotechnicien");
  const home = await publicPage("/");
  const footer = home.body.slice(home.body.indexOf("<footer"));
  expect(footer).toContain('href="/nos-engagements-qualite"');
  expect((await publicPage("/search?q=relu")).body).toContain('href="/nos-engagements-qualite"');
  expect(await lastAudit("page.create")).toMatchObject({ actor_id: staff.id, target_id: String(row?.id) });
});

test("a draft page is not public and stays out of the footer even when in the navigation", async () => {
  const { cookie } = await staffCookie();
  await postForm("/admin/pages/new", cookie, { ...custom, title: "Page en préparation", slug: "page-en-preparation", intent: "draft" });
  expect((await publicPage("/page-en-preparation")).status).toBe(404);
  expect((await publicPage("/")).body).not.toContain('href="/page-en-preparation"');
});

test("an update stays on the form with 'Page mise à jour'; the legal pages keep their fixed slug", async () => {
  const { cookie } = await staffCookie();
  const cgv = await pageRow("cgv");
  const res = await postForm(`/admin/pages/${cgv?.id}`, cookie, {
    id: String(cgv?.id),
    version: String(cgv?.version),
    title: "Conditions générales de vente",
    slug: "nouvelles-cgv",
    content: `${cgv?.content}\n\n## Assurance\n\nNos missions sont couvertes par une assurance de responsabilité civile professionnelle.`,
    intent: "publish",
    pageTypeId: String(cgv?.page_type_id),
    noindex: "on",
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`/admin/pages/${cgv?.id}`);
  const { html } = await followRedirect(res, cookie);
  expect(html).toContain("Page mise à jour");
  expect(html).toContain("Adresse fixe : cette page a sa propre route.");
  expect(await pageRow("nouvelles-cgv")).toBeNull();
  // The CGV page shows the version in force: the saved text waits for « Publier … comme version » (docs/decisions/630).
  const page = await publicPage("/cgv");
  expect(page.body).not.toContain("Nos missions sont couvertes par une assurance de responsabilité civile professionnelle.");
  expect(page.body).toContain("Version 1, en vigueur depuis le");
  expect(page.body).toContain('content="noindex, nofollow"');
  expect((await pageRow("cgv"))?.content).toContain("Nos missions sont couvertes par une assurance de responsabilité civile professionnelle.");
});

test("a custom page cannot take the address of another part of the site, nor an existing slug", async () => {
  const { cookie } = await staffCookie();
  const reserved = await postForm("/admin/pages/new", cookie, { ...custom, slug: "contact" });
  expect(reserved.status).toBe(400);
  expect(await reserved.text()).toContain(esc("Cette adresse est déjà celle d'une autre rubrique du site"));
  const taken = await postForm("/admin/pages/new", cookie, { ...custom, slug: "a-propos" });
  expect(taken.status).toBe(400);
  expect(await taken.text()).toContain("Une page avec ce slug existe déjà");
});

test("the list filters by status and type, searches the content, sorts by title and offers no deletion of fixed pages", async () => {
  const { cookie } = await staffCookie();
  await createPage({ title: "Zz brouillon de test", slug: "zz-brouillon", content: "Essai pressiométrique Ménard", status: "draft" });
  const legal = await adminPage(`/admin/pages?type=${await typeId("legal")}&sort=title&dir=asc`, cookie);
  const table = legal.html.slice(legal.html.indexOf("<table"), legal.html.indexOf("</table>"));
  const titles = ["Conditions générales de vente", "Mentions légales", "Politique de confidentialité"].map((t) => table.indexOf(t));
  expect(titles).toEqual([...titles].sort((a, b) => a - b));
  expect(Math.min(...titles)).toBeGreaterThan(0);
  expect(table).not.toContain("Zz brouillon de test");
  expect(table).not.toContain(">Supprimer<");
  expect(legal.html).toContain('aria-sort="ascending"');
  const drafts = await adminPage("/admin/pages?status=draft&q=pressiom%C3%A9trique", cookie);
  expect(drafts.html).toContain("Zz brouillon de test");
  expect(drafts.html).not.toContain("Mentions légales");
  expect(drafts.html).toContain(">Supprimer<");
});

test("deleting a custom page needs confirmation, audits it; the fixed pages cannot be deleted", async () => {
  const { staff, cookie } = await staffCookie();
  const page = await createPage({ status: "published" });
  const confirm = await adminPage(`/admin/pages?dialog=delete&id=${page.id}`, cookie);
  expect(confirm.html).toContain("Êtes-vous sûr de vouloir supprimer cette page ?");
  const res = await postForm(`/admin/pages?dialog=delete&id=${page.id}`, cookie, { intent: "delete", id: String(page.id) });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Page supprimée avec succès.");
  expect((await publicPage(`/${page.slug}`)).status).toBe(404);
  expect(await lastAudit("page.delete")).toMatchObject({ actor_id: staff.id, target_id: String(page.id) });

  const about = await pageRow("a-propos");
  const refused = await postForm("/admin/pages", cookie, { intent: "delete", id: String(about?.id) });
  expect(refused.status).toBe(409);
  expect(await refused.text()).toContain("elle peut être modifiée ou passée en brouillon, pas supprimée");
  expect(await pageRow("a-propos")).not.toBeNull();
});

test("renaming a published custom page keeps its old address (301); deleting the page drops that rule", async () => {
  const { cookie } = await staffCookie();
  await postForm("/admin/pages/new", cookie, { ...custom, title: "Nos moyens d'essais", slug: "moyens-essais", pageTypeId: String(await typeId("standard")) });
  const row = await pageRow("moyens-essais");
  const renamed = await postForm(`/admin/pages/${row?.id}`, cookie, {
    ...custom,
    title: "Nos moyens d'essais",
    slug: "materiel-de-sondage",
    pageTypeId: String(await typeId("standard")),
    id: String(row?.id),
    version: String(row?.version),
  });
  expect(renamed.status).toBe(302);
  const old = (await publicPage("/moyens-essais")).res;
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe("/materiel-de-sondage");
  expect((await publicPage("/materiel-de-sondage")).status).toBe(200);

  const confirmed = await postForm(`/admin/pages?dialog=delete&id=${row?.id}`, cookie, { intent: "delete", id: String(row?.id) });
  expect(confirmed.status).toBe(302);
  expect((await publicPage("/moyens-essais")).status).toBe(404);
});

test("each save keeps the version it replaces; restoring the legal notice's earlier text makes it current and keeps the other", async () => {
  const { cookie } = await staffCookie();
  const notice = await pageRow("mentions-legales");
  const original = String(notice?.content);
  const fields = {
    id: String(notice?.id),
    title: String(notice?.title),
    slug: "mentions-legales",
    intent: "publish",
    pageTypeId: String(notice?.page_type_id),
  };
  const edited = await postForm(`/admin/pages/${notice?.id}`, cookie, { ...fields, version: String(notice?.version), content: "Texte remplacé par erreur." });
  expect(edited.status).toBe(302);
  const form = await adminPage(`/admin/pages/${notice?.id}`, cookie);
  expect(form.html).toContain("Versions précédentes");
  expect(form.html).toContain(`Version ${notice?.version}`);
  const revisionId = /name="revisionId" value="(\d+)"/.exec(form.html)?.[1];
  expect(revisionId).toBeDefined();

  const current = Number(notice?.version) + 1;
  const restored = await postForm(`/admin/pages/${notice?.id}`, cookie, { intent: "restore", revisionId: String(revisionId), version: String(current) });
  expect(restored.status).toBe(302);
  expect(flashOf(restored)?.message).toBe("Version restaurée avec succès.");
  expect(await pageRow("mentions-legales")).toMatchObject({ content: original, version: current + 1 });
  expect((await publicPage("/mentions-legales")).body).not.toContain("Texte remplacé par erreur.");
  expect(await lastAudit("page.restore")).toMatchObject({ target_id: String(notice?.id) });
  const kept = await env.DB.prepare("select version from content_revisions where entity_type = 'page' and entity_id = ? order by version")
    .bind(notice?.id)
    .all<{ version: number }>();
  expect(kept.results.map((row) => row.version)).toEqual([current - 1, current]);

  // A restore from a stale screen changes nothing and says who saved meanwhile.
  const stale = await postForm(`/admin/pages/${notice?.id}`, cookie, { intent: "restore", revisionId: String(revisionId), version: String(current) });
  expect(stale.status).toBe(409);
  expect(await stale.text()).toContain("Ce contenu a été modifié par");
  expect((await pageRow("mentions-legales"))?.version).toBe(current + 1);
});
