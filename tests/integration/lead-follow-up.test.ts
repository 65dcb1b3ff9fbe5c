// Following up requests: owner, internal notes, history, replies through the outbox,
// follow-up days, the unified 'Demandes' list, the sidebar count and the daily reminder.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { endOfWeek } from "~/lib/leads/follow-up";
import { replyToLead } from "~/lib/leads/follow-up.server";
import { followUpMessageId, sendFollowUpReminders } from "~/lib/leads/reminders.server";
import { purgeExpired } from "~/lib/stats/rollup.server";
import worker from "../../workers/app";
import { createContactRequest, createSimulation } from "../factories/leads";
import { createStaff, jwtSecret, sessionCookieHeader, type TestStaff } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";

let editor: TestStaff;
let editorCookie = "";
let colleague: TestStaff;
let colleagueCookie = "";

beforeAll(async () => {
  editor = await createStaff("editor", { firstName: "Éva", lastName: "Lambert" });
  editorCookie = await sessionCookieHeader(editor);
  colleague = await createStaff("super_admin", { firstName: "Hugo", lastName: "Perrin" });
  colleagueCookie = await sessionCookieHeader(colleague);
});

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
const unescapeHtml = (value: string) => value.replace(/&amp;|&lt;|&gt;|&quot;|&#x27;/g, (entity) => ENTITIES[entity]);
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => Object.entries(ENTITIES).find(([, v]) => v === c)?.[0] ?? c);
const get = async (path: string, cookie = editorCookie) => text(await request(path, { headers: { cookie } }));
const post = (path: string, fields: Record<string, string>, cookie = editorCookie) => request(path, { method: "POST", headers: { cookie }, body: new URLSearchParams(fields) });

type EventRow = { type: string; author_id: number | null; body: string | null; details: string | null };
async function events(kind: string, id: number) {
  const { results } = await env.DB.prepare("select type, author_id, body, details from lead_events where kind = ? and lead_id = ? order by id").bind(kind, id).all<EventRow>();
  return results;
}
async function leadRow(table: "contact_requests" | "simulations", id: number) {
  return env.DB.prepare(`select status, owner_id, follow_up_on, version, updated_by from ${table} where id = ?`)
    .bind(id)
    .first<{ status: string; owner_id: number | null; follow_up_on: string | null; version: number; updated_by: number | null }>();
}

test("an editor adds an internal note: it is in the history with its author; an empty note is refused and changes nothing", async () => {
  const contact = await createContactRequest();
  const path = `/admin/demandes/contacts/${contact.id}`;
  const res = await post(path, { intent: "note", body: "Client rappelé, attend le devis G2 AVP avant vendredi." });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(path);
  expect(flashOf(res)?.message).toBe("Note ajoutée");
  expect(await events("contact", contact.id)).toEqual([{ type: "note", author_id: editor.id, body: "Client rappelé, attend le devis G2 AVP avant vendredi.", details: null }]);
  const { html } = await followRedirect(res, editorCookie);
  expect(html).toContain("Historique (1)");
  expect(html).toContain("Note interne");
  expect(html).toContain("Client rappelé, attend le devis G2 AVP avant vendredi.");
  expect(html).toContain("par Éva Lambert le");

  const empty = await post(path, { intent: "note", body: "   " });
  expect(empty.status).toBe(400);
  expect(await text(empty)).toContain("Saisissez le texte de la note.");
  expect(await events("contact", contact.id)).toHaveLength(1);
  // A note does not change the request itself (no version bump for the others' forms).
  expect((await leadRow("contact_requests", contact.id))?.version).toBe(1);

  const missing = await post("/admin/demandes/contacts/999999", { intent: "note", body: "Perdue" });
  expect(missing.status).toBe(404);
  await missing.arrayBuffer();
});

test("assigning a request records its owner, a history event and a Journal entry; only editors and super admins can own one", async () => {
  const contact = await createContactRequest();
  const path = `/admin/demandes/contacts/${contact.id}`;
  const res = await post(path, { intent: "assign", version: "1", ownerId: String(colleague.id) });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Responsable mis à jour");
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ owner_id: colleague.id, version: 2, updated_by: editor.id });
  const [event] = await events("contact", contact.id);
  expect(event.type).toBe("assigned");
  expect(event.author_id).toBe(editor.id);
  expect(JSON.parse(event.details!)).toEqual({ from: null, to: colleague.id, toName: "Hugo Perrin" });
  const audit = await env.DB.prepare("select actor_id, target_type, details from audit_log where action = 'lead.assign' and target_id = ?")
    .bind(String(contact.id))
    .first<{ actor_id: number; target_type: string; details: string }>();
  expect(audit).toMatchObject({ actor_id: editor.id, target_type: "contact_request" });
  const { html } = await followRedirect(res, editorCookie);
  expect(html).toContain("Attribuée à Hugo Perrin");
  expect(html).toMatch(/Responsable : <strong[^>]*>Hugo Perrin<\/strong>/);

  // An author cannot be given a request; the request keeps its owner.
  const author = await createStaff("author");
  const refused = await post(path, { intent: "assign", version: "2", ownerId: String(author.id) });
  expect(refused.status).toBe(400);
  expect(await text(refused)).toContain("Choisissez un membre de l&#x27;équipe qui peut suivre les demandes");
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ owner_id: colleague.id, version: 2 });

  // "Non attribuée" removes the owner.
  const cleared = await post(path, { intent: "assign", version: "2", ownerId: "" });
  expect(flashOf(cleared)?.message).toBe("La demande n'est plus attribuée");
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ owner_id: null, version: 3 });
  expect((await events("contact", contact.id)).map((e) => e.type)).toEqual(["assigned", "assigned"]);
});

test("two staff editing the same request: the save over a newer version answers 409 and changes nothing", async () => {
  const simulation = await createSimulation();
  const path = `/admin/demandes/simulations/${simulation.id}`;
  // Both opened the page at version 1; Hugo saves first.
  const first = await post(path, { intent: "status", version: "1", status: "en_cours" }, colleagueCookie);
  expect(first.status).toBe(302);
  const late = await post(path, { intent: "status", version: "1", status: "archive" });
  expect(late.status).toBe(409);
  const html = await text(late);
  expect(html).toContain("Ce contenu a été modifié par Hugo Perrin le");
  expect(await leadRow("simulations", simulation.id)).toMatchObject({ status: "en_cours", version: 2, updated_by: colleague.id });
  expect((await events("simulation", simulation.id)).map((e) => JSON.parse(e.details!))).toEqual([{ from: "nouveau", to: "en_cours" }]);

  const lateOwner = await post(path, { intent: "assign", version: "1", ownerId: String(editor.id) });
  expect(lateOwner.status).toBe(409);
  await lateOwner.arrayBuffer();
  expect((await leadRow("simulations", simulation.id))?.owner_id).toBeNull();

  const noVersion = await post(path, { intent: "follow_up", followUpOn: "2026-12-01" });
  expect(noVersion.status).toBe(400);
  expect(await text(noVersion)).toContain("Rechargez la page : la version de la demande est manquante.");
});

test("the follow-up day is saved, shown, cleared, and a day that does not exist is refused", async () => {
  const contact = await createContactRequest();
  const path = `/admin/demandes/contacts/${contact.id}`;
  const saved = await post(path, { intent: "follow_up", version: "1", followUpOn: "2026-12-03" });
  expect(flashOf(saved)?.message).toBe("Date de relance enregistrée");
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ follow_up_on: "2026-12-03", version: 2 });
  const { html } = await followRedirect(saved, editorCookie);
  expect(html).toContain("Relance prévue le 03/12/2026");

  for (const bad of ["2026-02-30", "03/12/2026", "demain"]) {
    const refused = await post(path, { intent: "follow_up", version: "2", followUpOn: bad });
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain("Saisissez une date de relance valide (jj/mm/aaaa).");
  }
  const same = await post(path, { intent: "follow_up", version: "2", followUpOn: "2026-12-03" });
  expect(same.status).toBe(302);
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ version: 2 });

  const cleared = await post(path, { intent: "follow_up", version: "2", followUpOn: "" });
  expect(flashOf(cleared)?.message).toBe("Date de relance supprimée");
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ follow_up_on: null, version: 3 });
  const history = await events("contact", contact.id);
  expect(history.map((e) => [e.type, JSON.parse(e.details!)])).toEqual([
    ["follow_up", { from: null, to: "2026-12-03" }],
    ["follow_up", { from: "2026-12-03", to: null }],
  ]);
  const audit = await env.DB.prepare("select count(*) as n from audit_log where action = 'lead.follow_up' and target_id = ?").bind(String(contact.id)).first<{ n: number }>();
  expect(audit?.n).toBe(2);
});

test("'Répondre' writes the reply to the outbox, signed for the firm with its reply-to, and shows it in the history with its delivery state", async () => {
  const contact = await createContactRequest({ fullName: "Claire Fontaine", email: "claire.fontaine@exemple.fr" });
  const path = `/admin/demandes/contacts/${contact.id}`;
  const page = await get(path);
  expect(page).toContain(`value="Re : votre demande ${contact.reference}"`);
  const messageId = /name="messageId" value="([0-9a-f-]{36})"/.exec(page)?.[1];
  expect(messageId).toBeDefined();

  const form = {
    intent: "reply",
    messageId: messageId!,
    subject: `Re : votre demande ${contact.reference}`,
    body: "Bonjour,\nNous pouvons intervenir à Vincennes la semaine prochaine.",
  };
  const res = await post(path, form);
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("Réponse enregistrée et mise en file d'envoi");
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId!));
  expect(row).toMatchObject({
    type: "lead-reply",
    to: [{ email: "claire.fontaine@exemple.fr", name: "Claire Fontaine" }],
    replyTo: { email: "contact@example.fr", name: "Lutetia Géotechnique" },
    subject: `Re : votre demande ${contact.reference}`,
    relatedType: "contact_request",
    relatedId: contact.id,
  });
  // Nothing before what the staff member typed (no greeting of the template's own), and
  // under it exactly what the form said it would add.
  const additions = unescapeHtml(/Ajouté sous votre message, exactement :<\/p><pre[^>]*>([\s\S]*?)<\/pre>/.exec(page)?.[1] ?? "");
  expect(additions).toContain("Éva Lambert");
  expect(additions).toContain(`En réponse à votre demande ${contact.reference}`);
  expect(additions).toContain("L'équipe Lutetia Géotechnique");
  expect(row.text).toBe(`${form.body}\n\n${additions}`);
  expect(row.text).not.toContain("Bonjour Claire Fontaine");
  expect(row.html).not.toContain("Bonjour Claire Fontaine");
  expect(row.html).toContain("Lutetia Géotechnique SAS");

  const [event, moved] = await events("contact", contact.id);
  expect(event).toMatchObject({ type: "reply", author_id: editor.id, body: form.body });
  expect(JSON.parse(event.details!)).toEqual({ messageId, subject: form.subject, recipient: "claire.fontaine@exemple.fr" });
  // A « Nouveau » request is « En cours » once answered, with its history event and Journal entry.
  expect(moved).toMatchObject({ type: "status", author_id: editor.id });
  expect(JSON.parse(moved.details!)).toEqual({ from: "nouveau", to: "en_cours" });
  expect(await leadRow("contact_requests", contact.id)).toMatchObject({ status: "en_cours", version: 2, updated_by: editor.id });
  const statusAudit = await env.DB.prepare("select actor_id, details from audit_log where action = 'lead.status_change' and target_type = 'contact_request' and target_id = ?")
    .bind(String(contact.id))
    .first();
  expect(statusAudit).toEqual({ actor_id: editor.id, details: JSON.stringify({ from: "nouveau", to: "en_cours" }) });
  const audit = await env.DB.prepare("select actor_id from audit_log where action = 'lead.reply' and target_id = ?").bind(String(contact.id)).first();
  expect(audit).toEqual({ actor_id: editor.id });

  const { html } = await followRedirect(res, editorCookie);
  expect(html).toContain("Réponse envoyée");
  expect(html).toContain(`« Re : votre demande ${contact.reference} » à claire.fontaine@exemple.fr`);
  expect(html).toMatch(/En file d&#x27;attente|En cours d&#x27;envoi|Envoyé|Capturé \(non envoyé\)/);
  expect(html).toContain("Nouveau → En cours");
  // The history holds the text as the client receives it.
  expect(html).toContain("Texte reçu par le client");
  expect(html).toContain(`Nous pouvons intervenir à Vincennes la semaine prochaine.\n\n${escapeHtml(additions)}`);

  // The same form posted again (double click, back button) queues nothing more.
  const again = await post(path, form);
  expect(again.status).toBe(409);
  expect(await text(again)).toContain("Cette réponse a déjà été envoyée.");
  const count = await env.DB.prepare("select count(*) as n from email_outbox where related_type = 'contact_request' and related_id = ?").bind(contact.id).first<{ n: number }>();
  expect(count?.n).toBe(1);
  expect(await events("contact", contact.id)).toHaveLength(2);

  const emptyBody = await post(path, { ...form, messageId: crypto.randomUUID(), body: "" });
  expect(emptyBody.status).toBe(400);
  const refusedPage = await text(emptyBody);
  expect(refusedPage).toContain("Saisissez le texte de la réponse.");
  expect(refusedPage).toContain(`value="${form.subject}"`);
});

test("a reply is kept in the outbox and the history when the queue is down", async () => {
  const simulation = await createSimulation();
  const messageId = crypto.randomUUID();
  const queue = { send: async () => Promise.reject(new Error("Queue indisponible")) } as unknown as Queue;
  const outcome = await replyToLead(
    { db: db(), queue, origin: "https://x.test", secret: jwtSecret() },
    { id: editor.id, email: editor.email, firstName: "Éva", lastName: "Lambert" },
    { kind: "simulation", id: simulation.id, messageId, subject: `Re : votre simulation de devis ${simulation.devisNumber}`, body: "Votre devis est confirmé." },
  );
  expect(outcome).toEqual({ ok: true, messageId });
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, messageId));
  expect(row).toMatchObject({
    status: "queued",
    relatedType: "simulation",
    relatedId: simulation.id,
    to: [{ email: simulation.userEmail, name: `Paul ${simulation.userLastName}` }],
  });
  expect(row.lastError).toContain("Queue indisponible");
  expect((await events("simulation", simulation.id)).map((e) => e.type)).toEqual(["reply", "status"]);
  const html = await get(`/admin/demandes/simulations/${simulation.id}`);
  expect(html).toContain("En file d&#x27;attente");
  expect(html).toContain("Queue indisponible");
});

test("a reply leaves a request already « En cours », « Traité » or « Archivé » as it is", async () => {
  for (const status of ["en_cours", "traite", "archive"] as const) {
    const contact = await createContactRequest({ status });
    const res = await post(`/admin/demandes/contacts/${contact.id}`, {
      intent: "reply",
      messageId: crypto.randomUUID(),
      subject: `Re : votre demande ${contact.reference}`,
      body: "Bonjour Madame Martin,\nVoici les éléments demandés.",
    });
    expect(res.status, status).toBe(302);
    expect(await leadRow("contact_requests", contact.id), status).toMatchObject({ status, version: 1 });
    expect((await events("contact", contact.id)).map((e) => e.type)).toEqual(["reply"]);
  }
});

test("'cette semaine' runs from today to Sunday", () => {
  expect(endOfWeek("2026-11-26")).toBe("2026-11-29");
  expect(endOfWeek("2026-11-29")).toBe("2026-11-29");
  expect(endOfWeek("2026-11-30")).toBe("2026-12-06");
  expect(endOfWeek("2026-12-31")).toBe("2027-01-03");
});

test("the 'Demandes' list shows contacts and simulations together and filters by type, status, owner and follow-up day", async () => {
  const tag = `Filtre${Math.random().toString(36).slice(2, 7)}`;
  const today = parisDay(new Date());
  const mine = await createContactRequest({ fullName: `${tag} Mien`, ownerId: editor.id, followUpOn: addDays(today, -2) });
  const theirs = await createSimulation({ userLastName: `${tag} Collègue`, ownerId: colleague.id, followUpOn: today, status: "en_cours" });
  // Next Monday: never "this week", whatever today is.
  const free = await createContactRequest({ fullName: `${tag} Libre`, followUpOn: addDays(endOfWeek(today), 1) });
  const closed = await createSimulation({ userLastName: `${tag} Archivé`, ownerId: editor.id, followUpOn: addDays(today, -5), status: "archive" });
  const names = (html: string) => ["Mien", "Collègue", "Libre", "Archivé"].filter((name) => html.includes(`${tag} ${name}`));
  const list = (params: string) => get(`/admin/demandes?q=${tag}${params}`);

  const all = await list("");
  expect(names(all)).toEqual(["Mien", "Collègue", "Libre", "Archivé"]);
  expect(all).toContain(`href="/admin/demandes/contacts/${mine.id}"`);
  expect(all).toContain(`href="/admin/demandes/simulations/${theirs.id}"`);
  expect(all).toContain("Hugo Perrin");
  expect(all).toContain("Non attribuée");
  expect(all).toContain("En retard");

  expect(names(await list("&type=simulation"))).toEqual(["Collègue", "Archivé"]);
  expect(names(await list("&type=contact&status=nouveau"))).toEqual(["Mien", "Libre"]);
  expect(names(await list("&owner=moi"))).toEqual(["Mien", "Archivé"]);
  expect(names(await list(`&owner=${colleague.id}`))).toEqual(["Collègue"]);
  expect(names(await list("&owner=aucun"))).toEqual(["Libre"]);
  // Due filters count open requests only: the archived one is never due.
  expect(names(await list("&due=retard"))).toEqual(["Mien"]);
  expect(names(await list("&due=aujourdhui"))).toEqual(["Collègue"]);
  expect(names(await list("&due=semaine"))).toEqual(["Collègue"]);
  // The same list for Hugo: "moi" is Hugo.
  expect(names(await get(`/admin/demandes?q=${tag}&owner=moi`, colleagueCookie))).toEqual(["Collègue"]);
  // Filters stay in the URL of the pages.
  expect(await list("&owner=moi&page=2")).toContain("Aucune demande ne correspond à votre recherche.");
  expect(free.id).toBeGreaterThan(0);
  expect(closed.id).toBeGreaterThan(0);
});

test("the sidebar's 'Demandes' link tells editors how many requests are new", async () => {
  await createContactRequest();
  await createSimulation();
  const count = await env.DB.prepare(
    "select (select count(*) from contact_requests where status = 'nouveau') + (select count(*) from simulations where status = 'nouveau') as n",
  ).first<{ n: number }>();
  const html = await get("/admin");
  expect(count!.n).toBeGreaterThan(1);
  expect(html).toMatch(new RegExp(`>Demandes</span><span class="[^"]*">${count!.n}<span class="sr-only"> nouvelles</span></span>`));
  // Authors do not see the leads, nor their count.
  const author = await createStaff("author");
  const authorPage = await get("/admin", await sessionCookieHeader(author));
  expect(authorPage).not.toContain("nouvelles");
  expect(authorPage).not.toContain('href="/admin/demandes"');
});

test("the daily e-mail lists each owner's due and overdue open requests, once a day", async () => {
  const now = new Date("2031-03-12T01:15:00Z");
  const today = parisDay(now);
  const owner = await createStaff("editor", { firstName: "Inès", lastName: "Roux" });
  const other = await createStaff("editor", { firstName: "Léo", lastName: "Blanc" });
  const overdue = await createContactRequest({ fullName: "Relance Retard", ownerId: owner.id, followUpOn: addDays(today, -3) });
  const due = await createSimulation({ userLastName: "Relance Jour", ownerId: owner.id, followUpOn: today, status: "en_cours" });
  await createContactRequest({ fullName: "Relance Demain", ownerId: owner.id, followUpOn: addDays(today, 1) });
  await createContactRequest({ fullName: "Relance Traitée", ownerId: owner.id, followUpOn: addDays(today, -1), status: "traite" });
  await createContactRequest({ fullName: "Relance Léo", ownerId: other.id, followUpOn: today });

  const result = await sendFollowUpReminders({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" }, now);
  expect(result.day).toBe(today);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.messageId, followUpMessageId(today, owner.id)));
  expect(mail).toMatchObject({ type: "lead-follow-ups", to: [{ email: owner.email }], subject: "[Relances] 2 demandes à relancer le 12/03/2031" });
  expect(mail.text).toContain("Bonjour Inès,");
  expect(mail.text).toContain("Vous avez 2 demandes à relancer aujourd'hui, dont 1 en retard.");
  expect(mail.text).toContain(
    `${overdue.reference} – Relance Retard (contact) : relance prévue le 09/03/2031, en retard : https://www.lutetia-geotechnique.test/admin/demandes/contacts/${overdue.id}`,
  );
  expect(mail.text).toContain(
    `${due.devisNumber} – Paul Relance Jour (simulation) : relance prévue aujourd'hui : https://www.lutetia-geotechnique.test/admin/demandes/simulations/${due.id}`,
  );
  expect(mail.text).not.toContain("Relance Demain");
  expect(mail.text).not.toContain("Relance Traitée");
  expect(mail.text).not.toContain("Relance Léo");
  const [otherMail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.messageId, followUpMessageId(today, other.id)));
  expect(otherMail.text).toContain("Relance Léo");

  // A second run the same day (retry, second cron) sends nothing more.
  const again = await sendFollowUpReminders({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" }, now);
  expect(again.sent).toBe(0);
  const sent = await env.DB.prepare("select count(*) as n from email_outbox where type = 'lead-follow-ups' and message_id like ?")
    .bind(`follow-ups-${today}-%`)
    .first<{ n: number }>();
  expect(sent?.n).toBe(result.sent);
});

test("the daily cron sends the follow-up reminders", async () => {
  const now = new Date();
  const today = parisDay(now);
  const owner = await createStaff("editor", { firstName: "Nora" });
  await createContactRequest({ fullName: "Relance Cron", ownerId: owner.id, followUpOn: today });
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "15 1 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.messageId, followUpMessageId(today, owner.id)));
  expect(mail.text).toContain("Relance Cron");
});

test("the notes and replies of a prospect purged after 3 years go with their request", async () => {
  const longAgo = new Date(Date.now() - 4 * 365 * 86_400_000);
  const old = await createContactRequest({ email: `ancien.${crypto.randomUUID().slice(0, 8)}@exemple.fr`, createdAt: longAgo });
  const recent = await createContactRequest();
  for (const lead of [old, recent]) {
    const res = await post(`/admin/demandes/contacts/${lead.id}`, { intent: "note", body: "Numéro personnel : 06 00 00 00 00" });
    expect(res.status).toBe(302);
  }
  // The note itself is not a contact with the prospect: the old request is still past retention.
  const purged = await purgeExpired({ db: db(), attachments: env.ATTACHMENTS });
  expect(purged.leadEvents).toBeGreaterThanOrEqual(1);
  expect(await events("contact", old.id)).toEqual([]);
  expect(await events("contact", recent.id)).toHaveLength(1);
});

test("a staff member who owns requests can be deleted: their requests read 'Non attribuée' and keep their history", async () => {
  const leaving = await createStaff("editor", { firstName: "Paul", lastName: "Départ" });
  const contact = await createContactRequest({ fullName: `Orpheline ${crypto.randomUUID().slice(0, 6)}` });
  const assigned = await post(`/admin/demandes/contacts/${contact.id}`, { intent: "assign", version: "1", ownerId: String(leaving.id) });
  expect(assigned.status).toBe(302);
  await post(`/admin/demandes/contacts/${contact.id}`, { intent: "note", body: "Note de Paul" }, await sessionCookieHeader(leaving));
  await env.DB.prepare("delete from users where id = ?").bind(leaving.id).run();
  const list = await get(`/admin/demandes?q=${encodeURIComponent(contact.fullName)}&owner=aucun`);
  expect(list).toContain(contact.reference);
  const detail = await get(`/admin/demandes/contacts/${contact.id}`);
  expect(detail).toMatch(/Responsable : <strong[^>]*>Non attribuée<\/strong>/);
  expect(detail).toContain("Note de Paul");
  expect(detail).toContain("par un compte supprimé le");
});

test("a contact request still being stored is in no list, no count, no reminder and takes no follow-up", async () => {
  const tag = `EnCours${Math.random().toString(36).slice(2, 7)}`;
  const now = new Date("2031-05-06T01:15:00Z");
  const owner = await createStaff("editor");
  const pending = await createContactRequest({
    fullName: `${tag} Attente`,
    ownerId: owner.id,
    followUpOn: addDays(parisDay(now), -1),
    pending: { messageId: crypto.randomUUID(), files: [] },
  });
  const countNew = async () =>
    (await env.DB.prepare(
      "select (select count(*) from contact_requests where status = 'nouveau' and pending is null) + (select count(*) from simulations where status = 'nouveau') as n",
    ).first<{ n: number }>())!.n;

  expect(await get(`/admin/demandes?q=${tag}`)).not.toContain(`${tag} Attente`);
  expect(await get("/admin")).toMatch(new RegExp(`>Demandes</span><span class="[^"]*">${await countNew()}<span class="sr-only">`));
  const note = await post(`/admin/demandes/contacts/${pending.id}`, { intent: "note", body: "Ne doit pas être enregistrée" });
  expect(note.status).toBe(404);
  expect(await events("contact", pending.id)).toEqual([]);
  await sendFollowUpReminders({ db: db(), queue: env.MAIL_QUEUE, origin: "https://www.lutetia-geotechnique.test" }, now);
  const reminders = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.messageId, followUpMessageId(parisDay(now), owner.id)));
  expect(reminders).toEqual([]);
});
