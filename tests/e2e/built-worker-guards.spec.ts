// What protects users, checked on the BUILT Worker that Playwright serves
// (docs/decisions/310): the vitest suite runs the source, and a bundler once dropped a
// `decodeURIComponent` call whose result was unused, so /admin/blog/edit/%E0 answered 500 in
// the build only. Request-level checks, no browser page: request parsing,
// redirects, body limits, CSRF, one-line e-mail headers, the edge-cache bypass, who counts
// as a visitor, /media/ ranges and the single use of the pending second-factor token. The
// tables are the ones of the workerd tests (tests/request-guards.ts).
import { createHash, createHmac, hkdfSync, randomBytes, webcrypto } from "node:crypto";
import http from "node:http";
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest } from "@playwright/test";
import { FOREIGN_HOST, MALFORMED_ADMIN_PATHS, OPEN_REDIRECT_PAYLOADS } from "../request-guards";
import { E2E_PASSWORD, STAFF } from "./auth";
import { serverTest as test, visitorAddress } from "./fixtures";
import { queryD1 } from "./forms-db";
import { base32Decode, currentStep, totpAt } from "./totp";

const REFUSED_CROSS_SITE = "Requête refusée : origine non autorisée.";
/** The JWT_SECRET scripts/e2e-server.ts gives the Worker. */
const E2E_JWT_SECRET = "e2e-secret-0123456789abcdef0123456789abcdef";
const KB = 1024;

// Sign-ins are limited per IP (and the whole run comes from 127.0.0.1): each one here says
// it comes from its own address, as Cloudflare's CF-Connecting-IP would (visitorAddress).

function setCookies(response: APIResponse) {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
}

function signIn(request: APIRequestContext, email: string, redirectTo?: string) {
  return request.post("/admin/login", {
    form: { email, password: E2E_PASSWORD, ...(redirectTo === undefined ? {} : { redirectTo }) },
    headers: { "cf-connecting-ip": visitorAddress() },
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
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": visitorAddress(), ...framing, ...headers },
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

test.describe("e-mail headers", () => {
  // docs/decisions/322: a header-bound value on several lines would start a header of its own.
  test("a staff reply whose subject is « Re\\r\\nBcc: … » is refused in French next to the field, and nothing is queued or recorded", async ({ request, baseURL }) => {
    const cookie = await staffCookie(baseURL, STAFF.editor);
    const email = `entete-${Date.now()}@exemple.fr`;
    queryD1(
      `insert into contact_requests (full_name, email, phone, profession, subject, message) values ('Claire Fontaine', '${email}', '01 23 45 67 89', 'particulier', 'etude_geotechnique_g1', 'Extension à Vincennes : quelle étude ?')`,
    );
    const [lead] = queryD1<{ id: number }>(`select id from contact_requests where email = '${email}'`);
    const messageId = crypto.randomUUID();
    const response = await request.post(`/admin/demandes/contacts/${lead.id}`, {
      form: { intent: "reply", messageId, subject: "Re : votre demande\r\nBcc: pirate@evil.test", body: "Bonjour Madame Fontaine,\nVoici notre proposition." },
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('id="reply-subject-erreur"');
    expect(html).toContain("L&#x27;objet doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.");
    expect(queryD1<{ n: number }>(`select count(*) as n from email_outbox where message_id = '${messageId}' or subject like '%pirate@evil.test%'`)[0].n).toBe(0);
    expect(queryD1<{ n: number }>(`select count(*) as n from lead_events where kind = 'contact' and lead_id = ${lead.id}`)[0].n).toBe(0);
    expect(queryD1<{ status: string }>(`select status from contact_requests where id = ${lead.id}`)[0].status).toBe("nouveau");
  });
});

test.describe("the address check's e-mail", () => {
  const EVIL = "Impayé : réglez sur https://evil.example/pay";
  const PLACE_REFUSED = "Cette adresse ne provient pas de notre recherche ou sa vérification a expiré";

  test("a forged place is refused: nothing stored, nothing queued (free fields, a rewritten signed label)", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const suggestions = await request.get("/mon-terrain/suggestions?q=12%20rue%20de%20la%20mare", { headers: { "cf-connecting-ip": visitorAddress() } });
    expect(suggestions.status()).toBe(200);
    const { candidates } = (await suggestions.json()) as { candidates: Array<{ lieu: string }> };
    const [payload, signature] = candidates[0].lieu.split(".");
    const place = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { l: string };
    place.l = EVIL;
    const rewritten = `${Buffer.from(JSON.stringify(place)).toString("base64url")}.${signature}`;
    const email = `victime-${Date.now()}@example.fr`;
    const forgeries: Array<Record<string, string>> = [{ label: EVIL, lat: "48.86", lon: "2.34", citycode: "75101", city: "Paris", postcode: "75001" }, { lieu: rewritten }];
    for (const forged of forgeries) {
      const response = await request.post("/mon-terrain", {
        form: { intent: "email", ...forged, email, consent: "on" },
        headers: { origin, "sec-fetch-site": "same-origin", "cf-connecting-ip": visitorAddress() },
      });
      expect(response.status(), JSON.stringify(forged)).toBe(400);
      const page = await response.text();
      expect(page).toContain(PLACE_REFUSED);
      expect(page).not.toContain("evil.example");
    }
    expect(queryD1<{ n: number }>(`select count(*) as n from terrain_requests where email = '${email}'`)[0].n).toBe(0);
    expect(queryD1<{ n: number }>(`select count(*) as n from email_outbox where "to" like '%${email}%'`)[0].n).toBe(0);
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

  test("a devis' personal link is private: never cached, never indexed, no referrer, its form refused from another site", async ({ request, baseURL }) => {
    const path = `/devis/${"A".repeat(43)}`;
    for (const target of [path, `${path}/pdf`]) {
      await request.get(target);
      const again = await request.get(target);
      expect(again.status(), target).toBe(404);
      expect(again.headers()["x-edge-cache"], target).toBeUndefined();
      expect(again.headers()["cache-control"], target).toBe("private, no-store");
      expect(again.headers()["referrer-policy"], target).toBe("no-referrer");
      expect(again.headers()["x-robots-tag"], target).toBe("noindex, nofollow");
    }
    const crossSite = await request.post(path, { form: { intent: "accept" }, headers: { origin: `https://${FOREIGN_HOST}` }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toBe(REFUSED_CROSS_SITE);
    expect(new URL(path, baseURL).pathname).toBe(path);
  });
});

test.describe("personal data", () => {
  // The personal link of the e-mails to visitors, as the Worker signs it with the e2e server's
  // secret: the HMAC key derived for this purpose (docs/decisions/728-one-key-per-purpose.md).
  function privacyLink(address: string) {
    const key = Buffer.from(hkdfSync("sha256", E2E_JWT_SECRET, "lutetia-geotechnique-hmac", "privacy-link-v2", 32));
    const mac = createHmac("sha256", key).update(`lutetia-privacy-link:v1:${address}`).digest("base64url");
    return `/donnees-personnelles/${Buffer.from(address).toString("base64url")}.${mac}`;
  }

  test("nothing of a person's data is cached: the screen, its answers, the export's download and the request page say no-store", async ({ request, baseURL }) => {
    const cookie = await staffCookie(baseURL, STAFF.superAdmin);
    const screen = await request.get("/admin/donnees-personnelles", { headers: { cookie } });
    expect(screen.status()).toBe(200);
    expect(screen.headers()["cache-control"]).toBe("private, no-store");
    const email = `garde-${Date.now()}@exemple.fr`;
    // An export answers a request whose identity is verified: one made from the person's own link (docs/decisions/344).
    const asked = await request.post(privacyLink(email), { form: { type: "acces" }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
    expect(asked.status()).toBeLessThan(400);
    const exported = await request.post("/admin/donnees-personnelles", { form: { intent: "export", email }, headers: { cookie } });
    expect(exported.status()).toBe(200);
    expect(exported.headers()["cache-control"]).toBe("private, no-store");
    const id = /\/admin\/donnees-personnelles\/exports\/([0-9a-f-]{36})/.exec(await exported.text())?.[1];
    expect(id).toBeTruthy();
    const download = await request.get(`/admin/donnees-personnelles/exports/${id}`, { headers: { cookie } });
    expect(download.status()).toBe(200);
    expect(download.headers()["cache-control"]).toBe("private, no-store");
    expect(download.headers()["content-type"]).toBe("application/zip");
    // Below super admin, the download is refused.
    const editor = await request.get(`/admin/donnees-personnelles/exports/${id}`, { headers: { cookie: await staffCookie(baseURL, STAFF.editor) }, maxRedirects: 0 });
    expect(editor.status()).toBe(302);
    expect(editor.headers().location).toBe("/admin/access-denied");

    const page = privacyLink(email);
    for (let i = 0; i < 2; i++) {
      const answer = await request.get(page);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(answer.headers()["x-edge-cache"]).toBeUndefined();
    }
  });

  test("the request page refuses a post from another site and records nothing", async ({ request }) => {
    const email = `intrus-${Date.now()}@exemple.fr`;
    const response = await request.post(privacyLink(email), { form: { type: "effacement" }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(response.status()).toBe(403);
    expect(queryD1<{ n: number }>(`select count(*) as n from privacy_requests where email = '${email}'`)[0].n).toBe(0);
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

test.describe("second factor", () => {
  /** The `name=value` of a cookie the response sets. */
  const cookieOf = (response: APIResponse, name: string) =>
    setCookies(response)
      .find((value) => value.startsWith(`${name}=`))
      ?.split(";")[0] ?? null;

  test("the pending token is single use: a copy sent again with a later valid code gets no session", async ({ baseURL }) => {
    const email = "pending-reuse@e2e.test";
    // Enrolment from the profile (password, then a first code), in a context of its own.
    const owner = await playwrightRequest.newContext({ baseURL });
    expect((await signIn(owner, email)).status()).toBe(302);
    const page = await (await owner.get("/admin/profile/double-authentification")).text();
    const secret = base32Decode(/data-secret="([A-Z2-7]{32})"/.exec(page)?.[1] ?? "");
    expect(secret).toHaveLength(20);
    const enrolled = await owner.post("/admin/profile/double-authentification", {
      form: { intent: "enable", password: E2E_PASSWORD, code: totpAt(secret, currentStep() - 1) },
      maxRedirects: 0,
    });
    expect(enrolled.status()).toBe(200);
    await owner.dispose();

    // Each request from a fresh context: only the cookie given is sent.
    const fresh = () => playwrightRequest.newContext({ baseURL });
    const passwordContext = await fresh();
    const passwordStep = await signIn(passwordContext, email);
    expect(passwordStep.headers().location).toBe("/admin/connexion/code");
    const pending = cookieOf(passwordStep, "lutetia_2fa");
    expect(pending).toMatch(/^lutetia_2fa=ey/);
    await passwordContext.dispose();

    const codeStep = async (code: string) => {
      const context = await fresh();
      const response = await context.post("/admin/connexion/code", { form: { code }, headers: { cookie: pending!, "cf-connecting-ip": visitorAddress() }, maxRedirects: 0 });
      const result = { status: response.status(), location: response.headers().location, session: cookieOf(response, "lutetia_session") };
      await context.dispose();
      return result;
    };
    const first = await codeStep(totpAt(secret, currentStep()));
    expect(first).toMatchObject({ status: 302, location: "/admin" });
    expect(first.session).toMatch(/^lutetia_session=ey/);
    const replay = await codeStep(totpAt(secret, currentStep() + 1));
    expect(replay).toEqual({ status: 302, location: "/admin/login?connexion=expiree", session: null });
    // The enrolment's sign-in and the code step's: none from the replay.
    const sessions = queryD1<{ n: number }>(`select count(*) as n from staff_sessions where user_id = (select id from users where email = '${email}')`);
    expect(sessions[0].n).toBe(2);
  });
});

test.describe("devis links", () => {
  const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const newToken = () => randomBytes(32).toString("base64url");
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  /** The token sealed as app/lib/auth/sealed.server.ts seals it (AES-GCM, HKDF « devis-link-v1 »). */
  async function sealToken(token: string) {
    const material = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(E2E_JWT_SECRET), "HKDF", false, ["deriveKey"]);
    const key = await webcrypto.subtle.deriveKey(
      { name: "HKDF", hash: "SHA-256", salt: new TextEncoder().encode("lutetia-geotechnique"), info: new TextEncoder().encode("devis-link-v1") },
      material,
      { name: "AES-GCM", length: 256 },
      false,
      ["encrypt"],
    );
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const sealed = new Uint8Array(await webcrypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(token)));
    return `v1:${Buffer.from(iv).toString("base64")}:${Buffer.from(sealed).toString("base64")}`;
  }

  test("an old devis link whose newer version went to another address names nothing of it; to the same address, it links to it (docs/decisions/725)", async ({ request }) => {
    const number = `D-2026-E${Date.now().toString().slice(-7)}`;
    const [a, b] = [newToken(), newToken()];
    queryD1(
      `insert into devis (number, revision, status, client_email, client_phone, token_hash) values (${sqlText(number)}, 1, 'remplace', 'alice.durand@example.fr', '06 11 11 11 11', ${sqlText(sha256(a))})`,
    );
    queryD1(
      `insert into devis (number, revision, status, client_email, client_phone, token_hash, token_sealed, valid_until) values (${sqlText(number)}, 2, 'envoye', 'bob.lefort@example.com', '06 98 76 54 32', ${sqlText(sha256(b))}, ${sqlText(await sealToken(b))}, '2099-12-31')`,
    );
    const other = await request.get(`/devis/${a}`);
    expect(other.status()).toBe(410);
    const body = (await other.text()).replaceAll("<!-- -->", "");
    expect(body).toContain("Une nouvelle version de ce devis a été envoyée à son destinataire.");
    for (const hidden of [b, "bob.lefort@example.com", "06 98 76 54 32", "Voir la nouvelle version du devis"]) expect(body, hidden).not.toContain(hidden);

    queryD1(`update devis set client_email = 'Alice.Durand@Example.fr' where number = ${sqlText(number)} and revision = 2`);
    const same = (await (await request.get(`/devis/${a}`)).text()).replaceAll("<!-- -->", "");
    expect(same).toContain(`/devis/${b}`);
    expect(same).toContain("Voir la nouvelle version du devis");
  });

  test("a devis e-mail the provider accepted keeps no working link in the outbox once the cron has run (docs/decisions/726)", async ({ request }) => {
    const token = newToken();
    const messageId = webcrypto.randomUUID();
    const link = `http://127.0.0.1/devis/${token}`;
    queryD1(
      `insert into email_outbox (message_id, type, "to", subject, text, html, status, transport, created_at, updated_at) values (${sqlText(messageId)}, 'devis-sent', '[{"email":"client@example.fr"}]', 'Votre devis', ${sqlText(`Consulter et accepter le devis : ${link}`)}, ${sqlText(`<p><a href="${link}">Consulter et accepter le devis</a></p>`)}, 'sent', 'mailchannels', ${Date.now()}, ${Date.now()})`,
    );
    expect((await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/10 * * * *")}`)).status()).toBe(200);
    await expect
      .poll(() => queryD1<{ text: string; html: string }>(`select text, html from email_outbox where message_id = ${sqlText(messageId)}`)[0], { timeout: 20_000 })
      .toEqual({ text: "Consulter et accepter le devis : [lien retiré après envoi]", html: "<p><strong>[lien retiré après envoi]</strong></p>" });
  });
});

test.describe("a press during hydration", () => {
  test("the built form pages hold a press made while React hydrates, and the built client entry never hydrates a page the document already posted (docs/decisions/727)", async ({
    request,
  }) => {
    for (const path of ["/contact", "/simulateur", "/mon-terrain"]) {
      const html = await (await request.get(path)).text();
      const inert = /<script nonce="[0-9a-f]{32}" type="text\/x-module-on-interaction" data-modules="([^"]+)">[^<]*<\/script><script nonce="[0-9a-f]{32}">([^<]*)<\/script>/.exec(
        html,
      );
      expect(inert, path).not.toBeNull();
      const [, modules, starter] = inert ?? [];
      expect(starter, path).toContain('addEventListener("submit"');
      expect(starter, path).toContain("__lutetiaPressOwner");
      expect(starter, path).toContain("requestSubmit");
      const entry = modules.split(" ").find((module) => /\/assets\/entry\.client-[^/]+\.js$/.test(module));
      expect(entry, path).toBeDefined();
      const code = await (await request.get(entry ?? "")).text();
      // The claim and its check survived the bundler.
      expect(code, path).toContain("__lutetiaPressOwner");
      expect(code, path).toContain("native");
    }
  });
});
