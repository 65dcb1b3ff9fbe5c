import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect, test } from "vitest";
import { accountTokens, contactAttachments, contactRequests, emailOutbox, notFoundEvents, pageViews, simulations, staffBrowsers, staffSessions, visitorInfo } from "~/db/schema";
import { BROWSER_RETENTION_DAYS } from "~/lib/auth/browsers.server";
import { purgeExpired } from "~/lib/stats/rollup.server";
import worker from "../../workers/app";
import { createStaff } from "../factories/staff";
import { db } from "../helpers";
import { count } from "./forms-helpers";

const DAY = 86400_000;
const now = new Date("2030-06-15T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const FOUR_YEARS = 4 * 365;

async function contact(email: string, createdAt: Date, statusChangedAt: Date | null = null) {
  const [row] = await db()
    .insert(contactRequests)
    .values({
      fullName: "Prospect",
      email,
      phone: "0123456789",
      profession: "particulier",
      subject: "demande_devis",
      message: "Étude G2",
      createdAt,
      statusChangedAt,
      status: statusChangedAt ? "en_cours" : "nouveau",
    })
    .returning();
  return row;
}

async function simulation(email: string, createdAt: Date) {
  const [row] = await db()
    .insert(simulations)
    .values({
      publicToken: crypto.randomUUID().replace(/-/g, "").padEnd(43, "x"),
      devisNumber: `SOL-${crypto.randomUUID().slice(0, 6)}`,
      devisDate: createdAt,
      userEmail: email,
      userPhone: "0612345678",
      userFirstName: "Paul",
      userLastName: "Prospect",
      projectNature: "construction_neuve",
      projectType: "construction_neuve",
      constructionType: "maison_individuelle",
      location: "Rouen",
      surfaceBatie: "100",
      terrainSuperficie: "400",
      totalHt: 1200,
      totalTtc: 1440,
      createdAt,
    })
    .returning();
  return row;
}

async function sentEmail(to: string, sentAt: Date, related?: { type: string; id: number }) {
  await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "reponse",
      to: [{ email: to }],
      subject: "Votre projet",
      text: "Bonjour",
      html: "<p>Bonjour</p>",
      status: "sent",
      sentAt,
      createdAt: sentAt,
      relatedType: related?.type,
      relatedId: related?.id,
    });
}

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.fr`;

test("a prospect whose last contact is over 3 years old is purged with everything of that address", async () => {
  const email = unique("ancien");
  const old = await contact(email, ago(FOUR_YEARS));
  const key = `contact/${old.id}/ancien.pdf`;
  await env.ATTACHMENTS.put(key, new Uint8Array([1, 2, 3]));
  await db().insert(contactAttachments).values({ requestId: old.id, r2Key: key, originalName: "plan.pdf", mimeType: "application/pdf", size: 3 });
  const sim = await simulation(email.toUpperCase(), ago(FOUR_YEARS - 30));
  await db()
    .insert(visitorInfo)
    .values({ firstName: "Paul", lastName: "Prospect", email, phone: "0612345678", consentCgu: true, consentAt: ago(FOUR_YEARS), createdAt: ago(FOUR_YEARS) });
  await sentEmail(email, ago(FOUR_YEARS - 30), { type: "simulation", id: sim.id });
  await sentEmail("demandes@example.fr", ago(FOUR_YEARS), { type: "contact_request", id: old.id });

  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);

  expect(await count("contact_requests", "lower(email) = ?", email)).toBe(0);
  expect(await count("simulations", "lower(user_email) = ?", email)).toBe(0);
  expect(await count("visitor_info", "lower(email) = ?", email)).toBe(0);
  expect(await count("contact_attachments", "request_id = ?", old.id)).toBe(0);
  expect(await env.ATTACHMENTS.get(key)).toBeNull();
  expect(await count("email_outbox", `"to" like ?`, `%${email}%`)).toBe(0);
  expect(await count("email_outbox", "related_type = 'contact_request' and related_id = ?", old.id)).toBe(0);
});

test("a status change within 3 years keeps the prospect", async () => {
  const email = unique("suivi");
  await contact(email, ago(FOUR_YEARS), ago(365));
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("contact_requests", "email = ?", email)).toBe(1);
});

test("an e-mail sent within 3 years keeps the prospect", async () => {
  const email = unique("relance");
  await contact(email, ago(FOUR_YEARS));
  await sentEmail(email, ago(2 * 365));
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("contact_requests", "email = ?", email)).toBe(1);
});

test("a prospect who came back keeps their older requests too", async () => {
  const email = unique("fidele");
  await contact(email, ago(FOUR_YEARS));
  await simulation(email.toUpperCase(), ago(200));
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("contact_requests", "email = ?", email)).toBe(1);
  expect(await count("simulations", "lower(user_email) = ?", email)).toBe(1);
});

test("a prospect exactly under 3 years is kept, over is purged", async () => {
  const recent = unique("recent");
  const expired = unique("expire");
  await contact(recent, ago(3 * 365 - 1));
  await contact(expired, ago(3 * 365 + 1));
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("contact_requests", "email = ?", recent)).toBe(1);
  expect(await count("contact_requests", "email = ?", expired)).toBe(0);
});

test("browsing data is kept 13 months and expired staff sessions are deleted", async () => {
  await db()
    .insert(pageViews)
    .values([
      { day: "2029-04-01", path: "/vieux", pageType: "static", visitorId: "v-old" },
      { day: "2030-01-01", path: "/recent", pageType: "static", visitorId: "v-new" },
    ]);
  await db().insert(notFoundEvents).values({ day: "2029-04-01", path: "/vieux-404" });
  const staff = await createStaff("author");
  await db()
    .insert(staffSessions)
    .values([
      { id: "EXPIRED_SESSION_000000", userId: staff.id, expiresAt: ago(1) },
      { id: "LIVE_SESSION_000000000", userId: staff.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + DAY) },
      // Unused for more than 4 hours: idle-expired (docs/decisions/704), deleted too.
      { id: "IDLE_SESSION_000000000", userId: staff.id, createdAt: ago(1), lastSeenAt: ago(1), expiresAt: new Date(now.getTime() + DAY) },
    ]);
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("page_views", "path = '/vieux'")).toBe(0);
  expect(await count("page_views", "path = '/recent'")).toBe(1);
  expect(await count("not_found_events", "path = '/vieux-404'")).toBe(0);
  expect(await count("staff_sessions", "id = 'EXPIRED_SESSION_000000'")).toBe(0);
  expect(await count("staff_sessions", "id = 'LIVE_SESSION_000000000'")).toBe(1);
  expect(await count("staff_sessions", "id = 'IDLE_SESSION_000000000'")).toBe(0);
});

test("expired invitation and reset links are deleted; live ones stay", async () => {
  const staff = await createStaff("author");
  const hash = () => crypto.randomUUID().replaceAll("-", "").padEnd(64, "0");
  const [expired, live] = [hash(), hash()];
  await db()
    .insert(accountTokens)
    .values([
      { userId: staff.id, purpose: "reset", tokenHash: expired, expiresAt: ago(1) },
      { userId: staff.id, purpose: "reset", tokenHash: live, expiresAt: new Date(now.getTime() + DAY) },
    ]);
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("account_tokens", "token_hash = ?", expired)).toBe(0);
  expect(await count("account_tokens", "token_hash = ?", live)).toBe(1);
});

test("a used invitation link goes once expired, like an unused one", async () => {
  const staff = await createStaff("author");
  const hash = () => crypto.randomUUID().replaceAll("-", "").padEnd(64, "0");
  const [usedExpired, usedLive] = [hash(), hash()];
  await db()
    .insert(accountTokens)
    .values([
      { userId: staff.id, purpose: "invitation", tokenHash: usedExpired, expiresAt: ago(1), usedAt: ago(3) },
      { userId: staff.id, purpose: "invitation", tokenHash: usedLive, expiresAt: new Date(now.getTime() + DAY), usedAt: ago(0) },
    ]);
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(await count("account_tokens", "token_hash = ?", usedExpired)).toBe(0);
  expect(await count("account_tokens", "token_hash = ?", usedLive)).toBe(1);
});

const browserHash = () => crypto.randomUUID().replaceAll("-", "").padEnd(64, "0");

test(`a browser no sign-in has used for ${BROWSER_RETENTION_DAYS} days is forgotten; a more recent one stays`, async () => {
  expect(BROWSER_RETENTION_DAYS).toBe(180);
  const staff = await createStaff("editor");
  const [stale, recent, boundary] = [browserHash(), browserHash(), browserHash()];
  await db()
    .insert(staffBrowsers)
    .values([
      // Known for years, but last used 181 days ago.
      { userId: staff.id, browserHash: stale, createdAt: ago(900), lastSignInAt: ago(181) },
      // Known for years and used 179 days ago.
      { userId: staff.id, browserHash: recent, createdAt: ago(900), lastSignInAt: ago(179) },
      { userId: staff.id, browserHash: boundary, createdAt: ago(180), lastSignInAt: ago(180) },
    ]);
  const purged = await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, now);
  expect(purged.staffBrowsers).toBe(1);
  expect(await count("staff_browsers", "browser_hash = ?", stale)).toBe(0);
  expect(await count("staff_browsers", "browser_hash = ?", recent)).toBe(1);
  expect(await count("staff_browsers", "browser_hash = ?", boundary)).toBe(1);
  // A day later the boundary row is past retention too.
  await purgeExpired({ db: db(), attachments: env.ATTACHMENTS }, new Date(now.getTime() + DAY));
  expect(await count("staff_browsers", "browser_hash = ?", boundary)).toBe(0);
  expect(await count("staff_browsers", "browser_hash = ?", recent)).toBe(1);
});

test("the daily cron of the Worker runs the browser purge", async () => {
  const staff = await createStaff("author");
  const scheduledTime = Date.now();
  const at = (days: number) => new Date(scheduledTime - days * DAY);
  const [stale, recent] = [browserHash(), browserHash()];
  await db()
    .insert(staffBrowsers)
    .values([
      { userId: staff.id, browserHash: stale, createdAt: at(400), lastSignInAt: at(200) },
      { userId: staff.id, browserHash: recent, createdAt: at(400), lastSignInAt: at(2) },
    ]);
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: "15 1 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect(await count("staff_browsers", "browser_hash = ?", stale)).toBe(0);
  expect(await count("staff_browsers", "browser_hash = ?", recent)).toBe(1);
});
