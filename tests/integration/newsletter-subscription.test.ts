import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import type { AppEnv } from "~/lib/env.server";
import { consumeMailBatch } from "~/lib/mail/consumer.server";
import type { capturedTransport } from "~/lib/mail/transport.server";
import { newsletterMessages } from "~/lib/newsletter/schema";
import { submitNewsletterForm } from "~/lib/newsletter/submit.server";
import { db, request } from "../helpers";
import { esc, formData, html, postForm } from "./forms-helpers";

const address = () => `${crypto.randomUUID().slice(0, 8)}@Example.fr`;

async function subscriber(email: string) {
  const [row] = await db()
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row;
}

async function confirmationMails(id: number) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));
}

test("subscribing stores the address as pending with its consent time and queues the confirmation e-mail", async () => {
  const email = address();
  const before = Date.now();
  const res = await postForm("/newsletter", formData({ email, source: "actualites" }));
  expect(res.status).toBe(200);
  expect(await html(res)).toContain(esc(newsletterMessages.pending));
  const row = await subscriber(email);
  expect(row).toMatchObject({ email: email.toLowerCase(), status: "pending", source: "actualites" });
  expect(row.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  const [mail] = (await confirmationMails(row.id)).filter((m) => m.type === "newsletter-confirmation");
  expect(mail.to).toEqual([{ email: email.toLowerCase() }]);
  expect(mail.text).toContain(`/newsletter/confirmer/${row.token}`);
  expect(mail.text).toContain(`/newsletter/desinscription/${row.token}`);
  expect(mail.html).toContain("Confirmer mon inscription");
});

test("an invalid address gets the French message and nothing is stored", async () => {
  const before = await db().select({ n: sql<number>`count(*)` }).from(newsletterSubscribers);
  const res = await postForm("/newsletter", formData({ email: "pas-une-adresse" }));
  expect(res.status).toBe(400);
  expect(await html(res)).toContain(esc(newsletterMessages.email));
  const after = await db().select({ n: sql<number>`count(*)` }).from(newsletterSubscribers);
  expect(after[0].n).toBe(before[0].n);
});

test("opening the confirmation link does not confirm; the button on the page does", async () => {
  const email = address();
  await postForm("/newsletter", formData({ email }));
  const { token } = await subscriber(email);
  const page = await html(await request(`/newsletter/confirmer/${token}`));
  expect(page).toContain("Confirmer mon inscription");
  expect((await subscriber(email)).status).toBe("pending");

  const res = await postForm(`/newsletter/confirmer/${token}`, new FormData());
  expect(await html(res)).toContain(esc(newsletterMessages.confirmed));
  const row = await subscriber(email);
  expect(row.status).toBe("confirmed");
  expect(row.confirmedAt).not.toBeNull();
});

/** The page of an answer without its per-response CSP nonce. */
async function answerOf(res: Response) {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return { status: res.status, page: (await html(res)).replaceAll(nonce, "NONCE") };
}

test("a new, a pending and a confirmed address get the same answer; a confirmed subscriber is sent nothing", async () => {
  const pending = address();
  await postForm("/newsletter", formData({ email: pending }));
  const confirmed = address();
  await postForm("/newsletter", formData({ email: confirmed }));
  const { id: confirmedId, token } = await subscriber(confirmed);
  await postForm(`/newsletter/confirmer/${token}`, new FormData());
  expect((await subscriber(confirmed)).status).toBe("confirmed");

  const answers = [];
  for (const email of [address(), pending.toUpperCase(), confirmed]) answers.push(await answerOf(await postForm("/newsletter", formData({ email }))));
  expect(answers[0].status).toBe(200);
  expect(answers[0].page).toContain(esc(newsletterMessages.pending));
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  expect(answers[0].page).not.toContain("déjà inscrite");

  expect((await confirmationMails((await subscriber(pending)).id)).length).toBe(2);
  expect((await confirmationMails(confirmedId)).length).toBe(1);
  expect((await subscriber(confirmed)).status).toBe("confirmed");
});

test("a pending address receives at most 3 confirmation e-mails an hour, with the same answer", async () => {
  const email = address();
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await answerOf(await postForm("/newsletter", formData({ email }))));
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect((await confirmationMails((await subscriber(email)).id)).length).toBe(3);
});

test("the unsubscribe link unsubscribes, and a later subscription starts a new double opt-in", async () => {
  const email = address();
  await postForm("/newsletter", formData({ email }));
  const { token } = await subscriber(email);
  await postForm(`/newsletter/confirmer/${token}`, new FormData());

  const res = await postForm(`/newsletter/desinscription/${token}`, new FormData());
  expect(await html(res)).toContain(esc(newsletterMessages.unsubscribed));
  const row = await subscriber(email);
  expect(row.status).toBe("unsubscribed");
  expect(row.unsubscribedAt).not.toBeNull();

  await postForm("/newsletter", formData({ email }));
  const again = await subscriber(email);
  expect(again.status).toBe("pending");
  expect(again.token).not.toBe(token);
});

test("an unknown token shows the invalid-link message", async () => {
  const page = await html(await request(`/newsletter/confirmer/${"x".repeat(43)}`));
  expect(page).toContain(esc(newsletterMessages.invalidLink));
});

/** The D1 statements a request prepares and the batches it sends, in order. */
function tracedD1() {
  const trace: Array<string> = [];
  const real = env.DB;
  const traced = {
    prepare: (query: string) => {
      trace.push(`prepare ${query.replace(/\s+/g, " ").trim()}`);
      return real.prepare(query);
    },
    batch: (statements: Array<D1PreparedStatement>) => {
      trace.push(`batch ${statements.length}`);
      return real.batch(statements);
    },
    exec: (query: string) => {
      trace.push(`exec ${query}`);
      return real.exec(query);
    },
  } as unknown as D1Database;
  return { d1: traced, trace };
}

async function submitTraced(email: string) {
  const { d1, trace } = tracedD1();
  const sent: Array<unknown> = [];
  const queue = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
  const limiter = { limit: async () => ({ success: true }) } as unknown as RateLimit;
  const outcome = await submitNewsletterForm(
    { db: createDb(d1), env: { ...env, MAIL_QUEUE: queue, FORM_LIMITER: limiter } as unknown as AppEnv },
    new Request("http://localhost/newsletter", { method: "POST", body: formData({ email, source: "actualites" }) }),
  );
  return { outcome, trace, sent };
}

test("every state of an address costs the request the same work: one settings read, one batch of the same statements, one queue message", async () => {
  const pending = address();
  await postForm("/newsletter", formData({ email: pending }));
  const confirmed = address();
  await postForm("/newsletter", formData({ email: confirmed }));
  await postForm(`/newsletter/confirmer/${(await subscriber(confirmed)).token}`, new FormData());
  const unsubscribed = address();
  await postForm("/newsletter", formData({ email: unsubscribed }));
  await postForm(`/newsletter/desinscription/${(await subscriber(unsubscribed)).token}`, new FormData());
  const capped = address();
  for (let i = 0; i < 3; i++) await postForm("/newsletter", formData({ email: capped }));

  const runs = [];
  for (const email of [address(), pending, confirmed, unsubscribed, capped]) runs.push({ email, ...(await submitTraced(email)) });
  for (const run of runs) {
    expect(run.outcome, run.email).toEqual(runs[0].outcome);
    expect(run.trace, run.email).toEqual(runs[0].trace);
    expect(run.sent, run.email).toEqual([{ version: 1, type: "email", messageId: expect.any(String) }]);
  }
  expect(runs[0].trace.filter((step) => step.startsWith("batch"))).toEqual(["batch 2"]);
  expect(runs[0].trace).toHaveLength(4);

  // The consumer sends the new, pending and unsubscribed addresses their e-mail, and
  // nothing to the confirmed subscriber nor to the address over its hourly cap.
  const delivered: Array<string> = [];
  const transport = {
    name: "test",
    async send(email: { to: Array<{ email: string }> }) {
      delivered.push(email.to[0].email);
      return { outcome: "sent" as const, transport: "test" };
    },
  } as unknown as typeof capturedTransport;
  const batch = createMessageBatch(
    "lutetia-mail",
    runs.map((run, i) => ({ id: `n${i}`, timestamp: new Date(), attempts: 1, body: run.sent[0] })),
  );
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, {
    db: db(),
    transport,
    resolveAttachment: async () => {
      throw new Error("aucune");
    },
  });
  expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["n0", "n1", "n2", "n3", "n4"]);
  expect(delivered.sort()).toEqual([runs[0].email.toLowerCase(), pending.toLowerCase(), unsubscribed.toLowerCase()].sort());
  expect((await subscriber(confirmed)).status).toBe("confirmed");
  expect((await subscriber(unsubscribed)).status).toBe("pending");
  expect((await confirmationMails((await subscriber(capped)).id)).length).toBe(3);
  // Each e-mail carries the stored token: kept for a pending address, new after an unsubscription.
  for (const email of [pending, unsubscribed]) {
    const row = await subscriber(email);
    const mails = await confirmationMails(row.id);
    expect(mails.at(-1)?.text).toContain(`/newsletter/confirmer/${row.token}`);
    expect(mails.at(-1)?.html).toContain(`/newsletter/confirmer/${row.token}`);
    expect(mails.at(-1)?.html).toContain(`/newsletter/desinscription/${row.token}`);
  }
  expect((await confirmationMails((await subscriber(pending)).id)).map((m) => m.text.match(/confirmer\/([\w-]+)/)?.[1])).toEqual([
    (await subscriber(pending)).token,
    (await subscriber(pending)).token,
  ]);
});
