import { env } from "cloudflare:test";
import { expect, test } from "vitest";
import { settings } from "~/db/schema";
import { db, request } from "../helpers";

test("the home page renders the header, footer and testimonials read from D1", async () => {
  await db()
    .insert(settings)
    .values({ section: "contact", key: "phone", value: "01 23 45 67 89" })
    .onConflictDoUpdate({ target: [settings.section, settings.key], set: { value: "01 23 45 67 89" } });
  await env.DB.prepare("insert into testimonials (quote, author) values (?, ?)").bind("Une étude G2 claire et livrée à temps.", "Claire M.").run();

  const res = await request("/");
  const html = (await res.text()).replaceAll("<!-- -->", "");

  expect(res.status).toBe(200);
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain("01 23 45 67 89");
  expect(html).toContain("Une étude G2 claire et livrée à temps.");
  expect(html).toContain('<link rel="canonical" href="https://www.lutetia-geotechnique.test/"');
  expect(html).toContain('property="og:locale" content="fr_FR"');
  expect(html).toContain('name="robots" content="index, follow"');
  expect(html).toContain("Mentions légales");
  expect(html).toContain(`© ${new Date().getFullYear()} Lutetia Géotechnique SAS`);
});

test.each([
  ["/services/etude-foo", ["/services/etudes-geotechniques", "/services/diagnostics", "/services/sondages"]],
  ["/ville/75011", ["/regions/ile-de-france", "/departements/75", "/contact"]],
  ["/xyz", ["/", "/services", "/contact"]],
])("an unknown path %s answers 404 with its suggestions", async (path, suggestions) => {
  const res = await request(path);
  const html = await res.text();
  expect(res.status).toBe(404);
  expect(html).toContain("<title>Page non trouvée | Lutetia Géotechnique</title>");
  expect(html).toContain('content="noindex, nofollow"');
  expect(html).toContain('href="/search"');
  const section = html.slice(html.indexOf('id="suggestions"'));
  for (const href of suggestions) expect(section).toContain(`href="${href}"`);
});

test("a 404 is recorded with its path and referrer", async () => {
  const res = await request("/ancienne-page-introuvable", { headers: { referer: "https://exemple.fr/lien" } });
  expect(res.status).toBe(404);
  await res.text();
  // waitUntil work finishes shortly after the response
  let row: Record<string, unknown> | null = null;
  for (let i = 0; i < 20 && !row; i++) {
    row = await env.DB.prepare("select * from not_found_events where path = ?").bind("/ancienne-page-introuvable").first();
    if (!row) await new Promise((r) => setTimeout(r, 50));
  }
  expect(row).toMatchObject({ referrer: "https://exemple.fr/lien", search_term: "ancienne page introuvable" });
});

test.each([
  ["/blog", "/actualites"],
  ["/blog/interpreter-rapport-geotechnique", "/actualites/interpreter-rapport-geotechnique"],
  ["/services/etudes-geotechiques", "/services/etudes-geotechniques"],
])("%s redirects permanently to %s", async (from, to) => {
  const res = await request(from);
  expect(res.status).toBe(301);
  expect(new URL(res.headers.get("location") ?? "", "http://localhost").pathname).toBe(to);
});

test("a redirect stored in D1 is followed before answering 404", async () => {
  await env.DB.prepare("insert into redirects (from_path, to_path, status_code) values (?, ?, 301)").bind("/ancien-service", "/services/sondages").run();
  const res = await request("/ancien-service");
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe("/services/sondages");
});
