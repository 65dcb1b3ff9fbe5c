// Content pages are plain documents: no client script, the stylesheet inline.
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { HYDRATE_ON_INTERACTION_SCRIPT } from "~/lib/hydration";
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

test.each(["/newsletter", "/admin/login"])("%s keeps its scripts and a linked stylesheet", async (path) => {
  const html = await (await request(path)).text();
  expect(html).toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(/<link[^>]*rel="stylesheet"/);
});

// Their modules must not compete with the stylesheet for the first paint (Lighthouse
// counts high-priority scripts as render-blocking).
test.each(["/newsletter", "/admin/login"])("%s fetches its modules at low priority", async (path) => {
  const html = await (await request(path)).text();
  const preloads = html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(0);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');
});

// Public form pages load nothing before the visitor's first interaction (docs/decisions/520):
// no module preload, React Router's module script inert (its modules listed), and the
// small script that starts it, with this response's nonce.
test.each(["/contact", "/simulateur", "/mon-terrain"])("%s keeps its linked stylesheet and starts its scripts on the first interaction", async (path) => {
  const html = await (await request(path)).text();
  expect(html).toMatch(/<link[^>]*rel="stylesheet"/);
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  const inert = /<script nonce="([0-9a-f]{32})" type="text\/x-module-on-interaction" data-modules="([^"]+)">([^<]*)<\/script><script nonce="([0-9a-f]{32})">([^<]*)<\/script>/.exec(
    html,
  );
  expect(inert).not.toBeNull();
  const [, nonce, modules, code, starterNonce, starter] = inert ?? [];
  expect(starterNonce).toBe(nonce);
  expect(starter).toBe(HYDRATE_ON_INTERACTION_SCRIPT);
  const listed = modules.split(" ");
  expect(listed.length).toBeGreaterThan(0);
  for (const module of listed) expect(module).toMatch(/^\/[^ ]+\.(js|tsx?|mjs)(\?[^ ]*)?$/);
  // The module script itself, unchanged: the route modules, then the client entry.
  expect(code).toContain("import(");
  expect(code).toContain("__reactRouterRouteModules");
});
