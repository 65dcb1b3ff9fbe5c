// 'État du site' (docs/decisions/722): each launch check against real local D1, the environment given
// as the Worker gets it, and the DNS resolver intercepted at the network edge (the fetcher).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditLog, blogPosts, emailOutbox, media, notFoundEvents, redirects, services } from "~/db/schema";
import { addDays, parisDay } from "~/lib/dates";
import { createDb } from "~/db/client.server";
import { blockingCount, type HealthCheck, healthView } from "~/lib/health/checks";
import { DEFAULT_SITE_ORIGIN, DEV_ADMIN_EMAIL, DKIM_KEY_COMMAND, type HealthEnv, NOT_FOUND_THRESHOLD, siteHealth } from "~/lib/health/health.server";
import { cgvStatements, seedDatabase } from "../../seed";
import { NO_CGV_MESSAGE } from "~/lib/devis/legal";
import { NO_CGV_PROBLEM } from "~/lib/devis/send.server";
import wranglerToml from "../../wrangler.toml?raw";
import { createArticle, createMediaFile } from "../factories/content";
import { DKIM_TEST_KEY_PEM, DKIM_TEST_KEY_PKCS8, DKIM_TEST_PUBLIC_KEY } from "../fixtures/dkim-key";
import { createService } from "../factories/site-content";
import { createStaff, sessionCookieHeader } from "../factories/staff";
import { db, request } from "../helpers";
import { setSetting } from "./forms-helpers";

const ENV: HealthEnv = {
  SITE_ORIGIN: "https://www.lutetia-geotechnique.test",
  MAILCHANNELS_API_KEY: undefined,
  MAILCHANNELS_ACCOUNT_ID: undefined,
  MAILCHANNELS_DKIM_PRIVATE_KEY: undefined,
  MAILCHANNELS_DKIM_SELECTOR: "mcdkim",
  TURNSTILE_SECRET_KEY: undefined,
  TURNSTILE_SITE_KEY: undefined,
};

/** A resolver that must not be called. */
const noNetwork = (async () => {
  throw new Error("aucun appel réseau attendu");
}) as unknown as typeof fetch;

async function health(overrides: Partial<HealthEnv> = {}, fetcher: typeof fetch = noNetwork) {
  return siteHealth({ db: db(), env: { ...ENV, ...overrides }, fetcher });
}

function line(checks: Array<HealthCheck>, id: string): HealthCheck {
  const found = checks.find((check) => check.id === id);
  if (!found) throw new Error(`pas de ligne ${id}`);
  return found;
}

async function page(path: string, role: "super_admin" | "editor") {
  const staff = await createStaff(role);
  const res = await request(path, { headers: { cookie: await sessionCookieHeader(staff) } });
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
}

beforeAll(async () => {
  await seedDatabase(db());
});

describe("a fresh install", () => {
  test("the seed's placeholders are « À faire », each with a link to its field; the legal pages say which placeholders they still show", async () => {
    const { checks, blocking } = await health();
    const phone = line(checks, "setting:contact.phone");
    expect(phone).toMatchObject({ group: "company", state: "todo", fix: { href: "/admin/settings?tab=contact#contact-phone" } });
    expect(phone.explanation).toContain("01 00 00 00 00");
    for (const id of ["contact.email", "contact.street", "legal.siret", "legal.rcs", "legal.vat", "legal.director", "contact.latitude", "social.linkedin", "mediator.name"]) {
      expect(line(checks, `setting:${id}`).state, id).toBe("todo");
    }
    // Real values of the seed (name, hours, host) are fine; a network the firm is not on is not a fact.
    for (const id of ["general.site_name", "hours.weekdays", "hosting.name", "contact.city"]) expect(line(checks, `setting:${id}`).state, id).toBe("ok");
    expect(checks.some((check) => check.id === "setting:social.facebook" || check.id === "setting:contact.address")).toBe(false);

    const legal = line(checks, "legal:mentions-legales");
    expect(legal.state).toBe("todo");
    expect(legal.explanation).toContain("SIRET");
    expect(legal.items).toContainEqual({ label: "Paramètre « SIRET »", href: "/admin/settings?tab=company#legal-siret" });
    expect(line(checks, "legal:cgv").state).toBe("todo");

    expect(line(checks, "setting:contact.notification_email")).toMatchObject({ state: "todo", fix: { href: "/admin/settings?tab=integrations#contact-notification-email" } });
    expect(line(checks, "env:mail-transport")).toMatchObject({ state: "todo", command: "npx wrangler secret put MAILCHANNELS_API_KEY" });
    expect(line(checks, "env:turnstile").state).toBe("warning");
    // The sending address is still the example: no DNS lookup, the address comes first.
    expect(line(checks, "setting:contact.from_email").state).toBe("todo");
    expect(checks.some((check) => check.group === "mail" && check.records)).toBe(false);
    expect(blocking).toBe(blockingCount(checks));
    expect(blocking).toBeGreaterThan(20);
  });

  test("the screen lists the checks for a super admin, and the phone line links to the settings field that has that id", async () => {
    const { res, html } = await page("/admin/etat-du-site", "super_admin");
    expect(res.status).toBe(200);
    expect(html).toMatch(/\d+ points à régler avant la mise en ligne/);
    const phone = /<li id="point-setting-contact-phone"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(phone).toContain("Téléphone");
    expect(phone).toContain("À faire");
    expect(phone).toContain('href="/admin/settings?tab=contact#contact-phone"');
    const settings = await page("/admin/settings?tab=contact", "super_admin");
    expect(settings.html).toMatch(/<input[^>]*id="contact-phone"[^>]*name="contact.phone"|<input[^>]*name="contact.phone"[^>]*id="contact-phone"/);
  });
});

describe("the « À faire seulement » view", () => {
  test("by default the screen shows only the lines left to deal with; « Tout afficher » shows the OK ones too", async () => {
    const { checks } = await health();
    const ok = checks.find((check) => check.state === "ok");
    expect(ok).toBeDefined();
    const anchorOf = (check: HealthCheck) => `id="point-${check.id.replace(/[^a-z0-9]+/gi, "-")}"`;
    const filtered = await page("/admin/etat-du-site", "super_admin");
    expect(filtered.html).toMatch(/<a[^>]*aria-current="page"[^>]*>À faire seulement<\/a>/);
    expect(filtered.html).toContain(anchorOf(line(checks, "setting:contact.phone")));
    expect(filtered.html).not.toContain(anchorOf(ok!));
    expect(filtered.html).toMatch(/\d+ lignes? « OK » masquées?/);
    const all = await page("/admin/etat-du-site?vue=tout", "super_admin");
    expect(all.html).toMatch(/<a[^>]*aria-current="page"[^>]*>Tout afficher<\/a>/);
    expect(all.html).toContain(anchorOf(ok!));
    expect(all.html).toContain(anchorOf(line(checks, "setting:contact.phone")));
  });

  test("the default is everything once no line is left, and the URL's choice always wins", () => {
    const url = (query = "") => new URL(`https://x.test/admin/etat-du-site${query}`);
    expect(healthView(url(), [{ state: "ok" }, { state: "warning" }])).toBe("a-faire");
    expect(healthView(url(), [{ state: "ok" }, { state: "ok" }])).toBe("tout");
    expect(healthView(url("?vue=tout"), [{ state: "todo" }])).toBe("tout");
    expect(healthView(url("?vue=a-faire"), [{ state: "ok" }])).toBe("a-faire");
    expect(healthView(url("?vue=n-importe"), [{ state: "todo" }])).toBe("a-faire");
  });
});

test("filling a setting with a real value turns its line OK", async () => {
  await setSetting("contact", "phone", "01 43 55 12 34");
  const { checks } = await health();
  expect(line(checks, "setting:contact.phone")).toMatchObject({ state: "ok", explanation: "Renseigné : « 01 43 55 12 34 »." });
  await setSetting("contact", "phone", "");
  expect(line((await health()).checks, "setting:contact.phone")).toMatchObject({ state: "todo", explanation: "Vide : renseignez la valeur réelle." });
  await setSetting("contact", "phone", "01 00 00 00 00");
});

test("a legal page with an unknown {{…}} says so, and is OK once its placeholders are real", async () => {
  const before = await env.DB.prepare("select content from pages where slug = 'politique-confidentialite'").first<{ content: string }>();
  await env.DB.prepare("update pages set content = ? where slug = 'politique-confidentialite'").bind("Responsable : {{general.legal_name}}. Écrire à {{contact.inconnu}}.").run();
  const unknown = line((await health()).checks, "legal:politique-confidentialite");
  expect(unknown.state).toBe("todo");
  expect(unknown.explanation).toContain("{{contact.inconnu}}");
  await env.DB.prepare("update pages set content = ? where slug = 'politique-confidentialite'").bind("Responsable : {{general.legal_name}}, {{contact.city}}.").run();
  expect(line((await health()).checks, "legal:politique-confidentialite").state).toBe("ok");
  await env.DB.prepare("update pages set content = ? where slug = 'politique-confidentialite'")
    .bind(before?.content ?? "")
    .run();
});

test("without a published CGV version the line is « À faire » in the words of the send refusal, links to the CGV page, and turns OK once a version is published", async () => {
  const cgvPage = await env.DB.prepare("select id from pages where slug = 'cgv'").first<{ id: number }>();
  expect(line((await health()).checks, "devis:cgv-version")).toMatchObject({ group: "legal", state: "ok", fix: { href: `/admin/pages/${cgvPage?.id}` } });
  expect(line((await health()).checks, "devis:cgv-version").explanation).toContain("Version 1 des CGV publiée le");

  await env.DB.prepare("delete from cgv_versions").run();
  try {
    const { checks, blocking } = await health();
    const cgv = line(checks, "devis:cgv-version");
    expect(cgv).toMatchObject({ state: "todo", fix: { href: `/admin/pages/${cgvPage?.id}`, label: "Publier les CGV" } });
    expect(cgv.explanation).toBe(`Aucun devis ne peut être envoyé. ${NO_CGV_MESSAGE}`);
    expect(blocking).toBe(blockingCount(checks));
    // « Envoyer au client » refuses in the same words (send.server.ts).
    expect(NO_CGV_PROBLEM.message).toBe(NO_CGV_MESSAGE);
    // The screen shows it to the super admin with its link.
    const { html } = await page("/admin/etat-du-site?vue=a-faire", "super_admin");
    expect(html).toContain("Version des CGV portée par les devis");
    expect(html).toContain(`href="/admin/pages/${cgvPage?.id}"`);
  } finally {
    for (const statement of cgvStatements(db())) await statement;
  }
  expect(line((await health()).checks, "devis:cgv-version").state).toBe("ok");
});

test("the production configuration: a local SITE_ORIGIN blocks, the one shipped in wrangler.toml asks for a look", async () => {
  expect(wranglerToml).toContain(`SITE_ORIGIN = "${DEFAULT_SITE_ORIGIN}"`);
  expect(line((await health({ SITE_ORIGIN: "http://localhost:8787" })).checks, "env:site-origin").state).toBe("todo");
  expect(line((await health({ SITE_ORIGIN: DEFAULT_SITE_ORIGIN })).checks, "env:site-origin").state).toBe("warning");
  expect(line((await health()).checks, "env:site-origin").state).toBe("ok");
  const configured = await health({ MAILCHANNELS_API_KEY: "cle", TURNSTILE_SECRET_KEY: "secret", TURNSTILE_SITE_KEY: "site" });
  expect(line(configured.checks, "env:mail-transport").state).toBe("ok");
  expect(line(configured.checks, "env:turnstile").state).toBe("ok");
});

test("a webhook whose last delivery failed is listed; a later success clears it", async () => {
  await setSetting("integrations", "webhook_url", "https://hook.eu1.make.com/etat-du-site");
  await db()
    .insert(auditLog)
    .values({ action: "webhook.failed", targetType: "contact_request", targetId: "1", details: { status: 404 } });
  const failing = line((await health()).checks, "setting:integrations.webhook_url");
  expect(failing.state).toBe("warning");
  expect(failing.explanation).toContain("Le dernier envoi au webhook a échoué");
  await db()
    .insert(auditLog)
    .values({ action: "webhook.delivered", targetType: "contact_request", targetId: "2", details: { status: 200 } });
  expect(line((await health()).checks, "setting:integrations.webhook_url").state).toBe("ok");
  await setSetting("integrations", "webhook_url", "");
});

describe("the sending domain's DNS records", () => {
  const dohAnswer = (answers: Record<string, Array<string>>) =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      expect(url.origin + url.pathname).toBe("https://cloudflare-dns.com/dns-query");
      expect(new Headers(init?.headers).get("accept")).toBe("application/dns-json");
      const values = answers[url.searchParams.get("name") ?? ""];
      return Response.json(values ? { Status: 0, Answer: values.map((v) => ({ name: url.searchParams.get("name"), type: 16, TTL: 300, data: `"${v}"` })) } : { Status: 3 });
    }) as unknown as typeof fetch;

  test("missing records are « À faire » with the exact values to paste", async () => {
    await setSetting("contact", "from_email", "site@manquant-dns.fr");
    const { checks } = await health({ MAILCHANNELS_ACCOUNT_ID: "lutetia01" }, dohAnswer({ "manquant-dns.fr": ["v=spf1 include:_spf.google.com ~all"] }));
    const lockdown = line(checks, "dns:lockdown");
    expect(lockdown.state).toBe("todo");
    expect(lockdown.records).toEqual([{ type: "TXT", name: "_mailchannels.manquant-dns.fr", value: "v=mc1 auth=lutetia01", found: [] }]);
    const spf = line(checks, "dns:spf");
    expect(spf.state).toBe("todo");
    expect(spf.records?.[0]).toMatchObject({ name: "manquant-dns.fr", value: "v=spf1 include:relay.mailchannels.net include:_spf.google.com ~all" });
  });

  test("published records are OK, and the answer is cached: the next look does not ask again", async () => {
    await setSetting("contact", "from_email", "site@pret-dns.fr");
    const ready = dohAnswer({ "_mailchannels.pret-dns.fr": ["v=mc1 auth=lutetia01"], "pret-dns.fr": ["v=spf1 include:relay.mailchannels.net ~all"] });
    const first = await health({ MAILCHANNELS_ACCOUNT_ID: "lutetia01" }, ready);
    expect(line(first.checks, "dns:lockdown").state).toBe("ok");
    expect(line(first.checks, "dns:spf").state).toBe("ok");
    const again = await health({ MAILCHANNELS_ACCOUNT_ID: "lutetia01" }, noNetwork);
    expect(line(again.checks, "dns:lockdown").state).toBe("ok");
    expect(line(again.checks, "dns:spf").state).toBe("ok");
  });

  test("a resolver that cannot be reached gives « À vérifier », never a false OK or a failure of the screen", async () => {
    await setSetting("contact", "from_email", "site@injoignable-dns.fr");
    const { checks } = await health({}, noNetwork);
    expect(line(checks, "dns:lockdown")).toMatchObject({ state: "verify" });
    expect(line(checks, "dns:spf")).toMatchObject({ state: "verify" });
    expect(line(checks, "dns:lockdown").records?.[0].value).toBe("v=mc1 auth=<identifiant de votre compte MailChannels>");
    const broken = (async () => new Response("<html>erreur</html>", { status: 200 })) as unknown as typeof fetch;
    expect(line((await health({}, broken)).checks, "dns:spf").state).toBe("verify");
    // The dashboard reads the cache only: nothing cached, nothing asked.
    const cacheOnly = await siteHealth({ db: db(), env: ENV, fetcher: noNetwork, dnsCacheOnly: true });
    expect(line(cacheOnly.checks, "dns:spf").state).toBe("verify");
    await setSetting("contact", "from_email", "no-reply@example.fr");
  });
});

describe("DKIM (docs/decisions/326)", () => {
  const dohAnswer = (answers: Record<string, Array<string>>) =>
    (async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const values = answers[url.searchParams.get("name") ?? ""];
      return Response.json(values ? { Status: 0, Answer: values.map((v) => ({ name: url.searchParams.get("name"), type: 16, TTL: 300, data: `"${v}"` })) } : { Status: 3 });
    }) as unknown as typeof fetch;

  test("without a key the DKIM line is « À faire », with the command that creates the key and where its record goes", async () => {
    await setSetting("contact", "from_email", "site@sans-dkim.fr");
    const dkim = line((await health({}, dohAnswer({}))).checks, "dns:dkim");
    expect(dkim).toMatchObject({ group: "mail", state: "todo", command: DKIM_KEY_COMMAND });
    expect(dkim.explanation).toContain("Aucune clé DKIM (MAILCHANNELS_DKIM_PRIVATE_KEY)");
    expect(dkim.records).toEqual([{ type: "TXT", name: "mcdkim._domainkey.sans-dkim.fr", value: "v=DKIM1; k=rsa; p=<clé publique de votre clé DKIM>", found: null }]);
    await setSetting("contact", "from_email", "no-reply@example.fr");
  });

  test("with a key, the line gives the record to paste (the public key of the secret, PEM or base64) and is OK once it is published", async () => {
    await setSetting("contact", "from_email", "site@avec-dkim.fr");
    const expected = `v=DKIM1; k=rsa; p=${DKIM_TEST_PUBLIC_KEY}`;
    const missing = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM, MAILCHANNELS_DKIM_SELECTOR: "lutetia2026" }, dohAnswer({}))).checks, "dns:dkim");
    expect(missing.state).toBe("todo");
    expect(missing.records).toEqual([{ type: "TXT", name: "lutetia2026._domainkey.avec-dkim.fr", value: expected, found: [] }]);
    // The same key as one line of base64 PKCS #8 (the command's output) gives the same record.
    await setSetting("contact", "from_email", "site@avec-dkim-b64.fr");
    const fromBase64 = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PKCS8 }, dohAnswer({}))).checks, "dns:dkim");
    expect(fromBase64.records?.[0]).toMatchObject({ name: "mcdkim._domainkey.avec-dkim-b64.fr", value: expected });

    await setSetting("contact", "from_email", "site@publie-dkim.fr");
    const published = dohAnswer({ "mcdkim._domainkey.publie-dkim.fr": [`v=DKIM1; k=rsa; p=${DKIM_TEST_PUBLIC_KEY.slice(0, 100)} ${DKIM_TEST_PUBLIC_KEY.slice(100)}`] });
    expect(line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM }, published)).checks, "dns:dkim")).toMatchObject({ state: "ok" });

    await setSetting("contact", "from_email", "site@autre-dkim.fr");
    const other = dohAnswer({ "mcdkim._domainkey.autre-dkim.fr": ["v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCautre"] });
    const wrong = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM }, other)).checks, "dns:dkim");
    expect(wrong.state).toBe("todo");
    expect(wrong.explanation).toContain("l'enregistrement trouvé porte une autre clé");
    await setSetting("contact", "from_email", "no-reply@example.fr");
  });

  test("an unreadable key or selector is « À faire » in French, and an unreachable resolver « À vérifier », never a failure of the screen", async () => {
    await setSetting("contact", "from_email", "site@cle-illisible.fr");
    const notBase64 = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: "ceci n'est pas une clé" }, noNetwork)).checks, "dns:dkim");
    expect(notBase64).toMatchObject({ state: "todo", explanation: expect.stringContaining("n'est ni un PEM ni du base64") });
    const notRsa = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: "QUJDREVG" }, noNetwork)).checks, "dns:dkim");
    expect(notRsa).toMatchObject({ state: "todo", explanation: expect.stringContaining("n'est pas une clé RSA lisible") });
    const badSelector = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM, MAILCHANNELS_DKIM_SELECTOR: "mauvais sélecteur" }, noNetwork)).checks, "dns:dkim");
    expect(badSelector).toMatchObject({ state: "todo", explanation: expect.stringContaining("n'est pas un nom DNS valide") });
    const unreachable = line((await health({ MAILCHANNELS_DKIM_PRIVATE_KEY: DKIM_TEST_KEY_PEM }, noNetwork)).checks, "dns:dkim");
    expect(unreachable.state).toBe("verify");
    expect(unreachable.records?.[0].value).toBe(`v=DKIM1; k=rsa; p=${DKIM_TEST_PUBLIC_KEY}`);
    await setSetting("contact", "from_email", "no-reply@example.fr");
  });
});

describe("content", () => {
  test("an image without alt text shown by a published article is « À faire », with a link to its alt text; a decorative one is not", async () => {
    const file = await createMediaFile(null, { name: "coupe-sans-alt.png" });
    const decorative = await createMediaFile(null, { name: "frise-decorative.png" });
    await db().update(media).set({ decorative: true }).where(eqId(decorative.id));
    await createArticle({ status: "published", publishedAt: new Date(Date.now() - 60_000), content: `Coupe :\n\n![](/media/${file.r2Key})\n\n![](/media/${decorative.r2Key})` });
    const check = line((await health()).checks, "content:media-alt");
    expect(check.state).toBe("todo");
    expect(check.items).toEqual([{ label: "coupe-sans-alt.png", href: `/admin/media?dialog=edit&id=${file.id}` }]);
    await db().update(media).set({ alt: "Coupe géologique du terrain" }).where(eqId(file.id));
    expect(line((await health()).checks, "content:media-alt").state).toBe("ok");
  });

  test("an article cover whose alt text is typed on the article is not reported, nor an image given `![texte](…)`; the same image bare is", async () => {
    const cover = await createMediaFile(null, { name: "couverture-pressiometre.png" });
    const inline = await createMediaFile(null, { name: "coupe-legendee.png" });
    const withAlt = await createArticle({
      featuredImage: `/media/${cover.r2Key}`,
      featuredImageAlt: "Sondeuse pressiométrique sur chenilles",
      content: `![Coupe des argiles vertes](/media/${inline.r2Key})`,
    });
    const names = async () => (line((await health()).checks, "content:media-alt").items ?? []).map((item) => item.label);
    expect(await names()).not.toContain("couverture-pressiometre.png");
    expect(await names()).not.toContain("coupe-legendee.png");
    await db().update(blogPosts).set({ featuredImageAlt: "" }).where(eq(blogPosts.id, withAlt.id));
    expect(await names()).toContain("couverture-pressiometre.png");
    await createArticle({ content: `Sans légende :\n\n![](/media/${inline.r2Key})` });
    expect(await names()).toContain("coupe-legendee.png");
  });

  test("an expired offer is listed with its service; a valid one is not", async () => {
    const today = parisDay(new Date());
    const expired = await createService({ status: "published", priceAmount: 1200, priceValidUntil: addDays(today, -1) });
    await createService({ status: "published", priceAmount: 900, priceValidUntil: addDays(today, 30) });
    const check = line((await health()).checks, "content:offers");
    expect(check.state).toBe("warning");
    expect(check.items).toEqual([expect.objectContaining({ href: `/admin/services/${expired.id}` })]);
    expect(check.items?.[0].label).toContain(expired.title);
    await db()
      .update(services)
      .set({ priceValidUntil: addDays(today, 60) })
      .where(eqServiceId(expired.id));
    expect(line((await health()).checks, "content:offers").state).toBe("ok");
  });

  test("a published service without image or meta description is listed with what it lacks", async () => {
    const bare = await createService({ status: "published", featuredImage: null, metaDescription: "" });
    const check = line((await health()).checks, "content:services");
    expect(check.state).toBe("warning");
    expect(check.items).toContainEqual({ label: `${bare.title} (image et meta description manquantes)`, href: `/admin/services/${bare.id}` });
  });

  test("a dead e-mail in the outbox is listed with a link to the dead ones", async () => {
    expect(line((await health()).checks, "content:dead-mail").state).toBe("ok");
    await db()
      .insert(emailOutbox)
      .values({ messageId: crypto.randomUUID(), type: "contact-notification", to: [{ email: "x@exemple.fr" }], subject: "S", text: "T", html: "H", status: "dead", attempts: 5 });
    expect(line((await health()).checks, "content:dead-mail")).toMatchObject({
      state: "warning",
      explanation: "1 e-mail de la boîte d'envoi a été abandonné après plusieurs échecs : renvoyez-le ou prévenez le destinataire.",
      fix: { href: "/admin/demandes/emails?status=dead" },
    });
  });

  test(`a missing page asked for more than ${NOT_FOUND_THRESHOLD} times in 7 days without a redirect is listed, until a redirect answers it`, async () => {
    const day = parisDay(new Date());
    const hits = (path: string, n: number, on = day) => Array.from({ length: n }, () => ({ day: on, path }));
    await db()
      .insert(notFoundEvents)
      .values([...hits("/ancienne-etude", NOT_FOUND_THRESHOLD + 1), ...hits("/rare", NOT_FOUND_THRESHOLD), ...hits("/il-y-a-longtemps", 10, addDays(day, -8))]);
    const check = line((await health()).checks, "content:not-found");
    expect(check.state).toBe("warning");
    expect(check.items).toEqual([{ label: `/ancienne-etude (${NOT_FOUND_THRESHOLD + 1} fois)`, href: "/admin/redirects?dialog=new&from=%2Fancienne-etude" }]);
    await db().insert(redirects).values({ fromPath: "/ancienne-etude", toPath: "/services" });
    expect(line((await health()).checks, "content:not-found").state).toBe("ok");
  });
});

test("the super admins: the local development account blocks, a single super admin asks for a second one", async () => {
  await env.DB.prepare("delete from users").run();
  const only = await createStaff("super_admin");
  const single = line((await health()).checks, "accounts:super-admins");
  expect(single.state).toBe("warning");
  expect(single.explanation).toContain("Un seul super administrateur actif");
  expect(line((await health()).checks, "accounts:dev-admin").state).toBe("ok");
  await createStaff("super_admin", { email: DEV_ADMIN_EMAIL });
  expect(line((await health()).checks, "accounts:dev-admin").state).toBe("todo");
  expect(line((await health()).checks, "accounts:super-admins").state).toBe("ok");
  await env.DB.prepare("delete from users where id <> ?").bind(only.id).run();
});

test("the dashboard: a super admin gets the count and the link, an editor the count and the content lines they can fix", async () => {
  const admin = await page("/admin", "super_admin");
  expect(admin.html).toMatch(/\d+ points à régler avant la mise en ligne/);
  expect(admin.html).toContain('href="/admin/etat-du-site"');
  const editor = await page("/admin", "editor");
  expect(editor.html).toMatch(/\d+ points à régler avant la mise en ligne/);
  expect(editor.html).not.toContain('href="/admin/etat-du-site"');
  expect(editor.html).toContain("sans image à la une ou sans meta description");
  expect(editor.html).toContain('href="/admin/services"');
  expect(editor.html).not.toContain("MAILCHANNELS_API_KEY");
  const denied = await page("/admin/etat-du-site", "editor");
  expect(denied.res.status).toBe(302);
  expect(denied.res.headers.get("location")).toBe("/admin/access-denied");
});

const eqId = (id: number) => eq(media.id, id);
const eqServiceId = (id: number) => eq(services.id, id);

test("with 10 000 published articles the checks still read D1 in one batch and find the one image without alt text", async () => {
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < 10000)
     insert into blog_posts (title, slug, content, status, published_at) select 'Article de charge ' || i, 'charge-' || i, 'Texte de l''article ' || i, 'published', 0 from n`,
  ).run();
  const file = await createMediaFile(null, { name: "derniere-coupe.png" });
  await env.DB.prepare("update blog_posts set content = content || ? where slug = 'charge-10000'").bind(`\n\n![](/media/${file.r2Key})`).run();

  let batches = 0;
  let alone = 0;
  const counted = new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return (statements: Array<D1PreparedStatement>) => {
          batches++;
          return target.batch(statements);
        };
      }
      if (property === "prepare") {
        return (query: string) => countedStatement(target.prepare(query));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  function countedStatement(statement: D1PreparedStatement): D1PreparedStatement {
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key === "bind") return (...args: Array<unknown>) => countedStatement(target.bind(...args));
        if (key === "all" || key === "first" || key === "run" || key === "raw") {
          return (...args: Array<unknown>) => {
            alone++;
            return (value as (...a: Array<unknown>) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }
  const { checks } = await siteHealth({ db: createDb(counted), env: ENV, fetcher: noNetwork });
  expect(batches).toBe(1);
  expect(alone).toBe(0);
  expect(line(checks, "content:media-alt").items).toContainEqual({ label: "derniere-coupe.png", href: `/admin/media?dialog=edit&id=${file.id}` });
});
