import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { contactRequests, siteStats } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { sendWeeklyDigest } from "~/lib/stats/digest.server";
import { runStatsCron } from "~/lib/stats/cron.server";
import { formatGrowth, formatNumber, formatRate } from "~/lib/stats/labels";
import { parisDayBounds } from "~/lib/dates";
import { isoWeek } from "~/lib/stats/period";
import { rollUpDay } from "~/lib/stats/rollup.server";
import worker from "../../workers/app";
import { createSimulation } from "../factories/leads";
import { insertRolledUpDay, insertViews, resetStats } from "../factories/stats";
import { db } from "../helpers";

beforeEach(resetStats);

const deps = () => ({ db: db(), attachments: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" });

async function contactAt(iso: string) {
  await db()
    .insert(contactRequests)
    .values({
      fullName: "Sophie Girard",
      email: "sophie@exemple.fr",
      phone: "0612345678",
      profession: "particulier",
      subject: "etude_geotechnique_g1",
      message: "Étude G1 avant l'achat d'un terrain.",
      createdAt: new Date(iso),
    });
}

async function stats(day: string) {
  const [row] = await db().select().from(siteStats).where(eq(siteStats.date, day));
  return row;
}

test("a Paris day lasts 23 hours on the last Sunday of March and 25 hours on the last Sunday of October", () => {
  const hours = (day: string) => {
    const [start, end] = parisDayBounds(day);
    return (end.getTime() - start.getTime()) / 3600_000;
  };
  expect(hours("2026-03-29")).toBe(23);
  expect(hours("2026-10-25")).toBe(25);
  expect(hours("2026-06-15")).toBe(24);
  expect(parisDayBounds("2026-03-29")[0].toISOString()).toBe("2026-03-28T23:00:00.000Z");
  expect(parisDayBounds("2026-10-25")[1].toISOString()).toBe("2026-10-25T23:00:00.000Z");
});

test("the roll-up counts leads in the right Paris day across the change to summer time", async () => {
  await contactAt("2026-03-28T22:59:59Z"); // 23:59:59 on Saturday 28 (UTC+1)
  await contactAt("2026-03-28T23:00:00Z"); // 00:00 on Sunday 29
  await contactAt("2026-03-29T00:59:00Z"); // 01:59, just before the clocks go forward
  await contactAt("2026-03-29T01:00:00Z"); // 03:00 (UTC+2)
  await contactAt("2026-03-29T21:59:59Z"); // 23:59:59 on Sunday 29
  await contactAt("2026-03-29T22:00:00Z"); // 00:00 on Monday 30
  await createSimulation({ createdAt: new Date("2026-03-29T12:00:00Z") });
  await insertViews([{ day: "2026-03-29", visitorId: "v1" }]);
  for (const day of ["2026-03-28", "2026-03-29", "2026-03-30"]) await rollUpDay(db(), day);
  expect((await stats("2026-03-28")).data).toMatchObject({ contact_requests: 1, simulations: 0 });
  expect((await stats("2026-03-29")).data).toMatchObject({ contact_requests: 4, simulations: 1, conversion_rate: 500 });
  expect((await stats("2026-03-30")).data).toMatchObject({ contact_requests: 1 });
});

test("the roll-up counts leads in the right Paris day across the change to winter time", async () => {
  await contactAt("2026-10-24T21:59:59Z"); // 23:59:59 on Saturday 24 (UTC+2)
  await contactAt("2026-10-24T22:00:00Z"); // 00:00 on Sunday 25
  await contactAt("2026-10-25T00:30:00Z"); // 02:30, first time (UTC+2)
  await contactAt("2026-10-25T01:30:00Z"); // 02:30, second time (UTC+1)
  await contactAt("2026-10-25T22:59:59Z"); // 23:59:59 on Sunday 25
  await contactAt("2026-10-25T23:00:00Z"); // 00:00 on Monday 26
  for (const day of ["2026-10-24", "2026-10-25", "2026-10-26"]) await rollUpDay(db(), day);
  expect((await stats("2026-10-24")).data?.contact_requests).toBe(1);
  expect((await stats("2026-10-25")).data?.contact_requests).toBe(4);
  expect((await stats("2026-10-26")).data?.contact_requests).toBe(1);
});

test("after a missed week the cron catches up every day, and running it again changes nothing", async () => {
  const now = new Date("2026-11-12T01:15:00Z");
  const today = parisDay(now);
  // The cron last ran ten days ago (it rolled up the day before), then stopped for a week.
  await insertRolledUpDay({ date: addDays(today, -9), uniqueVisitors: 1, pageViews: 1 });
  const views = Array.from({ length: 9 }, (_, i) => addDays(today, -9 + i)).flatMap((day, i) =>
    Array.from({ length: i + 1 }, (_, n) => ({ day, visitorId: `visiteur-${n}`, path: `/page-${n % 3}` })),
  );
  await insertViews(views);

  const first = await runStatsCron(deps(), now);
  expect(first.daily?.rolled).toEqual(Array.from({ length: 9 }, (_, i) => addDays(today, -9 + i)));
  const rows = await db().select().from(siteStats).orderBy(siteStats.date);
  expect(rows.map((r) => [r.date, r.pageViews, r.uniqueVisitors])).toEqual(Array.from({ length: 9 }, (_, i) => [addDays(today, -9 + i), i + 1, i + 1]));

  const again = await runStatsCron(deps(), now);
  expect(again.daily?.rolled).toEqual([addDays(today, -1)]);
  const rerun = await db().select().from(siteStats).orderBy(siteStats.date);
  expect(rerun.map(({ updatedAt: _u, createdAt: _c, ...r }) => r)).toEqual(rows.map(({ updatedAt: _u, createdAt: _c, ...r }) => r));
});

/** A week of figures: Monday 23 to Sunday 29 November 2026 (ISO week 48), and the week before. */
async function digestWeek() {
  for (let i = 0; i < 7; i++) {
    await insertRolledUpDay({
      date: addDays("2026-11-23", i),
      uniqueVisitors: 100,
      newVisitors: 40,
      pageViews: 300,
      data: { contact_requests: i === 0 ? 2 : 0, simulations: i === 1 ? 1 : 0 },
      topPages: [
        { path: "/services/etude-g2", title: "Étude G2", views: 50 },
        { path: "/", title: "Accueil", views: 40 },
      ],
    });
  }
  await insertRolledUpDay({ date: "2026-11-18", uniqueVisitors: 560, pageViews: 900 });
}

async function digests() {
  return (
    await env.DB.prepare("select message_id, subject, text, \"to\" from email_outbox where type = 'stats-digest'").all<{
      message_id: string;
      subject: string;
      text: string;
      to: string;
    }>()
  ).results;
}

test("Monday's cron queues the weekly digest once, even when it runs twice", async () => {
  await digestWeek();
  // Sunday is re-rolled from its raw views by the same run, before the digest is written.
  await insertViews([
    { day: "2026-11-29", visitorId: "a" },
    { day: "2026-11-29", visitorId: "b" },
  ]);
  const monday = new Date("2026-11-30T01:15:00Z");
  const first = await runStatsCron(deps(), monday);
  const second = await runStatsCron(deps(), monday);
  expect(first.digest).toEqual({ week: "2026-W48", sent: true });
  expect(second.digest).toMatchObject({ week: "2026-W48", sent: false });
  const rows = await digests();
  expect(rows.map((r) => [r.message_id, r.subject])).toEqual([["digest-2026-W48", "[Statistiques] Semaine 48 : 602 visiteurs, 3 demandes"]]);
});

test("the digest gives the week's visitors with their growth, views, leads, conversion rate and top pages", async () => {
  await digestWeek();
  expect(isoWeek("2026-11-23").key).toBe("2026-W48");
  expect(await sendWeeklyDigest(deps(), new Date("2026-11-30T01:15:00Z"))).toEqual({ week: "2026-W48", sent: true });
  const [digest] = await digests();
  expect(JSON.parse(digest.to)).toEqual([{ email: "demandes@example.fr" }]);
  expect(digest.subject).toBe("[Statistiques] Semaine 48 : 700 visiteurs, 3 demandes");
  expect(digest.text).toContain("pendant la semaine 48, du 23/11/2026 au 29/11/2026.");
  // 700 against 560 the week before.
  expect(digest.text).toContain(`Visiteurs uniques : 700 (${formatGrowth(25)} par rapport à la semaine précédente)`);
  expect(digest.text).toContain(`Pages vues : ${formatNumber(2100)} (300 par jour en moyenne)`);
  expect(digest.text).toContain("Demandes reçues : 2 demandes de contact et 1 simulation");
  expect(digest.text).toContain(`Taux de conversion : ${formatRate(0.43)}`);
  expect(digest.text).toContain("- Étude G2 (/services/etude-g2) : 350 vues");
  expect(digest.text).toContain("https://www.lutetia-geotechnique.test/admin/stats?period=7d");
});

test("a digest Monday's run could not send goes out on Tuesday; a week without figures sends nothing", async () => {
  expect(await sendWeeklyDigest(deps(), new Date("2026-11-30T01:15:00Z"))).toMatchObject({ sent: false, reason: "no-data" });
  await digestWeek();
  expect(await sendWeeklyDigest(deps(), new Date("2026-12-01T01:15:00Z"))).toEqual({ week: "2026-W48", sent: true });
  expect(await sendWeeklyDigest(deps(), new Date("2026-12-02T01:15:00Z"))).toMatchObject({ sent: false, reason: "already-sent" });
  expect(await digests()).toHaveLength(1);
});

test("the scheduled handler rolls up, then queues the digest of the week that just ended", async () => {
  const now = new Date();
  const lastWeek = isoWeek(addDays(parisDay(now), -7));
  await insertRolledUpDay({ date: lastWeek.monday, uniqueVisitors: 12, pageViews: 30 });
  await insertViews([{ day: addDays(parisDay(now), -1), visitorId: "hier" }]);
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "15 1 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect((await stats(addDays(parisDay(now), -1)))?.pageViews).toBe(1);
  expect((await digests()).map((d) => d.message_id)).toEqual([`digest-${lastWeek.key}`]);
});
