// /mon-terrain only looks up, mails or quotes a place the server signed (the geocoder's own
// answer), and every path to an upstream is rate-limited first. docs/decisions/804-signed-places.md
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox, terrainRequests } from "~/db/schema";
import { parseEnv } from "~/lib/env.server";
import { TURNSTILE_MESSAGE } from "~/lib/forms/spam.server";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { signState, emptyState } from "~/lib/simulator/state.server";
import { requestTerrainEmail } from "~/lib/terrain/lookup.server";
import { PLACE_TTL_MS, signPlace, verifyPlace } from "~/lib/terrain/place-token.server";
import { terrainMessages } from "~/lib/terrain/schema";
import { db, request } from "../helpers";
import { signedPlace, stubUpstreams, tamperedPlace } from "../terrain-upstream";
import { esc, formData, html, postForm, uniqueIp } from "./forms-helpers";
import { pdfVisibleText } from "./pdf-text";
import { jwtSecret } from "../factories/staff";

const EVIL = "Impayé : réglez sur https://evil.example/pay";

let n = 0;
/** A genuine place at its own point (its own cache entries). */
function genuine() {
  n += 1;
  return signedPlace({ lat: Number((46 + n / 1000).toFixed(6)), lon: Number((3 + n / 1000).toFixed(6)) });
}

const requestsTo = (email: string) => db().select().from(terrainRequests).where(eq(terrainRequests.email, email));
const mailsTo = (email: string) =>
  db().select().from(emailOutbox).where(sql`exists (select 1 from json_each(${emailOutbox.to}) as r where json_extract(r.value, '$.email') = ${email})`);

test("a signed place verifies with every field; any change, another key, another purpose or its expiry refuses it", async () => {
  const place = { label: "12 Rue des Lilas 77100 Meaux", street: "12 Rue des Lilas", lat: 48.96, lon: 2.88, citycode: "77284", city: "Meaux", postcode: "77100" };
  const now = Date.UTC(2026, 10, 26, 10);
  const token = await signPlace(jwtSecret(), { ...place, clay: { code: 3, fetchedAt: "2026-11-26T09:00:00.000Z" } }, { now });
  expect(await verifyPlace(jwtSecret(), token, now)).toEqual({ ...place, clay: { code: 3, fetchedAt: "2026-11-26T09:00:00.000Z" } });
  for (const change of [
    (p: Record<string, unknown>) => {
      p.l = EVIL;
    },
    (p: Record<string, unknown>) => {
      p.x = 2.35;
    },
    (p: Record<string, unknown>) => {
      p.i = "75056";
    },
    (p: Record<string, unknown>) => {
      p.p = "75001";
    },
    (p: Record<string, unknown>) => {
      p.k = [0, "2026-11-26T09:00:00.000Z"];
    },
    (p: Record<string, unknown>) => {
      p.e = now + 10 * 365 * 86_400_000;
    },
  ]) {
    expect(await verifyPlace(jwtSecret(), tamperedPlace(token, change), now)).toBeNull();
  }
  expect(await verifyPlace("un-autre-secret-de-32-caracteres-au-moins", token, now)).toBeNull();
  // A wizard state is signed with the same secret for another purpose: never a place.
  expect(await verifyPlace(jwtSecret(), await signState(jwtSecret(), emptyState(now), now), now)).toBeNull();
  expect(await verifyPlace(jwtSecret(), token, now + PLACE_TTL_MS - 1)).not.toBeNull();
  expect(await verifyPlace(jwtSecret(), token, now + PLACE_TTL_MS + 1)).toBeNull();
  for (const junk of [undefined, null, 42, "", "a.b", `${token}.x`, "x".repeat(3000)]) expect(await verifyPlace(jwtSecret(), junk, now)).toBeNull();
});

test("a visitor who sends « Mon terrain » a forged place label (free fields, a rewritten token, a bare label) gets an error: nothing stored, nothing queued, no upstream call", async () => {
  const calls = stubUpstreams();
  const email = `victime-${crypto.randomUUID()}@example.fr`;
  const forgeries: Array<Record<string, string>> = [
    // The old form: the place as free fields.
    { label: EVIL, lat: "48.86", lon: "2.34", citycode: "75101", city: "Paris", postcode: "75001" },
    // A genuine token whose label was rewritten.
    {
      lieu: tamperedPlace(await genuine(), (p) => {
        p.l = EVIL;
      }),
    },
    { lieu: EVIL },
  ];
  for (const forged of forgeries) {
    const res = await postForm("/mon-terrain", formData({ intent: "email", ...forged, email, consent: "on" }));
    expect(res.status).toBe(400);
    const page = await html(res);
    expect(page).toContain(esc(terrainMessages.place));
    expect(page).not.toContain("evil.example");
  }
  expect(await requestsTo(email)).toEqual([]);
  expect(await mailsTo(email)).toEqual([]);
  expect(calls).toEqual([]);
});

test("the e-mail, its subject and its PDF write the signed label only", async () => {
  stubUpstreams();
  const email = `signe-${crypto.randomUUID()}@example.fr`;
  // Free fields sent beside the token are ignored.
  const res = await postForm("/mon-terrain", formData({ intent: "email", lieu: await genuine(), label: EVIL, city: EVIL, email, consent: "on" }));
  expect(res.status).toBe(200);
  const [stored] = await requestsTo(email);
  expect(stored).toMatchObject({ address: "12 Rue de la Mare 93100 Montreuil", city: "Montreuil", postcode: "93100", cityCode: "93048" });
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe("Votre terrain est-il concerné ? 12 Rue de la Mare 93100 Montreuil – Lutetia Géotechnique");
  expect(mail.text).toContain("pour le terrain situé 12 Rue de la Mare 93100 Montreuil");
  expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain("evil.example");
  const pdf = await resolveMailAttachment({ db: db(), env: parseEnv(env) }, mail.attachments[0]);
  const text = await pdfVisibleText(pdf.content);
  expect(text).toContain("Adresse : 12 Rue de la Mare 93100 Montreuil");
  expect(text).not.toContain("evil.example");
});

test("the honeypot refuses the e-mail request before any upstream call", async () => {
  const calls = stubUpstreams();
  const email = `robot-${crypto.randomUUID()}@example.fr`;
  const res = await postForm("/mon-terrain", formData({ intent: "email", lieu: await genuine(), site_web: "https://spam.example", email, consent: "on" }));
  expect(res.status).toBe(400);
  expect(await html(res)).toContain(esc(terrainMessages.refused));
  expect(await requestsTo(email)).toEqual([]);
  expect(calls).toEqual([]);
});

test("with Turnstile configured, the e-mail request needs a token Cloudflare accepts", async () => {
  stubUpstreams();
  const appEnv = { ...parseEnv(env), TURNSTILE_SECRET_KEY: "secret-test" };
  const verdicts: Array<string> = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("https://challenges.cloudflare.com/")) {
      const token = (init?.body as FormData | undefined)?.get("response");
      verdicts.push(String(token));
      return Response.json({ success: token === "jeton-valide" });
    }
    return fetch(input, init);
  }) as typeof fetch;
  const deps = { env: appEnv, fetcher, cache: null, db: db() };
  const send = async (email: string, extra: Record<string, string>) =>
    requestTerrainEmail(
      deps,
      new Request("https://x.test/mon-terrain", { method: "POST", headers: { "cf-connecting-ip": uniqueIp() } }),
      formData({ intent: "email", lieu: await genuine(), email, consent: "on", ...extra }),
    );
  const refusedEmail = `turnstile-non-${crypto.randomUUID()}@example.fr`;
  const missing = await send(refusedEmail, {});
  expect(missing.status).toBe(400);
  expect(missing.view.emailErrors?.form).toBe(TURNSTILE_MESSAGE);
  const wrong = await send(refusedEmail, { "cf-turnstile-response": "jeton-faux" });
  expect(wrong.view.emailErrors?.form).toBe(TURNSTILE_MESSAGE);
  expect(await requestsTo(refusedEmail)).toEqual([]);
  const acceptedEmail = `turnstile-oui-${crypto.randomUUID()}@example.fr`;
  const ok = await send(acceptedEmail, { "cf-turnstile-response": "jeton-valide" });
  expect(ok.status).toBe(200);
  expect(ok.view.emailNotice).toBe(terrainMessages.emailSent);
  expect(await requestsTo(acceptedEmail)).toHaveLength(1);
  expect(verdicts).toEqual(["jeton-faux", "jeton-valide"]);
});

test("suggestions, lookups and the e-mail request all meet TERRAIN_LIMITER before any upstream call", async () => {
  stubUpstreams();
  const ip = uniqueIp();
  // Fixed 60 s windows of 40: a run that straddles two windows meets the 429 within 81 calls.
  let limited = false;
  for (let i = 0; i < 81 && !limited; i++) {
    const res = await request("/mon-terrain/suggestions?q=12%20rue%20de%20la%20mare", { headers: { "cf-connecting-ip": ip } });
    limited = res.status === 429;
    await res.arrayBuffer();
  }
  expect(limited).toBe(true);
  const calls = stubUpstreams();
  const suggestions = await request("/mon-terrain/suggestions?q=8%20rue%20des%20lilas", { headers: { "cf-connecting-ip": ip } });
  expect(suggestions.status).toBe(429);
  await suggestions.arrayBuffer();
  const lookup = await request(`/mon-terrain?lieu=${encodeURIComponent(await genuine())}`, { headers: { "cf-connecting-ip": ip } });
  expect(lookup.status).toBe(429);
  expect(await html(lookup)).toContain(esc(terrainMessages.rateLimit));
  const email = `limite-${crypto.randomUUID()}@example.fr`;
  const mail = await postForm("/mon-terrain", formData({ intent: "email", lieu: await genuine(), email, consent: "on" }), ip);
  expect(mail.status).toBe(429);
  expect(await html(mail)).toContain(esc(terrainMessages.rateLimit));
  // Not one Géorisques or geocoder call, and nothing stored.
  expect(calls).toEqual([]);
  expect(await requestsTo(email)).toEqual([]);
});
