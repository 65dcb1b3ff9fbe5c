// Page views and simulator funnel steps reach D1 through a queue, many per statement, so a
// traffic spike does not queue one write per page behind the office's own writes in the
// single-writer database. See docs/decisions/521-page-views-through-a-queue.md.
import { getTableColumns, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Db } from "~/db/client.server";
import { getDb } from "~/db/get-db.server";
import { pageViews, simulatorFunnel } from "~/db/schema";
import { getCloudflare } from "~/lib/context";
import { parisDay } from "~/lib/dates";
import { retryDelaySeconds } from "~/lib/mail/consumer.server";
import { INTERNAL_SOURCE, pageType } from "./labels";
import { type FunnelStepMessage, type PageViewMessage, type StatsMessage, statsMessageSchema } from "./messages";

/** The queue of wrangler.toml that carries StatsMessage (its consumer is `consumeStatsBatch`). */
export const STATS_QUEUE = "lutetia-stats";

/**
 * Where a request hands its statistics: the queue, and D1 when the queue refuses them (the
 * client is built only then: an edge-cache hit builds none).
 */
export type StatsSink = { queue: Queue; db: () => Db };

export function statsSink(context: Readonly<RouterContextProvider>): StatsSink {
  return { queue: getCloudflare(context).env.STATS_QUEUE, db: () => getDb(context).db };
}

/**
 * Hands one page view or funnel step to the queue. When the queue cannot take it, it is
 * written at once with the same statement the consumer uses: a queue outage loses nothing
 * that D1 accepts.
 */
export async function recordStats(sink: StatsSink, message: StatsMessage): Promise<void> {
  try {
    await sink.queue.send(message, { contentType: "json" });
  } catch (error) {
    console.warn("file des statistiques indisponible : écriture directe", error);
    await writeStats(sink.db(), [message]);
  }
}

/** What each column of page_views gets from a view (`id` is left to SQLite). */
const VIEW_VALUES: Record<string, (view: PageViewMessage) => string | number | null> = {
  [pageViews.day.name]: (view) => parisDay(new Date(view.at)),
  [pageViews.path.name]: (view) => view.path,
  [pageViews.title.name]: (view) => view.title,
  [pageViews.pageType.name]: (view) => pageType(view.path),
  [pageViews.visitorId.name]: (view) => view.visitorId,
  [pageViews.isNewVisitor.name]: (view) => (view.isNewVisitor ? 1 : 0),
  [pageViews.source.name]: (view) => view.source,
  [pageViews.referrerHost.name]: (view) => view.referrerHost,
  [pageViews.region.name]: (view) => view.region,
  [pageViews.createdAt.name]: (view) => view.at,
};

// Drizzle names every column of the table, in its order, before an INSERT … SELECT.
const VIEW_COLUMN_NAMES = Object.values(getTableColumns(pageViews)).map((column) => column.name);
for (const name of VIEW_COLUMN_NAMES) {
  if (name !== pageViews.id.name && !(name in VIEW_VALUES)) throw new Error(`page_views.${name} : valeur absente des vues en file`);
}
const VIEW_SELECT = sql.raw(VIEW_COLUMN_NAMES.map((name) => (name in VIEW_VALUES ? `json_extract(value, '$.${name}')` : "null")).join(", "));

/**
 * Every view of the list in ONE statement: the rows travel as one JSON parameter (D1 binds
 * at most 100 parameters per statement; a batch of the queue holds up to 100 views).
 */
function insertViews(db: Db, views: ReadonlyArray<PageViewMessage>) {
  const rows = views.map((view) => Object.fromEntries(Object.entries(VIEW_VALUES).map(([name, value]) => [name, value(view)])));
  return db.insert(pageViews).select(sql`select ${VIEW_SELECT} from json_each(${JSON.stringify(rows)})`);
}

/**
 * The funnel steps of one step number, once per visitor, day and step
 * (docs/decisions/462-simulator-funnel.md), in ONE statement whatever their count. The source
 * of step 1 is the request's own when it comes from outside the site; otherwise the one this
 * visitor's step 1 was recorded with that day, else the one of the visitor's latest page view
 * from outside the site that day *before the step*, else the request's own. A statement does
 * not see its own rows: the views are written first, then every step 1, then the other steps
 * (which look up step 1, never each other).
 */
function insertFunnelSteps(db: Db, steps: ReadonlyArray<FunnelStepMessage>) {
  const rows = steps.map((step) => ({
    day: parisDay(new Date(step.at)),
    visitorId: step.visitorId,
    step: step.step,
    at: step.at,
    source: step.source,
    own: (step.step === 1 && step.source !== INTERNAL_SOURCE) || !step.knownVisitor ? 1 : 0,
  }));
  const field = (name: keyof (typeof rows)[number]) => sql.raw(`json_extract(value, '$.${name}')`);
  // `where true`: SQLite needs it to tell the SELECT from the upsert clause that follows.
  return db
    .insert(simulatorFunnel)
    .select(
      sql`select ${field("day")}, ${field("visitorId")}, ${field("step")},
        case when ${field("own")} = 1 then ${field("source")} else coalesce(
          (select earlier.source from ${simulatorFunnel} as earlier
            where earlier.day = ${field("day")} and earlier.visitor_id = ${field("visitorId")} and earlier.step = 1),
          (select ${pageViews.source} from ${pageViews}
            where ${pageViews.day} = ${field("day")} and ${pageViews.visitorId} = ${field("visitorId")} and ${pageViews.source} <> ${INTERNAL_SOURCE}
              and ${pageViews.createdAt} <= ${field("at")}
            order by ${pageViews.createdAt} desc, ${pageViews.id} desc limit 1),
          ${field("source")}) end,
        ${field("at")}
      from json_each(${JSON.stringify(rows)}) where true order by ${field("at")}`,
    )
    .onConflictDoNothing();
}

/**
 * Writes statistics messages in one D1 batch of at most three statements whatever its size:
 * all the page views, then every step 1, then the other funnel steps (a step looks up the
 * views and the visitor's step 1 before it).
 */
export async function writeStats(db: Db, messages: ReadonlyArray<StatsMessage>): Promise<void> {
  const views = messages.filter((message): message is PageViewMessage => message.type === "page-view");
  const steps = messages.filter((message): message is FunnelStepMessage => message.type === "funnel-step");
  const firstSteps = steps.filter((step) => step.step === 1);
  const laterSteps = steps.filter((step) => step.step !== 1);
  const statements = [
    ...(views.length > 0 ? [insertViews(db, views)] : []),
    ...(firstSteps.length > 0 ? [insertFunnelSteps(db, firstSteps)] : []),
    ...(laterSteps.length > 0 ? [insertFunnelSteps(db, laterSteps)] : []),
  ];
  const [first, ...rest] = statements;
  if (!first) return;
  await db.batch([first, ...rest]);
}

/**
 * The queue consumer: one D1 batch for the whole batch of messages. A message that is not a
 * StatsMessage is dropped (acked) with a warning; when D1 fails, the valid ones are retried
 * later together (the platform drops them after `max_retries`, wrangler.toml).
 */
export async function consumeStatsBatch(batch: MessageBatch<unknown>, db: Db): Promise<void> {
  const valid: Array<{ message: Message<unknown>; body: StatsMessage }> = [];
  for (const message of batch.messages) {
    const parsed = statsMessageSchema.safeParse(message.body);
    if (parsed.success) valid.push({ message, body: parsed.data });
    else {
      console.warn("message de statistiques illisible, ignoré", JSON.stringify(message.body).slice(0, 500));
      message.ack();
    }
  }
  try {
    await writeStats(
      db,
      valid.map((entry) => entry.body),
    );
  } catch (error) {
    console.warn("statistiques non écrites, nouvel essai plus tard", error);
    for (const { message } of valid) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  for (const { message } of valid) message.ack();
}
