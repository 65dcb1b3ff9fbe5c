import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox, pageViews, siteStats } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { outboxInsert } from "~/lib/mail/outbox.server";
import worker from "../../workers/app";
import { db } from "../helpers";

test("the queue handler captures a valid message once when no provider is configured, and acks it", async () => {
  const messageId = crypto.randomUUID();
  await outboxInsert(db(), { type: "contact-notification", to: [{ email: "client@example.fr" }], subject: "Bonjour", text: "Texte", html: "<p>Texte</p>" }, messageId);
  const batch = createMessageBatch("lutetia-mail", [{ id: "m1", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  const result = await getQueueResult(batch, ctx);
  expect(result.explicitAcks).toEqual(["m1"]);
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId));
  expect(row).toMatchObject({ status: "captured", transport: "captured", attempts: 1 });
});

test("the queue handler records an invalid message and does not retry it forever", async () => {
  const batch = createMessageBatch("lutetia-mail", [{ id: "bad", timestamp: new Date(), attempts: 1, body: { version: 99, type: "inconnu" } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  const result = await getQueueResult(batch, ctx);
  expect(result.explicitAcks).toEqual(["bad"]);
  expect(result.retryMessages).toEqual([]);
  const row = await env.DB.prepare("select * from audit_log where action = 'mail.invalid_message' order by id desc").first<{ details: string }>();
  expect(row?.details).toContain("inconnu");
});

test("the scheduled handler rolls up yesterday's page views into site_stats", async () => {
  const now = new Date();
  const yesterday = addDays(parisDay(now), -1);
  await db()
    .insert(pageViews)
    .values([
      { day: yesterday, path: "/", title: "Accueil", pageType: "static", visitorId: "v1", isNewVisitor: true, source: "search" },
      { day: yesterday, path: "/services", title: "Services", pageType: "services", visitorId: "v1", source: "internal" },
      { day: yesterday, path: "/", title: "Accueil", pageType: "static", visitorId: "v2", isNewVisitor: true, source: "direct" },
    ]);
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "15 1 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  const [stats] = await db().select().from(siteStats).where(eq(siteStats.date, yesterday));
  expect(stats).toMatchObject({ pageViews: 3, uniqueVisitors: 2, newVisitors: 2 });
  expect(stats.topPages[0]).toEqual({ path: "/", title: "Accueil", views: 2 });
  expect(stats.data?.page_types).toMatchObject({ static: 2, services: 1 });

  // Running again the same night changes nothing.
  const ctx2 = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "15 1 * * *" }), env, ctx2);
  const again = await db().select().from(siteStats).where(eq(siteStats.date, yesterday));
  expect(again).toHaveLength(1);
  expect(again[0].pageViews).toBe(3);
});
