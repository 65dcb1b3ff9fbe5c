// A contact request interrupted half-way — the Worker killed, or D1 failing between the R2
// writes and the finalising batch — ends complete with its notification, or leaves nothing
// at all: never a row without its files, nor files without their row.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { contactAttachments, contactRequests, emailOutbox } from "~/db/schema";
import { beginContactRequest, discardContactRequest, finaliseContactRequest, type NewContactRequest, storeAttachments } from "~/lib/contact/contact.server";
import { checkFileContents } from "~/lib/contact/files.server";
import { contactMessages } from "~/lib/contact/schema";
import { PENDING_CONTACT_TIMEOUT_MS, sweepContactSubmissions, sweepOrphanAttachments } from "~/lib/contact/sweep.server";
import { countNewLeads, exportContactRequests, getContactRequest, listContactRequests } from "~/lib/leads/leads.server";
import { parseListFilters } from "~/lib/leads/schema";
import { getDailyFigures } from "~/lib/stats/queries.server";
import worker from "../../workers/app";
import { faultyD1, fetchWith, isWrite } from "../faulty-d1";
import { db } from "../helpers";
import { count, esc, formData, pdfFile, pngFile, setSetting, uniqueIp } from "./forms-helpers";

const visitor = {
  fullName: "Marie Dupont",
  phone: "01 23 45 67 89",
  profession: "particulier" as const,
  subject: "demande_devis" as const,
  message: "Bonjour, je souhaite un devis pour une étude G2 avant l'achat d'un terrain.",
};

const unique = (email: string) => `${crypto.randomUUID().slice(0, 8)}-${email}`;
const later = () => new Date(Date.now() + PENDING_CONTACT_TIMEOUT_MS + 60_000);
const sweepDeps = () => ({ db: db(), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN });

async function newRequest(email: string, files: Array<File>) {
  const checked = await checkFileContents(files);
  const input: NewContactRequest = { ...visitor, email, files: checked.files, userAgent: "vitest" };
  return { input, checked: checked.files };
}

async function objectsUnder(prefix: string) {
  return (await env.ATTACHMENTS.list({ prefix })).objects.map((o) => o.key);
}

/** The 10-minute cron tick, as Cloudflare would run it at `when`. */
async function cronTick(when: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: when, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function auditRows(action: string, targetId: number) {
  const { results } = await env.DB.prepare("select details from audit_log where action = ? and target_id = ?").bind(action, String(targetId)).all<{ details: string }>();
  return results.map((r) => JSON.parse(r.details) as Record<string, unknown>);
}

test("a request killed after its files reached R2 stays out of the admin, then the cron finishes it and queues its notification", async () => {
  await setSetting("contact", "notification_email", "equipe@example.fr");
  const email = unique("interrompue@example.fr");
  const { input, checked } = await newRequest(email, [pdfFile("plan de masse.pdf", 4096), pngFile("façade.png")]);
  const pending = await beginContactRequest(db(), input);
  await storeAttachments(env.ATTACHMENTS, pending, checked);
  // The Worker dies here: no finalising batch.

  expect(await objectsUnder(`contact/${pending.id}/`)).toHaveLength(2);
  expect(await getContactRequest(db(), pending.id)).toBeNull();
  const listed = await listContactRequests(db(), parseListFilters(new URL(`http://localhost/admin/demandes?q=${encodeURIComponent(email)}`)));
  expect(listed.rows).toEqual([]);
  const newLeads = await countNewLeads(db());
  expect((await exportContactRequests(db(), { q: email, status: "" })).map((r) => r.id)).toEqual([]);
  const todayContacts = async () => (await getDailyFigures(db(), "7d")).daily.at(-1)?.contactRequests;
  const contactsToday = await todayContacts();

  // A tick before the timeout leaves it alone (it may still be uploading).
  await cronTick(new Date());
  const [stillPending] = await db().select().from(contactRequests).where(eq(contactRequests.id, pending.id));
  expect(stillPending.pending).not.toBeNull();

  await cronTick(later());
  const [row] = await db().select().from(contactRequests).where(eq(contactRequests.id, pending.id));
  expect(row.pending).toBeNull();
  expect(row.reference).toBe(`CT-${new Date().getFullYear()}-${String(pending.id).padStart(6, "0")}`);
  const attachments = await db().select().from(contactAttachments).where(eq(contactAttachments.requestId, pending.id));
  expect(attachments.map((a) => [a.originalName, a.size, a.mimeType]).sort()).toEqual([
    ["façade.png", 12, "image/png"],
    ["plan de masse.pdf", 4096, "application/pdf"],
  ]);
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.messageId, pending.pending.messageId));
  expect(mail).toMatchObject({ type: "contact-notification", to: [{ email: "equipe@example.fr" }], relatedId: pending.id });
  expect(mail.subject).toContain(row.reference);
  expect(mail.text).toContain("plan de masse.pdf");
  expect(await auditRows("contact.recovered", pending.id)).toEqual([{ reference: row.reference, files: 2 }]);

  const shown = await getContactRequest(db(), pending.id);
  expect(shown?.attachments.map((a) => a.originalName).sort()).toEqual(["façade.png", "plan de masse.pdf"]);
  expect((await countNewLeads(db())).contacts).toBe(newLeads.contacts + 1);
  expect((await exportContactRequests(db(), { q: email, status: "" })).map((r) => r.id)).toEqual([pending.id]);
  expect(await todayContacts()).toBe((contactsToday ?? 0) + 1);

  // Another tick finds nothing left to do and sends nothing twice.
  await cronTick(later());
  expect(await count("email_outbox", "message_id = ?", pending.pending.messageId)).toBe(1);
  expect(await auditRows("contact.recovered", pending.id)).toHaveLength(1);
});

test("a request killed when its first of 9 files reached R2 is removed with that file by the cron, and says so in the journal", async () => {
  const email = unique("neuf-pdf@example.fr");
  const files = Array.from({ length: 9 }, (_, i) => pdfFile(`sondage-${i + 1}.pdf`, 1024));
  const { input, checked } = await newRequest(email, files);
  const pending = await beginContactRequest(db(), input);
  let puts = 0;
  const dying = {
    put: (key: string, value: Uint8Array, options?: R2PutOptions) => {
      puts += 1;
      if (puts === 2) return Promise.reject(new Error("Worker arrêté"));
      return env.ATTACHMENTS.put(key, value, options);
    },
  } as unknown as R2Bucket;
  await expect(storeAttachments(dying, pending, checked)).rejects.toThrow("Worker arrêté");
  expect(await objectsUnder(`contact/${pending.id}/`)).toHaveLength(1);

  const outboxBefore = await count("email_outbox");
  await cronTick(later());
  expect(await count("contact_requests", "id = ?", pending.id)).toBe(0);
  expect(await objectsUnder(`contact/${pending.id}/`)).toEqual([]);
  expect(await count("email_outbox")).toBe(outboxBefore);
  const [discarded] = await auditRows("contact.discarded", pending.id);
  expect(discarded).toMatchObject({ declaredFiles: 9, deletedObjects: 1 });
  expect(JSON.stringify(discarded)).not.toContain(email);
});

test("a request is finalised once: a second finalisation (request and cron racing) fails as a whole and notifies nobody twice", async () => {
  const { input, checked } = await newRequest(unique("course@example.fr"), [pdfFile("plan.pdf")]);
  const pending = await beginContactRequest(db(), input);
  await storeAttachments(env.ATTACHMENTS, pending, checked);
  await finaliseContactRequest(sweepDeps(), pending);
  await expect(finaliseContactRequest(sweepDeps(), pending)).rejects.toThrow();
  expect(await count("email_outbox", "message_id = ?", pending.pending.messageId)).toBe(1);
  expect(await count("contact_attachments", "request_id = ?", pending.id)).toBe(1);
  // The request path, finding its batch refused, sees the row finished and keeps it.
  expect(await discardContactRequest(sweepDeps(), pending)).toBe("finished");
  expect(await objectsUnder(`contact/${pending.id}/`)).toHaveLength(1);
  expect(await count("contact_requests", "id = ? and pending is null", pending.id)).toBe(1);
});

test("objects under contact/ that no attachment row references are deleted once old; referenced and pending ones stay", async () => {
  const email = unique("orphelins@example.fr");
  const { input, checked } = await newRequest(email, [pdfFile("en-cours.pdf")]);
  const pending = await beginContactRequest(db(), input);
  await storeAttachments(env.ATTACHMENTS, pending, checked);
  const [stored] = await db()
    .insert(contactRequests)
    .values({ ...visitor, email: unique("complete@example.fr"), reference: `CT-TEST-${crypto.randomUUID().slice(0, 6)}` })
    .returning({ id: contactRequests.id });
  const kept = `contact/${stored.id}/${"a".repeat(32)}.pdf`;
  const stray = `contact/${stored.id}/${"b".repeat(32)}.pdf`;
  const noRow = "contact/99999999/orphelin.pdf";
  for (const key of [kept, stray, noRow]) await env.ATTACHMENTS.put(key, pdfFile().stream());
  await db().insert(contactAttachments).values({ requestId: stored.id, r2Key: kept, originalName: "rapport.pdf", mimeType: "application/pdf", size: 12 });

  // Too recent: nothing is touched.
  expect(await sweepOrphanAttachments(sweepDeps(), new Date())).toBe(0);
  expect(await sweepOrphanAttachments(sweepDeps(), later())).toBe(2);
  const left = await objectsUnder("contact/");
  expect(left).toContain(kept);
  expect(left).toContain(`contact/${pending.id}/${pending.pending.files[0].object}`);
  expect(left).not.toContain(stray);
  expect(left).not.toContain(noRow);
  const journal = await env.DB.prepare("select details from audit_log where action = 'contact.orphans_deleted' order by id desc").first<{ details: string }>();
  expect(JSON.parse(journal!.details)).toMatchObject({ count: 2, keys: expect.arrayContaining([stray, noRow]) });
});

test("the orphan sweep reads one page per run and resumes where the last run ended", async () => {
  // Objects of requests that do not exist, enough for more than one page.
  const { ORPHAN_PAGE_SIZE } = await import("~/lib/contact/sweep.server");
  const base = 880_000_000;
  const keys = Array.from({ length: ORPHAN_PAGE_SIZE + 20 }, (_, i) => `contact/${base + i}/x.pdf`);
  for (const key of keys) await env.ATTACHMENTS.put(key, "x");
  let runs = 0;
  let deleted = 0;
  while ((await objectsUnder("contact/8")).length > 0 && runs < 5) {
    deleted += await sweepOrphanAttachments(sweepDeps(), later());
    runs += 1;
  }
  expect(deleted).toBe(keys.length);
  expect(runs).toBe(2);
});

test("D1 failing at any write of the contact form: the visitor sees the French error with what they typed, and nothing is stored", async () => {
  await setSetting("contact", "notification_email", "equipe@example.fr");
  const contactWrites = (sql: string) => isWrite(sql) && /contact_|email_outbox|audit_log/.test(sql);
  const post = (binding: D1Database, email: string) =>
    fetchWith(binding, "/contact", {
      method: "POST",
      body: formData({ ...visitor, email }, [pdfFile("plan.pdf"), pngFile("photo.png")]),
      headers: { "cf-connecting-ip": uniqueIp(), "user-agent": "vitest", "sec-fetch-mode": "navigate" },
    });

  // A run without failure: the writes of a submission, in order.
  const dry = faultyD1(env.DB, { counts: contactWrites });
  const ok = await post(dry.binding, unique("sans-panne@example.fr"));
  expect(ok.body).toContain("Message envoyé");
  const writes = dry.seen.length;
  expect(writes).toBeGreaterThanOrEqual(4);

  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  for (let n = 1; n <= writes; n++) {
    const email = unique(`panne-${n}@example.fr`);
    const outboxBefore = await count("email_outbox");
    const auditBefore = await count("audit_log", "action like 'contact.%'");
    const objectsBefore = new Set(await objectsUnder("contact/"));
    const faulty = faultyD1(env.DB, { counts: contactWrites, failAt: n });
    const { response, body } = await post(faulty.binding, email);
    expect(faulty.failed, `write ${n}`).toHaveLength(1);
    expect(response.status, `write ${n}: ${faulty.failed[0]}`).toBe(500);
    expect(body).toContain(esc(contactMessages.generic));
    expect(body).toContain('value="Marie Dupont"');
    expect(body).toContain(esc(visitor.message));
    expect(body).not.toContain("Message envoyé");
    expect(await count("contact_requests", "email = ?", email), `write ${n}`).toBe(0);
    expect(await count("email_outbox")).toBe(outboxBefore);
    expect(await count("audit_log", "action like 'contact.%'")).toBe(auditBefore);
    expect(
      (await objectsUnder("contact/")).filter((key) => !objectsBefore.has(key)),
      `write ${n}`,
    ).toEqual([]);
  }
  expect(warn).toHaveBeenCalled();
});

test("D1 down from the finalising batch on: the visitor is told, the files go, and the cron removes the pending row", async () => {
  const email = unique("d1-hors-service@example.fr");
  const faulty = faultyD1(env.DB, { counts: (sql) => isWrite(sql) && /contact_|email_outbox/.test(sql), downFrom: 2 });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { response, body } = await fetchWith(faulty.binding, "/contact", {
    method: "POST",
    body: formData({ ...visitor, email }, [pdfFile("plan.pdf")]),
    headers: { "cf-connecting-ip": uniqueIp(), "user-agent": "vitest" },
  });
  expect(response.status).toBe(500);
  expect(body).toContain(esc(contactMessages.generic));
  // D1 could not delete the row: it stays pending, out of the admin; R2 could delete the file.
  const [row] = await db().select().from(contactRequests).where(eq(contactRequests.email, email));
  expect(row.pending).not.toBeNull();
  expect(await objectsUnder(`contact/${row.id}/`)).toEqual([]);
  expect(await getContactRequest(db(), row.id)).toBeNull();

  await sweepContactSubmissions(sweepDeps(), later());
  expect(await count("contact_requests", "email = ?", email)).toBe(0);
  expect(await count("email_outbox", "related_id = ?", row.id)).toBe(0);
  expect(await auditRows("contact.discarded", row.id)).toHaveLength(1);
});
