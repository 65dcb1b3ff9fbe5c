// Accepting a devis online with the 6-digit code e-mailed to the address it was sent to: the
// order button's words per client type, the code (wrong, expired, 5 attempts, resend cap,
// replay), its storage and journal, the « Client » line and a signer who is not the client.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { acceptDevis, requestSignerCode } from "~/lib/devis/client.server";
import { ORDER_BUTTON } from "~/lib/devis/order-button";
import { SIGNER_CODE, signerCodeMessage } from "~/lib/devis/signer-code.server";
import { bodyKeptAfterSending, STORED_SECRETS } from "~/lib/mail/stored-secrets.server";
import { seedDatabase } from "../../seed";
import { clientDeps, devisRow, editor, fillLegalFacts, sentDevis, signerCodeFor, signerCodeInOutbox } from "../factories/devis";
import { sessionCookieHeader } from "../factories/staff";
import { BROWSER_USER_AGENT, db, request } from "../helpers";
import { pdfVisibleText } from "./pdf-text";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

function post(token: string, fields: Record<string, string>) {
  return request(`/devis/${token}`, {
    method: "POST",
    headers: { "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`, "user-agent": BROWSER_USER_AGENT },
    body: new URLSearchParams(fields),
  });
}

const ACCEPT = { intent: "accept", signerName: "Claire Dubois", signerQuality: "Propriétaire du terrain", approval: "on", withdrawalChoice: "attendre" };
const META = { ip: "203.0.113.9", userAgent: "test" };

const acceptances = async (devisId: number) => (await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(devisId).first<{ n: number }>())?.n;
const journal = async (devisId: number) =>
  (
    await env.DB.prepare("select details from audit_log where action = 'devis.signer-code-failed' and target_id = ? order by id").bind(String(devisId)).all<{ details: string }>()
  ).results.map((row) => JSON.parse(row.details).reason as string);
/** A code that is not `code` (the next one, modulo 10^6). */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the order button", () => {
  test("a particulier's button reads « Accepter le devis et commander avec obligation de paiement », the total TTC just above it; a professional's keeps « Accepter le devis »", async () => {
    const particulier = await sentDevis(staff);
    const page = await html(await request(`/devis/${particulier.token}`));
    expect(page).toContain(`${ORDER_BUTTON.particulier}</button>`);
    expect(ORDER_BUTTON.particulier).toBe("Accepter le devis et commander avec obligation de paiement");
    const form = page.slice(page.indexOf('name="intent" value="accept"'), page.indexOf(`${ORDER_BUTTON.particulier}</button>`));
    expect(form).toContain("Bon pour accord");
    expect(form).toContain("Total à payer");

    const pro = await sentDevis(staff, { clientType: "professionnel", clientCompany: "SCI Les Vignes", clientName: "Paul Martin" });
    const proPage = await html(await request(`/devis/${pro.token}`));
    expect(proPage).toContain(">Accepter le devis</button>");
    expect(proPage).not.toContain("obligation de paiement");
  });
});

describe("the signer's code", () => {
  test("« Recevoir mon code par e-mail » sends a 6-digit code to the devis' address; it is stored only hashed and the page says where it went and until when", async () => {
    const sent = await sentDevis(staff);
    const res = await post(sent.token, { intent: "send-code" });
    expect(res.status).toBe(303);
    const mail = await env.DB.prepare("select \"to\", subject, text from email_outbox where related_id = ? and type = 'devis-signer-code'")
      .bind(sent.id)
      .first<{ to: string; subject: string; text: string }>();
    expect(JSON.parse(mail?.to ?? "[]")[0].email).toBe("claire.dubois@exemple.fr");
    const code = (await signerCodeInOutbox(sent.id)) ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(code);
    expect(mail?.text).toContain("valable 10 minutes");
    const stored = await env.DB.prepare("select code_hash, expires_at - created_at as ttl, attempts, used_at from devis_signer_codes where devis_id = ?")
      .bind(sent.id)
      .first<{ code_hash: string; ttl: number; attempts: number; used_at: number | null }>();
    expect(stored).toMatchObject({ ttl: 10 * 60_000, attempts: 0, used_at: null });
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(code);
    const page = await html(await request(`/devis/${sent.token}`));
    expect(page).toContain("Code envoyé à c•••s@exemple.fr");
    expect(page).toContain("5 essais possibles");
    // Once the provider has it, the outbox keeps the message without the code.
    const kept = bodyKeptAfterSending({ type: "devis-signer-code", text: mail?.text ?? "", html: mail?.text ?? "" });
    expect(kept?.text).not.toContain(code);
    expect(kept?.text).toContain(STORED_SECRETS["signer-code"].removed);
    expect(kept?.text).toContain(sent.number);
  });

  test("without a code, or with a wrong one, nothing is accepted; the page says why beside the field, keeps what was typed, and the failure is journaled", async () => {
    const sent = await sentDevis(staff);
    const none = await post(sent.token, { ...ACCEPT, code: "" });
    expect(none.status).toBe(400);
    expect(await html(none)).toContain("Saisissez le code à 6 chiffres reçu par e-mail");
    const noneSent = await post(sent.token, { ...ACCEPT, code: "123456" });
    expect(noneSent.status).toBe(400);
    expect(await html(noneSent)).toContain("Demandez d'abord votre code de confirmation");

    const code = await signerCodeFor(sent);
    const wrong = await post(sent.token, { ...ACCEPT, code: other(code) });
    expect(wrong.status).toBe(400);
    const body = await html(wrong);
    expect(body).toContain("Code incorrect\u202f: le devis n'a pas été accepté. Il vous reste 4 essais avec ce code.");
    expect(body).toContain('id="signer-code-error"');
    expect(body).toContain('value="Claire Dubois"');
    expect(await devisRow(sent.id)).toMatchObject({ status: "consulte", signedPdfKey: null });
    expect(await acceptances(sent.id)).toBe(0);
    expect(await journal(sent.id)).toEqual(["missing", "wrong"]);
    // The right code still works.
    expect((await post(sent.token, { ...ACCEPT, code })).status).toBe(303);
    expect((await devisRow(sent.id)).status).toBe("accepte");
  });

  test("an expired code changes nothing and says it expired; a new code works", async () => {
    const sent = await sentDevis(staff);
    const t0 = new Date();
    const code = await signerCodeFor(sent, t0);
    const late = new Date(t0.getTime() + SIGNER_CODE.ttlMs + 1000);
    const outcome = await acceptDevis(clientDeps(), sent.token, { ...ACCEPT, withdrawalChoice: "attendre", code }, META, late);
    expect(outcome).toEqual({ ok: false, reason: "code", code: "expired", attemptsLeft: 5 });
    expect(signerCodeMessage("expired")).toContain("Ce code a expiré (il est valable 10 minutes)");
    expect((await devisRow(sent.id)).status).toBe("envoye");
    expect(await journal(sent.id)).toEqual(["expired"]);
    const fresh = await signerCodeFor(sent, late);
    expect(await acceptDevis(clientDeps(), sent.token, { ...ACCEPT, withdrawalChoice: "attendre", code: fresh }, META, late)).toEqual({ ok: true });
  });

  test("after 5 wrong codes the code is dead, even typed right; a new code is needed", async () => {
    const sent = await sentDevis(staff);
    const code = await signerCodeFor(sent);
    const messages: Array<string> = [];
    for (let attempt = 1; attempt <= SIGNER_CODE.maxAttempts; attempt++) {
      const res = await post(sent.token, { ...ACCEPT, code: other(code) });
      expect(res.status).toBe(400);
      const body = await html(res);
      messages.push(/id="signer-code-error"[^>]*>([^<]*)</.exec(body)?.[1] ?? "");
    }
    expect(messages[0]).toContain("Il vous reste 4 essais");
    expect(messages[3]).toContain("Il vous reste 1 essai avec ce code");
    expect(messages[4]).toBe("Code erroné 5 fois\u202f: ce code n'est plus valable. Demandez un nouveau code. Le devis n'a pas été accepté.");
    const right = await post(sent.token, { ...ACCEPT, code });
    expect(right.status).toBe(400);
    expect(await html(right)).toContain("Code erroné 5 fois");
    expect(await acceptances(sent.id)).toBe(0);
    expect(await journal(sent.id)).toEqual(["wrong", "wrong", "wrong", "wrong", "exhausted", "exhausted"]);
    expect((await post(sent.token, { ...ACCEPT, code: await signerCodeFor(sent) })).status).toBe(303);
  });

  test("at most 3 codes an hour: the 4th is refused in French and sends nothing; only the newest code counts", async () => {
    const sent = await sentDevis(staff);
    const first = await signerCodeFor(sent);
    await signerCodeFor(sent);
    const third = await signerCodeFor(sent);
    const refused = await post(sent.token, { intent: "send-code" });
    expect(refused.status).toBe(429);
    expect(await html(refused)).toContain("3 codes ont déjà été envoyés pour ce devis dans l'heure");
    expect(await env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type = 'devis-signer-code'").bind(sent.id).first("n")).toBe(3);
    expect(await journal(sent.id)).toEqual(["send-cap"]);
    // The first code stopped counting when a newer one was sent; the newest works.
    expect(await acceptDevis(clientDeps(), sent.token, { ...ACCEPT, withdrawalChoice: "attendre", code: first }, META)).toMatchObject({ ok: false, code: "wrong" });
    expect(await acceptDevis(clientDeps(), sent.token, { ...ACCEPT, withdrawalChoice: "attendre", code: third }, META)).toEqual({ ok: true });

    // The cap is per hour: three codes sent over an hour ago do not stop a new one.
    const later = await sentDevis(staff);
    const anHourAgo = new Date(Date.now() - SIGNER_CODE.sendWindowMs - 60_000);
    for (let i = 0; i < SIGNER_CODE.maxSends; i++) await signerCodeFor(later, anHourAgo);
    expect(await requestSignerCode(clientDeps(), later.token, { ip: null })).toMatchObject({ ok: true });
  });

  test("two clients pressing « Recevoir mon code par e-mail » at the same time cannot pass the hourly cap: only the codes allowed are stored and sent", async () => {
    const sent = await sentDevis(staff);
    await signerCodeFor(sent);
    await signerCodeFor(sent);
    // One place left: two simultaneous requests, then five more at once on another devis.
    const pair = await Promise.all([requestSignerCode(clientDeps(), sent.token, { ip: null }), requestSignerCode(clientDeps(), sent.token, { ip: null })]);
    expect(pair.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(pair.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "send-cap" }]);
    const stored = (id: number) => env.DB.prepare("select count(*) as n from devis_signer_codes where devis_id = ?").bind(id).first("n");
    const mailed = (id: number) => env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type = 'devis-signer-code'").bind(id).first("n");
    expect(await stored(sent.id)).toBe(SIGNER_CODE.maxSends);
    expect(await mailed(sent.id)).toBe(SIGNER_CODE.maxSends);
    expect(await journal(sent.id)).toEqual(["send-cap"]);

    const fresh = await sentDevis(staff);
    const burst = await Promise.all(Array.from({ length: 5 }, () => requestSignerCode(clientDeps(), fresh.token, { ip: null })));
    expect(burst.filter((outcome) => outcome.ok)).toHaveLength(SIGNER_CODE.maxSends);
    expect(burst.filter((outcome) => !outcome.ok && outcome.reason === "send-cap")).toHaveLength(5 - SIGNER_CODE.maxSends);
    expect(await stored(fresh.id)).toBe(SIGNER_CODE.maxSends);
    expect(await mailed(fresh.id)).toBe(SIGNER_CODE.maxSends);
  });

  test("a used code never works again: replayed on the same devis it changes nothing; a code never opens another devis", async () => {
    const a = await sentDevis(staff);
    const b = await sentDevis(staff);
    const code = await signerCodeFor(a);
    expect((await post(b.token, { ...ACCEPT, code })).status).toBe(400);
    expect((await devisRow(b.id)).status).toBe("consulte");
    expect((await post(a.token, { ...ACCEPT, code })).status).toBe(303);
    const used = await env.DB.prepare("select used_at from devis_signer_codes where devis_id = ?").bind(a.id).first<{ used_at: number | null }>();
    expect(used?.used_at).not.toBeNull();
    const before = await devisRow(a.id);
    const replay = await post(a.token, { ...ACCEPT, signerName: "Quelqu'un d'autre", code });
    expect(replay.status).toBe(409);
    expect(await html(replay)).toContain("Ce devis a déjà été accepté");
    expect(await devisRow(a.id)).toEqual(before);
    expect(await acceptances(a.id)).toBe(1);
    // A code cannot be asked on an accepted devis either.
    expect((await post(a.token, { intent: "send-code" })).status).toBe(409);
  });
});

describe("who signs", () => {
  test("the proof records the code verified and when, and the signed PDF has the « Client » line (name and e-mail the devis was addressed to)", async () => {
    const sent = await sentDevis(staff);
    expect((await post(sent.token, { ...ACCEPT, signerName: "DUBOIS Claire", code: await signerCodeFor(sent) })).status).toBe(303);
    const proof = await env.DB.prepare("select signer_relation, code_sent_at, code_verified_at, accepted_at from devis_acceptances where devis_id = ?")
      .bind(sent.id)
      .first<{ signer_relation: string | null; code_sent_at: number; code_verified_at: number; accepted_at: number }>();
    expect(proof?.signer_relation).toBeNull();
    expect(proof?.code_verified_at).toBe(proof?.accepted_at);
    expect(proof?.code_sent_at).toBeLessThanOrEqual(proof?.code_verified_at ?? 0);
    const row = await devisRow(sent.id);
    const text = (await pdfVisibleText(new Uint8Array(await (await env.ATTACHMENTS.get(row.signedPdfKey ?? ""))!.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Client : Claire Dubois – claire.dubois@exemple.fr");
    expect(text).toContain("Code de confirmation : code à 6 chiffres envoyé à claire.dubois@exemple.fr le");
    expect(text).not.toContain("Qualité vis-à-vis du client");
    const owner = await env.DB.prepare("select subject from email_outbox where related_id = ? and type = 'devis-accepted-owner'").bind(sent.id).first<{ subject: string }>();
    expect(owner?.subject).not.toContain("signataire à vérifier");
  });

  test("a signer who is not the client must state their quality towards the client; the proof and the signed PDF keep it and the owner's e-mail flags it", async () => {
    const sent = await sentDevis(staff);
    const code = await signerCodeFor(sent);
    const missing = await post(sent.token, { ...ACCEPT, signerName: "Marc Lefèvre", code });
    expect(missing.status).toBe(400);
    expect(await html(missing)).toContain("Vous n'êtes pas la personne à qui ce devis est adressé");
    expect(await acceptances(sent.id)).toBe(0);
    // That refusal did not cost an attempt of the code.
    expect(await env.DB.prepare("select attempts from devis_signer_codes where devis_id = ?").bind(sent.id).first("attempts")).toBe(0);

    const res = await post(sent.token, { ...ACCEPT, signerName: "Marc Lefèvre", signerQuality: "Notaire", signerRelation: "Mandataire de Claire Dubois", code });
    expect(res.status).toBe(303);
    expect(await env.DB.prepare("select signer_relation from devis_acceptances where devis_id = ?").bind(sent.id).first("signer_relation")).toBe("Mandataire de Claire Dubois");
    const row = await devisRow(sent.id);
    const text = (await pdfVisibleText(new Uint8Array(await (await env.ATTACHMENTS.get(row.signedPdfKey ?? ""))!.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Signataire : Marc Lefèvre");
    expect(text).toContain("Qualité vis-à-vis du client : Mandataire de Claire Dubois (le signataire n'est pas le client)");
    const owner = await env.DB.prepare("select subject, text from email_outbox where related_id = ? and type = 'devis-accepted-owner'")
      .bind(sent.id)
      .first<{ subject: string; text: string }>();
    expect(owner?.subject).toContain("[signataire à vérifier]");
    expect(owner?.text.replace(/\s+/g, " ")).toContain("le signataire, Marc Lefèvre, n'est pas Claire Dubois, à qui le devis est adressé");
    const admin = await html(await request(`/admin/devis/${sent.id}`, { headers: { cookie: await sessionCookieHeader(staff) } }));
    expect(admin).toContain("Qualité vis-à-vis du client : Mandataire de Claire Dubois");
    expect(admin).toContain("Code reçu par e-mail");
    const page = await html(await request(`/devis/${sent.token}`));
    expect(page).toContain("Accepté en ligne par Marc Lefèvre (Notaire\u202f; qualité vis-à-vis du client\u202f: Mandataire de Claire Dubois)");
  });
});
