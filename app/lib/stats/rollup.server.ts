import { batchByName } from "~/db/batch.server";
import { and, count, countDistinct, desc, eq, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactAttachments, contactRequests, emailOutbox, leadEvents, notFoundEvents, pageViews, simulations, siteStats, type SiteStatsData, visitorInfo } from "~/db/schema";
import { expiredPendingSignInsDelete } from "~/lib/auth/pending-sign-in.server";
import { expiredSessionsDelete } from "~/lib/auth/sessions.server";
import { staleBrowsersDelete } from "~/lib/auth/browsers.server";
import { INTERNAL_SOURCE } from "./labels";
import { estimateKey } from "~/lib/simulator/estimate.server";
import { expiredAccountTokensDelete } from "~/lib/auth/tokens.server";
import { addDays, parisDay, parisDayBounds } from "~/lib/dates";
import { BROWSING_RETENTION_DAYS, PROSPECT_RETENTION_DAYS } from "~/lib/privacy/retention";

/**
 * The nightly trigger of wrangler.toml that runs the roll-up and the purge (the other
 * trigger, every 10 minutes, only recovers the mail outbox). Keep both in sync.
 */
export const DAILY_STATS_CRON = "15 1 * * *";

/** Days rolled up per run at most, so a long outage catches up over a few nights. */
const MAX_DAYS_PER_RUN = 62;

export async function rollUpDay(db: Db, day: string) {
  const [start, end] = parisDayBounds(day);
  const inDay = eq(pageViews.day, day);
  const { totals, newVisitors, top, types, regionRows, sources, contacts, sims, notFound } = await batchByName(db, {
    totals: db
      .select({ views: count(), visitors: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(inDay),
    newVisitors: db
      .select({ value: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(and(inDay, eq(pageViews.isNewVisitor, true))),
    top: db
      .select({ path: pageViews.path, title: sql<string>`max(${pageViews.title})`, views: count() })
      .from(pageViews)
      .where(inDay)
      .groupBy(pageViews.path)
      .orderBy(desc(count()))
      .limit(10),
    types: db.select({ type: pageViews.pageType, views: count() }).from(pageViews).where(inDay).groupBy(pageViews.pageType),
    regionRows: db
      .select({ region: pageViews.region, visitors: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(and(inDay, sql`${pageViews.region} is not null`))
      .groupBy(pageViews.region),
    sources: db
      .select({ source: pageViews.source, value: countDistinct(pageViews.visitorId) })
      .from(pageViews)
      .where(and(inDay, ne(pageViews.source, INTERNAL_SOURCE)))
      .groupBy(pageViews.source),
    contacts: db
      .select({ value: count() })
      .from(contactRequests)
      .where(and(gte(contactRequests.createdAt, start), lt(contactRequests.createdAt, end), isNull(contactRequests.pending))),
    sims: db
      .select({ value: count() })
      .from(simulations)
      .where(and(gte(simulations.createdAt, start), lt(simulations.createdAt, end))),
    notFound: db.select({ value: count() }).from(notFoundEvents).where(eq(notFoundEvents.day, day)),
  });
  const uniqueVisitors = totals[0]?.visitors ?? 0;
  const conversions = (contacts[0]?.value ?? 0) + (sims[0]?.value ?? 0);
  const pageTypes = { services: 0, geographic: 0, blog: 0, news: 0, static: 0 };
  for (const row of types) if (row.type in pageTypes) pageTypes[row.type as keyof typeof pageTypes] = row.views;
  const data: SiteStatsData = {
    new_visitors: newVisitors[0]?.value ?? 0,
    conversion_rate: uniqueVisitors === 0 ? 0 : Math.round((conversions / uniqueVisitors) * 10000) / 100,
    total_pages: top.length,
    page_types: pageTypes,
    region_data: regionRows.map((r) => ({ region: r.region ?? "", visitors: r.visitors })),
    traffic_sources: sources.map((s) => ({ source: s.source, value: s.value })),
    contact_requests: contacts[0]?.value ?? 0,
    simulations: sims[0]?.value ?? 0,
    not_found: notFound[0]?.value ?? 0,
  };
  const values = {
    date: day,
    pageViews: totals[0]?.views ?? 0,
    uniqueVisitors,
    newVisitors: data.new_visitors,
    totalVisits: uniqueVisitors,
    topPages: top.map((t) => ({ path: t.path, title: t.title ?? t.path, views: t.views })),
    data,
  };
  await db
    .insert(siteStats)
    .values(values)
    .onConflictDoUpdate({ target: siteStats.date, set: { ...values, updatedAt: new Date() } });
  return values;
}

/**
 * Rolls up every finished Paris day not yet in site_stats (and re-rolls the last
 * one, in case late views arrived), then purges raw data past retention.
 */
export async function runDailyStats(deps: { db: Db; attachments: R2Bucket }, now = new Date()) {
  const { db } = deps;
  const today = parisDay(now);
  const [last] = await db.select({ date: siteStats.date }).from(siteStats).orderBy(desc(siteStats.date)).limit(1);
  const [first] = await db.select({ day: pageViews.day }).from(pageViews).orderBy(pageViews.day).limit(1);
  let day = last?.date ?? first?.day ?? addDays(today, -1);
  const rolled: Array<string> = [];
  while (day < today && rolled.length < MAX_DAYS_PER_RUN) {
    await rollUpDay(db, day);
    rolled.push(day);
    day = addDays(day, 1);
  }
  const purged = await purgeExpired(deps, now);
  return { rolled, purged };
}

/**
 * When the firm last had contact with each prospect (lower-cased e-mail): the latest of
 * their requests' creation, their status changes, and the e-mails sent to them.
 */
const lastContactByEmail = sql`select email, max(at) as last_contact from (
    select lower(email) as email, max(created_at, coalesce(status_changed_at, 0)) as at from contact_requests
    union all
    select lower(user_email), max(created_at, coalesce(status_changed_at, 0)) from simulations
    union all
    select lower(email), created_at from visitor_info
    union all
    select lower(json_extract(recipient.value, '$.email')), outbox.sent_at
      from email_outbox as outbox, json_each(outbox."to") as recipient
      where outbox.sent_at is not null
  ) group by email`;

/**
 * Purges raw data past retention: browsing data (page views, 404 events) after 13 months;
 * prospects 3 years after their LAST contact — every request, simulation (and its stored
 * estimate), consent record, attachment and e-mail of that address goes together, so a prospect who came back
 * keeps their history; expired staff sessions, account links and pending second-factor
 * sign-ins (used or not); browsers no staff sign-in has used for 180 days (browsers.server.ts). Each subquery is re-read after
 * the previous delete: an expired address stays expired, so the batch is consistent.
 */
export async function purgeExpired(deps: { db: Db; attachments: R2Bucket }, now = new Date()) {
  const { db } = deps;
  const browsingLimit = addDays(parisDay(now), -BROWSING_RETENTION_DAYS);
  const prospectLimit = now.getTime() - PROSPECT_RETENTION_DAYS * 86400_000;
  const expiredEmails = sql`select email from (${lastContactByEmail}) where last_contact < ${prospectLimit}`;
  const oldAttachments = await db
    .select({ key: contactAttachments.r2Key })
    .from(contactAttachments)
    .innerJoin(contactRequests, eq(contactAttachments.requestId, contactRequests.id))
    .where(sql`lower(${contactRequests.email}) in (${expiredEmails})`);
  if (oldAttachments.length > 0) await deps.attachments.delete(oldAttachments.map((a) => a.key));
  // Their estimates' PDFs (name, e-mail, phone, the plot's address) go with them.
  const oldEstimates = await db
    .select({ id: simulations.id, devisNumber: simulations.devisNumber })
    .from(simulations)
    .where(sql`lower(${simulations.userEmail}) in (${expiredEmails})`);
  if (oldEstimates.length > 0) await deps.attachments.delete(oldEstimates.map(estimateKey));
  const { views, notFound, contacts, sims, visitors, emails, events, sessions, tokens, browsers, pendingSignIns } = await batchByName(db, {
    views: db.delete(pageViews).where(lt(pageViews.day, browsingLimit)).returning({ id: pageViews.id }),
    notFound: db.delete(notFoundEvents).where(lt(notFoundEvents.day, browsingLimit)).returning({ id: notFoundEvents.id }),
    contacts: db.delete(contactRequests).where(sql`lower(${contactRequests.email}) in (${expiredEmails})`).returning({ id: contactRequests.id }),
    sims: db.delete(simulations).where(sql`lower(${simulations.userEmail}) in (${expiredEmails})`).returning({ id: simulations.id }),
    visitors: db.delete(visitorInfo).where(sql`lower(${visitorInfo.email}) in (${expiredEmails})`).returning({ id: visitorInfo.id }),
    // E-mails to those addresses, and staff notifications about the requests just deleted.
    emails: db
      .delete(emailOutbox)
      .where(
        or(
          sql`exists (select 1 from json_each(${emailOutbox.to}) as recipient where lower(json_extract(recipient.value, '$.email')) in (${expiredEmails}))`,
          and(eq(emailOutbox.relatedType, "contact_request"), sql`${emailOutbox.relatedId} not in (select id from contact_requests)`),
          and(eq(emailOutbox.relatedType, "simulation"), sql`${emailOutbox.relatedId} not in (select id from simulations)`),
        ),
      )
      .returning({ id: emailOutbox.id }),
    // The follow-up history (notes, replies) of the requests just deleted.
    events: db
      .delete(leadEvents)
      .where(
        or(
          and(eq(leadEvents.kind, "contact"), sql`${leadEvents.leadId} not in (select id from contact_requests)`),
          and(eq(leadEvents.kind, "simulation"), sql`${leadEvents.leadId} not in (select id from simulations)`),
        ),
      )
      .returning({ id: leadEvents.id }),
    sessions: expiredSessionsDelete(db, now),
    tokens: expiredAccountTokensDelete(db, now),
    browsers: staleBrowsersDelete(db, now),
    pendingSignIns: expiredPendingSignInsDelete(db, now),
  });
  return {
    pageViews: views.length,
    notFound: notFound.length,
    contactRequests: contacts.length,
    simulations: sims.length,
    visitorInfo: visitors.length,
    emails: emails.length,
    leadEvents: events.length,
    staffSessions: sessions.length,
    accountTokens: tokens.length,
    staffBrowsers: browsers.length,
    pendingSignIns: pendingSignIns.length,
  };
}
