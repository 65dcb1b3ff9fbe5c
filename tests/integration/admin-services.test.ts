import { env } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../seed";
import { db, flashOf, followRedirect } from "../helpers";
import { esc, lastAudit, postForm, publicPage, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

const base = {
  title: "Étude de stabilité des talus",
  shortDescription: "Calcul de stabilité des pentes, déblais et remblais, avec confortements adaptés.",
  displayOrder: "20",
  intent: "publish",
  icon: "shield",
  content: "## Pourquoi une étude de stabilité ?\n\nUn talus instable menace les ouvrages voisins.",
};

async function serviceRow(slug: string) {
  return env.DB.prepare("select * from services where slug = ?").bind(slug).first<Record<string, unknown>>();
}

test("the services list is ordered by display order then title, searchable, and says when nothing matches", async () => {
  const { cookie } = await staffCookie();
  const { page, html } = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/services" } }), cookie);
  expect(page.status).toBe(200);
  const order = ["Études géotechniques", "Sondages &amp; prélèvements", "Diagnostics &amp; expertises", "Analyses en laboratoire"].map((t) => html.indexOf(t));
  expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
  expect(html).toContain('placeholder="Rechercher des services..."');
  expect(html).toMatch(/Page 1 sur 1 \(7 résultats\)/);
  expect(html).toContain('href="/services/sondages" target="_blank"');

  const search = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/services?q=POLLUTION" } }), cookie);
  expect(search.html).toContain("Études de pollution");
  expect(search.html).not.toContain("Sondages &amp; prélèvements");
  const none = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/services?q=introuvable-xyz" } }), cookie);
  expect(none.html).toContain("Aucun service trouvé");
  expect(none.html).toContain("Créer un service");
});

test("a new service without slug gets the slug of its name, an audit row and a place in the search index", async () => {
  const { staff, cookie } = await staffCookie();
  const res = await postForm("/admin/services/new", cookie, { ...base, slug: "" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/services");
  expect(flashOf(res)).toEqual({ message: "Service publié", tone: "success" });
  const row = await serviceRow("etude-de-stabilite-des-talus");
  expect(row).toMatchObject({ title: base.title, status: "published", icon: "shield", display_order: 20, updated_by: staff.id, version: 1 });
  expect(String(row?.content_html)).toContain('<h2 id="pourquoi-une-etude-de-stabilite">');
  const audit = await lastAudit("service.create");
  expect(audit).toMatchObject({ actor_id: staff.id, target_id: String(row?.id) });
  const search = await publicPage("/search?q=talus");
  expect(search.body).toContain('href="/services/etude-de-stabilite-des-talus"');

  const again = await postForm("/admin/services/new", cookie, { ...base, slug: "Étude de stabilité des talus" });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain(esc("Le slug ne peut contenir que des lettres minuscules sans accent"));
  // The slug: lower case, spaces to hyphens, other characters than letters, digits, "_" and "-" removed, hyphens collapsed.
  const derived = await postForm("/admin/services/new", cookie, { ...base, title: "Sondages  --  pressiométriques_PMT (2027) !", slug: "", intent: "draft" });
  expect(derived.status).toBe(302);
  expect(await serviceRow("sondages-pressiometriques_pmt-2027")).not.toBeNull();
  const taken = await postForm("/admin/services/new", cookie, { ...base, slug: "etude-de-stabilite-des-talus" });
  expect(taken.status).toBe(400);
  expect(await taken.text()).toContain("Un service avec ce slug existe déjà");
});

test("the name and the short description are required, with French messages, and nothing is saved", async () => {
  const { cookie } = await staffCookie();
  const before = await env.DB.prepare("select count(*) as n from services").first<{ n: number }>();
  const res = await postForm("/admin/services/new", cookie, { title: "", shortDescription: "  ", intent: "draft", icon: "layers" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Le nom du service est requis");
  expect(html).toContain("La description courte est requise");
  const noSlug = await postForm("/admin/services/new", cookie, { title: "???", shortDescription: "Description", intent: "draft", icon: "layers" });
  expect(noSlug.status).toBe(400);
  expect(await noSlug.text()).toContain("Le slug est requis");
  const after = await env.DB.prepare("select count(*) as n from services").first<{ n: number }>();
  expect(after?.n).toBe(before?.n);
});

test("the offer: a price above 0 in whole euros, never a validity or an area without a price; a past validity is kept but not published", async () => {
  const { cookie } = await staffCookie();
  const offer = { ...base, title: "Essais de plaque", slug: "essais-de-plaque" };
  const before = await env.DB.prepare("select count(*) as n from services").first<{ n: number }>();
  for (const [fields, message] of [
    [{ priceAmount: "0" }, "Le prix doit être supérieur à 0 €"],
    [{ priceAmount: "1200.5" }, "Le prix doit être un nombre entier d&#x27;euros"],
    [{ priceValidUntil: "2099-01-31" }, "Indiquez le prix « à partir de » de l&#x27;offre, ou videz sa date de validité et sa zone."],
    [{ priceAreaServed: "Île-de-France" }, "Indiquez le prix « à partir de » de l&#x27;offre, ou videz sa date de validité et sa zone."],
    [{ priceAmount: "900", priceValidUntil: "2099-02-30" }, "Date invalide"],
    // A month that does not exist, sent by hand (no date picker sends it): refused, not a crash.
    [{ priceAmount: "900", priceValidUntil: "2099-13-01" }, "Date invalide"],
  ] as const) {
    const res = await postForm("/admin/services/new", cookie, { ...offer, ...fields });
    expect(res.status, JSON.stringify(fields)).toBe(400);
    expect(await res.text()).toContain(message);
  }
  expect((await env.DB.prepare("select count(*) as n from services").first<{ n: number }>())?.n).toBe(before?.n);

  const saved = await postForm("/admin/services/new", cookie, { ...offer, priceAmount: "900", priceValidUntil: "2020-01-31", priceAreaServed: "Paris" });
  expect(saved.status).toBe(302);
  expect(await serviceRow("essais-de-plaque")).toMatchObject({ price_amount: 900, price_currency: "EUR", price_valid_until: "2020-01-31", price_area_served: "Paris" });
  const page = await publicPage("/services/essais-de-plaque");
  expect(page.body).toContain('"@type":"Service"');
  expect(page.body).not.toContain('"@type":"Offer"');
});

test("a draft service is not public; once published, the menu, the footer, /services and the home cards show it", async () => {
  const { cookie } = await staffCookie();
  const created = await postForm("/admin/services/new", cookie, {
    ...base,
    title: "Reconnaissance de cavités",
    slug: "cavites",
    intent: "draft",
    displayOrder: "0",
    shortDescription: "Détection des carrières et cavités souterraines par sondages destructifs et géophysique.",
  });
  expect(created.status).toBe(302);
  expect((await publicPage("/services/cavites")).status).toBe(404);
  for (const path of ["/", "/services", "/contact"]) expect((await publicPage(path)).body).not.toContain('href="/services/cavites"');
  const rootBefore = await publicPage("/contact.data?_routes=root");
  expect(rootBefore.body).toContain("Sondages &");
  expect(rootBefore.body).not.toContain("Reconnaissance de cavités");

  const row = await serviceRow("cavites");
  const published = await postForm(`/admin/services/${row?.id}`, cookie, {
    ...base,
    title: "Reconnaissance de cavités",
    slug: "cavites",
    intent: "publish",
    displayOrder: "0",
    shortDescription: "Détection des carrières et cavités souterraines par sondages destructifs et géophysique.",
    id: String(row?.id),
    version: "1",
  });
  expect(published.status).toBe(302);
  expect(flashOf(published)?.message).toBe("Service publié");
  expect((await publicPage("/services/cavites")).status).toBe(200);
  const contact = await publicPage("/contact");
  expect(contact.body).toContain('href="/services/cavites"');
  // The header dropdown renders from the root loader's services on every page.
  const root = await publicPage("/contact.data?_routes=root");
  expect(root.body).toContain("Reconnaissance de cavités");
  expect((await publicPage("/services")).body).toContain("Détection des carrières et cavités souterraines");
  const home = await publicPage("/");
  expect(home.body).toContain("Reconnaissance de cavités");
  // Display order 0 puts it first among the four home cards: the fourth seeded card drops out.
  const cards = home.body.slice(home.body.indexOf('id="services-title"'), home.body.indexOf('id="why-title"'));
  expect(cards).toContain('href="/services/cavites"');
  expect(cards).not.toContain('href="/services/analyses"');
  await postForm(`/admin/services/${row?.id}`, cookie, {
    ...base,
    title: "Reconnaissance de cavités",
    slug: "cavites",
    intent: "draft",
    displayOrder: "0",
    id: String(row?.id),
    version: "2",
  });
});

test("editing content and FAQ shows both on the public page and in its FAQPage data; the audit names the changed fields", async () => {
  const { staff, cookie } = await staffCookie();
  const row = await serviceRow("etudes-hydrauliques");
  const res = await postForm(`/admin/services/${row?.id}`, cookie, {
    id: String(row?.id),
    version: String(row?.version),
    title: String(row?.title),
    slug: "etudes-hydrauliques",
    shortDescription: String(row?.short_description),
    displayOrder: String(row?.display_order),
    intent: "publish",
    icon: "droplets",
    content: "## Essais Porchet et Matsuo\n\nLa perméabilité mesurée fixe la surface d'infiltration.",
    "faq[0].question": "Faut-il un essai de perméabilité pour un puits d'infiltration ?",
    "faq[0].answer": "Oui : la capacité d'infiltration se dimensionne sur la perméabilité mesurée en place.",
    "relatedLinks[0].label": "Sondages & prélèvements",
    "relatedLinks[0].href": "/services/sondages",
    "areaServed[0]": "Île-de-France",
    estimatedDurationDays: "21",
    priceAmount: "1800",
    priceValidUntil: "2099-06-30",
    priceAreaServed: "Île-de-France",
  });
  expect(res.status).toBe(302);
  const page = await publicPage("/services/etudes-hydrauliques");
  expect(page.body).toContain('<h2 id="essais-porchet-et-matsuo">Essais Porchet et Matsuo</h2>');
  expect(page.body).toContain(esc("Faut-il un essai de perméabilité pour un puits d'infiltration ?"));
  const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const faq = jsonLd.find((d) => d["@type"] === "FAQPage");
  expect(faq.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "Faut-il un essai de perméabilité pour un puits d'infiltration ?",
      acceptedAnswer: { "@type": "Answer", text: "Oui : la capacité d'infiltration se dimensionne sur la perméabilité mesurée en place." },
    },
  ]);
  const service = jsonLd.find((d) => d["@type"] === "Service");
  expect(service).toMatchObject({
    estimatedDuration: "P21D",
    offers: { priceSpecification: { minPrice: 1800, priceCurrency: "EUR" }, priceValidUntil: "2099-06-30", areaServed: { name: "Île-de-France" } },
    areaServed: [{ name: "Île-de-France" }],
  });
  const audit = await lastAudit("service.update");
  expect(audit?.actor_id).toBe(staff.id);
  expect(JSON.parse(String(audit?.details)).changes).toEqual(
    expect.arrayContaining(["content", "faq", "relatedLinks", "areaServed", "priceAmount", "priceValidUntil", "priceAreaServed"]),
  );
  expect(JSON.parse(String(audit?.details)).changes).not.toContain("title");
});

test("a save over a newer version answers 409, keeps the other save and says who made it", async () => {
  const { cookie } = await staffCookie();
  const row = await serviceRow("etudes-pollution");
  const fields = {
    id: String(row?.id),
    title: String(row?.title),
    slug: "etudes-pollution",
    shortDescription: String(row?.short_description),
    intent: "publish",
    icon: "leaf",
    displayOrder: "6",
  };
  expect((await postForm(`/admin/services/${row?.id}`, cookie, { ...fields, version: String(row?.version), content: "Version A" })).status).toBe(302);
  const stale = await postForm(`/admin/services/${row?.id}`, cookie, { ...fields, version: String(row?.version), content: "Version B" });
  expect(stale.status).toBe(409);
  expect(await stale.text()).toContain("Ce contenu a été modifié par Prénom editor");
  expect((await serviceRow("etudes-pollution"))?.content).toBe("Version A");
});

test("adding a FAQ question without JavaScript round-trips to the form without saving", async () => {
  const { cookie } = await staffCookie();
  const row = await serviceRow("suivi-chantier");
  const res = await postForm(
    `/admin/services/${row?.id}`,
    cookie,
    {
      id: String(row?.id),
      version: String(row?.version),
      title: "Titre non enregistré",
      __intent__: JSON.stringify({ type: "insert", payload: { name: "faq", defaultValue: { question: "", answer: "" } } }),
    },
    { "sec-fetch-mode": "navigate" },
  );
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('name="faq[0].question"');
  expect(html).toContain('value="Titre non enregistré"');
  expect((await serviceRow("suivi-chantier"))?.title).toBe(row?.title);
});

test("deleting a service removes its page, audits it and says 'Service supprimé'", async () => {
  const { staff, cookie } = await staffCookie();
  await postForm("/admin/services/new", cookie, { ...base, title: "Service éphémère", slug: "service-ephemere" });
  const row = await serviceRow("service-ephemere");
  const confirm = await followRedirect(new Response(null, { status: 302, headers: { location: `/admin/services?dialog=delete&id=${row?.id}` } }), cookie);
  expect(confirm.html).toContain("Cette action est irréversible");
  const res = await postForm(`/admin/services?dialog=delete&id=${row?.id}`, cookie, { intent: "delete", id: String(row?.id) });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/admin/services");
  expect(flashOf(res)?.message).toBe("Service supprimé");
  expect(await serviceRow("service-ephemere")).toBeNull();
  expect((await publicPage("/services/service-ephemere")).status).toBe(404);
  expect(await lastAudit("service.delete")).toMatchObject({ actor_id: staff.id, target_id: String(row?.id) });
  const missing = await postForm("/admin/services", cookie, { intent: "delete", id: String(row?.id) });
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Impossible de supprimer le service");
});

test("renaming a published service keeps its old address (301); deleting the service drops that rule", async () => {
  const { cookie } = await staffCookie();
  await postForm("/admin/services/new", cookie, { ...base, title: "Études de fondations profondes", slug: "fondations-profondes" });
  const row = await serviceRow("fondations-profondes");
  const renamed = await postForm(`/admin/services/${row?.id}`, cookie, {
    ...base,
    title: "Études de fondations profondes",
    slug: "pieux-et-micropieux",
    id: String(row?.id),
    version: String(row?.version),
  });
  expect(renamed.status).toBe(302);
  const old = (await publicPage("/services/fondations-profondes")).res;
  expect(old.status).toBe(301);
  expect(old.headers.get("location")).toBe("/services/pieux-et-micropieux");
  expect((await publicPage("/services/pieux-et-micropieux")).status).toBe(200);

  // A draft renamed leaves nothing behind.
  await postForm("/admin/services/new", cookie, { ...base, title: "Brouillon renommé", slug: "brouillon-a", intent: "draft" });
  const draft = await serviceRow("brouillon-a");
  await postForm(`/admin/services/${draft?.id}`, cookie, {
    ...base,
    title: "Brouillon renommé",
    slug: "brouillon-b",
    intent: "draft",
    id: String(draft?.id),
    version: String(draft?.version),
  });
  expect(await env.DB.prepare("select count(*) as n from redirects where from_path = '/services/brouillon-a'").first<{ n: number }>()).toEqual({ n: 0 });

  expect((await postForm("/admin/services", cookie, { intent: "delete", id: String(row?.id) })).status).toBe(302);
  expect((await publicPage("/services/fondations-profondes")).status).toBe(404);
});

test("each save keeps the version it replaces; restoring one makes it current again, audited, and deleting the service drops them", async () => {
  const { cookie } = await staffCookie();
  await postForm("/admin/services/new", cookie, { ...base, title: "Études de pieux", slug: "etudes-de-pieux" });
  const row = await serviceRow("etudes-de-pieux");
  const fields = { ...base, title: "Études de pieux", slug: "etudes-de-pieux", id: String(row?.id) };
  const faq = { "faq[0].question": "Quand faut-il des pieux ?", "faq[0].answer": "Quand le bon sol est profond : la mission G2 AVP le dit." };
  expect((await postForm(`/admin/services/${row?.id}`, cookie, { ...fields, ...faq, version: "1", content: "Texte remplacé par erreur." })).status).toBe(302);
  const form = await followRedirect(new Response(null, { status: 302, headers: { location: `/admin/services/${row?.id}` } }), cookie);
  expect(form.html).toContain("Versions précédentes");
  const revisionId = /name="revisionId" value="(\d+)"/.exec(form.html)?.[1];

  const restored = await postForm(`/admin/services/${row?.id}`, cookie, { intent: "restore", revisionId: String(revisionId), version: "2" });
  expect(restored.status).toBe(302);
  expect(restored.headers.get("location")).toBe(`/admin/services/${row?.id}`);
  expect(flashOf(restored)?.message).toBe("Version restaurée avec succès.");
  const now = await serviceRow("etudes-de-pieux");
  expect(now).toMatchObject({ content: base.content, version: 3, faq: "[]" });
  expect(await lastAudit("service.restore")).toMatchObject({ target_id: String(row?.id) });
  const kept = () => env.DB.prepare("select count(*) as n from content_revisions where entity_type = 'service' and entity_id = ?").bind(row?.id).first<{ n: number }>();
  expect(await kept()).toEqual({ n: 2 });

  const unknown = await postForm(`/admin/services/${row?.id}`, cookie, { intent: "restore", revisionId: "999999", version: "3" });
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain("Échec de la restauration de la version.");

  expect((await postForm("/admin/services", cookie, { intent: "delete", id: String(row?.id) })).status).toBe(302);
  expect(await kept()).toEqual({ n: 0 });
});

test("a 'Voir aussi' link to /\\evil.example or //evil.example and an image outside the médiathèque are refused; nothing is stored", async () => {
  const { cookie } = await staffCookie();
  const cases: Array<[Record<string, string>, string]> = [
    [{ "relatedLinks[0].label": "Ailleurs", "relatedLinks[0].href": "/\\evil.example" }, "barre oblique inversée"],
    [{ "relatedLinks[0].label": "Ailleurs", "relatedLinks[0].href": "//evil.example" }, "« // »"],
    [{ "relatedLinks[0].label": "Ailleurs", "relatedLinks[0].href": "/services/%2e%2e/admin" }, "segment « . » ou « .. »"],
    [{ "relatedLinks[0].label": "Ailleurs", "relatedLinks[0].href": "http://evil.example" }, "commence par https://"],
    [{ featuredImage: "/media/../admin/logout" }, "Choisissez une image de la médiathèque."],
    [{ featuredImage: `/media/${"0".repeat(32)}-1200x630.png` }, "Choisissez une image de la médiathèque."],
  ];
  for (const [fields, message] of cases) {
    const slug = `service-refuse-${Math.random().toString(36).slice(2, 8)}`;
    const res = await postForm("/admin/services/new", cookie, { ...base, slug, ...fields });
    expect(res.status, JSON.stringify(fields)).toBe(400);
    expect(await res.text()).toContain(esc(message));
    expect(await serviceRow(slug)).toBeNull();
  }
});
