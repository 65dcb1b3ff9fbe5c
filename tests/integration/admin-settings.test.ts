import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeAll, expect, test } from "vitest";
import { consumeMailBatch } from "~/lib/mail/consumer.server";
import { capturedTransport } from "~/lib/mail/transport.server";
import { isDerivedSetting, isLegacySetting, settingDefinitions } from "~/lib/settings/definitions";
import { SETTINGS_TABS, tabSettingIds, validateSetting } from "~/lib/settings/schema";
import { latestWebhookTest, requestWebhookTest } from "~/lib/webhook/test.server";
import { seedDatabase } from "../../seed";
import { type DohRecords, dohFetcher, stubGlobalDoh } from "../doh-stub";
import { db, flashOf, followRedirect } from "../helpers";
import { lastAudit, postForm, publicPage, staffCookie } from "./admin-content-helpers";

beforeAll(async () => {
  await seedDatabase(db());
});

/** What the DNS says of the webhook names these tests use (documentation-range-free public addresses). */
const PUBLIC_DNS: DohRecords = {
  "hook.example.test": { A: ["93.184.215.14"], AAAA: ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"] },
  "hook.eu1.make.com": { cname: "eu1-hook.make.com", A: ["52.28.43.110"] },
};

async function value(section: string, key: string) {
  return (await env.DB.prepare("select value from settings where section = ? and key = ?").bind(section, key).first<{ value: string }>())?.value;
}

test("every editable setting of the definitions sits in exactly one tab; the derived full address and the superseded insurance sentence in none", () => {
  const placed = SETTINGS_TABS.flatMap(tabSettingIds);
  const defined = Object.entries(settingDefinitions).flatMap(([section, keys]) =>
    Object.keys(keys)
      .filter((key) => !isDerivedSetting(section, key) && !isLegacySetting(section, key))
      .map((key) => `${section}.${key}`),
  );
  expect(placed).not.toContain("contact.address");
  expect(placed).not.toContain("legal.insurance_rc_pro");
  expect([...placed].sort()).toEqual([...defined].sort());
  expect(SETTINGS_TABS.map((tab) => tab.label)).toEqual(["Général", "Contact", "Réseaux sociaux", "Société", "Sécurité", "Intégrations"]);
});

test("private settings saved in the admin never reach a public page, its hydration data or a CMS placeholder", async () => {
  const { cookie } = await staffCookie("super_admin");
  stubGlobalDoh(PUBLIC_DNS);
  const secret = "https://hook.eu1.make.com/prive-8d41c0a7e2";
  const res = await postForm("/admin/settings", cookie, {
    intent: "save-tab",
    tab: "integrations",
    "integrations.webhook_url": secret,
    "contact.notification_email": "equipe-interne-5b@lutetia.example",
    "contact.from_email": "expedition-interne-77@lutetia.example",
  });
  expect(res.status).toBe(302);
  expect(flashOf(res)?.message).toBe("3 paramètres mis à jour");
  // As if saved in the admin: the stored rendering is cleared and redone from the Markdown (the
  // CGV show their published version, never the page being edited: docs/decisions/630).
  await env.DB.prepare(
    "update pages set content = content || ' {{integrations.webhook_url}} {{contact.notification_email}}', content_html = '' where slug = 'mentions-legales'",
  ).run();
  for (const path of [
    "/",
    "/contact",
    "/cgv",
    "/mentions-legales",
    "/services/sondages",
    "/simulateur",
    "/villes/paris",
    "/page-absente",
    "/_root.data",
    "/contact.data",
    "/cgv.data",
  ]) {
    const page = await publicPage(path);
    expect(page.status, path).toBeLessThan(500);
    for (const hidden of ["prive-8d41c0a7e2", "equipe-interne-5b@lutetia.example", "expedition-interne-77@lutetia.example"]) {
      expect(page.body, `${path} montre ${hidden}`).not.toContain(hidden);
    }
  }
  const root = (await publicPage("/_root.data")).body;
  expect(root).toContain("privacy_email");
  for (const name of ["webhook_url", "notification_email", "from_email"]) expect(root).not.toContain(name);
  // The placeholder of a private setting stays as typed: never filled in.
  expect((await publicPage("/mentions-legales")).body).toContain("{{integrations.webhook_url}}");
});

test("each setting is validated by its type; valid ones of the tab are saved, invalid ones are reported with what was typed", async () => {
  for (const [id, bad, message] of [
    ["contact.email", "contact@", "Adresse e-mail invalide"],
    ["contact.phone", "01 23", "Numéro de téléphone invalide : au moins 10 chiffres (ex. 01 23 45 67 89)"],
    ["social.linkedin", "linkedin.com/company/lutetia", "Adresse web invalide : elle commence par https:// (ou laissez vide)"],
    ["integrations.webhook_url", "http://hook.exemple.fr/x", "L'URL du webhook doit être une adresse https:// (ou vide pour ne rien transférer)"],
    ["contact.latitude", "148.2", "La latitude est un nombre entre -90 et 90 (ex. 48.8590)"],
    ["contact.longitude", "est", "La longitude est un nombre entre -180 et 180 (ex. 2.3790)"],
    ["contact.zip_code", "7501", "Code postal invalide : 5 chiffres"],
    ["legal.siret", "123 456", "Le SIRET compte 14 chiffres"],
  ] as const) {
    expect(validateSetting(id, bad)).toEqual({ ok: false, reason: "refused", message });
  }
  expect(validateSetting("contact.latitude", " 48,8566 ")).toEqual({ ok: true, value: "48.8566" });
  expect(validateSetting("social.facebook", "")).toEqual({ ok: true, value: "" });

  const { staff, cookie } = await staffCookie("super_admin");
  const res = await postForm(
    "/admin/settings",
    cookie,
    { intent: "save-tab", tab: "contact", "contact.email": "bureau@lutetia.example", "contact.phone": "01 23", "contact.zip_code": "75011" },
    { "sec-fetch-mode": "navigate" },
  );
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Numéro de téléphone invalide");
  expect(html).toContain('value="01 23"');
  expect(html).toContain("Paramètre mis à jour");
  expect(await value("contact", "email")).toBe("bureau@lutetia.example");
  expect(await value("contact", "phone")).toBe("01 00 00 00 00");
  const audit = await lastAudit("setting.update");
  expect(audit).toMatchObject({ actor_id: staff.id, target_id: "contact.email" });
  expect(JSON.parse(String(audit?.details))).toEqual({ before: "contact@example.fr", after: "bureau@lutetia.example" });
});

test("a field saved on its own answers 'Paramètre mis à jour' and the header and footer show it at the next request", async () => {
  const { cookie } = await staffCookie("super_admin");
  const res = await postForm("/admin/settings", cookie, { intent: "save-field", id: "contact.phone", value: "01 84 60 27 35" });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Paramètre mis à jour");
  const home = await publicPage("/services");
  expect(home.body).toContain('href="tel:0184602735"');
  expect(home.body.slice(home.body.indexOf("<footer"))).toContain("01 84 60 27 35");
  expect(JSON.parse(String((await lastAudit("setting.update"))?.details))).toEqual({ before: "01 00 00 00 00", after: "01 84 60 27 35" });

  const wrong = await postForm("/admin/settings", cookie, { intent: "save-field", id: "contact.phone", value: "pas un numéro" });
  expect(wrong.status).toBe(400);
  expect(await value("contact", "phone")).toBe("01 84 60 27 35");
  const unknown = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.secret", value: "x" });
  expect(unknown.status).toBe(400);
});

test("the CGV name the consumer mediator from the settings", async () => {
  const cgv = await publicPage("/cgv");
  expect(cgv.body).toContain("<strong>Médiateur de la consommation (à compléter)</strong>");
  const { cookie } = await staffCookie("super_admin");
  await postForm("/admin/settings", cookie, { intent: "save-field", id: "mediator.name", value: "Médiateur de l'ingénierie (exemple)" });
  expect((await publicPage("/cgv")).body).toContain("<strong>Médiateur de l'ingénierie (exemple)</strong>");
});

test("'Tester' queues a sample lead through the webhook job and the screen shows the webhook's answer", async () => {
  const { staff, cookie } = await staffCookie("super_admin");
  await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "" });
  const missing = await postForm("/admin/settings", cookie, { intent: "test-webhook" });
  expect(flashOf(missing)).toEqual({ message: "Renseignez et enregistrez d'abord l'URL du webhook.", tone: "error" });

  stubGlobalDoh(PUBLIC_DNS);
  const saved = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://hook.example.test/lutetia" });
  expect(saved.status).toBe(200);
  const sent: Array<unknown> = [];
  const queue = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
  const requested = await requestWebhookTest({ db: db(), queue }, { id: staff.id, email: staff.email });
  expect(requested.status).toBe("queued");
  expect(sent).toEqual([{ version: 1, type: "webhook-test", testId: requested.status === "queued" ? requested.testId : "" }]);

  const pending = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(pending.html).toContain("en attente de la réponse du webhook");
  // Two minutes without an answer: the screen stops waiting and says the queue has not handled it.
  const stalled = await latestWebhookTest(db(), new Date(Date.now() + 121_000));
  expect(stalled).toMatchObject({ awaiting: false, result: null });
  expect((await latestWebhookTest(db()))?.awaiting).toBe(true);

  const { fetcher, calls } = dohFetcher(PUBLIC_DNS, async () => new Response("Accepted", { status: 200 }));
  const batch = createMessageBatch("lutetia-mail", [{ id: "t1", timestamp: new Date(), attempts: 1, body: sent[0] }]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, {
    db: db(),
    transport: capturedTransport,
    resolveAttachment: async () => {
      throw new Error("aucune pièce jointe");
    },
    fetcher,
  });
  expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["t1"]);
  // The name was resolved right before the call.
  expect(calls.questions.sort()).toEqual(["A hook.example.test", "AAAA hook.example.test"]);
  const posted = calls.others.map((call) => ({ ...call, body: JSON.parse(String(call.init?.body)) as Record<string, unknown> }));
  expect(posted).toHaveLength(1);
  expect(posted[0].url).toBe("https://hook.example.test/lutetia");
  // A short timeout, and a redirect is an answer, never a new target.
  expect(posted[0].init?.redirect).toBe("manual");
  expect(posted[0].init?.signal).toBeInstanceOf(AbortSignal);
  expect(posted[0].body).toMatchObject({ test: true, reference: "TEST-000000", subject: "etude_geotechnique_g2" });
  expect(Object.keys(posted[0].body).sort()).toEqual(
    ["createdAt", "email", "fileNames", "fullName", "message", "phone", "profession", "reference", "subject", "test", "withoutAttachments"].sort(),
  );

  const answered = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(answered.html).toMatch(/Test du [\d/]+ [\d:]+ : réponse 2xx reçue en \d+ ms \(demande de test reçue\)\./);

  const queued = await postForm("/admin/settings", cookie, { intent: "test-webhook" });
  expect(queued.status).toBe(302);
  expect(flashOf(queued)?.tone).toBe("info");
  expect(await lastAudit("webhook.test")).toMatchObject({ actor_id: staff.id, target_id: "integrations.webhook_url" });
});

test("a webhook that refuses the test is reported as a failure", async () => {
  const { staff } = await staffCookie("super_admin");
  await env.DB.prepare(
    "insert into settings (section, key, value) values ('integrations', 'webhook_url', 'https://hook.example.test/refuse') on conflict (section, key) do update set value = excluded.value",
  ).run();
  const sent: Array<unknown> = [];
  await requestWebhookTest({ db: db(), queue: { send: async (body: unknown) => void sent.push(body) } as unknown as Queue }, { id: staff.id, email: staff.email });
  const batch = createMessageBatch("lutetia-mail", [{ id: "t2", timestamp: new Date(), attempts: 1, body: sent[0] }]);
  const { fetcher } = dohFetcher(PUBLIC_DNS, async () => new Response("Not found", { status: 404 }));
  await consumeMailBatch(batch, {
    db: db(),
    transport: capturedTransport,
    resolveAttachment: async () => {
      throw new Error("aucune");
    },
    fetcher,
  });
  const { cookie } = await staffCookie("super_admin");
  const page = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(page.html).toContain("échec — le serveur a répondu 404.");
  expect(page.html).not.toContain("Not found");
});

const INTERNAL_TARGETS = [
  "https://127.0.0.1:8811/x",
  "http://169.254.169.254/",
  "https://169.254.169.254/latest/meta-data/",
  "https://2130706433/",
  "https://0x7f.1/",
  "https://[::1]/",
  "https://[::ffff:7f00:1]/",
  "https://localhost:8811/",
  "https://nas.local./",
  "https://metadata.google.internal/",
  "https://intranet/",
  "https://admin:secret@hook.example.test/",
];

test("the webhook URL accepts only https on a public name: internal targets get a French field error and are not stored", async () => {
  const { cookie } = await staffCookie("super_admin");
  const dns = stubGlobalDoh(PUBLIC_DNS);
  await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://hook.example.test/avant" });
  for (const target of INTERNAL_TARGETS) {
    const res = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: target });
    expect(res.status, target).toBe(400);
    const answer = (await res.text()).replaceAll("&#x27;", "'");
    expect(answer, target).toMatch(
      target.startsWith("http:")
        ? /L'URL du webhook doit être une adresse https:\/\//
        : /URL du webhook refusée\. (Indiquez un nom de domaine public|L'adresse ne doit pas contenir d'identifiant)/,
    );
  }
  const tab = await postForm(
    "/admin/settings",
    cookie,
    { intent: "save-tab", tab: "integrations", "integrations.webhook_url": "https://127.0.0.1:8811/x" },
    { "sec-fetch-mode": "navigate" },
  );
  expect(tab.status).toBe(200);
  expect(await tab.text()).toContain("les adresses IP sont refusées");
  expect(await value("integrations", "webhook_url")).toBe("https://hook.example.test/avant");
  // Refused by their text: no DNS question asked for them. (The queue may deliver an earlier
  // test's job meanwhile: its questions name the saved webhook's host.)
  expect(dns.questions.filter((question) => !question.endsWith(" hook.example.test"))).toEqual([]);
});

test("a URL stored before the check is never called: 'Tester' refuses it, a queued test and a real lead post nothing", async () => {
  const { staff, cookie } = await staffCookie("super_admin");
  await env.DB.prepare(
    "insert into settings (section, key, value) values ('integrations', 'webhook_url', 'https://127.0.0.1:8811/x') on conflict (section, key) do update set value = excluded.value",
  ).run();
  const before = await env.DB.prepare("select count(*) as n from audit_log where action = 'webhook.test'").first<{ n: number }>();
  const res = await postForm("/admin/settings", cookie, { intent: "test-webhook" });
  expect(flashOf(res)).toEqual({ message: "URL du webhook refusée. Indiquez un nom de domaine public (ex. hook.eu1.make.com) : les adresses IP sont refusées", tone: "error" });
  expect(await env.DB.prepare("select count(*) as n from audit_log where action = 'webhook.test'").first<{ n: number }>()).toEqual(before);

  // A test queued while the URL was another one, and a contact request's forward.
  const testId = crypto.randomUUID();
  await env.DB.prepare(
    "insert into audit_log (action, actor_id, actor_email, target_type, target_id, details) values ('webhook.test', ?, ?, 'setting', 'integrations.webhook_url', ?)",
  )
    .bind(staff.id, staff.email, JSON.stringify({ testId }))
    .run();
  const lead = await env.DB.prepare(
    "insert into contact_requests (full_name, email, phone, profession, subject, message) values ('Jeanne Test', 'jeanne@example.fr', '0100000000', 'particulier', 'autre', 'Bonjour') returning id",
  ).first<{ id: number }>();
  const posted: Array<string> = [];
  const fetcher = (async (url: string | URL | Request) => {
    posted.push(String(url));
    return new Response("ok");
  }) as typeof fetch;
  const batch = createMessageBatch("lutetia-mail", [
    { id: "r1", timestamp: new Date(), attempts: 1, body: { version: 1, type: "webhook-test", testId } },
    { id: "r2", timestamp: new Date(), attempts: 1, body: { version: 1, type: "webhook", contactRequestId: lead!.id } },
  ]);
  const ctx = createExecutionContext();
  await consumeMailBatch(batch, {
    db: db(),
    transport: capturedTransport,
    resolveAttachment: async () => {
      throw new Error("aucune");
    },
    fetcher,
  });
  expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["r1", "r2"]);
  expect(posted).toEqual([]);
  expect(await lastAudit("webhook.target_refused")).toMatchObject({ target_id: String(lead!.id) });
  const page = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(page.html).toContain("échec — URL du webhook refusée. Indiquez un nom de domaine public (ex. hook.eu1.make.com) : les adresses IP sont refusées.");
  // The field itself says the stored value is refused.
  expect(page.html).toMatch(/<input[^>]*name="integrations\.webhook_url"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="integrations\.webhook_url"/);
});

test("the answer of a test tells the status class only, never what the remote server or the network wrote", async () => {
  const { staff, cookie } = await staffCookie("super_admin");
  await env.DB.prepare(
    "insert into settings (section, key, value) values ('integrations', 'webhook_url', 'https://hook.example.test/sonde') on conflict (section, key) do update set value = excluded.value",
  ).run();
  const cases: Array<[string, () => Promise<Response>, string]> = [
    ["500", async () => new Response("Traceback: secret-interne-41 at /srv/app.py", { status: 500 }), "échec — le serveur a répondu 500."],
    [
      "302",
      async () => new Response(null, { status: 302, headers: { location: "https://127.0.0.1:8811/secret-interne-41" } }),
      "échec — le serveur a répondu 302 (redirection non suivie).",
    ],
    [
      "refus",
      async () => {
        throw new TypeError("connect ECONNREFUSED 10.0.0.5:8811 secret-interne-41");
      },
      "échec — connexion impossible.",
    ],
    [
      "délai",
      async () => {
        throw new DOMException("secret-interne-41 timed out", "TimeoutError");
      },
      "échec — délai dépassé (aucune réponse en 5 s).",
    ],
  ];
  for (const [label, answer, shown] of cases) {
    const sent: Array<unknown> = [];
    await requestWebhookTest({ db: db(), queue: { send: async (body: unknown) => void sent.push(body) } as unknown as Queue }, { id: staff.id, email: staff.email });
    const { fetcher, calls: made } = dohFetcher(PUBLIC_DNS, answer);
    const batch = createMessageBatch("lutetia-mail", [{ id: `s-${label}`, timestamp: new Date(), attempts: 1, body: sent[0] }]);
    await consumeMailBatch(batch, {
      db: db(),
      transport: capturedTransport,
      resolveAttachment: async () => {
        throw new Error("aucune");
      },
      fetcher,
    });
    expect(made.others, label).toHaveLength(1);
    const page = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
    expect(page.html, label).toContain(shown);
    expect(page.html, label).not.toContain("secret-interne-41");
    expect(JSON.stringify(await lastAudit("webhook.test_result")), label).not.toContain("secret-interne-41");
  }

  // A result recorded before this rule kept the error text: it is not shown either.
  const testId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("insert into audit_log (action, actor_id, target_type, target_id, details) values ('webhook.test', ?, 'setting', 'integrations.webhook_url', ?)").bind(
      staff.id,
      JSON.stringify({ testId }),
    ),
    env.DB.prepare("insert into audit_log (action, target_type, target_id, details) values ('webhook.test_result', 'setting', 'integrations.webhook_url', ?)").bind(
      JSON.stringify({ testId, ok: false, status: null, error: "connect ECONNREFUSED 127.0.0.1:8811 secret-interne-41", durationMs: 3 }),
    ),
  ]);
  const old = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(old.html).toContain("échec — connexion impossible.");
  expect(old.html).not.toContain("secret-interne-41");
});

// Decision 717: the webhook's name is resolved over DNS-over-HTTPS at save and before each call.
const PRIVATE_DNS: DohRecords = {
  "localtest.me": { A: ["127.0.0.1"], AAAA: ["::1"] },
  "10.0.0.1.nip.io": { A: ["10.0.0.1"] },
  "169-254-169-254.nip.io": { A: ["169.254.169.254"] },
  "cgnat.hooks.example.test": { A: ["100.64.12.1"] },
  "zero.hooks.example.test": { A: ["0.0.0.0"] },
  "v6-loopback.hooks.example.test": { AAAA: ["::1"] },
  "v6-unspecified.hooks.example.test": { AAAA: ["::"] },
  "v6-mapped.hooks.example.test": { AAAA: ["::ffff:a9fe:a9fe"] },
  "v6-link-local.hooks.example.test": { AAAA: ["fe80::1"] },
  "v6-ula.hooks.example.test": { AAAA: ["fd12:3456::1"] },
  // One public and one private answer: the platform may connect to either.
  "mixed.hooks.example.test": { A: ["93.184.215.14"], AAAA: ["fd00::1"] },
  "alias.hooks.example.test": { cname: "internal.hooks.example.test", A: ["192.168.1.20"] },
};

test("a webhook whose name resolves to a private, loopback, link-local, CGNAT or unspecified address is refused at save, in French, and not stored", async () => {
  const { cookie } = await staffCookie("super_admin");
  const dns = stubGlobalDoh({ ...PUBLIC_DNS, ...PRIVATE_DNS });
  await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://hook.example.test/avant" });
  expect(await value("integrations", "webhook_url")).toBe("https://hook.example.test/avant");
  for (const name of Object.keys(PRIVATE_DNS)) {
    const res = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: `https://${name}/hook` });
    expect(res.status, name).toBe(400);
    expect((await res.text()).replaceAll("&#x27;", "'"), name).toContain(
      "URL du webhook refusée. Ce nom de domaine désigne une adresse privée, locale ou réservée (réponse DNS) : indiquez le nom public du service",
    );
    expect(dns.questions, name).toContain(`A ${name}`);
  }
  const tab = await postForm(
    "/admin/settings",
    cookie,
    { intent: "save-tab", tab: "integrations", "integrations.webhook_url": "https://localtest.me/hook" },
    { "sec-fetch-mode": "navigate" },
  );
  expect(tab.status).toBe(200);
  expect((await tab.text()).replaceAll("&#x27;", "'")).toContain("Ce nom de domaine désigne une adresse privée");
  expect(await value("integrations", "webhook_url")).toBe("https://hook.example.test/avant");
});

test("a webhook on a port other than 443 is refused at save; :443 is the same URL without it", async () => {
  const { cookie } = await staffCookie("super_admin");
  stubGlobalDoh(PUBLIC_DNS);
  const refused = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://hook.example.test:8443/x" });
  expect(refused.status).toBe(400);
  expect((await refused.text()).replaceAll("&#x27;", "'")).toContain(
    "URL du webhook refusée. Indiquez l'adresse sans numéro de port (ou avec :443) : les autres ports sont refusés",
  );
  const saved = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://hook.example.test:443/port" });
  expect(saved.status).toBe(200);
  await saved.text();
  expect(await value("integrations", "webhook_url")).toBe("https://hook.example.test:443/port");
});

test("a resolver that cannot answer refuses the save (fail closed), and a name without address is refused, both in French", async () => {
  const { cookie } = await staffCookie("super_admin");
  stubGlobalDoh({ ...PUBLIC_DNS, "down.hooks.example.test": "unreachable", "servfail.hooks.example.test": "servfail" });
  await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://hook.example.test/avant" });
  for (const name of ["down.hooks.example.test", "servfail.hooks.example.test"]) {
    const res = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: `https://${name}/x` });
    expect(res.status, name).toBe(400);
    expect((await res.text()).replaceAll("&#x27;", "'"), name).toContain(
      "URL du webhook refusée. Impossible de vérifier ce nom de domaine pour l'instant (résolveur DNS injoignable) : réessayez dans quelques instants",
    );
  }
  const missing = await postForm("/admin/settings", cookie, { intent: "save-field", id: "integrations.webhook_url", value: "https://absent.hooks.example.test/x" });
  expect(missing.status).toBe(400);
  expect((await missing.text()).replaceAll("&#x27;", "'")).toContain("Ce nom de domaine n'a aucune adresse (réponse DNS) : vérifiez l'URL");
  expect(await value("integrations", "webhook_url")).toBe("https://hook.example.test/avant");
});

test("before each call the name is resolved again: a name now private is not called, an unanswered resolver calls nothing", async () => {
  const { staff, cookie } = await staffCookie("super_admin");
  await env.DB.prepare(
    "insert into settings (section, key, value) values ('integrations', 'webhook_url', 'https://rebound.hooks.example.test/x') on conflict (section, key) do update set value = excluded.value",
  ).run();
  const lead = await env.DB.prepare(
    "insert into contact_requests (full_name, email, phone, profession, subject, message) values ('Jeanne Test', 'jeanne@example.fr', '0100000000', 'particulier', 'autre', 'Bonjour') returning id",
  ).first<{ id: number }>();
  const deliver = async (records: DohRecords, label: string) => {
    const sent: Array<unknown> = [];
    await requestWebhookTest({ db: db(), queue: { send: async (body: unknown) => void sent.push(body) } as unknown as Queue }, { id: staff.id, email: staff.email });
    const { fetcher, calls } = dohFetcher(records, async () => new Response("ok"));
    const batch = createMessageBatch("lutetia-mail", [
      { id: `${label}-test`, timestamp: new Date(), attempts: 1, body: sent[0] },
      { id: `${label}-lead`, timestamp: new Date(), attempts: 1, body: { version: 1, type: "webhook", contactRequestId: lead!.id } },
    ]);
    const ctx = createExecutionContext();
    await consumeMailBatch(batch, {
      db: db(),
      transport: capturedTransport,
      resolveAttachment: async () => {
        throw new Error("aucune");
      },
      fetcher,
    });
    return { result: await getQueueResult(batch, ctx), calls };
  };

  // Saved while public, the name now answers a loopback address (DNS rebinding).
  const rebound = await deliver({ "rebound.hooks.example.test": { A: ["127.0.0.1"] } }, "rebound");
  expect(rebound.calls.others).toEqual([]);
  expect(rebound.result.explicitAcks.sort()).toEqual(["rebound-lead", "rebound-test"]);
  expect(JSON.parse(String((await lastAudit("webhook.target_refused"))?.details))).toEqual({ reason: "private-address" });
  let page = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(page.html).toContain("échec — URL du webhook refusée. Ce nom de domaine désigne une adresse privée, locale ou réservée (réponse DNS)");

  // The resolver does not answer: nothing is called; the lead's forward waits for the queue's next try.
  const down = await deliver({ "rebound.hooks.example.test": "unreachable" }, "down");
  expect(down.calls.others).toEqual([]);
  expect(down.result.explicitAcks).toEqual(["down-test"]);
  expect(down.result.retryMessages.map((m) => m.msgId)).toEqual(["down-lead"]);
  page = await followRedirect(new Response(null, { status: 302, headers: { location: "/admin/settings?tab=integrations" } }), cookie);
  expect(page.html.replaceAll("&#x27;", "'")).toContain("échec — URL du webhook refusée. Impossible de vérifier ce nom de domaine pour l'instant (résolveur DNS injoignable)");

  // Public again: called.
  const back = await deliver({ "rebound.hooks.example.test": { A: ["93.184.215.14"] } }, "back");
  expect(back.calls.others.map((call) => call.url)).toEqual(["https://rebound.hooks.example.test/x", "https://rebound.hooks.example.test/x"]);
  await env.DB.prepare("update settings set value = '' where section = 'integrations' and key = 'webhook_url'").run();
});
