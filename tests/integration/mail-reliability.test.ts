import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { STALE_CLAIM_MS } from "~/lib/mail/claim";
import { consumeMailBatch, DEAD_LETTER_QUEUE, type ConsumerDeps } from "~/lib/mail/consumer.server";
import { INTERRUPTED_MESSAGE, outboxInsert, recoverOutbox } from "~/lib/mail/outbox.server";
import type { MailTransport, RenderedEmail } from "~/lib/mail/transport.server";
import { getSettings } from "~/lib/settings/settings.server";
import worker from "../../workers/app";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";
import { mailDeliveries } from "../mail-queue";

async function storedEmail(subject = "Nouvelle demande de contact") {
  const messageId = crypto.randomUUID();
  await outboxInsert(db(), { type: "contact-notification", to: [{ email: "demandes@example.fr" }], subject, text: "Texte", html: "<p>Texte</p>" }, messageId);
  return messageId;
}

async function row(messageId: string) {
  const [r] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId));
  return r;
}

/** A transport that runs `failures` in order (throwing), then accepts; it counts what it really sent. */
function flakyTransport(...failures: Array<() => never>) {
  const sent: Array<RenderedEmail> = [];
  const transport: MailTransport = {
    name: "test",
    async send(email) {
      const fail = failures.shift();
      if (fail) fail();
      sent.push(email);
      return { outcome: "sent", transport: "test" };
    },
  };
  return { transport, sent };
}

/** One delivery of the message, as the queue makes it (attempts counts deliveries). */
async function deliver(messageId: string, deps: Omit<ConsumerDeps, "db" | "resolveAttachment">, attempts: number, queue = "lutetia-mail") {
  const batch = createMessageBatch(queue, [{ id: `d${attempts}`, timestamp: new Date(), attempts, body: { version: 1, type: "email", messageId } }]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, {
    db: db(),
    resolveAttachment: async () => {
      throw new Error("pas de pièce jointe attendue");
    },
    ...deps,
  });
  return getQueueResult(batch, ctx);
}

test("a transport that throws a non-HTTP error releases the claim; the message is then sent exactly once", async () => {
  const messageId = await storedEmail();
  const { transport, sent } = flakyTransport(() => {
    throw new TypeError("Cannot read properties of undefined (reading 'personalizations')");
  });

  const first = await deliver(messageId, { transport }, 1);
  expect(first.retryMessages).toEqual([{ msgId: "d1" }]);
  expect(first.explicitAcks).toEqual([]);
  expect(await row(messageId)).toMatchObject({ status: "queued", attempts: 1, claimedAt: null, lastError: expect.stringContaining("personalizations") });

  const second = await deliver(messageId, { transport }, 2);
  expect(second.explicitAcks).toEqual(["d2"]);
  const duplicate = await deliver(messageId, { transport }, 3);
  expect(duplicate.explicitAcks).toEqual(["d3"]);

  expect(sent).toHaveLength(1);
  expect(await row(messageId)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
});

test("a settings read that fails after the claim releases it; the message is then sent exactly once", async () => {
  const messageId = await storedEmail();
  const { transport, sent } = flakyTransport();
  const failures = [new Error("D1_ERROR: Network connection lost.")];
  const loadSettings: ConsumerDeps["loadSettings"] = async (database) => {
    const failure = failures.shift();
    if (failure) throw failure;
    return getSettings(database);
  };

  const first = await deliver(messageId, { transport, loadSettings }, 1);
  expect(first.retryMessages).toHaveLength(1);
  expect(sent).toHaveLength(0);
  expect(await row(messageId)).toMatchObject({ status: "queued", attempts: 1, lastError: "D1_ERROR: Network connection lost." });

  await deliver(messageId, { transport, loadSettings }, 2);
  await deliver(messageId, { transport, loadSettings }, 3);
  expect(sent).toHaveLength(1);
  expect(sent[0].subject).toBe("Nouvelle demande de contact");
  expect(await row(messageId)).toMatchObject({ status: "sent", attempts: 2 });
});

test("a delivery that finds the row claimed by a live consumer comes back later instead of dropping it", async () => {
  const messageId = await storedEmail();
  await db().update(emailOutbox).set({ status: "sending", claimedAt: new Date(), attempts: 1 }).where(eq(emailOutbox.messageId, messageId));
  const { transport, sent } = flakyTransport();
  const result = await deliver(messageId, { transport }, 2);
  expect(result.explicitAcks).toEqual([]);
  expect(result.retryMessages).toEqual([{ msgId: "d2" }]);
  expect(sent).toHaveLength(0);
});

test("a row stuck in 'sending' past the timeout is recovered by the cron and then sent", async () => {
  const messageId = await storedEmail("Demande bloquée");
  const claimedAt = new Date(Date.now() - STALE_CLAIM_MS - 60_000);
  await db().update(emailOutbox).set({ status: "sending", claimedAt, attempts: 1 }).where(eq(emailOutbox.messageId, messageId));
  const fresh = await storedEmail("Envoi en cours");
  await db().update(emailOutbox).set({ status: "sending", claimedAt: new Date(), attempts: 1 }).where(eq(emailOutbox.messageId, fresh));

  const dispatched: Array<unknown> = [];
  const queue = { send: async (body: unknown) => void dispatched.push(body) } as unknown as Queue;
  const outcome = await recoverOutbox({ db: db(), queue });
  expect(outcome.released).toBeGreaterThanOrEqual(1);
  expect(await row(messageId)).toMatchObject({ status: "queued", claimedAt: null, attempts: 1, lastError: INTERRUPTED_MESSAGE });
  expect(dispatched).toContainEqual({ version: 1, type: "email", messageId });
  // A claim younger than the timeout is left alone.
  expect(await row(fresh)).toMatchObject({ status: "sending" });
  expect(dispatched).not.toContainEqual({ version: 1, type: "email", messageId: fresh });

  const { transport, sent } = flakyTransport();
  await deliver(messageId, { transport }, 1);
  expect(sent).toHaveLength(1);
  expect(await row(messageId)).toMatchObject({ status: "sent", attempts: 2 });
});

test("the 10-minute cron trigger recovers stuck rows without running the nightly statistics", async () => {
  const messageId = await storedEmail("Demande bloquée (cron)");
  await db()
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: new Date(Date.now() - STALE_CLAIM_MS - 60_000) })
    .where(eq(emailOutbox.messageId, messageId));
  const before = await env.DB.prepare("select count(*) as n from site_stats").first<{ n: number }>();
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect((await row(messageId)).status).not.toBe("sending");
  const after = await env.DB.prepare("select count(*) as n from site_stats").first<{ n: number }>();
  expect(after?.n).toBe(before?.n);
});

test("the dead-letter consumer never marks a message that was sent meanwhile as dead", async () => {
  const messageId = await storedEmail();
  await db().update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.messageId, messageId));
  const { transport } = flakyTransport();
  const result = await deliver(messageId, { transport }, 1, DEAD_LETTER_QUEUE);
  expect(result.explicitAcks).toEqual(["d1"]);
  expect((await row(messageId)).status).toBe("sent");
});

test("the admin outbox offers 'Renvoyer' for a row stuck in 'sending'; resending it queues it again and the consumer sends it", async () => {
  const cookie = await sessionCookieHeader(await createStaff("editor"));
  const subject = `Bloqué ${crypto.randomUUID().slice(0, 8)}`;
  const messageId = await storedEmail(subject);
  await db()
    .update(emailOutbox)
    .set({ status: "sending", claimedAt: new Date(Date.now() - STALE_CLAIM_MS - 60_000), attempts: 1 })
    .where(eq(emailOutbox.messageId, messageId));
  const { id } = await row(messageId);

  const page = (await (await request(`/admin/demandes/emails?q=${encodeURIComponent(subject)}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  expect(page).toContain("Envoi interrompu");
  expect(page).toContain(`Renvoyer<span class="sr-only"> l&#x27;e-mail « ${subject} »</span>`);

  const res = await request("/admin/demandes/emails", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "resend", id: String(id) }) });
  expect(res.status).toBe(302);
  // The queue's message reached the Worker's consumer, which claimed the row and sent it
  // (captured: no provider in the tests) and acked the message (tests/mail-queue.ts).
  expect(mailDeliveries.filter((d) => (d.body as { messageId?: string }).messageId === messageId).map((d) => d.result.explicitAcks.length)).toEqual([1]);
  const resent = await row(messageId);
  expect(resent).toMatchObject({ status: "captured", attempts: 2 });
  // The stale claim was released, then the consumer's own claim taken just now.
  expect(resent.claimedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
});

test("a row claimed moments ago is not offered for resending", async () => {
  const cookie = await sessionCookieHeader(await createStaff("editor"));
  const subject = `En cours ${crypto.randomUUID().slice(0, 8)}`;
  const messageId = await storedEmail(subject);
  await db().update(emailOutbox).set({ status: "sending", claimedAt: new Date(), attempts: 1 }).where(eq(emailOutbox.messageId, messageId));
  const page = await (await request(`/admin/demandes/emails?q=${encodeURIComponent(subject)}`, { headers: { cookie } })).text();
  expect(page).not.toContain("Renvoyer<span");
  const res = await request("/admin/demandes/emails", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "resend", id: String((await row(messageId)).id) }),
  });
  expect(res.status).toBe(409);
  await res.text();
  expect((await row(messageId)).status).toBe("sending");
});

test("when the runtime refuses a retry, the batch fails so that the queue delivers the message again; the message acked before stays acked", async () => {
  const sentFirst = await storedEmail("Première demande");
  const failing = await storedEmail("Seconde demande");
  const transport: MailTransport = {
    name: "test",
    async send(email) {
      if (email.subject === "Seconde demande") throw new Error("MailChannels injoignable");
      return { outcome: "sent", transport: "test" };
    },
  };
  const batch = createMessageBatch("lutetia-mail", [
    { id: "a", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId: sentFirst } },
    { id: "b", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId: failing } },
  ]);
  Object.defineProperty(batch.messages[1], "retry", {
    value: () => {
      throw new Error("Cannot perform I/O on behalf of a different request.");
    },
  });
  const ctx = createExecutionContext();
  const handled = consumeMailBatch(batch, { db: db(), transport, resolveAttachment: async () => Promise.reject(new Error("pas de pièce jointe attendue")) });
  await expect(handled).rejects.toThrow("Cannot perform I/O");
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["a"]);
  expect(await row(sentFirst)).toMatchObject({ status: "sent" });
  // The claim is given back: the redelivery the failed batch brings sends it.
  expect(await row(failing)).toMatchObject({ status: "queued", claimedAt: null, attempts: 1, lastError: "MailChannels injoignable" });
});
