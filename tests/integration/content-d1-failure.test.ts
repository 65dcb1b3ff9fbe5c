// D1 failing in the middle of a back-office save (article, page, service, media upload):
// each write statement of the save is made to fail in turn, through the Worker's own D1
// binding. Every time, nothing of the save is stored (row, revisions, search index,
// redirects, audit trail, R2 object) and the form answers its French error with what was
// typed; with no failure, the same save goes through.
import { env } from "cloudflare:test";
import { beforeAll, expect, test, vi } from "vitest";
import { ARTICLE_MESSAGES } from "~/lib/content/article-schema";
import { PAGE_MESSAGES } from "~/lib/content/page-schema";
import { SERVICE_MESSAGES } from "~/lib/content/service-schema";
import { MEDIA_MESSAGES } from "~/lib/media/schema";
import { seedDatabase } from "../../seed";
import { articleForm, createArticle } from "../factories/content";
import { imageBytes } from "../factories/images";
import { createPage, createService } from "../factories/site-content";
import { faultyD1, fetchWith, isWrite } from "../faulty-d1";
import { db } from "../helpers";
import { esc, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** Everything a content save may write. */
const SAVED_TABLES = ["blog_posts", "pages", "services", "content_revisions", "redirects", "audit_log", "media", "search_index"];
const savedTables = new RegExp(`\\b(${SAVED_TABLES.join("|")})\\b`);
const saveWrites = (sql: string) => isWrite(sql) && savedTables.test(sql);

async function snapshot() {
  const tables: Record<string, unknown> = {};
  for (const table of SAVED_TABLES) tables[table] = (await env.DB.prepare(`select * from ${table} order by rowid`).all()).results;
  tables.mediaObjects = (await env.MEDIA.list()).objects.map((o) => o.key);
  return tables;
}

type Answer = { response: Response; body: string };

/**
 * Runs the save with its 1st, 2nd, … write failing until one run meets no failure (the
 * save then succeeds). Returns how many writes the save has.
 */
async function failEachWrite(save: (binding: D1Database) => Promise<Answer>, checks: { refused: (answer: Answer) => void; saved: (answer: Answer) => void }) {
  for (let n = 1; n <= 40; n++) {
    const before = await snapshot();
    const faulty = faultyD1(env.DB, { counts: saveWrites, failAt: n });
    const answer = await save(faulty.binding);
    if (faulty.failed.length === 0) {
      checks.saved(answer);
      return n - 1;
    }
    const at = `write ${n}: ${faulty.failed[0].slice(0, 100)}`;
    expect(answer.response.status, at).toBe(500);
    checks.refused(answer);
    expect(await snapshot(), at).toEqual(before);
  }
  throw new Error("la sauvegarde n'a jamais abouti");
}

function postForm(binding: D1Database, path: string, cookie: string, fields: Record<string, string>) {
  return fetchWith(binding, path, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });
}

test("a published article renamed while D1 fails: nothing stored, the French error and the typed text shown", async () => {
  const { cookie } = await staffCookie("editor");
  const row = await createArticle();
  const fields = articleForm({
    version: String(row.version),
    title: "Pieux forés en terrain gypseux : le rôle de l'étude G2",
    slug: `pieux-gypse-${row.id}`,
    status: "published",
  });
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const writes = await failEachWrite((binding) => postForm(binding, `/admin/blog/posts/${row.id}`, cookie, fields), {
    refused: ({ body }) => {
      expect(body).toContain(esc(ARTICLE_MESSAGES.saveFailed));
      expect(body).toContain(`value="${esc(fields.title)}"`);
    },
    saved: ({ response }) => expect(response.status).toBe(302),
  });
  // Revision, update, redirect, audit, search index.
  expect(writes).toBeGreaterThanOrEqual(6);
  expect(logged).toHaveBeenCalledWith("article save failed", expect.anything());
  const saved = await env.DB.prepare("select title, status from blog_posts where id = ?").bind(row.id).first();
  expect(saved).toEqual({ title: fields.title, status: "published" });
  const redirect = await env.DB.prepare("select to_path from redirects where from_path = ?").bind(`/actualites/${row.slug}`).first();
  expect(redirect).toEqual({ to_path: `/actualites/${fields.slug}` });
});

test("a new article while D1 fails: no row, no audit entry, the form keeps what was typed", async () => {
  const { cookie } = await staffCookie("author");
  const fields = articleForm({ title: `Tassements différentiels ${crypto.randomUUID().slice(0, 6)}` });
  vi.spyOn(console, "error").mockImplementation(() => {});
  const writes = await failEachWrite((binding) => postForm(binding, "/admin/blog/posts/new", cookie, fields), {
    refused: ({ body }) => {
      expect(body).toContain(esc(ARTICLE_MESSAGES.saveFailed));
      expect(body).toContain(`value="${esc(fields.title)}"`);
    },
    saved: ({ response }) => expect(response.status).toBe(302),
  });
  expect(writes).toBeGreaterThanOrEqual(3);
});

test("a published page renamed while D1 fails: no revision, redirect, index or audit entry; the form keeps the new title", async () => {
  const { cookie } = await staffCookie("editor");
  const row = await createPage({ status: "published" });
  const fields = {
    id: String(row.id),
    version: String(row.version),
    title: "Nos moyens d'essais en laboratoire",
    slug: `moyens-essais-${row.id}`,
    content: "## Laboratoire\n\nLimites d'Atterberg, granulométrie, essais œdométriques.",
    intent: "publish",
  };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const writes = await failEachWrite((binding) => postForm(binding, `/admin/pages/${row.id}`, cookie, fields), {
    refused: ({ body }) => {
      expect(body).toContain(esc(PAGE_MESSAGES.saveFailed));
      expect(body).toContain(`value="${esc(fields.title)}"`);
    },
    saved: ({ response }) => expect(response.status).toBe(302),
  });
  expect(writes).toBeGreaterThanOrEqual(5);
  const redirect = await env.DB.prepare("select to_path from redirects where from_path = ?").bind(`/${row.slug}`).first();
  expect(redirect).toEqual({ to_path: `/${fields.slug}` });
});

test("a published service renamed while D1 fails: nothing stored; the form keeps the new title and says so in French", async () => {
  const { cookie } = await staffCookie("editor");
  const row = await createService({ status: "published" });
  const fields = {
    id: String(row.id),
    version: String(row.version),
    title: "Essais de portance à la plaque",
    slug: `essais-plaque-${row.id}`,
    shortDescription: "Essais à la plaque et à la dynaplaque pour réceptionner les plateformes.",
    displayOrder: "30",
    intent: "publish",
    icon: "shield",
    content: "## Essai à la plaque\n\nModule EV2 et rapport EV2/EV1 selon la norme NF P 94-117-1.",
  };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const writes = await failEachWrite((binding) => postForm(binding, `/admin/services/${row.id}`, cookie, fields), {
    refused: ({ body }) => {
      expect(body).toContain(esc(SERVICE_MESSAGES.saveFailed));
      expect(body).toContain(`value="${esc(fields.title)}"`);
    },
    saved: ({ response }) => expect(response.status).toBe(302),
  });
  expect(writes).toBeGreaterThanOrEqual(5);
});

test("a média upload whose D1 row cannot be written: the R2 object is removed and the dialog gets the French error", async () => {
  const { cookie } = await staffCookie("author");
  const png = await imageBytes(800, 600);
  const upload = (binding: D1Database) => {
    const body = new FormData();
    body.append("file", new File([png], "Coupe géologique.png", { type: "image/png" }));
    return fetchWith(binding, "/admin/media/upload", { method: "POST", headers: { cookie, accept: "application/json" }, body });
  };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const writes = await failEachWrite(upload, {
    refused: ({ body }) => expect(JSON.parse(body)).toEqual({ ok: false, message: MEDIA_MESSAGES.uploadFailed }),
    saved: ({ response }) => expect(response.status).toBe(201),
  });
  // The media row and its audit entry.
  expect(writes).toBe(2);
});
