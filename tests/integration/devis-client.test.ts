// The client's side of a devis, /devis/{token}: each state of the link, the headers of a
// private document (never cached, never indexed, no referrer), the first opening, the online
// acceptance and its proof (the hash of the PDF served), the refusal.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { formatCents } from "~/lib/devis/lines";
import { seedDatabase } from "../../seed";
import { devisRow, editor, fillLegalFacts, sentDevis } from "../factories/devis";
import { sessionCookieHeader } from "../factories/staff";
import { BROWSER_USER_AGENT, db, request } from "../helpers";
import { deliverStatsAtOnce } from "../stats-queue";
import { pdfVisibleText } from "./pdf-text";

let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
});

/** The page's text as a visitor reads it (React's comment separators and entity escapes undone). */
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

function post(token: string, fields: Record<string, string>, ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  return request(`/devis/${token}`, { method: "POST", headers: { "cf-connecting-ip": ip, "user-agent": `${BROWSER_USER_AGENT} Client/1` }, body: new URLSearchParams(fields) });
}

const ACCEPT = { intent: "accept", signerName: "Claire Dubois", signerQuality: "Propriétaire du terrain", approval: "on", withdrawalChoice: "commencer" };

async function sha256(bytes: ArrayBuffer) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the link's states", () => {
  test("an unknown or malformed token gets the « lien inconnu » page (404), never a devis, and is not logged as a page view or a 404", async () => {
    deliverStatsAtOnce();
    const views = async () => (await env.DB.prepare("select count(*) as n from page_views where path like '/devis/%'").first<{ n: number }>())?.n;
    const missing = async () => (await env.DB.prepare("select count(*) as n from not_found_events where path like '/devis/%'").first<{ n: number }>())?.n;
    for (const token of ["A".repeat(43), "court"]) {
      const res = await request(`/devis/${token}`);
      expect(res.status).toBe(404);
      const body = await html(res);
      expect(body).toContain("Lien de devis inconnu");
      expect(body).not.toContain("Accepter le devis");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const pdf = await request(`/devis/${"A".repeat(43)}/pdf`);
    expect(pdf.status).toBe(404);
    expect(await views()).toBe(0);
    expect(await missing()).toBe(0);
  });

  test("an open devis: letterhead, lines with their programme, totals, conditions, the PDF and the two answers; private headers; never served from the edge cache; the first opening marks it « consulté » once", async () => {
    deliverStatsAtOnce();
    const sent = await sentDevis(staff);
    const first = await request(`/devis/${sent.token}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("referrer-policy")).toBe("no-referrer");
    expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(first.headers.get("x-edge-cache")).toBeNull();
    const body = await html(first);
    for (const text of [
      `Devis n° ${sent.number}`,
      "Lutetia Géotechnique SAS",
      "SIRET 912 345 678 00017",
      "18 rue de la Roquette, 75011 Paris, France",
      "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)",
      "2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m",
      formatCents(324_000),
      "SMABTP, police n° 123456789",
      "rapport remis sous 3 semaines à compter du début de la mission",
      "article L221-18 du Code de la consommation",
      "Médiateur de la consommation CM2C",
      "Accepter le devis",
      "Refuser le devis",
      `/devis/${sent.token}/pdf`,
    ]) {
      expect(body, text).toContain(text);
    }
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // A plain document: no client script (both answers are HTML forms).
    expect(body).not.toMatch(/<script[^>]*type="module"/);
    expect(await devisRow(sent.id)).toMatchObject({ status: "consulte" });
    // The edge cache works here (a content page is a hit the second time), and the devis is never in it.
    await (await request("/services/sondages")).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await request("/services/sondages")).headers.get("x-edge-cache")).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await request(`/devis/${sent.token}`);
    expect(second.headers.get("x-edge-cache")).toBeNull();
    const { cacheablePath } = await import("~/lib/cache/edge-cache.server");
    expect(cacheablePath(new Request(`https://x.test/devis/${sent.token}`))).toBeNull();
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    await second.arrayBuffer();
    const events = await env.DB.prepare("select type, from_status, to_status, author_id from devis_events where devis_id = ? and type = 'consulted'").bind(sent.id).all();
    expect(events.results).toEqual([{ type: "consulted", from_status: "envoye", to_status: "consulte", author_id: null }]);
    expect(await env.DB.prepare("select count(*) as n from page_views where path like '/devis/%'").first("n")).toBe(0);
    // …while the content page opened meanwhile was counted: views are recorded in this test.
    expect(await env.DB.prepare("select count(*) as n from page_views where path = '/services/sondages'").first("n")).toBeGreaterThan(0);
  });

  test("a cancelled devis and an expired one answer their own page (410), never the devis; their PDF link too", async () => {
    const cancelled = await sentDevis(staff);
    const cookie = await sessionCookieHeader(staff);
    await request(`/admin/devis/${cancelled.id}`, { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "cancel", version: String(cancelled.version + 1) }) });
    expect((await devisRow(cancelled.id)).status).toBe("annule");
    const c = await request(`/devis/${cancelled.token}`);
    expect(c.status).toBe(410);
    const cBody = await html(c);
    expect(cBody).toContain("Ce devis a été annulé");
    expect(cBody).not.toContain("Accepter le devis");
    expect(cBody).not.toContain("SMABTP");
    expect((await request(`/devis/${cancelled.token}/pdf`)).status).toBe(410);

    // Sent 70 days ago with 2 months of validity: past its last day, expired even before the cron runs.
    const expired = await sentDevis(staff, {}, new Date(Date.now() - 70 * 86_400_000));
    const e = await request(`/devis/${expired.token}`);
    expect(e.status).toBe(410);
    expect(await html(e)).toContain("Ce devis a expiré");
    const attempt = await post(expired.token, ACCEPT);
    expect(attempt.status).toBe(409);
    expect(await html(attempt)).toContain("Ce devis ne peut plus être accepté\u202f: rien n'a été enregistré.");
    expect(await devisRow(expired.id)).toMatchObject({ status: "envoye", answeredAt: null, signedPdfKey: null });
    expect(await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(expired.id).first("n")).toBe(0);
  });
});

describe("accepting online", () => {
  test("a particulier accepts asking the work to start now: the proof holds the number, indice, SHA-256 of the PDF served, name, quality, choice, time, IP and User-Agent; the signed PDF is kept and e-mailed to the client and the owner", async () => {
    const sent = await sentDevis(staff);
    const served = await request(`/devis/${sent.token}/pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    const servedHash = await sha256(await served.arrayBuffer());

    const res = await post(sent.token, ACCEPT, "203.0.113.45");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/devis/${sent.token}`);
    const row = await devisRow(sent.id);
    expect(row).toMatchObject({ status: "accepte" });
    const proof = await env.DB.prepare("select * from devis_acceptances where devis_id = ?").bind(sent.id).first<Record<string, unknown>>();
    expect(proof).toMatchObject({
      number: sent.number,
      revision: 1,
      pdf_sha256: servedHash,
      signer_name: "Claire Dubois",
      signer_quality: "Propriétaire du terrain",
      withdrawal_choice: "commencer",
      ip: "203.0.113.45",
      user_agent: `${BROWSER_USER_AGENT} Client/1`,
      signed_pdf_key: row.signedPdfKey,
      signed_pdf_sha256: row.signedPdfSha256,
    });
    expect(proof?.pdf_sha256).toBe(row.pdfSha256);

    // The signed PDF: the frozen document, unchanged, then the proof page.
    const signed = await request(`/devis/${sent.token}/pdf-signe`);
    expect(signed.status).toBe(200);
    const signedBytes = await signed.arrayBuffer();
    expect(await sha256(signedBytes)).toBe(row.signedPdfSha256);
    const text = await pdfVisibleText(new Uint8Array(signedBytes));
    expect(text).toContain("Bon pour accord électronique");
    expect(text).toContain(servedHash);
    expect(text).toContain("203.0.113.45");

    const mails = await env.DB.prepare(
      "select type, \"to\", attachments from email_outbox where related_type = 'devis' and related_id = ? and type like 'devis-accepted%' order by type",
    )
      .bind(sent.id)
      .all<{ type: string; to: string; attachments: string }>();
    expect(mails.results.map((m) => [m.type, JSON.parse(m.to)[0].email])).toEqual([
      ["devis-accepted-client", "claire.dubois@exemple.fr"],
      ["devis-accepted-owner", staff.email],
    ]);
    for (const mail of mails.results)
      expect(JSON.parse(mail.attachments)).toEqual([{ kind: "stored-pdf", key: row.signedPdfKey, filename: `devis-${sent.number}-indice-A-signe.pdf` }]);

    // The accepted page: the accepted state and the signed PDF, no form.
    const page = await request(`/devis/${sent.token}`);
    expect(page.status).toBe(200);
    const body = await html(page);
    expect(body).toContain("Devis accepté");
    expect(body).toContain("Accepté en ligne par Claire Dubois (Propriétaire du terrain)");
    expect(body).toContain(`/devis/${sent.token}/pdf-signe`);
    expect(body).not.toContain("Accepter le devis</button>");
    // The history names the client.
    const screen = await request(`/admin/devis/${sent.id}`, { headers: { cookie: await sessionCookieHeader(staff) } });
    const admin = await html(screen);
    expect(admin).toContain(`${sent.number} indice A accepté en ligne par Claire Dubois`);
    expect(admin).toContain("par le client le");
    expect(admin).toContain(servedHash);
  });

  test("a second acceptance changes nothing and says why", async () => {
    const sent = await sentDevis(staff);
    expect((await post(sent.token, ACCEPT)).status).toBe(303);
    const before = await devisRow(sent.id);
    const again = await post(sent.token, { ...ACCEPT, signerName: "Quelqu'un d'autre" });
    expect(again.status).toBe(409);
    expect(await html(again)).toContain("Ce devis a déjà été accepté\u202f: la seconde acceptation n'a rien changé.");
    expect(await devisRow(sent.id)).toEqual(before);
    expect(await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(sent.id).first("n")).toBe(1);
    expect(await env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type like 'devis-accepted%'").bind(sent.id).first("n")).toBe(2);
  });

  test("without « Bon pour accord », a name, a quality or (particulier) the choice of start, nothing is recorded and each field says what is missing", async () => {
    const sent = await sentDevis(staff);
    const res = await post(sent.token, { intent: "accept", signerName: "", signerQuality: "" });
    expect(res.status).toBe(400);
    const body = await html(res);
    expect(body).toContain("Indiquez vos nom et prénom");
    expect(body).toContain("Indiquez votre qualité");
    expect(body).toContain("Cochez «\u202fBon pour accord\u202f» pour accepter le devis");
    const noChoice = await post(sent.token, { ...ACCEPT, withdrawalChoice: "" });
    expect(noChoice.status).toBe(400);
    expect(await html(noChoice)).toContain("Choisissez si la mission peut commencer avant la fin du délai de rétractation");
    expect((await devisRow(sent.id)).status).toBe("consulte");
  });

  test("a name or a quality on two lines (« Claire\\r\\nBcc: … ») is refused in French: it would reach an e-mail header and the signed PDF; nothing is recorded", async () => {
    const sent = await sentDevis(staff);
    for (const forged of [{ signerName: "Claire Dubois\r\nBcc: victime@example.com" }, { signerQuality: "Propriétaire\nBcc: victime@example.com" }]) {
      const res = await post(sent.token, { ...ACCEPT, ...forged });
      expect(res.status).toBe(400);
      expect(await html(res)).toContain("Ce champ ne doit contenir ni retour à la ligne");
    }
    expect(await env.DB.prepare("select count(*) as n from devis_acceptances where devis_id = ?").bind(sent.id).first("n")).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from email_outbox where related_id = ? and type like 'devis-accepted%'").bind(sent.id).first("n")).toBe(0);
    expect((await devisRow(sent.id)).status).toBe("consulte");
  });

  test("a professional's devis has no withdrawal text, no mediator and no withdrawal choice; its signed PDF neither", async () => {
    const sent = await sentDevis(staff, { clientType: "professionnel", clientCompany: "SCI Les Vignes", clientName: "Paul Martin" });
    const body = await html(await request(`/devis/${sent.token}`));
    expect(body).toContain("SCI Les Vignes");
    expect(body).not.toContain("L221-18");
    expect(body).not.toContain("rétractation");
    expect(body).not.toContain("Médiateur");
    const res = await post(sent.token, { intent: "accept", signerName: "Paul Martin", signerQuality: "Gérant de la SCI Les Vignes", approval: "on" });
    expect(res.status).toBe(303);
    const row = await devisRow(sent.id);
    const text = await pdfVisibleText(new Uint8Array(await (await env.ATTACHMENTS.get(row.signedPdfKey ?? ""))!.arrayBuffer()));
    expect(text).toContain("Bon pour accord électronique");
    expect(text).not.toContain("rétractation");
    // The withdrawal choice is a particulier's; the start of work is everyone's sentence (docs/decisions/643).
    expect(text).not.toContain("Je demande expressément");
    expect(text.replace(/\s+/g, " ")).toContain("Début de la mission : la mission commence à la réception de l'acompte.");
    expect(await env.DB.prepare("select withdrawal_choice from devis_acceptances where devis_id = ?").bind(sent.id).first("withdrawal_choice")).toBeNull();
  });

  test("the dashboard and the list's figures count the acceptance", async () => {
    const cookie = await sessionCookieHeader(staff);
    const accepted = async () => {
      const { getDevisFigures } = await import("~/lib/devis/list.server");
      return (await getDevisFigures(db())).accepted;
    };
    const before = await accepted();
    const sent = await sentDevis(staff);
    await post(sent.token, ACCEPT);
    const after = await accepted();
    expect(after).toEqual({ count: before.count + 1, htCents: before.htCents + 270_000 });
    const dashboard = await html(await request("/admin", { headers: { cookie } }));
    expect(dashboard).toContain(`${after.count} devis accepté${after.count > 1 ? "s" : ""}`);
  });
});

describe("the page's own form posts", () => {
  test("sent with `Origin: null` (the page's no-referrer policy) they pass when Sec-Fetch-Site says same-origin; from elsewhere, or without it, they are refused", async () => {
    const sent = await sentDevis(staff);
    const attempt = (headers: Record<string, string | undefined>) =>
      request(`/devis/${sent.token}`, {
        method: "POST",
        headers: Object.fromEntries(Object.entries({ "cf-connecting-ip": "198.51.100.9", ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined)),
        body: new URLSearchParams(ACCEPT),
      });
    for (const refused of [{ origin: "null" }, { origin: "null", "sec-fetch-site": "cross-site" }, { origin: "https://evil.example", "sec-fetch-site": "same-origin" }]) {
      const res = await attempt(refused);
      expect(res.status, JSON.stringify(refused)).toBe(403);
      await res.arrayBuffer();
    }
    expect((await devisRow(sent.id)).status).toBe("envoye");
    const own = await attempt({ origin: "null", "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" });
    expect(own.status).toBe(303);
    expect((await devisRow(sent.id)).status).toBe("accepte");
  });
});

describe("refusing", () => {
  test("the client refuses with a reason: the owner is told by e-mail, the link says it was refused, and a later acceptance changes nothing", async () => {
    const sent = await sentDevis(staff);
    const res = await post(sent.token, { intent: "refuse", reason: "prix", comment: "Un autre bureau d'études est moins cher." });
    expect(res.status).toBe(303);
    expect(await devisRow(sent.id)).toMatchObject({ status: "refuse", refusalReason: "prix", refusalComment: "Un autre bureau d'études est moins cher." });
    const mail = await env.DB.prepare("select \"to\", text from email_outbox where related_id = ? and type = 'devis-refused'").bind(sent.id).first<{ to: string; text: string }>();
    expect(JSON.parse(mail?.to ?? "[]")[0].email).toBe(staff.email);
    expect(mail?.text).toContain("Raison : Le prix");
    expect(mail?.text).toContain("Un autre bureau d'études est moins cher.");
    const page = await request(`/devis/${sent.token}`);
    expect(await html(page)).toContain("Vous avez refusé le devis");
    const late = await post(sent.token, ACCEPT);
    expect(late.status).toBe(409);
    expect(await html(late)).toContain("Ce devis a déjà reçu une réponse\u202f: rien n'a été changé.");
    expect((await devisRow(sent.id)).status).toBe("refuse");
  });
});
