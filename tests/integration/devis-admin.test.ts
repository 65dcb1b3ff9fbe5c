// The engineer's side of a devis: prepared from a simulation, a contact request or blank;
// totals computed on the server only; a draft saved at its version; sending refused while a
// legal fact, the programme, the delay or the loi ELAN is missing; sending freezes the
// version (PDF rendered once, kept in R2); a new indice replaces the old one.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, test } from "vitest";
import { createDevis, saveDevisDraft } from "~/lib/devis/devis.server";
import { sendDevis } from "~/lib/devis/send.server";
import { hashLinkToken } from "~/lib/devis/link.server";
import { formatCents } from "~/lib/devis/lines";
import { seedDatabase } from "../../seed";
import {
  clientDeps,
  signerCodeFor,
  completeDraft,
  completeInput,
  devisRow,
  draftForm,
  editor,
  fillLegalFacts,
  linkTokenOf,
  sendDeps,
  sentDevis,
  setSettingValue,
} from "../factories/devis";
import { createContactRequest, createSimulation } from "../factories/leads";
import { sessionCookieHeader } from "../factories/staff";
import { db, flashOf, followRedirect, request } from "../helpers";
import { esc, postForm } from "./admin-content-helpers";
import { pdfVisibleText } from "./pdf-text";

let cookie = "";
let staff: Awaited<ReturnType<typeof editor>>;

beforeAll(async () => {
  await seedDatabase(db());
  await fillLegalFacts();
  staff = await editor();
  cookie = await sessionCookieHeader(staff);
});

async function page(path: string) {
  const res = await request(path, { headers: { cookie } });
  return { status: res.status, html: (await res.text()).replaceAll("<!-- -->", "") };
}

describe("preparing a devis", () => {
  test("« Préparer le devis » on a land-sale simulation carries every line, modifier, client fact and the site over, with each mission's default programme, and cites the SOL- reference", async () => {
    const simulation = await createSimulation({
      projectNature: "vente_terrain",
      projectType: "vente_terrain",
      constructionType: null,
      surfaceBatie: null,
      location: "Pontoise (95300)",
      userFirstName: "Claire",
      userLastName: "Dubois",
      userEmail: "claire.dubois@exemple.fr",
      services: ["g1-es", "g1-pgc"],
      priceLines: [
        { kind: "mission", id: "g1-es", label: "Étude géotechnique préalable G1 – Phase Étude de Site (ES)", detail: "Enquête documentaire et visite.", amountHt: 1200 },
        { kind: "mission", id: "g1-pgc", label: "Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC)", detail: "Sondages et essais.", amountHt: 1500 },
        { kind: "modifier", id: "travel", label: "Déplacement – Grande couronne", detail: "Département 95.", amountHt: 90 },
      ],
      totalHt: 2790,
      totalTtc: 3348,
    });
    const res = await postForm("/admin/devis", cookie, { intent: "create", source: "simulation", sourceId: simulation.id });
    expect(res.status).toBe(302);
    const id = Number(/\/admin\/devis\/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]);
    expect(flashOf(res)?.message).toMatch(/^Devis créé : vérifiez-le, puis envoyez-le au client\. \(D-\d{4}-\d{4}\)$/);
    const row = await devisRow(id);
    expect(row).toMatchObject({
      status: "brouillon",
      revision: 1,
      sourceKind: "simulation",
      sourceId: simulation.id,
      estimateReference: simulation.devisNumber,
      clientName: "Claire Dubois",
      clientEmail: "claire.dubois@exemple.fr",
      sitePostcode: "95300",
      siteCity: "Pontoise",
      projectNature: "vente_terrain",
      totalHtCents: 279_000,
      tvaCents: 55_800,
      totalTtcCents: 334_800,
      ownerId: staff.id,
    });
    expect(row.lines.map((l) => [l.kind, l.catalogueId, l.unitPriceCents, l.quantity])).toEqual([
      ["mission", "g1-es", 120_000, 1],
      ["mission", "g1-pgc", 150_000, 1],
      ["modifier", null, 9_000, 1],
    ]);
    // The catalogue's default programme, editable per line.
    expect(row.lines[1].programme).toContain("2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m");
    expect(row.paymentTerms).toContain("Acompte de 30 %");

    // The request shows the devis and its history.
    const lead = await page(`/admin/demandes/simulations/${simulation.id}`);
    expect(lead.html).toContain(`${row.number} – indice A`);
    expect(lead.html).toContain(`Devis ${row.number} créé (indice A)`);
    expect(lead.html).toContain("par Inès Moreau le");
  });

  test("a simulation that came from /mon-terrain gives the devis the checked plot: street, INSEE code and the clay exposure with its source and day", async () => {
    const simulation = await createSimulation({
      projectNature: "vente_terrain",
      projectType: "vente_terrain",
      constructionType: null,
      surfaceBatie: null,
      location: "Meaux 77100",
      site: {
        label: "12 Rue des Lilas 77100 Meaux",
        street: "12 Rue des Lilas",
        postcode: "77100",
        city: "Meaux",
        inseeCode: "77284",
        latitude: 48.96,
        longitude: 2.88,
        clay: {
          level: "fort",
          label: "Exposition forte au retrait-gonflement des argiles",
          source: "Géorisques, exposition au retrait-gonflement des argiles",
          readAt: "2026-11-20T09:30:00.000Z",
        },
        lookup: null,
      },
      services: ["g1-es", "g1-pgc"],
    });
    const res = await postForm("/admin/devis", cookie, { intent: "create", source: "simulation", sourceId: simulation.id });
    const row = await devisRow(Number(/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]));
    expect(row).toMatchObject({
      siteStreet: "12 Rue des Lilas",
      sitePostcode: "77100",
      siteCity: "Meaux",
      siteInseeCode: "77284",
      clayLevel: "fort",
      claySource: "Géorisques, exposition au retrait-gonflement des argiles",
      clayReadOn: "2026-11-20",
    });
  });

  test("from a contact request the client's facts are carried over (a particulier stays a particulier); blank, nothing", async () => {
    const contact = await createContactRequest({ fullName: "Marc Petit", email: "marc.petit@exemple.fr", phone: "06 00 11 22 33", profession: "architecte" });
    const res = await postForm("/admin/devis", cookie, { intent: "create", source: "contact", sourceId: contact.id });
    const row = await devisRow(Number(/(\d+)$/.exec(res.headers.get("location") ?? "")?.[1]));
    expect(row).toMatchObject({
      clientName: "Marc Petit",
      clientEmail: "marc.petit@exemple.fr",
      clientPhone: "06 00 11 22 33",
      clientType: "professionnel",
      sourceKind: "contact",
      lines: [],
    });
    const lead = await page(`/admin/demandes/contacts/${contact.id}`);
    expect(lead.html).toContain("Préparer le devis");
    expect(lead.html).toContain(`${row.number} – indice A`);

    const blank = await postForm("/admin/devis", cookie, { intent: "create", source: "blank" });
    const empty = await devisRow(Number(/(\d+)$/.exec(blank.headers.get("location") ?? "")?.[1]));
    expect(empty).toMatchObject({ clientName: "", lines: [], sourceKind: null, totalHtCents: 0 });

    const unknown = await postForm("/admin/devis", cookie, { intent: "create", source: "simulation", sourceId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(esc("La demande d'origine est introuvable."));
    expect(await env.DB.prepare("select count(*) as n from devis where source_kind = 'simulation' and source_id = 999999").first("n")).toBe(0);
  });
});

describe("saving a draft", () => {
  test("totals are computed on the server: a forged total in the form is ignored", async () => {
    const draft = await completeDraft(staff);
    const form = draftForm("save", completeInput({ version: draft.version, discountLabel: "Geste commercial", discountAmount: 200.5 }), {
      totalHtCents: "1",
      totalTtcCents: "1",
      tvaCents: "0",
      totalHt: "1",
    });
    form["lines[0].quantity"] = "1.5";
    form["lines[0].unitPrice"] = "1200.33";
    const res = await postForm(`/admin/devis/${draft.id}`, cookie, form);
    expect(res.status).toBe(302);
    expect(flashOf(res)?.message).toBe("Devis enregistré");
    // 1,5 × 1 200,33 = 1 800,50 (rounded to the cent) + 1 500 − 200,50 = 3 100,00 HT; TVA 620,00; TTC 3 720,00.
    expect(await devisRow(draft.id)).toMatchObject({ totalHtCents: 310_000, tvaCents: 62_000, totalTtcCents: 372_000, discountCents: 20_050 });
    const screen = await page(`/admin/devis/${draft.id}`);
    expect(screen.html).toContain(formatCents(310_000));
  });

  test("a discount above the lines is refused in French and changes nothing", async () => {
    const draft = await completeDraft(staff);
    const res = await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("save", completeInput({ version: draft.version, discountAmount: 99_999 })));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(esc("La remise ne peut pas dépasser le total des lignes"));
    expect(await devisRow(draft.id)).toMatchObject({ version: draft.version, discountCents: 0 });
  });

  test("a client name or a line on two lines is refused in French (they reach the e-mail's To header and the PDF) and changes nothing", async () => {
    const draft = await completeDraft(staff);
    const before = await devisRow(draft.id);
    const res = await postForm(
      `/admin/devis/${draft.id}`,
      cookie,
      draftForm("save", completeInput({ version: draft.version, clientName: "Claire Dubois\r\nBcc: victime@example.com" })),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(esc("Ce champ ne doit contenir ni retour à la ligne"));
    const form = draftForm("save", completeInput({ version: draft.version }));
    form["lines[0].label"] = "Étude G1\nImpayé : réglez sur https://evil.example";
    expect((await postForm(`/admin/devis/${draft.id}`, cookie, form)).status).toBe(400);
    expect(await devisRow(draft.id)).toMatchObject({ version: before.version, clientName: before.clientName });
  });

  test("two editors on one draft: the second save at the old version answers 409 naming who saved, and overwrites nothing", async () => {
    const draft = await completeDraft(staff);
    const other = await editor();
    const otherCookie = await sessionCookieHeader(other);
    const first = await postForm(`/admin/devis/${draft.id}`, otherCookie, draftForm("save", completeInput({ version: draft.version, clientName: "Nom du collègue" })));
    expect(first.status).toBe(302);
    const stale = await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("save", completeInput({ version: draft.version, clientName: "Mon nom" })));
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("a été modifié par Inès Moreau");
    expect(await devisRow(draft.id)).toMatchObject({ clientName: "Nom du collègue", version: draft.version + 1 });
  });

  test("« Ajouter la mission » appends a catalogue mission with its NF P 94-500 name, « Comprend » and default programme; « Ajouter une ligne » adds a free line", async () => {
    const draft = await completeDraft(staff, { lines: [] });
    const res = await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("add-mission", completeInput({ version: draft.version, lines: [] }), { missionId: "g2-avp" }));
    expect(flashOf(res)?.message).toBe("Mission ajoutée au devis");
    const row = await devisRow(draft.id);
    expect(row.lines).toHaveLength(1);
    expect(row.lines[0]).toMatchObject({ kind: "mission", catalogueId: "g2-avp", label: "Étude géotechnique de conception G2 – Avant-projet (AVP)", unitPriceCents: 220_000 });
    expect(row.lines[0].detail).toContain("Première phase de l'étude de conception G2");
    expect(row.lines[0].programme).toContain("3 sondages pressiométriques à 12 m");

    const withFree = completeInput({
      version: row.version,
      lines: [...completeInput().lines, { kind: "free", label: "Essai de plaque", detail: "", programme: "1 essai à la plaque", quantity: 2, unitPrice: 350 }],
    });
    await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("save", withFree));
    const saved = await devisRow(draft.id);
    expect(saved.lines.at(-1)).toMatchObject({ kind: "free", catalogueId: null, label: "Essai de plaque", quantity: 2, unitPriceCents: 35_000 });
    expect(saved.totalHtCents).toBe(120_000 + 150_000 + 70_000);
  });
});

describe("sending", () => {
  test("refused while a legal fact is still the seed's placeholder, with the list of what is missing and links to the settings; nothing is sent", async () => {
    await setSettingValue("legal.siret", "000 000 000 00000 (à compléter)");
    await setSettingValue("mediator.name", "Médiateur de la consommation (à compléter)");
    try {
      const draft = await completeDraft(staff);
      const res = await postForm(`/admin/devis/${draft.id}`, cookie, draftForm("send", completeInput({ version: draft.version })));
      expect(res.status).toBe(302);
      expect(flashOf(res)).toEqual({ message: "Devis enregistré mais non envoyé : 2 points à régler (liste « Avant l'envoi »).", tone: "error" });
      const { html } = await followRedirect(res, cookie);
      expect(html).toContain("Avant l&#x27;envoi : 2 points à régler");
      expect(html).toContain(esc("Paramètre « SIRET » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis."));
      expect(html).toContain(`href="/admin/settings?tab=company&amp;returnTo=${encodeURIComponent(`/admin/devis/${draft.id}`)}#legal-siret"`);
      expect(html).toContain(esc("Paramètre « Médiateur de la consommation » non renseigné"));
      expect(html).toContain("article L612-1");
      expect(await devisRow(draft.id)).toMatchObject({ status: "brouillon", pdfKey: null, tokenHash: null });
      expect(await env.DB.prepare("select count(*) as n from email_outbox where related_type = 'devis' and related_id = ?").bind(draft.id).first("n")).toBe(0);

      // A professional's devis does not print the mediator: only the SIRET is missing.
      const pro = await completeDraft(staff, { clientType: "professionnel", clientCompany: "SCI Les Vignes" });
      const refused = await sendDevis(sendDeps(), staff, pro.id, pro.version);
      expect(refused.ok).toBe(false);
      expect(refused.ok === false && refused.reason === "problems" ? refused.problems.map((p) => p.message) : []).toEqual([
        "Paramètre « SIRET » non renseigné (vide ou valeur d'exemple) : il est imprimé sur le devis.",
      ]);
    } finally {
      await fillLegalFacts();
    }
  });

  test("refused without the programme of a mission, the report's delay, the client's e-mail or the site", async () => {
    const input = completeInput({ deliveryWeeks: undefined, clientEmail: "", sitePostcode: "", siteCity: "", projectNature: "construction_neuve" });
    input.lines[1] = { ...input.lines[1], programme: "" };
    // Without any catalogue mission, an empty delay stays empty (docs/decisions/639).
    input.lines = input.lines.map((line) => ({ ...line, kind: "free" as const, catalogueId: undefined }));
    input.lines.push({ kind: "mission", catalogueId: undefined, label: "Mission hors catalogue", detail: "", programme: "", quantity: 1, unitPrice: 100 });
    const draft = await completeDraft(staff, input);
    const outcome = await sendDevis(sendDeps(), staff, draft.id, draft.version);
    const messages = outcome.ok === false && outcome.reason === "problems" ? outcome.problems.map((p) => p.message) : [];
    expect(messages).toEqual([
      "Indiquez l'adresse e-mail du client : le devis et son lien lui sont envoyés.",
      "Indiquez l'adresse du chantier (au moins le code postal et la commune).",
      "Précisez le programme d'investigations de « Mission hors catalogue » (nombre, nature et profondeur des sondages et essais).",
      "Indiquez le délai de remise du rapport (en semaines après la commande).",
    ]);
    expect((await devisRow(draft.id)).status).toBe("brouillon");
  });

  test("ELAN: a land sale in a strong clay zone without G1 PGC is refused with the reason; an exposure not stated must be stated first; a weak exposure needs nothing more", async () => {
    const onlyEs = completeInput();
    onlyEs.lines = [onlyEs.lines[0]];
    const strong = await completeDraft(staff, onlyEs);
    const refused = await sendDevis(sendDeps(), staff, strong.id, strong.version);
    const message = refused.ok === false && refused.reason === "problems" ? refused.problems.map((p) => p.message).join("\n") : "";
    expect(message).toContain(
      "Loi ELAN\u202f: la vente d'un terrain à bâtir en zone d'exposition moyenne ou forte au retrait-gonflement des argiles exige une étude géotechnique préalable",
    );
    expect(message).toContain("Ajoutez « Étude géotechnique préalable G1 – Principes Généraux de Construction (PGC) »");
    expect(message).not.toContain("Phase Étude de Site (ES) »");

    const unknown = await completeDraft(staff, { ...onlyEs, clayLevel: null });
    const stated = await sendDevis(sendDeps(), staff, unknown.id, unknown.version);
    expect(stated.ok === false && stated.reason === "problems" ? stated.problems.map((p) => p.message) : []).toEqual([
      "Vente de terrain : indiquez l'exposition du terrain au retrait-gonflement des argiles (champ « Exposition aux argiles ») avant l'envoi ; en exposition moyenne ou forte, la loi ELAN impose l'étude géotechnique préalable G1 complète.",
    ]);

    const weak = await completeDraft(staff, { ...onlyEs, clayLevel: "faible" });
    expect(await sendDevis(sendDeps(), staff, weak.id, weak.version)).toMatchObject({ ok: true });
  });

  test("sending freezes the version: the PDF is rendered once and kept in R2 (its SHA-256 stored), the link's token is stored hashed only, the e-mail carries the PDF and the link; the draft can no longer change", async () => {
    const sent = await sentDevis(staff);
    const row = await devisRow(sent.id);
    expect(row).toMatchObject({ status: "envoye", sentBy: staff.id, validityMonths: 2 });
    expect(row.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.tokenHash).toBe(await hashLinkToken(sent.token));
    // The token itself is nowhere in the row (only sealed).
    expect(JSON.stringify(row)).not.toContain(sent.token);
    const stored = await env.ATTACHMENTS.get(row.pdfKey ?? "");
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(digest).toBe(row.pdfSha256);
    expect(await pdfVisibleText(bytes)).toContain(`DEVIS N° ${row.number}`);

    const mail = await env.DB.prepare('select type, "to", attachments, text, status from email_outbox where message_id = ?').bind(sent.messageId).first<Record<string, string>>();
    expect(mail?.type).toBe("devis-sent");
    expect(JSON.parse(mail?.to ?? "[]")).toEqual([{ email: "claire.dubois@exemple.fr", name: "Claire Dubois" }]);
    expect(JSON.parse(mail?.attachments ?? "[]")).toEqual([{ kind: "stored-pdf", key: row.pdfKey, filename: `devis-${row.number}-indice-A.pdf` }]);
    expect(mail?.text).toContain(`https://www.lutetia-geotechnique.test/devis/${sent.token}`);

    // The mail consumer attaches those exact bytes, read from R2 when the e-mail leaves.
    const { resolveMailAttachment } = await import("~/lib/attachments/registry.server");
    const { parseEnv } = await import("~/lib/env.server");
    const attachment = await resolveMailAttachment({ db: db(), env: parseEnv(env) }, JSON.parse(mail?.attachments ?? "[]")[0]);
    expect(attachment.content).toEqual(bytes);
    expect(attachment.contentType).toBe("application/pdf");
    await expect(resolveMailAttachment({ db: db(), env: parseEnv(env) }, { kind: "stored-pdf", key: "contact/1/piece.pdf", filename: "x.pdf" })).rejects.toThrow(
      "Pièce jointe refusée",
    );

    // Frozen: a save, a second send and a settings change leave the document as it was.
    const save = await saveDevisDraft(db(), staff, sent.id, row.version, completeInput({ clientName: "Autre" }));
    expect(save).toMatchObject({
      ok: false,
      reason: "invalid",
      formError: "Ce devis a déjà été envoyé : il ne peut plus être modifié. Créez une nouvelle version (indice suivant) pour le changer.",
    });
    expect(await sendDevis(sendDeps(), staff, sent.id, row.version)).toEqual({ ok: false, reason: "not-draft" });
    await setSettingValue("legal.insurer", "Autre assureur");
    const download = await request(`/admin/devis/${sent.id}/devis.pdf`, { headers: { cookie } });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    await fillLegalFacts();
    expect((await devisRow(sent.id)).pdfSha256).toBe(row.pdfSha256);
    const history = await page(`/admin/devis/${sent.id}`);
    expect(history.html).toContain(`${row.number} indice A envoyé au client`);
  });

  test("changing a sent devis makes indice B under the same number; sending B marks A « remplacé », and A's link answers 410 with the link to B", async () => {
    const a = await sentDevis(staff);
    const revise = await postForm(`/admin/devis/${a.id}`, cookie, { intent: "revise", version: String(a.version + 1) });
    expect(flashOf(revise)?.message).toBe("Nouvelle version créée : modifiez-la puis envoyez-la ; l'ancienne sera alors marquée « remplacée ».");
    const bId = Number(/(\d+)$/.exec(revise.headers.get("location") ?? "")?.[1]);
    const b = await devisRow(bId);
    expect(b).toMatchObject({ number: a.number, revision: 2, status: "brouillon" });
    // A revision asked twice opens the same draft.
    const again = await postForm(`/admin/devis/${a.id}`, cookie, { intent: "revise", version: String(a.version + 1) });
    expect(again.headers.get("location")).toBe(`/admin/devis/${bId}`);
    // Until B is sent, A stays valid.
    expect((await devisRow(a.id)).status).toBe("envoye");

    const save = await postForm(`/admin/devis/${bId}`, cookie, draftForm("send", completeInput({ version: b.version, discountLabel: "Remise", discountAmount: 100 })));
    expect(save.headers.get("location")).toBe(`/admin/devis/${bId}?dialog=envoi`);
    const send = await postForm(`/admin/devis/${bId}`, cookie, { intent: "send-confirmed", version: String((await devisRow(bId)).version) });
    expect(flashOf(send)?.message).toBe("Devis envoyé au client : le PDF figé et le lien personnel partent par e-mail.");
    expect(await devisRow(a.id)).toMatchObject({ status: "remplace" });
    expect(await devisRow(bId)).toMatchObject({ status: "envoye", revision: 2 });
    const tokenB = await linkTokenOf(bId);

    const oldLink = await request(`/devis/${a.token}`);
    expect(oldLink.status).toBe(410);
    const html = (await oldLink.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Ce devis a été remplacé");
    expect(html).toContain(`href="https://www.lutetia-geotechnique.test/devis/${tokenB}"`);
    expect(html).not.toContain("Accepter le devis");
    const screen = await page(`/admin/devis/${bId}`);
    expect(screen.html).toContain(`${a.number} indice A remplacé par l&#x27;indice B`);
  });

  test("an indice cannot be sent once an earlier indice was accepted", async () => {
    const a = await sentDevis(staff);
    const b = await createDevis(db(), staff, { kind: "blank" });
    expect(b.ok).toBe(true);
    const revised = await postForm(`/admin/devis/${a.id}`, cookie, { intent: "revise", version: String(a.version + 1) });
    const bId = Number(/(\d+)$/.exec(revised.headers.get("location") ?? "")?.[1]);
    const { acceptDevis } = await import("~/lib/devis/client.server");
    expect(
      await acceptDevis(
        clientDeps(),
        a.token,
        { signerName: "Claire Dubois", signerQuality: "Propriétaire", withdrawalChoice: "attendre", code: await signerCodeFor(a) },
        { ip: null, userAgent: null },
      ),
    ).toEqual({ ok: true });
    const bRow = await devisRow(bId);
    expect(await sendDevis(sendDeps(), staff, bId, bRow.version)).toEqual({ ok: false, reason: "earlier-accepted" });
    expect((await devisRow(bId)).status).toBe("brouillon");
  });
});

describe("the list, its figures and the CSV", () => {
  test("filters live in the URL; the figures count what was sent and accepted this month; the CSV's amounts are numbers a spreadsheet adds", async () => {
    const sent = await sentDevis(staff, { clientName: "Client Filtré", ownerId: staff.id });
    const list = await page(`/admin/devis?status=envoye&owner=moi&q=${encodeURIComponent("Client Filtré")}`);
    expect(list.status).toBe(200);
    expect(list.html).toContain(sent.number);
    expect(list.html).toContain("Envoyés en");
    expect(list.html).toContain("Taux de conversion");
    expect(list.html).toContain("Délai demande → devis");
    expect(list.html).toContain("Expirent sous 7 jours");
    const none = await page(`/admin/devis?status=accepte&q=${encodeURIComponent("Client Filtré")}`);
    expect(none.html).toContain("Aucun devis ne correspond à votre recherche.");

    const csv = await request(`/admin/devis/export?q=${encodeURIComponent("Client Filtré")}`, { headers: { cookie } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("Total HT (€);TVA (€);Total TTC (€)");
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(";");
    expect(cells.slice(-3)).toEqual(["2700,00", "540,00", "3240,00"]);
    expect(cells[0]).toBe(sent.number);
    expect(cells[2]).toBe("Envoyé");
  });
});

describe("the catalogue and the site's health", () => {
  test("« Simulateur (prix) » saves each mission's default programme of investigations", async () => {
    const row = await env.DB.prepare("select version from simulator_services where id = 'g5'").first<{ version: number }>();
    const res = await postForm("/admin/simulator?dialog=edit&id=g5", cookie, {
      intent: "update",
      id: "g5",
      version: String(row?.version ?? 1),
      name: "Diagnostic géotechnique G5",
      description: "Étude d'un ouvrage existant ou d'un sinistre.",
      programme: "3 sondages à la pelle mécanique au droit des fondations",
      basePrice: "2500",
      "rules.diagnostic": "obligatoire",
      isActive: "on",
      displayOrder: "7",
    });
    expect(res.status).toBe(302);
    expect(await env.DB.prepare("select programme from simulator_services where id = 'g5'").first("programme")).toBe("3 sondages à la pelle mécanique au droit des fondations");
  });

  test("'État du site' names the facts still missing to send a devis", async () => {
    const { siteHealth } = await import("~/lib/health/health.server");
    const deps = {
      db: db(),
      env: { SITE_ORIGIN: "https://www.lutetia-geotechnique.test" } as never,
      fetcher: (() => Promise.reject(new Error("hors ligne"))) as typeof fetch,
      dnsCacheOnly: true,
    };
    expect((await siteHealth(deps)).checks.find((c) => c.id === "devis:legal-facts")).toMatchObject({ state: "ok" });
    await setSettingValue("legal.insurance_policy", "N° de police (à compléter)");
    try {
      const line = (await siteHealth(deps)).checks.find((c) => c.id === "devis:legal-facts");
      expect(line).toMatchObject({ group: "company", state: "todo", label: "Informations requises pour envoyer un devis" });
      expect(line?.explanation).toContain("N° de police d'assurance RC professionnelle");
      expect(line?.items).toEqual([{ label: "Paramètre « N° de police d'assurance RC professionnelle »", href: "/admin/settings?tab=company#legal-insurance-policy" }]);
    } finally {
      await fillLegalFacts();
    }
  });
});
