// What protects users, checked on the BUILT Worker that Playwright serves (ARCHITECTURE
// convention 17): the vitest suite runs the source, and a bundler once dropped a
// `decodeURIComponent` call whose result was unused, so /admin/blog/edit/%E0 answered 500 in
// the build only (issue 17). Request-level checks, no browser page: request parsing,
// redirects, body limits, CSRF, the edge-cache bypass, who counts as a visitor and /media/
// ranges. The tables are the ones of the workerd tests (tests/request-guards.ts).
import http from "node:http";
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest } from "@playwright/test";
import { FOREIGN_HOST, MALFORMED_ADMIN_PATHS, OPEN_REDIRECT_PAYLOADS } from "../request-guards";
import { E2E_PASSWORD, STAFF } from "./auth";
import { serverTest as test } from "./fixtures";
import { queryD1 } from "./forms-db";

const REFUSED_CROSS_SITE = "Requête refusée : origine non autorisée.";
const KB = 1024;

// Sign-ins are limited per IP (and the whole run comes from 127.0.0.1): each one here says
// it comes from its own address, as Cloudflare's CF-Connecting-IP would.
const byte = () => Math.floor(Math.random() * 254) + 1;
const randomIp = () => `10.${byte()}.${byte()}.${byte()}`;

function setCookies(response: APIResponse) {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
}

function signIn(request: APIRequestContext, email: string, redirectTo?: string) {
  return request.post("/admin/login", {
    form: { email, password: E2E_PASSWORD, ...(redirectTo === undefined ? {} : { redirectTo }) },
    headers: { "cf-connecting-ip": randomIp() },
    maxRedirects: 0,
  });
}

/** The `lutetia_session=…` cookie of a staff member, signed in once for the whole run. */
const sessions = new Map<string, string>();
async function staffCookie(baseURL: string | undefined, email: string) {
  const known = sessions.get(email);
  if (known) return known;
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await signIn(context, email);
  expect(response.status()).toBe(302);
  const cookie = setCookies(response)
    .find((value) => value.startsWith("lutetia_session="))
    ?.split(";")[0];
  await context.dispose();
  expect(cookie).toBeTruthy();
  sessions.set(email, cookie!);
  return cookie!;
}

/** A Location a browser resolves to this site, and nothing a browser could rewrite. */
function expectSameSitePath(location: string | undefined, baseURL: string) {
  const value = location ?? "";
  expect(value.startsWith("/"), value).toBe(true);
  expect(value.startsWith("//"), value).toBe(false);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the redirect must carry no control character.
  expect(value).not.toMatch(/[\\\u0000-\u001f]/);
  expect(new URL(value, baseURL).origin).toBe(new URL(baseURL).origin);
  expect(value).not.toContain(FOREIGN_HOST);
  expect(value).toBe("/admin");
}

test.describe("request parsing", () => {
  test("an admin path with a malformed percent escape answers like an unknown admin path, never 500", async ({ request, baseURL }) => {
    const cookie = await staffCookie(baseURL, STAFF.superAdmin);
    for (const headers of [{}, { cookie }] as Array<Record<string, string>>) {
      const unknown = await request.get("/admin/chemin-inconnu", { headers, maxRedirects: 0 });
      expect(unknown.status()).toBe(302);
      expect(unknown.headers().location).toBe("/admin");
      for (const path of MALFORMED_ADMIN_PATHS) {
        const malformed = await request.get(path, { headers, maxRedirects: 0 });
        expect(malformed.status(), path).toBe(unknown.status());
        expect(malformed.headers().location, path).toBe(unknown.headers().location);
      }
    }
  });
});

test.describe("open redirects after sign-in", () => {
  test("a signed-in user opening /admin/login?redirectTo=<foreign> stays on the site", async ({ request, baseURL }) => {
    const cookie = await staffCookie(baseURL, STAFF.contributor);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await request.get(`/admin/login?redirectTo=${encodeURIComponent(payload)}`, { headers: { cookie }, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(payload)).toBe(302);
      expectSameSitePath(response.headers().location, baseURL!);
    }
  });

  test("the login page never writes a foreign return path into its form", async ({ request }) => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await request.get(`/admin/login?redirectTo=${encodeURIComponent(payload)}`);
      expect(response.status(), JSON.stringify(payload)).toBe(200);
      expect(await response.text()).toContain('<input type="hidden" name="redirectTo" value="/admin"/>');
    }
  });

  test("signing in with a foreign redirectTo stays on the site", async ({ request, baseURL }) => {
    // Ten sign-ins a minute per e-mail: the payloads are shared among the four accounts.
    const accounts = Object.values(STAFF);
    for (const [index, payload] of OPEN_REDIRECT_PAYLOADS.entries()) {
      const response = await signIn(request, accounts[index % accounts.length], payload);
      expect(response.status(), JSON.stringify(payload)).toBe(302);
      expectSameSitePath(response.headers().location, baseURL!);
    }
  });
});

/**
 * A raw POST (node:http, which Playwright's request API cannot replace here): `declared` sends
 * only the headers with that Content-Length; `chunked` sends those bytes without
 * Content-Length and leaves the body open unless `end`. The answer is read as soon as it
 * comes. (A client that is still writing when the Worker answers 413 and closes may get a
 * connection reset instead of the answer, so no more than needed is ever sent.)
 */
function rawPost(
  baseURL: string,
  path: string,
  body: { declared: number } | { chunked: Buffer; end: boolean },
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const url = new URL(path, baseURL);
  const framing = "declared" in body ? { "content-length": String(body.declared) } : { "transfer-encoding": "chunked" };
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp(), ...framing, ...headers },
    });
    req.on("response", async (res) => {
      let text = "";
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      req.destroy();
    });
    req.on("error", reject);
    if ("declared" in body) req.flushHeaders();
    else if (body.end) req.end(body.chunked);
    else req.write(body.chunked);
  });
}

test.describe("body limits", () => {
  test("a form post declaring more than 64 KB gets 413 and the French message before its body is sent", async ({ baseURL }) => {
    for (const path of ["/admin/login", "/newsletter", "/simulateur", "/simulateur-admin", "/admin/logout", "/admin/un-ecran-futur"]) {
      const response = await rawPost(baseURL!, path, { declared: 1024 * KB });
      expect(response.status, path).toBe(413);
      expect(response.text, path).toContain("(64 Ko au maximum)");
    }
    // The contact form takes 16 MB of attachments, and no more.
    const contact = await rawPost(baseURL!, "/contact", { declared: 17 * 1024 * KB }, { "content-type": "multipart/form-data; boundary=x" });
    expect(contact.status).toBe(413);
    expect(contact.text).toContain("15 Mo de pièces jointes");
  });

  test("a browser posting an oversized form without JavaScript gets a French HTML page with a way back", async ({ baseURL }) => {
    const response = await rawPost(baseURL!, "/admin/login", { declared: 70 * KB }, { accept: "text/html,application/xhtml+xml" });
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.text).toContain('<html lang="fr">');
    expect(response.text).toContain("Envoi trop volumineux");
    expect(response.text).toContain('href="/admin/login"');
  });

  test("a chunked body without Content-Length is counted while read: refused once past 64 KB, passed on below", async ({ baseURL }) => {
    // 64 KB + 1 byte and the body left open: the answer comes without waiting for its end.
    const refused = await rawPost(baseURL!, "/newsletter", { chunked: Buffer.alloc(64 * KB + 1, "a"), end: false });
    expect(refused.status).toBe(413);
    expect(refused.text).toContain("(64 Ko au maximum)");
    // Within the limit the body reaches the action, which reads it (an invalid address: 400).
    const passed = await rawPost(baseURL!, "/newsletter", { chunked: Buffer.from("email=pas-une-adresse"), end: true });
    expect(passed.status).toBe(400);
  });
});

test.describe("cross-site requests", () => {
  test("a state-changing request from another site is refused with 403, UI and resource routes alike", async ({ request, baseURL }) => {
    const cases: Array<[string, Record<string, string>]> = [
      ["/newsletter", { origin: "https://evil.example" }],
      ["/newsletter", { "sec-fetch-site": "cross-site" }],
      ["/newsletter.data", { "sec-fetch-site": "same-site" }],
      ["/newsletter", { origin: `${baseURL}.evil.example` }],
      ["/admin/logout", { origin: "null" }],
      ["/contact", { origin: "https://evil.example" }],
    ];
    for (const [path, headers] of cases) {
      const response = await request.post(path, { form: { email: "a@b.fr" }, headers, maxRedirects: 0 });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await response.text()).toBe(REFUSED_CROSS_SITE);
    }
    // The same request from the site itself reaches the action (which refuses the address).
    const own = await request.post("/newsletter", { form: { email: "pas-une-adresse" }, headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" } });
    expect(own.status()).toBe(400);
  });

  test("a signed-in super admin's cookie does not make a cross-site admin action pass", async ({ request, baseURL }) => {
    const cookie = await staffCookie(baseURL, STAFF.superAdmin);
    const email = `intrus-${Date.now()}@exemple.fr`;
    const response = await request.post("/admin/users", {
      form: { intent: "invite", email, firstName: "Intrus", lastName: "Externe", role: "super_admin" },
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    // No account was created, no invitation queued.
    expect(queryD1<{ n: number }>(`select count(*) as n from users where email = '${email}'`)[0].n).toBe(0);
  });
});

test.describe("edge cache", () => {
  test("anonymous visitors share the cached page; signed-in staff never get it", async ({ request, baseURL }) => {
    const path = "/services/diagnostics";
    await expect.poll(async () => (await request.get(path)).headers()["x-edge-cache"], { message: "the page reaches the edge cache" }).toBe("HIT");
    const cookie = await staffCookie(baseURL, STAFF.author);
    for (const staffCookies of [cookie, `lg_vid=${crypto.randomUUID()}; ${cookie}`]) {
      const staff = await request.get(path, { headers: { cookie: staffCookies } });
      expect(staff.status()).toBe(200);
      expect(staff.headers()["x-edge-cache"]).toBeUndefined();
      expect(await staff.text()).toContain("Diagnostics");
    }
    // Searches and the simulator are never served from the cache.
    for (const uncached of ["/actualites?search=argiles", "/search?q=argiles", "/simulateur"]) {
      await request.get(uncached);
      expect((await request.get(uncached)).headers()["x-edge-cache"], uncached).toBeUndefined();
    }
  });
});

/** A GET with exactly these headers (no User-Agent unless given), as a script sends it. */
function rawGet(baseURL: string, path: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res));
    });
    req.on("error", reject);
  });
}

test.describe("audience measurement", () => {
  test("a request without a User-Agent, with an empty one or from curl is not a visitor (no visitor cookie); a browser is", async ({ baseURL }) => {
    const visitorCookie = (res: http.IncomingMessage) => (res.headers["set-cookie"] ?? []).some((value) => value.startsWith("lg_vid="));
    // Until one answer comes from the edge cache: misses and hits alike give no cookie.
    for (const headers of [{}, { "user-agent": "" }, { "user-agent": "curl/8.5.0" }] as Array<Record<string, string>>) {
      const cookies: Array<boolean> = [];
      await expect
        .poll(async () => {
          const res = await rawGet(baseURL!, "/a-propos", headers);
          cookies.push(visitorCookie(res));
          return `${res.statusCode} ${res.headers["x-edge-cache"]}`;
        })
        .toBe("200 HIT");
      expect(cookies.length).toBeGreaterThan(0);
      expect(
        cookies.every((set) => !set),
        JSON.stringify(headers),
      ).toBe(true);
    }
    const browser = await rawGet(baseURL!, "/a-propos", {
      "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
    });
    expect(browser.statusCode).toBe(200);
    expect(visitorCookie(browser)).toBe(true);
  });
});

test.describe("media delivery", () => {
  test("a public PDF is sandboxed; an unknown range unit or several ranges get the whole file, one range 206", async ({ request, baseURL }) => {
    const cookie = await staffCookie(baseURL, STAFF.author);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const upload = await request.post("/admin/media/upload", {
      multipart: { file: { name: "releves-piezometriques.pdf", mimeType: "application/pdf", buffer: pdf } },
      headers: { cookie, accept: "application/json" },
    });
    expect(upload.status()).toBe(201);
    const { media } = (await upload.json()) as { media: { url: string } };
    const url = new URL(media.url, baseURL).pathname;

    const whole = await request.get(url);
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-security-policy"]).toBe("sandbox");
    expect(whole.headers()["x-content-type-options"]).toBe("nosniff");
    for (const range of ["items=0-1", "bytes=0-1,4-5"]) {
      const ignored = await request.get(url, { headers: { range } });
      expect(ignored.status(), range).toBe(200);
      expect(ignored.headers()["content-range"], range).toBeUndefined();
      expect(Buffer.compare(await ignored.body(), pdf), range).toBe(0);
    }
    const part = await request.get(url, { headers: { range: "bytes=0-7" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.headers()["content-security-policy"]).toBe("sandbox");
    expect(await part.text()).toBe("%PDF-1.7");
    const beyond = await request.get(url, { headers: { range: `bytes=${pdf.length + 10}-` } });
    expect(beyond.status()).toBe(416);
  });
});
