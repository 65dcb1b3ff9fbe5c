// A client's devis link is never kept usable in the outbox (docs/decisions/726): once the
// provider accepted the message, its stored copy keeps the text with the link replaced; a
// message that never left (captured locally) keeps it while the devis can be accepted.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { devis, emailOutbox } from "~/db/schema";
import { cancelDevis } from "~/lib/devis/devis.server";
import { sendDevis } from "~/lib/devis/send.server";
import { purgeAccountLinks } from "~/lib/mail/account-links.server";
import { consumeMailBatch } from "~/lib/mail/consumer.server";
import { capturedTransport, type MailTransport, mailChannelsTransport } from "~/lib/mail/transport.server";
import { ACCOUNT_LINK_REMOVED } from "~/lib/mail/types";
import { seedDatabase } from "../../seed";
import { completeDraft, editor, fillLegalFacts, sendDeps } from "../factories/devis";
import { db, request } from "../helpers";

/** The queue is not called: each test consumes the message itself, with the transport it means. */
const noQueue = { send: async () => undefined } as unknown as Queue;
const DEVIS_LINK = /https:\/\/www\.lutetia-geotechnique\.test\/devis\/([A-Za-z0-9_-]{43})/;

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

async function queuedDevis() {
  const draft = await completeDraft(staff);
  const sent = await sendDevis({ ...sendDeps(), queue: noQueue }, staff, draft.id, draft.version);
  if (!sent.ok) throw new Error(`devis non envoyé : ${JSON.stringify(sent)}`);
  return { ...draft, messageId: sent.messageId };
}

const stored = async (messageId: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId)))[0];

async function consume(messageId: string, transport: MailTransport) {
  const batch = createMessageBatch("lutetia-mail", [{ id: messageId, timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId } }]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, {
    db: db(),
    transport,
    resolveAttachment: async () => ({ filename: "devis.pdf", contentType: "application/pdf", content: new Uint8Array([37, 80, 68, 70]) }),
  });
  return getQueueResult(batch, ctx);
}

function provider() {
  const bodies: Array<string> = [];
  const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(String(init?.body));
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  return { transport: mailChannelsTransport("cle-test", fetcher), bodies };
}

test("once the provider accepted a devis e-mail, the outbox's copy no longer holds the client's link; the client's copy and the link still work", async () => {
  const sent = await queuedDevis();
  const queued = await stored(sent.messageId!);
  const token = DEVIS_LINK.exec(queued.text)?.[1];
  expect(token).toBeDefined();
  const { transport, bodies } = provider();
  await consume(queued.messageId, transport);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toContain(`/devis/${token}`);
  const after = await stored(sent.messageId!);
  expect(after.status).toBe("sent");
  for (const body of [after.text, after.html]) {
    expect(body).not.toContain(token);
    expect(body).toContain(ACCOUNT_LINK_REMOVED);
  }
  expect(after.html).not.toMatch(/href="[^"]*\/devis\//);
  expect((await request(`/devis/${token}`)).status).toBe(200);
});

test("a devis e-mail captured locally keeps its link while the devis can be accepted; once cancelled, the cron replaces it", async () => {
  const sent = await queuedDevis();
  await consume(sent.messageId!, capturedTransport);
  const captured = await stored(sent.messageId!);
  expect(captured.status).toBe("captured");
  const token = DEVIS_LINK.exec(captured.text)?.[1];
  expect(token).toBeDefined();
  await purgeAccountLinks(db());
  expect((await stored(sent.messageId!)).text).toContain(`/devis/${token}`);
  const [row] = await db().select({ version: devis.version }).from(devis).where(eq(devis.id, sent.id));
  expect((await cancelDevis(db(), staff, sent.id, row.version)).ok).toBe(true);
  await purgeAccountLinks(db());
  const after = await stored(sent.messageId!);
  expect(after.text).not.toContain(token);
  expect(after.html).not.toContain(token);
  expect(after.text).toContain(ACCOUNT_LINK_REMOVED);
});

test("devis e-mails sent before this rule, still holding their link in the outbox, are redacted by the cron", async () => {
  const sent = await queuedDevis();
  // As a row written by the previous version: sent, link in clear.
  await db().update(emailOutbox).set({ status: "sent", transport: "mailchannels" }).where(eq(emailOutbox.messageId, sent.messageId!));
  const before = await stored(sent.messageId!);
  const token = DEVIS_LINK.exec(before.text)?.[1];
  expect(token).toBeDefined();
  await purgeAccountLinks(db());
  const after = await stored(sent.messageId!);
  expect(after.text).not.toContain(token);
  expect(after.html).not.toContain(token);
  const clear = await env.DB.prepare(
    "select count(*) as n from email_outbox where type like 'devis-%' and status = 'sent' and (text like '%/devis/%' or html like '%/devis/%')",
  ).first<number>("n");
  expect(clear).toBe(0);
});
