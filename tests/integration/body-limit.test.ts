import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { BODY_LIMITS, bodyLimitFor, DEFAULT_BODY_LIMIT, DEFAULT_BODY_LIMIT_MESSAGE } from "~/lib/http/body-limit.server";
import { createStaff, randomIp, sessionCookieHeader } from "../factories/staff";
import { count, formData, pdfFile, postForm } from "./forms-helpers";

const KB = 1024;
const MB = 1024 * KB;
const CONTACT_MESSAGE = BODY_LIMITS.find((l) => l.pattern === "/contact")?.message ?? "";

/** A body stream of `total` bytes in 16 KB chunks that reports how much was pulled. */
function countedStream(total: number, fill = "a") {
  const state = { pulled: 0 };
  const chunk = new TextEncoder().encode(fill.repeat(16 * KB));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const size = Math.min(chunk.byteLength, total - state.pulled);
      state.pulled += size;
      controller.enqueue(chunk.slice(0, size));
    },
  });
  return { stream, state };
}

function send(path: string, init: RequestInit & { duplex?: "half" }) {
  return exports.default.fetch(new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init }));
}

test("the limits: 16 MB for the contact form, 64 KB for every other path (data requests included)", () => {
  expect(bodyLimitFor("/contact").bytes).toBe(16 * MB);
  expect(bodyLimitFor("/contact.data").bytes).toBe(16 * MB);
  for (const path of ["/admin/login", "/newsletter", "/simulateur", "/simulateur.data", "/admin/users", "/admin/demandes/emails", "/admin/un-ecran-futur", "/_root.data"]) {
    expect(bodyLimitFor(path).bytes, path).toBe(DEFAULT_BODY_LIMIT);
  }
  expect(DEFAULT_BODY_LIMIT).toBe(64 * KB);
});

test.each(["/admin/login", "/newsletter", "/simulateur", "/simulateur-admin", "/admin/users", "/admin/demandes/emails", "/admin/logout", "/admin/un-ecran-futur"])(
  "a %s POST declaring more than 64 KB gets 413 and a French message before anything is read",
  async (path) => {
    const { stream, state } = countedStream(1 * MB);
    const res = await send(path, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(1 * MB), "cf-connecting-ip": randomIp() },
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(DEFAULT_BODY_LIMIT_MESSAGE);
    // At most the stream's own read-ahead, never the body.
    expect(state.pulled).toBeLessThanOrEqual(32 * KB);
  },
);

test("a chunked body without Content-Length is counted while read and refused past 64 KB", async () => {
  const { stream, state } = countedStream(10 * MB);
  const res = await send("/newsletter", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(413);
  expect(await res.text()).toBe(DEFAULT_BODY_LIMIT_MESSAGE);
  // Reading stopped just past the limit: the 10 MB were never buffered.
  expect(state.pulled).toBeLessThan(DEFAULT_BODY_LIMIT + 64 * KB);
});

test("a browser posting an oversized form without JavaScript gets a French HTML page with a way back", async () => {
  const res = await send("/admin/login", {
    method: "POST",
    body: `email=a%40b.fr&password=${"x".repeat(70 * KB)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml", "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(413);
  expect(res.headers.get("content-type")).toContain("text/html");
  expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  const page = await res.text();
  expect(page).toContain('<html lang="fr">');
  expect(page).toContain("Envoi trop volumineux");
  expect(page).toContain('href="/admin/login"');
});

test("an oversized sign-in is refused before the action runs: no attempt is recorded", async () => {
  const staff = await createStaff("editor");
  const res = await send("/admin/login", {
    method: "POST",
    body: `email=${encodeURIComponent(staff.email)}&password=${"x".repeat(70 * KB)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(413);
  await res.text();
  const audit = await env.DB.prepare("select count(*) as n from audit_log where actor_email = ?").bind(staff.email).first<{ n: number }>();
  expect(audit?.n).toBe(0);
});

test("a signed-in admin form is held to 64 KB too", async () => {
  const cookie = await sessionCookieHeader(await createStaff("super_admin"));
  const res = await send("/admin/users", {
    method: "POST",
    body: formData({ intent: "create", email: "x@example.fr", firstName: "x".repeat(70 * KB) }),
    headers: { cookie },
  });
  expect(res.status).toBe(413);
  await res.text();
});

test("the contact form accepts a multi-megabyte request and refuses one declared over 16 MB", async () => {
  const email = `${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const fields = {
    fullName: "Marie Dupont",
    email,
    phone: "01 23 45 67 89",
    profession: "particulier",
    subject: "demande_devis",
    message: "Plans et étude de sol de la parcelle en pièces jointes.",
  };
  const accepted = await postForm("/contact", formData(fields, [pdfFile("plans.pdf", 3 * MB), pdfFile("etude.pdf", 2 * MB)]));
  expect(accepted.status).toBe(200);
  await accepted.text();
  expect(await count("contact_requests", "email = ?", email)).toBe(1);

  const { stream, state } = countedStream(17 * MB);
  const refused = await send("/contact", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(17 * MB), "cf-connecting-ip": randomIp() },
  });
  expect(refused.status).toBe(413);
  expect(await refused.text()).toBe(CONTACT_MESSAGE);
  expect(state.pulled).toBeLessThanOrEqual(32 * KB);
});

test("a chunked contact upload past 16 MB is cut off while it is read", async () => {
  const { stream, state } = countedStream(40 * MB);
  const res = await send("/contact", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "content-type": "multipart/form-data; boundary=x", "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(413);
  expect(await res.text()).toBe(CONTACT_MESSAGE);
  expect(state.pulled).toBeLessThan(17 * MB);
});

test("requests within the limit reach their action unchanged", async () => {
  const email = `${crypto.randomUUID().slice(0, 8)}@example.fr`;
  const body = new TextEncoder().encode(new URLSearchParams({ email, source: "actualites" }).toString());
  const chunked = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body.slice(0, 10));
      controller.enqueue(body.slice(10));
      controller.close();
    },
  });
  const res = await send("/newsletter", {
    method: "POST",
    body: chunked,
    duplex: "half",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(200);
  await res.text();
  expect(await count("newsletter_subscribers", "email = ?", email)).toBe(1);
});

test("the devis screen takes one file of 10 MB (the dossier's report, a plan attached) and refuses a body declared over 11 MB", async () => {
  expect(bodyLimitFor("/admin/devis/42").bytes).toBe(11 * MB);
  expect(bodyLimitFor("/admin/devis/42.data").bytes).toBe(11 * MB);
  const { stream } = countedStream(12 * MB);
  const res = await send("/admin/devis/42", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(12 * MB), "cf-connecting-ip": randomIp() },
  });
  expect(res.status).toBe(413);
  expect(await res.text()).toContain("Le fichier dépasse 10 Mo");
});
