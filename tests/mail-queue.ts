// The mail queue in tests (docs/decisions/935-mail-delivered-at-once-in-tests.md). The real
// queue hands a batch to the Worker's consumer up to `max_batch_timeout` (5 s) after it was
// sent: by then the test that sent it is over, often its file too, and workerd refuses the
// consumer's ack or retry across the two contexts (one runtime per vitest worker,
// docs/decisions/910). So every test hands each message, as soon as the app sends it, to the
// Worker's real queue handler, in the test's own context: the outbox row and the message are
// the app's own, the consumer claims, sends (captured: no provider in the tests) and records as
// it would in production. The consumer's own tests build their batches themselves
// (mail-consumer.test.ts, mail-reliability.test.ts, workers-events.test.ts).
import { createExecutionContext, createMessageBatch, env, getQueueResult, type QueueResult } from "cloudflare:test";
import { vi } from "vitest";
import worker from "../workers/app";

export const MAIL_QUEUE = "lutetia-mail";

/** What the queue handler did with each message delivered at once (acks, retries), in order. */
export const mailDeliveries: Array<{ body: unknown; result: QueueResult }> = [];

async function deliver(bodies: ReadonlyArray<unknown>) {
  const batch = createMessageBatch(
    MAIL_QUEUE,
    bodies.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  const result = await getQueueResult(batch, ctx);
  for (const body of bodies) mailDeliveries.push({ body, result });
}

/**
 * Until the end of the test, every message sent to the mail queue is delivered at once to the
 * Worker's queue handler (one batch per `send`, one per `sendBatch`), before `send` returns.
 */
export function deliverMailAtOnce() {
  mailDeliveries.length = 0;
  const metadata = { metrics: { backlogCount: 0, backlogBytes: 0 } };
  vi.spyOn(env.MAIL_QUEUE, "send").mockImplementation(async (body) => {
    await deliver([body]);
    return { metadata };
  });
  vi.spyOn(env.MAIL_QUEUE, "sendBatch").mockImplementation(async (messages) => {
    await deliver(Array.from(messages, (message) => message.body));
    return { metadata };
  });
}
