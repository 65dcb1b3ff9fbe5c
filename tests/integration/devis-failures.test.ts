// A failing dependency at any write of « Envoyer » or « Accepter » leaves nothing half-done:
// no e-mail without the stored version, no accepted devis without its proof and signed PDF;
// a queue outage loses nothing (the outbox row stays and the recovery sends it).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { acceptDevis } from "~/lib/devis/client.server";
import { sendDevis } from "~/lib/devis/send.server";
import { recoverOutbox } from "~/lib/mail/outbox.server";
import { seedDatabase } from "../../seed";
import { faultyD1, isWrite } from "../faulty-d1";
import { clientDeps, signerCodeFor, completeDraft, devisRow, editor, fillLegalFacts, ORIGIN, sentDevis, TEST_JWT_SECRET } from "../factories/devis";
import { db } from "../helpers";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

/** The ATTACHMENTS bucket with `put` failing (R2 outage). */
function failingPut(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, property) {
      if (property === "put") return async () => Promise.reject(new Error("R2 indisponible (panne simulée)"));
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const QUEUE_DOWN = {
  send: async () => Promise.reject(new Error("file d'attente indisponible")),
  sendBatch: async () => Promise.reject(new Error("file d'attente indisponible")),
} as unknown as Queue;

async function storedObjects(number: string) {
  return (await env.ATTACHMENTS.list({ prefix: `devis/${number}/` })).objects.map((o) => o.key);
}

async function outboxOf(id: number) {
  return (await env.DB.prepare("select type, status, last_error from email_outbox where related_type = 'devis' and related_id = ?").bind(id).all()).results;
}

describe("« Envoyer »", () => {
  // The writes of a send: the frozen version, its history event, the replaced version, the outbox row, the Journal entry.
  test.each([1, 2, 3, 4, 5])("D1 failing at write %i: the devis stays a draft, no history, no e-mail, no stored PDF", async (failAt) => {
    const draft = await completeDraft(staff);
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    const outcome = await sendDevis(
      { db: createDb(faulty.binding), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET },
      staff,
      draft.id,
      draft.version,
    );
    expect(faulty.failed).toHaveLength(1);
    expect(outcome).toEqual({ ok: false, reason: "storage" });
    expect(await devisRow(draft.id)).toMatchObject({ status: "brouillon", version: draft.version, pdfKey: null, tokenHash: null, sentAt: null });
    expect(await env.DB.prepare("select count(*) as n from devis_events where devis_id = ? and type = 'sent'").bind(draft.id).first("n")).toBe(0);
    expect(await outboxOf(draft.id)).toEqual([]);
    expect(await storedObjects(draft.number)).toEqual([]);
    // Once D1 is back, the same draft is sent normally.
    expect(await sendDevis({ db: db(), bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, staff, draft.id, draft.version)).toMatchObject(
      { ok: true },
    );
  });

  test("R2 failing to store the PDF: nothing is written in D1 and nothing is sent", async () => {
    const draft = await completeDraft(staff);
    const outcome = await sendDevis(
      { db: db(), bucket: failingPut(env.ATTACHMENTS), queue: env.MAIL_QUEUE, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET },
      staff,
      draft.id,
      draft.version,
    );
    expect(outcome).toEqual({ ok: false, reason: "storage" });
    expect(await devisRow(draft.id)).toMatchObject({ status: "brouillon", version: draft.version, pdfKey: null });
    expect(await outboxOf(draft.id)).toEqual([]);
  });

  test("the queue down: the devis is sent and its e-mail stays in the outbox; the 10-minute recovery queues it again", async () => {
    const draft = await completeDraft(staff);
    const sendAt = new Date();
    const outcome = await sendDevis({ db: db(), bucket: env.ATTACHMENTS, queue: QUEUE_DOWN, origin: ORIGIN, jwtSecret: TEST_JWT_SECRET }, staff, draft.id, draft.version, sendAt);
    expect(outcome.ok).toBe(true);
    expect((await devisRow(draft.id)).status).toBe("envoye");
    const [row] = (await outboxOf(draft.id)) as Array<{ status: string; last_error: string }>;
    expect(row.status).toBe("queued");
    expect(row.last_error).toContain("File d'attente indisponible");
    const sent: Array<unknown> = [];
    const queue = { send: async (message: unknown) => void sent.push(message) } as unknown as Queue;
    const recovered = await recoverOutbox({ db: db(), queue }, new Date(Date.now() + 2 * 3_600_000));
    expect(recovered.dispatched).toBeGreaterThanOrEqual(1);
    const messageId = outcome.ok ? outcome.messageId : "";
    expect(sent).toContainEqual({ version: 1, type: "email", messageId });
  });
});

describe("« Accepter »", () => {
  // The writes of an acceptance: the accepted devis, its signer code used, its proof, its history event, the two e-mails, the Journal entry.
  test.each([1, 2, 3, 4, 5, 6, 7])("D1 failing at write %i: no accepted devis without its proof and signed PDF, no e-mail; the client can accept again", async (failAt) => {
    const sent = await sentDevis(staff);
    const faulty = faultyD1(env.DB, { counts: isWrite, failAt });
    const input = { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "commencer" as const, code: await signerCodeFor(sent) };
    const outcome = await acceptDevis({ ...clientDeps(), db: createDb(faulty.binding) }, sent.token, input, {
      ip: "203.0.113.9",
      userAgent: "test",
    });
    expect(faulty.failed).toHaveLength(1);
    expect(outcome).toEqual({ ok: false, reason: "storage" });
    expect(await devisRow(sent.id)).toMatchObject({ status: "envoye", signedPdfKey: null, answeredAt: null });
    expect(await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(sent.id).first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type like 'devis-accepted%'").bind(sent.id).first("n")).toBe(0);
    expect((await storedObjects(sent.number)).filter((key) => key.includes("signe"))).toEqual([]);
    expect(await acceptDevis(clientDeps(), sent.token, input, { ip: "203.0.113.9", userAgent: "test" })).toEqual({
      ok: true,
    });
    expect(await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(sent.id).first("n")).toBe(1);
  });

  test("R2 failing to store the signed PDF: nothing is accepted, the page says so", async () => {
    const sent = await sentDevis(staff);
    const outcome = await acceptDevis(
      { ...clientDeps(), bucket: failingPut(env.ATTACHMENTS) },
      sent.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(sent) },
      { ip: null, userAgent: null },
    );
    expect(outcome).toEqual({ ok: false, reason: "storage" });
    expect(await devisRow(sent.id)).toMatchObject({ status: "envoye", signedPdfKey: null });
    expect(await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(sent.id).first("n")).toBe(0);
  });

  test("a frozen PDF that no longer matches its hash is never signed", async () => {
    const sent = await sentDevis(staff);
    const row = await devisRow(sent.id);
    await env.ATTACHMENTS.put(row.pdfKey ?? "", "%PDF-1.4 altéré");
    const outcome = await acceptDevis(
      clientDeps(),
      sent.token,
      { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(sent) },
      { ip: null, userAgent: null },
    );
    expect(outcome).toEqual({ ok: false, reason: "storage" });
    expect((await devisRow(sent.id)).status).toBe("envoye");
  });
});

describe("through the Worker", () => {
  test("the client's acceptance while D1 fails at the proof: 503 with a French message, nothing recorded", async () => {
    const sent = await sentDevis(staff);
    const { fetchWith } = await import("../faulty-d1");
    const faulty = faultyD1(env.DB, { counts: (sql) => /^insert into "devis_acceptances"/i.test(sql), failAt: 1 });
    const { response, body } = await fetchWith(faulty.binding, `/devis/${sent.token}`, {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.77", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" },
      body: new URLSearchParams({
        intent: "accept",
        signerName: "Claire Dubois",
        signerQuality: "Propriétaire",
        approval: "on",
        withdrawalChoice: "attendre",
        code: await signerCodeFor(sent),
      }),
    });
    expect(faulty.failed).toHaveLength(1);
    expect(response.status).toBe(503);
    expect(body.replaceAll("&#x27;", "'")).toContain("Votre acceptation n'a pas pu être enregistrée à cause d'un incident technique\u202f: rien n'a été enregistré.");
    expect(await devisRow(sent.id)).toMatchObject({ status: "consulte", signedPdfKey: null });
  });
});
