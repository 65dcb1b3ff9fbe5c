// « Nos derniers articles » on the home page: the three latest published articles, a draft
// never, a scheduled one from its time on, through the edge cache (docs/decisions/751).
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { articleForm, createArticle } from "../factories/content";
import { db, request } from "../helpers";
import { postForm, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** The slugs of the home page's teasers, in order, as an anonymous visitor gets them (edge cache included). */
async function homeTeasers() {
  const res = await request("/");
  const html = await res.text();
  const section = html.slice(html.indexOf('id="blog-title"'), html.indexOf("Tous nos articles"));
  return { edge: res.headers.get("x-edge-cache"), slugs: [...section.matchAll(/href="\/actualites\/([a-z0-9-]+)"/g)].map((m) => m[1]) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50)); // the cached copy is written after the response

test("on the seeded site, the three most recently published articles, newest first", async () => {
  expect((await homeTeasers()).slugs).toEqual(["journee-technique-sols-argileux-2026", "partenariat-laboratoire-mecanique-des-sols", "nouvel-atelier-forage-pressiometrique"]);
});

test("an article published in the back-office appears first on the cached home page; a draft never does", async () => {
  await homeTeasers();
  await settle();
  expect((await homeTeasers()).edge).toBe("HIT");
  const { cookie } = await staffCookie("editor");
  const draft = await postForm("/admin/blog/posts/new", cookie, articleForm({ title: "Brouillon : tassements sous remblai", status: "draft" }));
  expect(draft.status).toBe(302);
  const afterDraft = await homeTeasers();
  expect(afterDraft.slugs).not.toContain("brouillon-tassements-sous-remblai");
  expect(afterDraft.slugs).toHaveLength(3);
  const published = await postForm("/admin/blog/posts/new", cookie, articleForm({ title: "Micropieux en terrain karstique", status: "published" }));
  expect(published.status).toBe(302);
  const after = await homeTeasers();
  expect(after.edge).not.toBe("HIT");
  expect(after.slugs).toEqual(["micropieux-en-terrain-karstique", "journee-technique-sols-argileux-2026", "partenariat-laboratoire-mecanique-des-sols"]);
});

test("a scheduled article shows only once its time has come, even with the page cached", async () => {
  const scheduled = await createArticle({ slug: "campagne-piezometrique-hiver", publishedAt: new Date(Date.now() + 1500) });
  expect((await homeTeasers()).slugs).not.toContain(scheduled.slug);
  await settle();
  expect((await homeTeasers()).edge).toBe("HIT");
  await new Promise((resolve) => setTimeout(resolve, 1600));
  expect((await homeTeasers()).slugs[0]).toBe(scheduled.slug);
});
