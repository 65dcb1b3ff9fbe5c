// Account links are never kept usable in the outbox (docs/decisions/323): once the provider
// accepted the message, the stored copy keeps it with the link replaced; a message never
// sent is removed when its link expires. A captured (local) invitation keeps its link until
// then, so a local super admin can onboard a colleague.
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { requestPasswordReset, resetPath } from "~/lib/auth/reset.server";
import { TOKEN_TTL_MS } from "~/lib/auth/tokens.server";
import { purgeAccountLinks, redactAccountLinks } from "~/lib/mail/account-links.server";
import { consumeMailBatch } from "~/lib/mail/consumer.server";
import { type MailTransport, capturedTransport, mailChannelsTransport } from "~/lib/mail/transport.server";
import { ACCOUNT_LINK_PATHS, ACCOUNT_LINK_REMOVED } from "~/lib/mail/types";
import { invitationPath, inviteUser } from "~/lib/users/invitations.server";
import worker from "../../workers/app";
import { createStaff } from "../factories/staff";
import { db, request } from "../helpers";

const ORIGIN = "https://www.lutetia-geotechnique.test";
/** The queue is not called: each test consumes the message itself, with the transport it means. */
const noQueue = { send: async () => undefined } as unknown as Queue;
const INVITATION_LINK = /https:\/\/www\.lutetia-geotechnique\.test\/admin\/invitation\/[A-Za-z0-9_-]{43}/;
const RESET_LINK = /https:\/\/www\.lutetia-geotechnique\.test\/admin\/nouveau-mot-de-passe\/[A-Za-z0-9_-]{43}/;

async function outboxRow(where: { type: string; to: string }) {
  const row = await env.DB.prepare(`select id, message_id from email_outbox where type = ? and "to" like ? order by id desc limit 1`)
    .bind(where.type, `%${where.to}%`)
    .first<{ id: number; message_id: string }>();
  if (!row) throw new Error(`aucun e-mail ${where.type} pour ${where.to}`);
  const [full] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
  return full;
}

async function consume(messageId: string, transport: MailTransport) {
  const batch = createMessageBatch("lutetia-mail", [{ id: messageId, timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId } }]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, { db: db(), transport, resolveAttachment: async () => ({ filename: "", contentType: "", content: new Uint8Array() }) });
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

async function invite(email: string) {
  const admin = await createStaff("super_admin");
  const outcome = await inviteUser({ db: db(), queue: noQueue, origin: ORIGIN }, admin, { email, firstName: "Inès", lastName: "Garnier", role: "author" });
  expect(outcome.ok).toBe(true);
  return outboxRow({ type: "staff-invitation", to: email });
}

test("once the provider accepted an invitation, the stored copy keeps the message with the link replaced; the link itself still works", async () => {
  const email = `invitee-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
  const queued = await invite(email);
  const link = INVITATION_LINK.exec(queued.text)?.[0];
  expect(link).toBeDefined();
  expect(queued.html).toContain(`href="${link}"`);

  const { transport, bodies } = provider();
  await consume(queued.messageId, transport);
  // The provider got the message with its link…
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toContain(link);
  // …the outbox keeps none.
  const sent = await outboxRow({ type: "staff-invitation", to: email });
  expect(sent.status).toBe("sent");
  for (const body of [sent.text, sent.html]) {
    expect(body).not.toContain("/admin/invitation/");
    expect(body).not.toContain(link?.split("/").pop());
    expect(body).toContain(ACCOUNT_LINK_REMOVED);
  }
  expect(sent.text).toContain(`Activer mon compte : ${ACCOUNT_LINK_REMOVED}`);
  expect(sent.text).toContain("Ce lien est valable 7 jours");
  // The invitee's link is untouched: only the stored copy changed.
  const page = await request(new URL(link!).pathname);
  expect(page.status).toBe(200);
  await page.arrayBuffer();
});

test("a password reset sent by the provider keeps no usable link in the outbox", async () => {
  const staff = await createStaff("editor");
  expect((await requestPasswordReset({ db: db(), queue: noQueue, origin: ORIGIN }, { email: staff.email })).queued).toBe(true);
  const queued = await outboxRow({ type: "password-reset", to: staff.email });
  expect(queued.text).toMatch(RESET_LINK);
  await consume(queued.messageId, provider().transport);
  const sent = await outboxRow({ type: "password-reset", to: staff.email });
  expect(sent.status).toBe("sent");
  expect(`${sent.text}${sent.html}`).not.toMatch(/nouveau-mot-de-passe\/[A-Za-z0-9_-]/);
  expect(sent.text).toContain(`Choisir un nouveau mot de passe : ${ACCOUNT_LINK_REMOVED}`);
});

test("a captured invitation keeps its link for the local super admin until the link expires, then it is removed", async () => {
  const email = `local-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
  const queued = await invite(email);
  await consume(queued.messageId, capturedTransport);
  const captured = await outboxRow({ type: "staff-invitation", to: email });
  expect(captured.status).toBe("captured");
  expect(captured.text).toMatch(INVITATION_LINK);

  const written = captured.createdAt.getTime();
  await purgeAccountLinks(db(), new Date(written + TOKEN_TTL_MS.invitation - 60_000));
  expect((await db().select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, captured.id))).length).toBe(1);
  await purgeAccountLinks(db(), new Date(written + TOKEN_TTL_MS.invitation + 60_000));
  expect((await db().select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, captured.id))).length).toBe(0);
});

test("an unsent reset link (queued, failed, dead) is removed once its 30 minutes are over; a younger one and a sent one stay", async () => {
  const now = Date.now();
  const row = async (status: "queued" | "failed" | "dead" | "sent", minutesAgo: number) => {
    const text = `Choisir un nouveau mot de passe : ${ORIGIN}${resetPath("A".repeat(43))}`;
    const [inserted] = await db()
      .insert(emailOutbox)
      .values({
        messageId: crypto.randomUUID(),
        type: "password-reset",
        to: [{ email: "oubli@exemple.fr" }],
        subject: "Réinitialisation",
        ...(status === "sent" ? redactAccountLinks({ text, html: text }) : { text, html: text }),
        status,
        createdAt: new Date(now - minutesAgo * 60_000),
      })
      .returning({ id: emailOutbox.id });
    return inserted.id;
  };
  const expired = [await row("queued", 31), await row("failed", 45), await row("dead", 90)];
  const young = await row("queued", 20);
  const sent = await row("sent", 120);
  const result = await purgeAccountLinks(db(), new Date(now));
  expect(result.removed).toBeGreaterThanOrEqual(3);
  const left = (await env.DB.prepare(`select id from email_outbox where id in (${[...expired, young, sent].join(",")})`).all<{ id: number }>()).results.map((r) => r.id);
  expect(left.sort()).toEqual([young, sent].sort());
});

test("the 10-minute cron redacts a sent message still holding its link, and gives rows captured before « captured » existed their true status", async () => {
  const token = "B".repeat(43);
  const [legacySent] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "staff-invitation",
      to: [{ email: "ancien@exemple.fr" }],
      subject: "Invitation",
      text: `Activer mon compte : ${ORIGIN}${invitationPath(token)}`,
      html: `<p><a href="${ORIGIN}${invitationPath(token)}" style="color:#fff">Activer mon compte</a></p>`,
      status: "sent",
      transport: "mailchannels",
    })
    .returning();
  const [legacyCaptured] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "contact-notification",
      to: [{ email: "equipe@exemple.fr" }],
      subject: "Capté",
      text: "t",
      html: "t",
      status: "sent",
      transport: "captured",
    })
    .returning();
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
  const [redacted] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, legacySent.id));
  expect(redacted.text).toBe(`Activer mon compte : ${ACCOUNT_LINK_REMOVED}`);
  expect(redacted.html).toBe(`<p><strong>${ACCOUNT_LINK_REMOVED}</strong></p>`);
  const [fixed] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, legacyCaptured.id));
  expect(fixed.status).toBe("captured");
});

test("the account link paths redacted are the ones the invitation and reset pages are served at", () => {
  expect(invitationPath("jeton").startsWith(ACCOUNT_LINK_PATHS[0])).toBe(true);
  expect(resetPath("jeton").startsWith(ACCOUNT_LINK_PATHS[1])).toBe(true);
  // A link to anything else (the newsletter, the profile) is left alone.
  const other = `${ORIGIN}/admin/profile ${ORIGIN}/newsletter/confirmer/${"C".repeat(43)}`;
  expect(redactAccountLinks({ text: other, html: other })).toEqual({ text: other, html: other });
});
