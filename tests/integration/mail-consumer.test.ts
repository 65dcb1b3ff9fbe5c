import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test, vi } from "vitest";
import { emailOutbox, simulations } from "~/db/schema";
import { parseEnv } from "~/lib/env.server";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { consumeMailBatch, createConsumerDeps, DEAD_LETTER_QUEUE, retryDelaySeconds } from "~/lib/mail/consumer.server";
import { outboxInsert } from "~/lib/mail/outbox.server";
import { dkimKey } from "~/lib/mail/dkim.server";
import { type MailTransport, mailChannelsTransport } from "~/lib/mail/transport.server";
import { createSimulation } from "~/lib/simulator/simulation.server";
import { emptyState } from "~/lib/simulator/state.server";
import { DKIM_TEST_KEY_PEM } from "../fixtures/dkim-key";
import { db } from "../helpers";
import { seedCatalogue } from "./forms-helpers";
import { jwtSecret } from "../factories/staff";
import { recordingQueue } from "../stats-queue";

beforeAll(seedCatalogue);

async function storedEmail(attachments: Array<{ kind: "simulation-pdf"; simulationId: number; filename: string }> = []) {
  const messageId = crypto.randomUUID();
  await outboxInsert(
    db(),
    { type: "contact-notification", to: [{ email: "client@example.fr" }], subject: "Votre devis", text: "Bonjour", html: "<p>Bonjour</p>", attachments },
    messageId,
  );
  return messageId;
}

async function row(messageId: string) {
  const [r] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId));
  return r;
}

/** A MailChannels endpoint answering with the given statuses, one per call. */
function provider(...statuses: Array<number>) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
    return new Response(status >= 400 ? "erreur fournisseur" : "", { status });
  }) as typeof fetch;
  return { fetcher, calls };
}

async function deliver(messageId: string, fetcher: typeof fetch, options: { attempts?: number; queue?: string; id?: string; transport?: MailTransport } = {}) {
  const batch = createMessageBatch(options.queue ?? "lutetia-mail", [
    { id: options.id ?? "m1", timestamp: new Date(), attempts: options.attempts ?? 1, body: { version: 1, type: "email", messageId } },
  ]);
  const ctx = createExecutionContext();
  const appEnv = parseEnv(env);
  const delays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    Object.defineProperty(message, "retry", {
      value: (opts?: QueueRetryOptions) => {
        delays.push(opts?.delaySeconds);
        retry(opts);
      },
    });
  }
  await consumeMailBatch(batch, {
    db: db(),
    transport: options.transport ?? mailChannelsTransport("cle-test", fetcher),
    resolveAttachment: (ref) => resolveMailAttachment({ db: db(), env: appEnv }, ref),
  });
  return { ...(await getQueueResult(batch, ctx)), delays };
}

test("a provider 500 leaves the message queued with its error and retries it with backoff", async () => {
  const messageId = await storedEmail();
  const { fetcher, calls } = provider(500);
  const result = await deliver(messageId, fetcher, { attempts: 2 });
  expect(calls).toHaveLength(1);
  expect(calls[0].url).toBe("https://api.mailchannels.net/tx/v1/send");
  expect(result.retryMessages).toEqual([{ msgId: "m1" }]);
  expect(result.delays).toEqual([retryDelaySeconds(2)]);
  expect(result.explicitAcks).toEqual([]);
  expect(await row(messageId)).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringContaining("MailChannels 500") });
  expect(retryDelaySeconds(1)).toBe(30);
  expect(retryDelaySeconds(2)).toBe(60);
  expect(retryDelaySeconds(20)).toBe(3600);
});

test("a 429 is retried too", async () => {
  const messageId = await storedEmail();
  const result = await deliver(messageId, provider(429).fetcher);
  expect(result.retryMessages).toHaveLength(1);
  expect((await row(messageId)).status).toBe("queued");
});

test("after the maximum retries the dead-letter consumer marks the message dead", async () => {
  const messageId = await storedEmail();
  await deliver(messageId, provider(503).fetcher, { attempts: 6 });
  const { fetcher, calls } = provider(200);
  const result = await deliver(messageId, fetcher, { queue: DEAD_LETTER_QUEUE });
  expect(calls).toHaveLength(0);
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(await row(messageId)).toMatchObject({ status: "dead", lastError: "Nombre maximal de tentatives atteint" });
});

test("a provider 400 marks the message failed and does not retry it", async () => {
  const messageId = await storedEmail();
  const result = await deliver(messageId, provider(400).fetcher);
  expect(result.retryMessages).toEqual([]);
  expect(result.explicitAcks).toEqual(["m1"]);
  expect(await row(messageId)).toMatchObject({ status: "failed", lastError: expect.stringContaining("MailChannels 400") });
});

test("a duplicate delivery sends the e-mail once", async () => {
  const messageId = await storedEmail();
  const { fetcher, calls } = provider(202);
  await deliver(messageId, fetcher, { id: "a" });
  const second = await deliver(messageId, fetcher, { id: "b" });
  expect(calls).toHaveLength(1);
  expect(second.explicitAcks).toEqual(["b"]);
  expect(await row(messageId)).toMatchObject({ status: "sent", transport: "mailchannels", attempts: 1 });
});

test("each message of a batch is acked or retried on its own", async () => {
  const ok = await storedEmail();
  const ko = await storedEmail();
  const fetcher = (async (_url: string | URL | Request, init?: RequestInit) =>
    new Response("", { status: String(init?.body).includes(`"Votre devis"`) && failNext.shift() ? 500 : 202 })) as typeof fetch;
  const failNext = [false, true];
  const batch = createMessageBatch("lutetia-mail", [
    { id: "ok", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId: ok } },
    { id: "ko", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId: ko } },
  ]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, {
    db: db(),
    transport: mailChannelsTransport("cle", fetcher),
    resolveAttachment: async () => ({ filename: "", contentType: "", content: new Uint8Array() }),
  });
  const result = await getQueueResult(batch, ctx);
  expect(result.explicitAcks).toEqual(["ok"]);
  expect(result.retryMessages.map((m) => m.msgId)).toEqual(["ko"]);
});

test("without a MailChannels key the outbox transport captures the message: « captured », never « sent »", async () => {
  const appEnv = { ...parseEnv(env), MAILCHANNELS_API_KEY: undefined };
  const deps = createConsumerDeps(appEnv, async () => {
    throw new Error("pas de pièce jointe");
  });
  expect(deps.transport.name).toBe("captured");
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  const messageId = await storedEmail();
  const batch = createMessageBatch("lutetia-mail", [{ id: "c", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId } }]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, deps);
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["c"]);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(await row(messageId)).toMatchObject({ status: "captured", transport: "captured" });
});

test("the simulation recap is sent with its PDF devis attached", async () => {
  // The message stays in the queue until this test delivers it to the consumer itself.
  const created = await createSimulation(
    { db: db(), queue: recordingQueue().queue, origin: "https://x.test", secret: jwtSecret() },
    {
      ...emptyState(),
      step: 4,
      contact: { firstName: "Léa", lastName: "Roux", email: "lea@example.fr", phone: "0612345678", acceptCGU: true },
      project: {
        projectNature: "renovation",
        constructionType: "maison_individuelle",
        location: "Paris 11e",
        surfaceBatie: "90",
        terrain: "200",
        presenceSousSol: false,
        presenceEau: true,
        urgenceMission: false,
      },
      services: ["g5"],
    },
    { contactRequested: false },
  );
  expect(created.ok).toBe(true);
  if (!created.ok) return;
  const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, created.id));
  const recap = mails.find((m) => m.type === "simulation-recap" && m.relatedType === "simulation");
  expect(recap).toBeDefined();
  const messageId = recap?.messageId ?? "";
  const { fetcher, calls } = provider(202);
  await deliver(messageId, fetcher);
  const attachments = calls[0].body.attachments as Array<{ filename: string; type: string; content: string }>;
  const [sim] = await db().select().from(simulations).where(eq(simulations.id, created.id));
  expect(attachments).toHaveLength(1);
  expect(attachments[0]).toMatchObject({ filename: `estimation-${sim.devisNumber}.pdf`, type: "application/pdf" });
  expect(atob(attachments[0].content).slice(0, 5)).toBe("%PDF-");
  expect(await row(messageId)).toMatchObject({ status: "sent" });
});

// DKIM (docs/decisions/326): the fields of the MailChannels Email API's personalization are
// sent only when the key is configured, checked on the request body at the network edge.
test("with a DKIM key, each message is signed for the sender's domain with the selector and the key; without one, no DKIM field is sent", async () => {
  const key = dkimKey({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM, MAILCHANNELS_DKIM_SELECTOR: "lutetia2026" });
  expect(key).toBeDefined();
  const signed = provider(202);
  await deliver(await storedEmail(), signed.fetcher, { transport: mailChannelsTransport("cle-test", signed.fetcher, { dkim: key }) });
  const personalization = (signed.calls[0].body.personalizations as Array<Record<string, unknown>>)[0];
  const pemBody = DKIM_TEST_KEY_PEM.replace(/-----[A-Z ]+-----/g, "").replace(/\s+/g, "");
  // The sender is the settings' « Expéditeur des e-mails » (no-reply@example.fr in the seed).
  expect(signed.calls[0].body.from).toMatchObject({ email: "no-reply@example.fr" });
  expect(personalization).toEqual({ to: [{ email: "client@example.fr" }], dkim_domain: "example.fr", dkim_selector: "lutetia2026", dkim_private_key: pemBody });

  const unsigned = provider(202);
  await deliver(await storedEmail(), unsigned.fetcher);
  const plain = (unsigned.calls[0].body.personalizations as Array<Record<string, unknown>>)[0];
  expect(Object.keys(plain)).toEqual(["to"]);
  expect(JSON.stringify(unsigned.calls[0].body)).not.toContain("dkim");
});

test("the Worker's environment wires the DKIM secret and selector into the MailChannels transport", async () => {
  const seen: Array<Record<string, unknown>> = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    seen.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 202 });
  });
  try {
    const configured = { ...parseEnv(env), MAILCHANNELS_API_KEY: "cle-prod", MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM };
    const messageId = await storedEmail();
    const batch = createMessageBatch("lutetia-mail", [{ id: "d", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId } }]);
    await consumeMailBatch(
      batch,
      createConsumerDeps(configured, async () => {
        throw new Error("pas de pièce jointe");
      }),
    );
    const personalization = (seen[0].personalizations as Array<Record<string, unknown>>)[0];
    // The selector of wrangler.toml's [vars].
    expect(personalization).toMatchObject({ dkim_domain: "example.fr", dkim_selector: "mcdkim" });
    expect(await row(messageId)).toMatchObject({ status: "sent", transport: "mailchannels" });

    const unsigned = { ...parseEnv(env), MAILCHANNELS_API_KEY: "cle-prod", MAILCHANNELS_DKIM_PRIVATE_KEY: undefined };
    const other = await storedEmail();
    await consumeMailBatch(
      createMessageBatch("lutetia-mail", [{ id: "e", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId: other } }]),
      createConsumerDeps(unsigned, async () => {
        throw new Error("pas de pièce jointe");
      }),
    );
    expect(Object.keys((seen[1].personalizations as Array<Record<string, unknown>>)[0])).toEqual(["to"]);
  } finally {
    spy.mockRestore();
  }
});

test("a provider that does not answer is given up after the timeout and retried later, the message kept queued", async () => {
  const messageId = await storedEmail();
  const hanging = (async (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    })) as typeof fetch;
  const result = await deliver(messageId, hanging, { transport: mailChannelsTransport("cle-test", hanging, { timeoutMs: 50 }) });
  expect(result.retryMessages).toEqual([{ msgId: "m1" }]);
  expect(await row(messageId)).toMatchObject({ status: "queued", lastError: expect.stringContaining("Réseau") });
});
