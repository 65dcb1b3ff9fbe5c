// The weekly digest: the past ISO week's visitors, views, leads, conversion rate and top
// pages, e-mailed to the site's notification address through the mail queue. Its outbox
// message id is the week ("digest-2026-W48"), unique: a second cron run the same week,
// or a redelivery, never sends it twice.
import { batchByName } from "~/db/batch.server";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { dispatchEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { buildSettings } from "~/lib/settings/definitions";
import { settingsQuery } from "~/lib/settings/settings.server";
import { formatFullDay, formatGrowth, formatNumber, formatRate, growth, plural } from "./labels";
import { isoWeek } from "./period";
import { finishedDaysQuery, summarise, topPagesFinishedQuery } from "./queries.server";

export const DIGEST_TOP_PAGES = 5;

export function digestMessageId(week: string) {
  return `digest-${week}`;
}

/**
 * Sends the digest of the last finished ISO week unless it was sent already: on Monday
 * (the cron runs after midnight in Paris, once Sunday is rolled up), or on a later day of
 * the week when Monday's run failed. A week without any recorded day sends nothing.
 */
export async function sendWeeklyDigest(deps: { db: Db; queue: Queue; origin: string }, now = new Date()) {
  const { db } = deps;
  const week = isoWeek(addDays(parisDay(now), -7));
  const messageId = digestMessageId(week.key);
  const [existing] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.messageId, messageId)).limit(1);
  if (existing) return { week: week.key, sent: false as const, reason: "already-sent" as const };

  const nextMonday = addDays(week.monday, 7);
  const { days, previousDays, top, settingRows } = await batchByName(db, {
    days: finishedDaysQuery(db, week.monday, nextMonday),
    previousDays: finishedDaysQuery(db, addDays(week.monday, -7), week.monday),
    top: topPagesFinishedQuery(db, week.monday, nextMonday, DIGEST_TOP_PAGES),
    settingRows: settingsQuery(db),
  });
  if (days.length === 0) return { week: week.key, sent: false as const, reason: "no-data" as const };
  const settings = buildSettings(settingRows);
  const totals = summarise(days);
  const previous = summarise(previousDays);
  const change = growth(totals.uniqueVisitors, previous.uniqueVisitors);
  const weekNumber = Number(week.key.slice(-2));
  const period = `du ${formatFullDay(week.monday)} au ${formatFullDay(week.sunday)}`;

  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    title: `Statistiques de la semaine ${weekNumber} (${period})`,
    blocks: [
      { kind: "paragraph", text: `Voici la fréquentation du site ${settings.general.site_name} pendant la semaine ${weekNumber}, ${period}.` },
      {
        kind: "rows",
        heading: "Chiffres de la semaine",
        rows: [
          {
            label: "Visiteurs uniques",
            value: `${formatNumber(totals.uniqueVisitors)}${change === null ? "" : ` (${formatGrowth(change)} par rapport à la semaine précédente)`}`,
          },
          { label: "Pages vues", value: `${formatNumber(totals.pageViews)} (${formatNumber(Math.round(totals.pageViews / 7))} par jour en moyenne)` },
          {
            label: "Demandes reçues",
            value: `${plural(totals.contactRequests, "demande")} de contact et ${plural(totals.simulations, "simulation")}`,
          },
          { label: "Taux de conversion", value: formatRate(totals.conversionRate) },
        ],
      },
      {
        kind: "list",
        heading: "Pages les plus consultées",
        items: top.length
          ? top.map((page) => ({ text: `${page.title || page.path} (${page.path}) : ${plural(Number(page.views), "vue")}` }))
          : [{ text: "Aucune page vue cette semaine." }],
      },
      { kind: "button", label: "Ouvrir les statistiques du site", href: `${deps.origin}/admin/stats?period=7d` },
      {
        kind: "note",
        text: "Taux de conversion : (demandes de contact + simulations) / visiteurs uniques. Ce résumé est envoyé chaque lundi à l'adresse de notification des paramètres du site.",
      },
    ],
  });
  const inserted = await outboxInsert(
    db,
    {
      type: "stats-digest",
      to: [{ email: settings.contact.notification_email }],
      subject: `[Statistiques] Semaine ${weekNumber} : ${plural(totals.uniqueVisitors, "visiteur")}, ${plural(totals.contactRequests + totals.simulations, "demande")}`,
      text,
      html,
    },
    messageId,
  )
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  if (inserted.length === 0) return { week: week.key, sent: false as const, reason: "already-sent" as const };
  await dispatchEmail({ db, queue: deps.queue }, messageId);
  return { week: week.key, sent: true as const };
}
