// The devis part of the daily cron, with an injected clock: « expiré » the day after the last
// valid day; one reminder to the client 7 days after sending while no answer came (unless
// turned off); one reminder to the owner 7 days before expiry; a second run sends nothing more.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { acceptDevis } from "~/lib/devis/client.server";
import { clientReminderId, ownerReminderId, runDevisCron } from "~/lib/devis/cron.server";
import { getDevisFigures } from "~/lib/devis/list.server";
import { createDb } from "~/db/client.server";
import { seedDatabase } from "../../seed";
import { clientDeps, signerCodeFor, devisRow, editor, fillLegalFacts, ORIGIN, sentDevis, TEST_JWT_SECRET } from "../factories/devis";
import { createSimulation } from "../factories/leads";
import { sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const deps = () => ({ db: db(), queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET });
const mails = (messageId: string) =>
  env.DB.prepare('select type, "to", text from email_outbox where message_id = ?').bind(messageId).first<{ type: string; to: string; text: string }>();
// Sent on 2 March 2026 at 10:00 (Paris), valid until 2 May 2026.
const SENT = new Date("2026-03-02T09:00:00Z");
const at = (day: string) => new Date(`${day}T01:15:00Z`);

describe("reminders", () => {
  test("the client is reminded once, 7 days after sending, with their personal link; not on day 6; never twice", async () => {
    const sent = await sentDevis(staff, {}, SENT);
    await runDevisCron(deps(), at("2026-03-08"));
    expect(await mails(clientReminderId(sent.id))).toBeNull();
    await runDevisCron(deps(), at("2026-03-09"));
    const mail = await mails(clientReminderId(sent.id));
    expect(mail?.type).toBe("devis-reminder-client");
    expect(JSON.parse(mail?.to ?? "[]")[0].email).toBe("claire.dubois@exemple.fr");
    expect(mail?.text).toContain(`${ORIGIN}/devis/${sent.token}`);
    expect(mail?.text).toContain("valable jusqu'au 02/05/2026");
    expect((await devisRow(sent.id)).clientRemindedAt).not.toBeNull();
    await runDevisCron(deps(), at("2026-03-10"));
    expect(await env.DB.prepare("select count(*) as n from email_outbox where message_id = ?").bind(clientReminderId(sent.id)).first("n")).toBe(1);
    expect(await env.DB.prepare("select count(*) as n from devis_events where devis_id = ? and type = 'reminder_client'").bind(sent.id).first("n")).toBe(1);
  });

  test("a client who answered, or whose reminder was turned off, is not reminded", async () => {
    const answered = await sentDevis(staff, {}, SENT);
    await acceptDevis(
      clientDeps(),
      answered.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(answered, new Date("2026-03-04T10:00:00Z")) },
      { ip: null, userAgent: null },
      new Date("2026-03-04T10:00:00Z"),
    );
    const off = await sentDevis(staff, {}, SENT);
    const cookie = await sessionCookieHeader(staff);
    const toggle = await request(`/admin/devis/${off.id}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "reminder", version: String(off.version + 1) }),
    });
    expect(toggle.status).toBe(302);
    expect((await devisRow(off.id)).clientReminder).toBe(false);
    await runDevisCron(deps(), at("2026-03-09"));
    expect(await mails(clientReminderId(answered.id))).toBeNull();
    expect(await mails(clientReminderId(off.id))).toBeNull();
  });

  test("the owner is reminded once, 7 days before expiry, while no answer came", async () => {
    const sent = await sentDevis(staff, { clientReminder: false }, SENT);
    await runDevisCron(deps(), at("2026-04-24"));
    expect(await mails(ownerReminderId(sent.id))).toBeNull();
    await runDevisCron(deps(), at("2026-04-25"));
    const mail = await mails(ownerReminderId(sent.id));
    expect(mail?.type).toBe("devis-reminder-owner");
    expect(JSON.parse(mail?.to ?? "[]")[0].email).toBe(staff.email);
    expect(mail?.text).toContain("expire dans 7 jours, le 02/05/2026");
    await runDevisCron(deps(), at("2026-04-26"));
    expect(await env.DB.prepare("select count(*) as n from email_outbox where message_id = ?").bind(ownerReminderId(sent.id)).first("n")).toBe(1);
  });
});

describe("expiry", () => {
  test("a devis still unanswered becomes « expiré » the day after its last valid day, with its history event; an accepted one never", async () => {
    const open = await sentDevis(staff, {}, SENT);
    const accepted = await sentDevis(staff, {}, SENT);
    await acceptDevis(
      clientDeps(),
      accepted.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(accepted, new Date("2026-03-05T10:00:00Z")) },
      { ip: null, userAgent: null },
      new Date("2026-03-05T10:00:00Z"),
    );
    // 2 May is the last valid day: still open during the cron of that day.
    await runDevisCron(deps(), at("2026-05-02"));
    expect((await devisRow(open.id)).status).toBe("envoye");
    await runDevisCron(deps(), at("2026-05-03"));
    expect(await devisRow(open.id)).toMatchObject({ status: "expire" });
    expect((await devisRow(accepted.id)).status).toBe("accepte");
    const events = await env.DB.prepare("select from_status, to_status, author_id from devis_events where devis_id = ? and type = 'expired'").bind(open.id).all();
    expect(events.results).toEqual([{ from_status: "envoye", to_status: "expire", author_id: null }]);
    // The cron that runs again changes nothing more.
    await runDevisCron(deps(), at("2026-05-04"));
    expect(await env.DB.prepare("select count(*) as n from devis_events where devis_id = ? and type = 'expired'").bind(open.id).first("n")).toBe(1);
  });

  test("the Worker's scheduled handler runs the devis cron at the daily tick", async () => {
    const sent = await sentDevis(staff, {}, new Date("2026-01-05T09:00:00Z"));
    const { createScheduledController, createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const worker = (await import("../../workers/app")).default;
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "15 1 * * *", scheduledTime: new Date("2026-03-07T01:15:00Z").getTime() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await devisRow(sent.id)).status).toBe("expire");
  });
});

describe("figures", () => {
  test("sent this month (€ HT), accepted (€ HT and count), conversion rate, time from request to sending, expiring within 7 days", async () => {
    // A fresh database slice: a month of its own (2027-06).
    const now = new Date("2027-06-20T10:00:00Z");
    const before = await getDevisFigures(db(), now);
    const simulation = await createSimulation({ createdAt: new Date("2027-06-10T08:00:00Z") });
    const { createDevis } = await import("~/lib/devis/devis.server");
    const fromRequest = await createDevis(createDb(env.DB), staff, { kind: "simulation", id: simulation.id }, new Date("2027-06-10T09:00:00Z"));
    expect(fromRequest.ok).toBe(true);
    const { saveDevisDraft } = await import("~/lib/devis/devis.server");
    const { completeInput } = await import("../factories/devis");
    const { sendDevis } = await import("~/lib/devis/send.server");
    const { sendDeps } = await import("../factories/devis");
    const id = fromRequest.ok ? fromRequest.id : 0;
    const saved = await saveDevisDraft(db(), staff, id, 1, completeInput({ ownerId: staff.id }));
    // Sent 30 hours after the request: within the « 48 h » promise.
    const sent = await sendDevis(sendDeps(), staff, id, saved.ok ? saved.version : 0, new Date("2027-06-11T14:00:00Z"));
    expect(sent.ok).toBe(true);
    const second = await sentDevis(staff, {}, new Date("2027-06-15T09:00:00Z"));
    await acceptDevis(
      clientDeps(),
      second.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(second, new Date("2027-06-16T09:00:00Z")) },
      { ip: null, userAgent: null },
      new Date("2027-06-16T09:00:00Z"),
    );
    // Sent on 22 April: valid until 22 June, within 7 days of the 20th.
    await sentDevis(staff, {}, new Date("2027-04-22T09:00:00Z"));

    const after = await getDevisFigures(db(), now);
    expect(after.month).toBe("2027-06");
    expect(after.sent.count - before.sent.count).toBe(2);
    expect(after.sent.htCents - before.sent.htCents).toBe(2 * 270_000);
    expect(after.accepted).toEqual({ count: before.accepted.count + 1, htCents: before.accepted.htCents + 270_000 });
    expect(after.expiring - before.expiring).toBe(1);
    expect(after.response.measured).toBeGreaterThanOrEqual(1);
    expect(after.response.within48h).toBeGreaterThanOrEqual(1);
    expect(after.conversion.rate).not.toBeNull();
  });
});

describe("the statistics funnel", () => {
  test("it goes on after the simulator: devis sent (one per number) and accepted in the period, on the statistics screen", async () => {
    const { getStatsReport } = await import("~/lib/stats/queries.server");
    const now = new Date("2028-02-20T10:00:00Z");
    const before = (await getStatsReport(db(), "30d", now)).sales;
    const accepted = await sentDevis(staff, {}, new Date("2028-02-10T09:00:00Z"));
    await acceptDevis(
      clientDeps(),
      accepted.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(accepted, new Date("2028-02-12T09:00:00Z")) },
      { ip: null, userAgent: null },
      new Date("2028-02-12T09:00:00Z"),
    );
    await sentDevis(staff, {}, new Date("2028-02-15T09:00:00Z"));
    // Sent before the period: not counted.
    await sentDevis(staff, {}, new Date("2027-12-01T09:00:00Z"));
    const after = (await getStatsReport(db(), "30d", now)).sales;
    expect(after.devisSent - before.devisSent).toBe(2);
    expect(after.devisAccepted - before.devisAccepted).toBe(1);
    const cookie = await sessionCookieHeader(staff);
    const screen = (await (await request("/admin/stats?period=30d", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(screen).toContain("Des visites aux commandes");
    expect(screen).toContain("Devis envoyés");
    expect(screen).toContain("Devis acceptés");
  });
});
