import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { csvCell, toCsv } from "~/lib/leads/csv";
import { createAttachment, createContactRequest, createSimulation } from "../factories/leads";
import { createStaff, sessionCookieHeader, type TestStaff } from "../factories/staff";
import { db, flashOf, request } from "../helpers";

let editor: TestStaff;
let editorCookie = "";

beforeAll(async () => {
  editor = await createStaff("editor", { firstName: "Éva", lastName: "Lambert" });
  editorCookie = await sessionCookieHeader(editor);
});

const get = (path: string, cookie = editorCookie) => request(path, { headers: cookie ? { cookie } : {} });

test("a CSV cell that a spreadsheet would run as a formula is neutralised", () => {
  expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  expect(csvCell("+33 6 12 34 56 78")).toBe("'+33 6 12 34 56 78");
  expect(csvCell("-2+3")).toBe("'-2+3");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvCell("\t=1")).toBe("'\t=1");
  expect(csvCell("Dupont; fils")).toBe('"Dupont; fils"');
  expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
  expect(csvCell(null)).toBe("");
  expect(csvCell(1200)).toBe("1200");
  expect(toCsv(["a", "b"], [["1", "2"]])).toBe("\uFEFFa;b\r\n1;2\r\n");
});

test("the contact requests list shows the newest first and searches", async () => {
  // /admin/demandes lists contacts and simulations together (tests/integration/lead-follow-up.test.ts);
  // the contacts alone are at /admin/demandes/contacts. Both answer here.
  const older = await createContactRequest({ fullName: "Ancien Client", createdAt: new Date(Date.now() - 86_400_000) });
  const newer = await createContactRequest({ fullName: "Nouveau Client" });
  for (const list of ["/admin/demandes", "/admin/demandes/contacts"]) {
    const html = (await (await get(list)).text()).replaceAll("<!-- -->", "");
    expect(html.indexOf(newer.reference)).toBeGreaterThan(-1);
    expect(html.indexOf(newer.reference)).toBeLessThan(html.indexOf(older.reference));
    const found = (await (await get(`${list}?q=${encodeURIComponent("ancien client")}`)).text()).replaceAll("<!-- -->", "");
    expect(found).toContain(older.reference);
    expect(found).not.toContain(newer.reference);
  }
});

test("the detail of a contact request shows its message and attachments", async () => {
  const contact = await createContactRequest({ message: "Fissures apparues après la sécheresse de l'été." });
  const file = await createAttachment(contact.id);
  const res = await get(`/admin/demandes/contacts/${contact.id}`);
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(res.status).toBe(200);
  expect(html).toContain("Fissures apparues après la sécheresse de l&#x27;été.");
  expect(html).toContain(`href="/admin/demandes/pieces-jointes/${file.id}"`);
  expect(html).toContain("plan de masse été.pdf");
  const missing = await get("/admin/demandes/contacts/999999");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Demande de contact introuvable");
});

test("an attachment streams from R2 to editors as a download, never to anonymous visitors or authors", async () => {
  const contact = await createContactRequest();
  const file = await createAttachment(contact.id, "%PDF-1.4 contenu du rapport");
  const res = await get(`/admin/demandes/pieces-jointes/${file.id}`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe("%PDF-1.4 contenu du rapport");
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="plan de masse ete.pdf"; filename*=UTF-8''plan%20de%20masse%20%C3%A9t%C3%A9.pdf`);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toBe("private, no-store");

  const anonymous = await get(`/admin/demandes/pieces-jointes/${file.id}`, "");
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(`/admin/demandes/pieces-jointes/${file.id}`)}`);
  expect(await anonymous.text()).not.toContain("contenu du rapport");
  for (const role of ["author", "contributor"] as const) {
    const denied = await get(`/admin/demandes/pieces-jointes/${file.id}`, await sessionCookieHeader(await createStaff(role)));
    expect(denied.status).toBe(302);
    expect(denied.headers.get("location")).toBe("/admin/access-denied");
    expect(await denied.text()).not.toContain("contenu du rapport");
  }
});

test("changing a lead's status records who did it, in the row and in the audit log", async () => {
  const contact = await createContactRequest();
  const res = await request(`/admin/demandes/contacts/${contact.id}`, {
    method: "POST",
    headers: { cookie: editorCookie },
    body: new URLSearchParams({ intent: "status", status: "en_cours", version: "1" }),
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`/admin/demandes/contacts/${contact.id}`);
  expect(flashOf(res)?.message).toBe("Statut mis à jour");
  const row = await env.DB.prepare("select status, status_changed_by from contact_requests where id = ?").bind(contact.id).first();
  expect(row).toEqual({ status: "en_cours", status_changed_by: editor.id });
  const audit = await env.DB.prepare("select actor_id, target_type, details from audit_log where action = 'lead.status_change' and target_id = ?")
    .bind(String(contact.id))
    .first<{ actor_id: number; target_type: string; details: string }>();
  expect(audit?.actor_id).toBe(editor.id);
  expect(audit?.target_type).toBe("contact_request");
  expect(JSON.parse(audit!.details)).toEqual({ from: "nouveau", to: "en_cours" });
  const html = (await (await get(`/admin/demandes?q=${contact.reference}`)).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("En cours");
  expect(html).toContain("par Éva Lambert le");

  const invalid = await request(`/admin/demandes/contacts/${contact.id}`, {
    method: "POST",
    headers: { cookie: editorCookie },
    body: new URLSearchParams({ intent: "status", status: "supprime", version: "2" }),
  });
  expect(invalid.status).toBe(400);
});

test("a simulation shows its lines and totals, its status can change and its PDF downloads", async () => {
  const simulation = await createSimulation();
  const html = (await (await get(`/admin/demandes/simulations/${simulation.id}`)).text()).replaceAll("<!-- -->", "");
  expect(html).toContain(simulation.devisNumber);
  expect(html).toContain("Étude G2 AVP");
  expect(html).toMatch(/4\s080\s€/);
  expect(html).toContain(`href="/admin/demandes/simulations/${simulation.id}/devis.pdf"`);

  const res = await request(`/admin/demandes/simulations/${simulation.id}`, {
    method: "POST",
    headers: { cookie: editorCookie },
    body: new URLSearchParams({ intent: "status", status: "traite", version: "1" }),
  });
  expect(res.status).toBe(302);
  const audit = await env.DB.prepare("select details from audit_log where action = 'lead.status_change' and target_type = 'simulation' and target_id = ?")
    .bind(String(simulation.id))
    .first<{ details: string }>();
  expect(JSON.parse(audit!.details)).toEqual({ from: "nouveau", to: "traite" });

  const pdf = await get(`/admin/demandes/simulations/${simulation.id}/devis.pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(pdf.headers.get("content-disposition")).toContain("attachment");
  expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
});

test("the contact CSV export is UTF-8 with BOM and neutralises formulas", async () => {
  const contact = await createContactRequest({
    fullName: '=HYPERLINK("http://evil.example","clic")',
    phone: "+33 6 00 00 00 00",
    message: "@SUM(1+1); -10 euros",
  });
  const res = await get(`/admin/demandes/export/contacts?q=${encodeURIComponent(contact.reference)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="demandes-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  const [header, line] = text.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toBe("Référence;Date;Nom complet;Email;Téléphone;Métier;Objet;Message;Pièces jointes;Statut;Statut modifié par;Statut modifié le");
  expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
  expect(line).toContain("'+33 6 00 00 00 00");
  expect(line).toContain(`"'@SUM(1+1); -10 euros"`);
  expect(line).toContain("Particulier;Étude géotechnique G1");
  expect(line.split(";")[0]).toBe(contact.reference);
});

test("the simulations, newsletter and e-mail lists export to CSV as well", async () => {
  const simulation = await createSimulation({ userLastName: "-Export" });
  await db().insert(newsletterSubscribers).values({ email: "=abonne@exemple.fr", token: crypto.randomUUID(), consentAt: new Date(), status: "confirmed" });
  const sims = await (await get(`/admin/demandes/export/simulations?q=${simulation.devisNumber}`)).text();
  expect(sims).toContain(`${simulation.devisNumber};`);
  expect(sims).toContain(";'-Export;");
  const newsletter = await (await get("/admin/demandes/export/newsletter?q=abonne")).text();
  expect(newsletter).toContain("'=abonne@exemple.fr;Confirmé");
  const emails = await get("/admin/demandes/export/emails");
  expect(emails.status).toBe(200);
  const bytes = new Uint8Array(await emails.arrayBuffer());
  expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toMatch(/^\uFEFFDate;Type;Destinataires;Objet;Statut/);
  expect((await get("/admin/demandes/export/inconnue")).status).toBe(404);
});

test("the newsletter list shows subscribers with their consent", async () => {
  await db().insert(newsletterSubscribers).values({ email: "lecteur.fidele@exemple.fr", token: crypto.randomUUID(), consentAt: new Date() });
  const html = (await (await get("/admin/demandes/newsletter?q=fidele")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("lecteur.fidele@exemple.fr");
  expect(html).toContain("En attente de confirmation");
});

test("'Renvoyer' puts a failed e-mail back in the queue and is offered only for failed or dead ones", async () => {
  const [failed] = await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "contact-notification",
      to: [{ email: "equipe@exemple.fr" }],
      subject: "Échec de test",
      text: "t",
      html: "<p>t</p>",
      status: "dead",
      attempts: 5,
      lastError: "HTTP 500",
    })
    .returning();
  await db()
    .insert(emailOutbox)
    .values({
      messageId: crypto.randomUUID(),
      type: "contact-notification",
      to: [{ email: "equipe@exemple.fr" }],
      subject: "Déjà parti",
      text: "t",
      html: "<p>t</p>",
      status: "sent",
    });
  const html = (await (await get("/admin/demandes/emails")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("Échec de test");
  expect(html).toContain("HTTP 500");
  expect(html.match(/Renvoyer<span/g)?.length).toBe(1);

  const res = await request("/admin/demandes/emails", {
    method: "POST",
    headers: { cookie: editorCookie },
    body: new URLSearchParams({ intent: "resend", id: String(failed.id) }),
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/demandes/emails");
  expect(flashOf(res)?.message).toBe("Message remis en file d'envoi");
  const row = await env.DB.prepare("select status from email_outbox where id = ?").bind(failed.id).first<{ status: string }>();
  expect(row?.status).not.toBe("dead");
  const audit = await env.DB.prepare("select actor_id from audit_log where action = 'mail.resend' and target_id = ?").bind(String(failed.id)).first();
  expect(audit).toEqual({ actor_id: editor.id });

  const again = await request("/admin/demandes/emails", {
    method: "POST",
    headers: { cookie: editorCookie },
    body: new URLSearchParams({ intent: "resend", id: String(failed.id) }),
  });
  expect(again.status).toBe(409);
});
