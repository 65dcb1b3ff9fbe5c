import { createDb } from "~/db/client.server";
import { parseEnv } from "~/lib/env.server";
import { countingD1 } from "~/db/request-db.server";
import { handleFetch, isBench } from "~/lib/http/pipeline.server";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { consumeMailBatch, createConsumerDeps } from "~/lib/mail/consumer.server";
import { sweepContactSubmissions } from "~/lib/contact/sweep.server";
import { recoverOutbox } from "~/lib/mail/outbox.server";
import { purgeAccountLinks } from "~/lib/mail/account-links.server";
import { runStatsCron } from "~/lib/stats/cron.server";
import { sendFollowUpReminders } from "~/lib/leads/reminders.server";
import { storeMissingEstimates } from "~/lib/simulator/estimate.server";
import { runDevisCron } from "~/lib/devis/cron.server";
import { DAILY_STATS_CRON } from "~/lib/stats/rollup.server";
import { consumeStatsBatch, STATS_QUEUE } from "~/lib/stats/stats-queue.server";

export default {
  // The request pipeline (cross-site check, body limit, D1 session, edge cache, then React
  // Router): app/lib/http/pipeline.server.ts.
  fetch(request, env, ctx) {
    return handleFetch(request, env, ctx);
  },

  async queue(batch, env, _ctx) {
    const appEnv = parseEnv(env);
    if (batch.queue === STATS_QUEUE) {
      // Under `npm run bench` the statements are counted (D1 writes per 1 000 page views).
      const d1 = isBench(env) ? countingD1(appEnv.DB, { calls: 0 }) : appEnv.DB;
      await consumeStatsBatch(batch, createDb(d1));
      return;
    }
    const db = createDb(appEnv.DB);
    await consumeMailBatch(
      batch,
      createConsumerDeps(appEnv, (ref) => resolveMailAttachment({ db, env: appEnv }, ref)),
    );
  },

  async scheduled(controller, env, ctx) {
    const appEnv = parseEnv(env);
    const db = createDb(appEnv.DB);
    // Every tick: nothing stays stuck in the mail outbox for long, no account link stays
    // usable in it (docs/decisions/323), no contact request stays half-written (finished or
    // removed with its files), no estimate stays unstored.
    ctx.waitUntil(recoverOutbox({ db, queue: appEnv.MAIL_QUEUE }));
    ctx.waitUntil(purgeAccountLinks(db, new Date(controller.scheduledTime)));
    const contactDeps = { db, bucket: appEnv.ATTACHMENTS, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN };
    ctx.waitUntil(sweepContactSubmissions(contactDeps, new Date(controller.scheduledTime)));
    // Estimates R2 did not take when they were issued are stored (then frozen) (docs/decisions/610).
    ctx.waitUntil(storeMissingEstimates({ db, bucket: appEnv.ATTACHMENTS }, new Date(controller.scheduledTime)));
    if (controller.cron === DAILY_STATS_CRON) {
      // The statistics, the follow-up reminders and the devis do not wait on each other's failures.
      const results = await Promise.allSettled([
        runStatsCron({ db, attachments: appEnv.ATTACHMENTS, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN }),
        sendFollowUpReminders({ db, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN }),
        // Devis: expiry the day after validity, the client's and the owner's reminders.
        runDevisCron({ db, queue: appEnv.MAIL_QUEUE, origin: appEnv.SITE_ORIGIN, jwtSecret: appEnv.JWT_SECRET }, new Date(controller.scheduledTime)),
      ]);
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
    }
  },
} satisfies ExportedHandler<Env>;
