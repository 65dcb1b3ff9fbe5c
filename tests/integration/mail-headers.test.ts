// Header-bound values (subjects, names, addresses, file names) are one line
// (docs/decisions/322): refused in French by the schema every e-mail goes through, by the
// reply form next to its field, and once more by the consumer as the message leaves.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { consumeMailBatch } from "~/lib/mail/consumer.server";
import { InvalidEmailError, type OutgoingEmail, outboxInsert } from "~/lib/mail/outbox.server";
import { mailChannelsTransport } from "~/lib/mail/transport.server";
import { getSettings } from "~/lib/settings/settings.server";
import { createContactRequest } from "../factories/leads";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";

const INJECTED = "Re\r\nBcc: pirate@evil.test";
const SUBJECT_ONE_LINE = "L'objet doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.";

let cookie = "";
beforeAll(async () => {
  cookie = await sessionCookieHeader(await createStaff("editor", { firstName: "Éva", lastName: "Lambert" }));
});

const email = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  type: "lead-reply",
  to: [{ email: "claire@exemple.fr", name: "Claire Fontaine" }],
  subject: "Re : votre demande CT-2026-000042",
  // A reply to a visitor carries their personal link (docs/decisions/343).
  text: "Bonjour,\nVoici notre proposition.\n\nVos données personnelles : https://www.lutetia-geotechnique.test/donnees-personnelles/Y2xhaXJl.c2lnbmF0dXJl",
  html: '<p>Bonjour,</p><a href="https://www.lutetia-geotechnique.test/donnees-personnelles/Y2xhaXJl.c2lnbmF0dXJl">lien</a>',
  ...overrides,
});

const outboxCount = async (like: string) =>
  (await env.DB.prepare('select count(*) as n from email_outbox where subject like ? or "to" like ?').bind(like, like).first<{ n: number }>())?.n;
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const esc = (text: string) => text.replaceAll("'", "&#x27;");

test("an e-mail whose subject is « Re\\r\\nBcc: … » is refused in French by the outbox, and nothing is written", async () => {
  expect(() => outboxInsert(db(), email({ subject: INJECTED }))).toThrow(InvalidEmailError);
  expect(() => outboxInsert(db(), email({ subject: INJECTED }))).toThrow(
    "L'objet de l'e-mail doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.",
  );
  // Every header-bound value: a recipient's or reply-to name, an address, a Unicode line
  // separator, an attachment's file name.
  for (const bad of [
    email({ to: [{ email: "claire@exemple.fr", name: "Claire\nBcc: pirate@evil.test" }] }),
    email({ replyTo: { email: "contact@exemple.fr", name: "Cabinet\r\nX-Autre: 1" } }),
    email({ to: [{ email: "claire@exemple.fr\r\nbcc:pirate@evil.test" }] }),
    email({ subject: "Re : votre demande\u2028Bcc: pirate@evil.test" }),
    email({ attachments: [{ kind: "simulation-pdf", simulationId: 1, filename: "devis.pdf\r\nContent-Type: text/html" }] }),
  ]) {
    expect(() => outboxInsert(db(), bad), JSON.stringify(bad)).toThrow(InvalidEmailError);
  }
  expect(await outboxCount("%pirate@evil.test%")).toBe(0);

  // One line, accents, guillemets and a dash are fine.
  const messageId = crypto.randomUUID();
  await outboxInsert(db(), email({ subject: "Re : votre étude « G2 AVP » – Vincennes" }), messageId);
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId));
  expect(row.subject).toBe("Re : votre étude « G2 AVP » – Vincennes");
});

test("a staff reply whose subject is « Re\\r\\nBcc: … » is refused next to the subject field, and nothing is queued, recorded or moved", async () => {
  const contact = await createContactRequest();
  const path = `/admin/demandes/contacts/${contact.id}`;
  const res = await request(path, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "reply", messageId: crypto.randomUUID(), subject: INJECTED, body: "Bonjour Madame Martin,\nVoici notre proposition." }),
  });
  expect(res.status).toBe(400);
  const page = await html(res);
  // The message sits under the subject input, which points to it.
  expect(page).toMatch(/<input[^>]*id="reply-subject"[^>]*aria-invalid="true"[^>]*aria-describedby="reply-subject-erreur"/);
  expect(page).toContain(`<p id="reply-subject-erreur" class="mt-1 text-sm font-medium text-red-700">${esc(SUBJECT_ONE_LINE)}</p>`);
  // What was typed stays in the form.
  expect(page).toContain("Voici notre proposition.");
  const written = await env.DB.prepare(
    "select (select count(*) from email_outbox where related_type = 'contact_request' and related_id = ?1) as mails, (select count(*) from lead_events where kind = 'contact' and lead_id = ?1) as events, (select status from contact_requests where id = ?1) as status",
  )
    .bind(contact.id)
    .first();
  expect(written).toEqual({ mails: 0, events: 0, status: "nouveau" });
});

test("a request whose stored name holds a line break gets no reply: the French reason is shown and nothing is written", async () => {
  // Written before names were checked (the public forms refuse it today).
  const contact = await createContactRequest({ fullName: "Jean Dupont\r\nBcc: pirate@evil.test" });
  const res = await request(`/admin/demandes/contacts/${contact.id}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ intent: "reply", messageId: crypto.randomUUID(), subject: `Re : votre demande ${contact.reference}`, body: "Bonjour,\nC'est noté." }),
  });
  expect(res.status).toBe(400);
  expect(await html(res)).toContain(esc("Le nom du destinataire ou de l'expéditeur doit tenir sur une ligne"));
  expect(await outboxCount("%pirate@evil.test%")).toBe(0);
  expect(await env.DB.prepare("select count(*) as n from lead_events where kind = 'contact' and lead_id = ?").bind(contact.id).first("n")).toBe(0);
});

test("a message stored with a header on two lines, or sent under a sender name on two lines, never leaves: it is marked failed with the French reason", async () => {
  const calls: Array<string> = [];
  const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(String(init?.body));
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  const consume = async (messageId: string, siteName?: string) => {
    const batch = createMessageBatch("lutetia-mail", [{ id: messageId, timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId } }]);
    const ctx = createExecutionContext();
    await consumeMailBatch(batch, {
      db: db(),
      transport: mailChannelsTransport("cle", fetcher),
      resolveAttachment: async () => ({ filename: "", contentType: "", content: new Uint8Array() }),
      loadSettings: async (d) => {
        const settings = await getSettings(d);
        return siteName ? { ...settings, general: { ...settings.general, site_name: siteName } } : settings;
      },
    });
    return getQueueResult(batch, ctx);
  };

  // Straight into D1, as an older version (or a hand-made row) would have written it.
  const stored = crypto.randomUUID();
  await env.DB.prepare(
    `insert into email_outbox (message_id, type, "to", subject, text, html, attachments) values (?, 'lead-reply', '[{"email":"claire@exemple.fr"}]', ?, 't', '<p>t</p>', '[]')`,
  )
    .bind(stored, INJECTED)
    .run();
  expect((await consume(stored)).explicitAcks).toEqual([stored]);
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, stored));
  expect(row.status).toBe("failed");
  expect(row.lastError).toBe("Refusé avant l'envoi : L'objet de l'e-mail doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.");

  const clean = crypto.randomUUID();
  await outboxInsert(db(), email(), clean);
  await consume(clean, "Lutetia Géotechnique\r\nBcc: pirate@evil.test");
  const [refused] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, clean));
  expect(refused.status).toBe("failed");
  expect(refused.lastError).toContain("doit tenir sur une ligne");
  expect(calls).toEqual([]);
});

test("the site name (the sender's name, in every subject) is refused on two lines in the settings; a textarea setting keeps its lines", async () => {
  const admin = await sessionCookieHeader(await createStaff("super_admin"));
  const save = (id: string, value: string) =>
    request("/admin/settings", { method: "POST", headers: { cookie: admin }, body: new URLSearchParams({ intent: "save-field", id, value }) });
  const stored = (section: string, key: string) => env.DB.prepare("select value from settings where section = ? and key = ?").bind(section, key).first<{ value: string }>();
  const before = await stored("general", "site_name");
  const refused = await save("general.site_name", "Lutetia Géotechnique\r\nBcc: pirate@evil.test");
  expect(refused.status).toBe(400);
  expect(await html(refused)).toContain(esc("Ce paramètre doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle."));
  expect(await stored("general", "site_name")).toEqual(before);
  const terms = "Acompte de 30 % à la commande.\nSolde à la remise du rapport.";
  expect((await save("legal.payment_terms", terms)).status).toBe(200);
  expect((await stored("legal", "payment_terms"))?.value).toBe(terms);
});
