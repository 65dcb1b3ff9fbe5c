// Account e-mails are for super admins only, under Utilisateurs (docs/decisions/323); the
// outbox says « Capturé (non envoyé) » for what never left, a super admin opens a captured
// message (text, HTML in a sandboxed frame, attachments), never a sent one's body
// (docs/decisions/324); every kind of e-mail has a French label.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, type outboxStatuses } from "~/db/schema";
import { consumeMailBatch } from "~/lib/mail/consumer.server";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { capturedTransport } from "~/lib/mail/transport.server";
import { MAIL_TYPES, mailTypeLabel, UNKNOWN_MAIL_TYPE_LABEL } from "~/lib/mail/types";
import { parseEnv } from "~/lib/env.server";
import { createSimulation } from "../factories/leads";
import { createStaff, sessionCookieHeader, type TestStaff } from "../factories/staff";
import { db, request } from "../helpers";

let editorCookie = "";
let adminCookie = "";
let admin: TestStaff;

beforeAll(async () => {
  editorCookie = await sessionCookieHeader(await createStaff("editor"));
  admin = await createStaff("super_admin");
  adminCookie = await sessionCookieHeader(admin);
});

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const get = (path: string, cookie: string) => request(path, { headers: { cookie } });

async function stored(values: { type: string; subject: string; related?: { type: string; id: number }; status?: (typeof outboxStatuses)[number]; text?: string; html?: string }) {
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: values.type,
      to: [{ email: "destinataire@exemple.fr" }],
      subject: values.subject,
      text: values.text ?? "Texte",
      html: values.html ?? "<p>Texte</p>",
      status: values.status ?? "queued",
      relatedType: values.related?.type,
      relatedId: values.related?.id,
    })
    .returning();
  return row;
}

test("account e-mails are neither in Demandes → E-mails nor its CSV: they are listed for super admins under Utilisateurs, with French labels", async () => {
  const marker = `m${crypto.randomUUID().slice(0, 8)}`;
  const user = { type: "user", id: admin.id };
  await stored({ type: "lead-reply", subject: `${marker} réponse au client`, related: { type: "contact_request", id: 1 } });
  const account = [
    await stored({ type: "staff-invitation", subject: `${marker} invitation`, related: user }),
    await stored({ type: "password-reset", subject: `${marker} réinitialisation`, related: user }),
    await stored({ type: "new-sign-in", subject: `${marker} nouvelle connexion`, related: user }),
    await stored({ type: "two-factor-reset", subject: `${marker} double authentification`, related: user }),
    await stored({ type: "password-changed", subject: `${marker} mot de passe modifié`, related: user }),
    // A kind this version does not know, written about an account (a newer lock notice…).
    await stored({ type: "account-locked", subject: `${marker} compte verrouillé`, related: user }),
  ];

  for (const cookie of [editorCookie, adminCookie]) {
    const leads = await text(await get(`/admin/demandes/emails?q=${marker}`, cookie));
    expect(leads).toContain(`${marker} réponse au client`);
    expect(leads).toContain("Réponse à une demande");
    for (const row of account) expect(leads).not.toContain(row.subject);
  }
  const csv = await text(await get(`/admin/demandes/export/emails?q=${marker}`, editorCookie));
  expect(csv).toContain(`${marker} réponse au client`);
  expect(csv).toContain("Réponse à une demande");
  for (const row of account) expect(csv).not.toContain(row.subject);

  const denied = await get("/admin/users/emails", editorCookie);
  expect(denied.status).toBe(302);
  expect(denied.headers.get("location")).toBe("/admin/access-denied");

  const accounts = await text(await get(`/admin/users/emails?q=${marker}`, adminCookie));
  for (const row of account) expect(accounts).toContain(row.subject);
  expect(accounts).not.toContain(`${marker} réponse au client`);
  for (const label of [
    "Invitation à l&#x27;administration",
    "Lien de réinitialisation du mot de passe",
    "Alerte de nouvelle connexion",
    "Double authentification réinitialisée",
    "Mot de passe modifié",
    UNKNOWN_MAIL_TYPE_LABEL,
  ]) {
    expect(accounts).toContain(label);
  }
  // Labels, never codes.
  for (const code of ["staff-invitation", "password-reset", "new-sign-in", "two-factor-reset", "account-locked"]) expect(accounts).not.toContain(`>${code}<`);
  expect(accounts).toContain('aria-label="Utilisateurs"');
});

test("an editor cannot resend an account e-mail from Demandes; a super admin can from Utilisateurs", async () => {
  const dead = await stored({ type: "staff-invitation", subject: "Invitation abandonnée", related: { type: "user", id: admin.id }, status: "dead" });
  const post = (path: string, cookie: string) => request(path, { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "resend", id: String(dead.id) }) });
  const status = async () => (await env.DB.prepare("select status from email_outbox where id = ?").bind(dead.id).first<{ status: string }>())?.status;

  const refused = await post("/admin/demandes/emails", editorCookie);
  expect(refused.status).toBe(409);
  expect(await status()).toBe("dead");
  expect((await post("/admin/demandes/emails", adminCookie)).status).toBe(409);
  expect(await status()).toBe("dead");

  const resent = await post("/admin/users/emails", adminCookie);
  expect(resent.status).toBe(302);
  expect(resent.headers.get("location")).toBe("/admin/users/emails");
  expect(await status()).not.toBe("dead");
});

test("locally a message is « Capturé (non envoyé) »; a super admin opens its text, its HTML in a sandboxed frame and its attachment, and the Journal says so", async () => {
  const simulation = await createSimulation();
  const origin = "https://www.lutetia-geotechnique.test";
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "simulation-recap",
      to: [{ email: simulation.userEmail, name: "Paul Durand" }],
      subject: `Votre estimation de devis ${simulation.devisNumber}`,
      text: `Bonjour Paul,\nTélécharger votre devis (PDF) : ${origin}/simulateur/devis/${simulation.publicToken}\nVoir aussi https://evil.example/payer`,
      html: `<p>Bonjour Paul,</p><script>alert("capturé")</script><p><a href="${origin}/simulateur/devis/${simulation.publicToken}">Télécharger</a></p>`,
      attachments: [{ kind: "simulation-pdf", simulationId: simulation.id, filename: `devis-${simulation.devisNumber}.pdf` }],
      relatedType: "simulation",
      relatedId: simulation.id,
    })
    .returning();
  const batch = createMessageBatch("lutetia-mail", [{ id: "c", timestamp: new Date(), attempts: 1, body: { version: 1, type: "email", messageId: row.messageId } }]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, { db: db(), transport: capturedTransport, resolveAttachment: (ref) => resolveMailAttachment({ db: db(), env: parseEnv(env) }, ref) });
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["c"]);

  const list = await text(await get(`/admin/demandes/emails?q=${simulation.devisNumber}`, adminCookie));
  // The state's badge (the status filter lists every state, « Envoyé » included).
  expect(list).toMatch(/rounded-full[^>]*>Capturé \(non envoyé\)</);
  expect(list).not.toMatch(/rounded-full[^>]*>Envoyé</);
  expect(list).toContain("capturé le");
  expect(list).toContain(`href="/admin/emails/${row.id}"`);
  expect(list).toContain("Aucun fournisseur d&#x27;envoi n&#x27;est configuré");
  // Editors see the state, not the message.
  expect(await text(await get(`/admin/demandes/emails?q=${simulation.devisNumber}`, editorCookie))).not.toContain(`href="/admin/emails/${row.id}"`);

  const viewer = await get(`/admin/emails/${row.id}`, adminCookie);
  expect(viewer.status).toBe(200);
  const page = await text(viewer);
  expect(page).toContain("Récapitulatif de devis (client)");
  expect(page).toContain("Paul Durand &lt;");
  // The site's own link is clickable; any other address stays text.
  expect(page).toContain(`<a href="${origin}/simulateur/devis/${simulation.publicToken}"`);
  expect(page).toContain("https://evil.example/payer");
  expect(page).not.toContain('href="https://evil.example/payer"');
  // The HTML version: in a frame without any permission, its markup escaped in srcdoc.
  expect(page).toMatch(/<iframe title="Version HTML de l&#x27;e-mail « Votre estimation de devis [^"]+ »" sandbox="" srcDoc="[^"]*&lt;script&gt;alert/);
  expect(page).not.toContain('<script>alert("capturé")</script>');
  expect(page).toContain(`href="/admin/emails/${row.id}/pieces-jointes/0"`);

  const pdf = await get(`/admin/emails/${row.id}/pieces-jointes/0`, adminCookie);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(pdf.headers.get("content-disposition")).toContain(`attachment; filename="devis-${simulation.devisNumber}.pdf"`);
  expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  expect((await get(`/admin/emails/${row.id}/pieces-jointes/1`, adminCookie)).status).toBe(404);

  const audit = await env.DB.prepare("select actor_id, details from audit_log where action = 'mail.view' and target_id = ?").bind(String(row.id)).first();
  expect(audit).toEqual({ actor_id: admin.id, details: JSON.stringify({ type: "simulation-recap" }) });

  // Editors cannot open it.
  const denied = await get(`/admin/emails/${row.id}`, editorCookie);
  expect(denied.status).toBe(302);
  expect(denied.headers.get("location")).toBe("/admin/access-denied");
});

test("a message the provider accepted reads « Envoyé » and its body is not shown, nor its attachments", async () => {
  const simulation = await createSimulation();
  const sent = await stored({
    type: "simulation-recap",
    subject: `Envoyé ${simulation.devisNumber}`,
    status: "sent",
    text: "Contenu confidentiel du message envoyé",
    html: "<p>Contenu confidentiel du message envoyé</p>",
  });
  await db()
    .update(emailOutbox)
    .set({ attachments: [{ kind: "simulation-pdf", simulationId: simulation.id, filename: "devis.pdf" }] })
    .where(eq(emailOutbox.id, sent.id));
  const page = await text(await get(`/admin/emails/${sent.id}`, adminCookie));
  expect(page).toMatch(/rounded-full[^>]*>Envoyé</);
  expect(page).toContain("Le fournisseur d&#x27;envoi a accepté cet e-mail : son contenu n&#x27;est plus affiché ici.");
  expect(page).not.toContain("Contenu confidentiel");
  expect(page).not.toContain("<iframe");
  expect((await get(`/admin/emails/${sent.id}/pieces-jointes/0`, adminCookie)).status).toBe(404);
  expect(await env.DB.prepare("select count(*) as n from audit_log where action = 'mail.view' and target_id = ?").bind(String(sent.id)).first("n")).toBe(0);
});

// Every kind the source writes (the *_EMAIL_TYPE constants and the `type: "…"` of the e-mail
// builders), read from the source itself, so a new kind without a label fails here.
const sources = import.meta.glob("/app/**/*.ts", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

test("every kind of e-mail the site writes has a French label, and none is shown as its code", () => {
  const written = new Set<string>();
  for (const source of Object.values(sources)) {
    if (!/renderEmail\(|outboxInsert\(|email_outbox/.test(source)) continue;
    for (const match of source.matchAll(/\b[A-Z_]*EMAIL_TYPE\s*=\s*"([a-z0-9-]+)"/g)) written.add(match[1]);
    for (const match of source.matchAll(/\btype:\s*"([a-z0-9]+(?:-[a-z0-9]+)+)"/g)) written.add(match[1]);
  }
  expect(written.size).toBeGreaterThanOrEqual(13);
  const missing = [...written].filter((type) => !Object.hasOwn(MAIL_TYPES, type));
  expect(missing, "types d'e-mail sans libellé dans app/lib/mail/types.ts").toEqual([]);
  for (const [type, info] of Object.entries(MAIL_TYPES)) {
    expect(info.label, type).not.toBe(type);
    expect(info.label.trim().length, type).toBeGreaterThan(3);
    expect(mailTypeLabel(type)).toBe(info.label);
  }
  expect(mailTypeLabel("un-type-inconnu")).toBe(UNKNOWN_MAIL_TYPE_LABEL);
});
