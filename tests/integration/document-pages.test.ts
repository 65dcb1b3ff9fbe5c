// Content pages are plain documents: no client script, the stylesheet inline.
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { db, request } from "../helpers";
import { CONTENT_PAGES } from "../content-pages";

beforeAll(async () => {
  await seedDatabase(db());
});

test.each(CONTENT_PAGES)("%s ships no client script and inlines its stylesheet", async (path) => {
  const html = await (await request(path)).text();
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain("__reactRouterContext");
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  // The CSS text itself is checked in Chromium against the build (vitest does not process CSS).
  expect(html).toContain("<style>");
  // The reveal animation's inline script stays (with this response's nonce).
  expect(html).toMatch(/<script nonce="[0-9a-f]{32}">\(function\(\)\{var d=document.documentElement/);
});

test.each(["/contact", "/simulateur", "/newsletter", "/admin/login"])("%s keeps its scripts and a linked stylesheet", async (path) => {
  const html = await (await request(path)).text();
  expect(html).toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(/<link[^>]*rel="stylesheet"/);
});

// Their modules must not compete with the stylesheet for the first paint (issue 22:
// Lighthouse counts high-priority scripts as render-blocking).
test.each(["/contact", "/simulateur", "/mon-terrain", "/admin/login"])("%s fetches its modules at low priority", async (path) => {
  const html = await (await request(path)).text();
  const preloads = html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(0);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');
});
