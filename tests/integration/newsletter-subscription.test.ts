import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { newsletterMessages } from "~/lib/newsletter/schema";
import { db, request } from "../helpers";
import { esc, formData, html, postForm } from "./forms-helpers";

const address = () => `${crypto.randomUUID().slice(0, 8)}@Example.fr`;

async function subscriber(email: string) {
  const [row] = await db().select().from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
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
