// The statistics queue in tests (docs/decisions/521-page-views-through-a-queue.md). The real
// queue hands its messages to the Worker's consumer in batches, after up to
// `max_batch_timeout` (5 s): a test about what a view records would wait that long, and a
// test that nothing is recorded would have to wait it out, and a message still in the queue at
// the end of a file would be written into the next file's database (one runtime per vitest
// worker, docs/decisions/910). So every test delivers each message at once to the real
// consumer (tests/setup.ts); stats-queue.test.ts also goes through the real queue.
import { createExecutionContext, createMessageBatch, env, waitOnExecutionContext } from "cloudflare:test";
import { vi } from "vitest";
import { createDb } from "~/db/client.server";
import { consumeStatsBatch, STATS_QUEUE } from "~/lib/stats/stats-queue.server";
import worker from "../workers/app";

/** A batch of the statistics queue, as the platform delivers it. */
export function statsBatch(bodies: ReadonlyArray<unknown>) {
  return createMessageBatch(
    STATS_QUEUE,
    bodies.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body })),
  );
}

/** Until the end of the test, every message sent to the statistics queue is written by the consumer at once. */
export function deliverStatsAtOnce(binding: D1Database = env.DB) {
  return vi.spyOn(env.STATS_QUEUE, "send").mockImplementation(async (body) => {
    await consumeStatsBatch(statsBatch([body]), createDb(binding));
    return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
  });
}

/** Sends to the statistics queue reach the real queue again (until the end of the test). */
export function useRealStatsQueue() {
  vi.mocked(env.STATS_QUEUE.send).mockRestore();
}

/** A queue that keeps what it is sent (nothing reaches the consumer). */
export function recordingQueue() {
  const bodies: Array<unknown> = [];
  const queue = {
    send: async (body: unknown) => void bodies.push(body),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => {
      for (const message of messages) bodies.push(message.body);
    },
  } as unknown as Queue;
  return { queue, bodies };
}

/** The Worker's fetch with other bindings; its waitUntil work is done when it returns. */
export async function fetchThrough(bindings: Partial<Env>, request: Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...bindings }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}
