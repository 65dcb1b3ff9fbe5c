// Over 400 lines: every check of 'État du site' reads the one D1 batch built here (docs/decisions/722, 916).
// 'État du site': every check computed from D1 (one db.batch of aggregate queries, whatever
// the number of articles) and the Worker's environment, plus the sending domain's DNS.
import { and, count, desc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { batchByName } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { AuditAction } from "~/lib/audit/actions";
import { auditLog, cgvVersions, credentials, emailOutbox, notFoundEvents, pages, services, users } from "~/db/schema";
import { exampleReferencesQuery } from "~/lib/firm/references.server";
import { addDays, formatDate, parisDay } from "~/lib/dates";
import type { AppEnv } from "~/lib/env.server";
import { contentImages } from "~/lib/media/alt.server";
import { mediaImageKey } from "~/lib/media/url";
import { settingsQuery } from "~/lib/settings/settings.server";
import { attestationOf } from "~/lib/settings/insurance-attestation";
import { addressFact, buildSettings, isDerivedSetting, publicSettings, type SettingDefinition, settingDefinitions, settingFact, type Settings } from "~/lib/settings/definitions";
import { placeholderValue } from "~/lib/settings/placeholders";
import { SETTINGS_TABS } from "~/lib/settings/schema";
import { CGV_PUBLISH_HREF, missingLegalFacts, NO_CGV_MESSAGE } from "~/lib/devis/legal";
import { maskIban } from "~/lib/settings/bank";
import { notRedirected } from "~/lib/stats/not-found.server";
import { blockingCount, type HealthCheck, settingAnchor } from "./checks";
import { dkimConfig, dkimPublicKey, dkimRecordPresent, dkimRecordValue } from "~/lib/mail/dkim.server";
import { lockdownPresent, lockdownValue, lookupTxt, mailDomain, spfPresent, spfValue, type TxtLookup } from "./dns.server";
import { RETENTION_SECTION } from "~/lib/privacy/retention";

/** SITE_ORIGIN as shipped in wrangler.toml: to be confirmed before the launch. */
export const DEFAULT_SITE_ORIGIN = "https://www.lutetia-geotechnique.fr";
/** The account `npm start` creates locally (scripts/local.ts); it has no place in production. */
export const DEV_ADMIN_EMAIL = "admin@example.fr";
/** A missing page asked for more often than this in 7 days deserves a redirect. */
export const NOT_FOUND_THRESHOLD = 5;
const LIST_LIMIT = 10;
const LEGAL_PAGES = [
  { slug: "mentions-legales", title: "Mentions légales" },
  { slug: "politique-confidentialite", title: "Politique de confidentialité" },
  { slug: "cgv", title: "Conditions générales de vente" },
] as const;

export type HealthEnv = Pick<
  AppEnv,
  | "SITE_ORIGIN"
  | "MAILCHANNELS_API_KEY"
  | "MAILCHANNELS_ACCOUNT_ID"
  | "MAILCHANNELS_DKIM_PRIVATE_KEY"
  | "MAILCHANNELS_DKIM_SELECTOR"
  | "TURNSTILE_SECRET_KEY"
  | "TURNSTILE_SITE_KEY"
>;

export type HealthDeps = {
  db: Db;
  env: HealthEnv;
  fetcher: typeof fetch;
  /** The dashboard reads cached DNS answers only: it never waits on the resolver. */
  dnsCacheOnly?: boolean;
  now?: Date;
};

export type SiteHealth = { checks: Array<HealthCheck>; blocking: number };

const WEBHOOK_EVENTS: Array<AuditAction> = ["webhook.delivered", "webhook.failed", "webhook.dead", "webhook.target_refused", "webhook.test_result"];

// Aliased columns: D1's batch maps by name (docs/decisions/916).
function healthStatements(db: Db, now: Date) {
  const today = parisDay(now);
  return {
    settingRows: settingsQuery(db),
    legalRows: db
      .select({ id: pages.id, slug: pages.slug, status: pages.status, content: pages.content })
      .from(pages)
      .where(
        inArray(
          pages.slug,
          LEGAL_PAGES.map((p) => p.slug),
        ),
      ),
    adminRows: db
      .select({ email: users.email, role: users.role, status: users.status })
      .from(users)
      .where(or(eq(users.role, "super_admin"), eq(sql`lower(${users.email})`, DEV_ADMIN_EMAIL))),
    webhookRows: db
      .select({ action: auditLog.action, ok: sql<number | null>`json_extract(${auditLog.details}, '$.ok')`.as("webhook_ok"), createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(inArray(auditLog.action, WEBHOOK_EVENTS))
      .orderBy(desc(auditLog.id))
      .limit(1),
    deadRows: db.select({ dead: count() }).from(emailOutbox).where(eq(emailOutbox.status, "dead")),
    notFoundRows: db
      .select({
        path: notFoundEvents.path,
        hits: count().as("hits"),
        paths: sql<number>`count(*) over ()`.as("paths"),
      })
      .from(notFoundEvents)
      .where(and(sql`${notFoundEvents.day} >= ${addDays(today, -6)}`, notRedirected))
      .groupBy(notFoundEvents.path)
      .having(gt(count(), NOT_FOUND_THRESHOLD))
      .orderBy(desc(count()), notFoundEvents.path)
      .limit(LIST_LIMIT),
    // What published content shows of the médiathèque images that have no alt text there
    // (marked decorative ones aside): the uses are read back and judged by the publishing
    // rule, alt text typed where the image is used included (docs/decisions/752).
    mediaRows: db
      .select({
        featured: sql<string | null>`featured`.as("featured"),
        featured_alt: sql<string | null>`featured_alt`.as("featured_alt"),
        content: sql<string | null>`content`.as("content"),
        photos: sql<string>`photos`.as("photos"),
        candidates: sql<string>`candidates`.as("candidates"),
      })
      .from(mediaUsesWithoutAlt(now)),
    serviceRows: db
      .select({
        id: services.id,
        title: services.title,
        noImage: sql<number>`coalesce(trim(${services.featuredImage}), '') = ''`.as("no_image"),
        noDescription: sql<number>`coalesce(trim(${services.metaDescription}), '') = ''`.as("no_description"),
      })
      .from(services)
      .where(and(eq(services.status, "published"), sql`(coalesce(trim(${services.featuredImage}), '') = '' or coalesce(trim(${services.metaDescription}), '') = '')`))
      .orderBy(services.displayOrder, services.title),
    offerRows: db
      .select({ id: services.id, title: services.title, validUntil: services.priceValidUntil })
      .from(services)
      .where(and(isNotNull(services.priceAmount), isNotNull(services.priceValidUntil), lt(services.priceValidUntil, today)))
      .orderBy(services.title),
    // The firm's pages (docs/decisions/753): expired credentials, seeded example references.
    expiredCredentials: db
      .select({ id: credentials.id, label: credentials.label, validUntil: credentials.validUntil })
      .from(credentials)
      .where(lt(credentials.validUntil, today))
      .orderBy(credentials.validUntil),
    exampleReferences: exampleReferencesQuery(db),
    // The CGV version in force (its number and date only): without one no devis is sent.
    cgvRows: db.select({ version: cgvVersions.version, publishedAt: cgvVersions.publishedAt }).from(cgvVersions).orderBy(desc(cgvVersions.version)).limit(1),
  };
}

/** A published item showing médiathèque images whose row has no alt text: its uses, and those images. */
type MediaUseRow = { featured: string | null; featured_alt: string | null; content: string | null; photos: string; candidates: string };

/**
 * Published articles (once their time has come), services and pages that use a médiathèque
 * image with no alt text and not marked decorative, with those images as a JSON list. One
 * statement: D1 is read in one batch whatever the number of articles.
 */
function mediaUsesWithoutAlt(now: Date) {
  const candidates = (table: string) =>
    sql.raw(`(select json_group_array(json_object('id', m.id, 'key', m.r2_key, 'name', m.name)) from media m
      where m.alt = '' and m.decorative = 0
      and (instr(coalesce(t.content, ''), '/media/' || m.r2_key) > 0 or t.featured_image = '/media/' || m.r2_key)) as candidates from ${table} t`);
  // Team portraits and published references' photos have no alt field of their own (docs/decisions/753).
  const photoCandidates = (photos: string, table: string) =>
    sql.raw(`(select json_group_array(json_object('id', m.id, 'key', m.r2_key, 'name', m.name)) from media m
      where m.alt = '' and m.decorative = 0 and instr(coalesce(${photos}, ''), '/media/' || m.r2_key) > 0) as candidates from ${table} t`);
  return sql`(select * from (
      select t.featured_image as featured, t.featured_image_alt as featured_alt, t.content, '[]' as photos, ${candidates("blog_posts")}
        where t.status = 'published' and t.published_at <= ${now.getTime()}
      union all select t.featured_image, t.featured_image_alt, t.content, '[]', ${candidates("services")} where t.status = 'published'
      union all select t.featured_image, t.featured_image_alt, t.content, '[]', ${candidates("pages")} where t.status = 'published'
      union all select null, '', '', json_array(t.photo), ${photoCandidates("t.photo", "team_members")}
      union all select null, '', '', t.photos, ${photoCandidates("t.photos", "project_references")} where t.is_published = 1
    ) where candidates <> '[]') as uses`;
}

/**
 * The images a visitor gets without a text alternative: a candidate counts only where it is
 * used without alt text of its own (the cover's field, `![texte](…)`), the rule of publishing.
 */
export function imagesShownWithoutAlt(rows: ReadonlyArray<MediaUseRow>): Array<{ id: number; name: string }> {
  const found = new Map<string, { id: number; name: string }>();
  for (const row of rows) {
    const photos = (JSON.parse(row.photos || "[]") as Array<string | null>).map((src) => ({ src, alt: "" }));
    const bare = new Set(
      [...contentImages({ featuredImage: row.featured, featuredImageAlt: row.featured_alt, content: row.content }), ...photos]
        .filter((use) => !use.alt?.trim() && use.src)
        .map((use) => mediaImageKey((use.src ?? "").trim())),
    );
    for (const image of JSON.parse(row.candidates) as Array<{ id: number; key: string; name: string }>) {
      if (bare.has(image.key)) found.set(image.key, { id: image.id, name: image.name });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

/** Expired credentials (hidden from the public, to renew) and the seed's fictitious references still published (docs/decisions/753). */
function firmChecks(expired: Array<{ id: number; label: string; validUntil: string | null }>, examples: Array<{ id: number; title: string }>): Array<HealthCheck> {
  return [
    {
      id: "content:expired-credentials",
      group: "content",
      label: "Qualifications et assurances expirées",
      state: expired.length > 0 ? "warning" : "ok",
      explanation:
        expired.length > 0
          ? `${expired.length} qualification${expired.length > 1 ? "s" : ""} ou assurance${expired.length > 1 ? "s ont" : " a"} dépassé sa date de validité : elle${expired.length > 1 ? "s ne sont" : " n'est"} plus affichée${expired.length > 1 ? "s" : ""} sur le site. Renseignez le certificat ou l'attestation renouvelés.`
          : "Aucune qualification ni assurance expirée.",
      fix: { href: "/admin/qualifications", label: "Ouvrir les qualifications et assurances" },
      items: expired.map((row) => ({ label: `${row.label} (expirée le ${formatDate(`${row.validUntil}T12:00:00Z`)})`, href: `/admin/qualifications?dialog=edit&id=${row.id}` })),
    },
    {
      id: "content:example-references",
      group: "content",
      label: "Références d'exemple à remplacer",
      state: examples.length > 0 ? "todo" : "ok",
      explanation:
        examples.length > 0
          ? `${examples.length} référence${examples.length > 1 ? "s" : ""} fictive${examples.length > 1 ? "s" : ""} fournie${examples.length > 1 ? "s" : ""} à l'installation ${examples.length > 1 ? "sont" : "est"} encore publiée${examples.length > 1 ? "s" : ""} : à remplacer par des projets réels du cabinet, ou à supprimer.`
          : "Aucune référence d'exemple publiée.",
      fix: { href: "/admin/references", label: "Ouvrir les références" },
      items: examples.map((row) => ({ label: `${row.title} (à remplacer)`, href: `/admin/references?dialog=edit&id=${row.id}` })),
    },
  ];
}

function settingTab(id: string): string {
  return SETTINGS_TABS.find((tab) => tab.groups.some((group) => (group.ids as Array<string>).includes(id)))?.id ?? "general";
}

export function settingHref(id: string): string {
  return `/admin/settings?tab=${settingTab(id)}#${settingAnchor(id)}`;
}

const quote = (value: string) => `« ${value.length > 60 ? `${value.slice(0, 57)}…` : value} »`;

/** The settings a company fact lives in, from the definitions themselves (no hand-kept list). */
function settingChecks(settings: Settings): Array<HealthCheck> {
  const values = settings as Record<string, Record<string, string>>;
  const checks: Array<HealthCheck> = [];
  for (const [section, keys] of Object.entries(settingDefinitions) as Array<[string, Record<string, SettingDefinition>]>) {
    for (const [key, def] of Object.entries(keys)) {
      const id = `${section}.${key}`;
      // Derived (the full address), optional (a network the firm is not on) or checked below.
      if (isDerivedSetting(section, key) || def.legacy || (!def.placeholder && def.defaultValue === "")) continue;
      if (id === "contact.notification_email" || id === "contact.from_email") continue;
      const value = (values[section]?.[key] ?? "").trim();
      const empty = value === "";
      const example = !empty && def.placeholder === true && value === def.defaultValue.trim();
      checks.push({
        id: `setting:${id}`,
        group: "company",
        label: def.label,
        state: empty || example ? "todo" : "ok",
        explanation: empty
          ? "Vide : renseignez la valeur réelle."
          : example
            ? `Encore la valeur d'exemple du site installé ${quote(value)}.`
            : `Renseigné : ${quote(id === "payment.iban" ? maskIban(value) : value)}.`,
        fix: { href: settingHref(id), label: "Modifier le paramètre" },
      });
    }
  }
  return checks;
}

/**
 * The facts a devis prints (docs/decisions/623): while one is missing, « Envoyer au client »
 * is refused. One line that names them, beside the setting lines themselves.
 */
/** The insurer's attestation joined to the devis e-mail (docs/decisions/636): « à faire » until uploaded. */
function attestationCheck(rows: ReadonlyArray<{ section: string; key: string; value: string }>): HealthCheck {
  const attestation = attestationOf(rows);
  return {
    id: "devis:insurance-attestation",
    group: "company",
    label: "Attestation d'assurance jointe aux devis",
    state: attestation ? "ok" : "todo",
    explanation: attestation
      ? `L'attestation « ${attestation.filename} » est jointe à l'e-mail de chaque devis.`
      : "Aucune attestation d'assurance déposée : les devis partent sans elle. Déposez le PDF remis par votre assureur (RC professionnelle et décennale).",
    fix: { href: "/admin/settings?tab=company#attestation-assurance", label: "Déposer l'attestation" },
  };
}

function devisFactsCheck(settings: Settings): HealthCheck {
  const missing = missingLegalFacts(settings, null);
  return {
    id: "devis:legal-facts",
    group: "company",
    label: "Informations requises pour envoyer un devis",
    state: missing.length > 0 ? "todo" : "ok",
    explanation:
      missing.length > 0
        ? `Aucun devis ne peut être envoyé tant que ${missing.length > 1 ? "ces informations ne sont pas renseignées" : "cette information n'est pas renseignée"} : ${missing.map((fact) => fact.label).join(", ")}${missing.some((fact) => fact.consumerOnly) ? " (le médiateur n'est requis que pour les devis d'un particulier, Code de la consommation, article L612-1)" : ""}${missing.some((fact) => fact.decennialOnly) ? " (l'assurance décennale n'est requise que pour les devis d'une mission G2 à G5, article 1792-1 du Code civil et loi n° 96-603, article 22-2)" : ""}${missing.some((fact) => fact.depositOnly) ? " (les coordonnées bancaires sont requises tant que les devis demandent un acompte)" : ""}.`
        : "Adresse, SIRET, RCS, TVA, capital, assurances RC professionnelle et décennale (assureur, adresse, police, couverture géographique), médiateur de la consommation (nom, adresse, site) et coordonnées bancaires de l'acompte sont renseignés : les devis peuvent être envoyés.",
    fix: missing[0] ? { href: missing[0].href, label: "Modifier le paramètre" } : undefined,
    items: missing.map((fact) => ({ label: `Paramètre « ${fact.label} »`, href: fact.href })),
  };
}

/**
 * The CGV a devis carries (docs/decisions/630, 949): « À faire » until a version is published,
 * since « Envoyer au client » refuses every devis until then; the link opens the CGV page,
 * where « Publier comme nouvelle version des CGV » is.
 */
function cgvVersionCheck(cgv: { version: number; publishedAt: Date } | undefined, cgvPage: { id: number } | undefined): HealthCheck {
  const base = { id: "devis:cgv-version", group: "legal" as const, label: "Version des CGV portée par les devis" };
  const href = cgvPage ? `/admin/pages/${cgvPage.id}` : CGV_PUBLISH_HREF;
  if (!cgv)
    return {
      ...base,
      state: "todo",
      explanation: `Aucun devis ne peut être envoyé. ${NO_CGV_MESSAGE}`,
      fix: { href, label: "Publier les CGV" },
    };
  return {
    ...base,
    state: "ok",
    explanation: `Version ${cgv.version} des CGV publiée le ${formatDate(cgv.publishedAt)} : les devis envoyés la reproduisent et leur preuve d'acceptation en garde l'empreinte SHA-256.`,
    fix: { href, label: "Ouvrir la page des CGV" },
  };
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function legalChecks(pageRows: Array<{ id: number; slug: string; status: string; content: string }>, settings: Settings): Array<HealthCheck> {
  const visible = publicSettings(settings);
  return LEGAL_PAGES.map(({ slug, title }) => {
    const page = pageRows.find((row) => row.slug === slug);
    const base = { id: `legal:${slug}`, group: "legal" as const, label: title };
    if (!page)
      return {
        ...base,
        state: "todo" as const,
        explanation: "La page n'existe pas : relancez l'initialisation (npm run db:seed) ou créez-la.",
        fix: { href: "/admin/pages/new", label: "Créer la page" },
      };
    const fix = { href: `/admin/pages/${page.id}`, label: "Modifier la page" };
    if (page.status !== "published") return { ...base, state: "todo" as const, explanation: "La page n'est pas publiée.", fix };
    const unknown = new Set<string>();
    const examples = new Map<string, string>();
    for (const match of page.content.matchAll(PLACEHOLDER)) {
      const [section, key, ...rest] = match[1].split(".");
      const value = key && rest.length === 0 ? placeholderValue(visible, section, key) : undefined;
      if (value === undefined) {
        unknown.add(match[0]);
        continue;
      }
      // A retention period is a constant of the code (docs/decisions/340), never an example to replace.
      if (section === RETENTION_SECTION) continue;
      const fact = section === "contact" && key === "address" ? addressFact(settings) : settingFact(settings as never, section as never, key as never);
      if (fact === null) examples.set(`${section}.${key}`, (settingDefinitions as Record<string, Record<string, SettingDefinition>>)[section][key].label);
    }
    // The full address is derived: its example is the street's.
    if (examples.has("contact.address")) {
      examples.delete("contact.address");
      examples.set("contact.street", settingDefinitions.contact.street.label);
    }
    // A placeholder's example value typed into the text itself.
    const typed: Array<string> = [];
    for (const keys of Object.values(settingDefinitions) as Array<Record<string, SettingDefinition>>) {
      for (const def of Object.values(keys)) {
        if (def.placeholder && def.defaultValue.length >= 8 && page.content.includes(def.defaultValue)) typed.push(def.defaultValue);
      }
    }
    if (page.content.includes("(à compléter)") && typed.length === 0) typed.push("(à compléter)");
    const problems = [
      unknown.size > 0
        ? `champ${unknown.size > 1 ? "s" : ""} inconnu${unknown.size > 1 ? "s" : ""} ${[...unknown].join(", ")} (affiché${unknown.size > 1 ? "s" : ""} tel${unknown.size > 1 ? "s" : ""} quel${unknown.size > 1 ? "s" : ""})`
        : null,
      examples.size > 0 ? `valeur${examples.size > 1 ? "s" : ""} d'exemple : ${[...examples.values()].join(", ")}` : null,
      typed.length > 0 ? `texte d'exemple saisi dans la page : ${typed.map(quote).join(", ")}` : null,
    ].filter(Boolean);
    if (problems.length === 0) return { ...base, state: "ok" as const, explanation: "Aucun champ inconnu ni valeur d'exemple.", fix };
    return {
      ...base,
      state: "todo" as const,
      explanation: `${problems.join(" ; ")}.`.replace(/^./, (c) => c.toUpperCase()),
      fix,
      items: [...examples.keys()].map((id) => ({
        label: `Paramètre « ${(settingDefinitions as Record<string, Record<string, SettingDefinition>>)[id.split(".")[0]][id.split(".")[1]].label} »`,
        href: settingHref(id),
      })),
    };
  });
}

function productionChecks(env: HealthEnv, settings: Settings, lastWebhook: { action: string; ok: number | null; createdAt: Date } | undefined): Array<HealthCheck> {
  const origin = env.SITE_ORIGIN;
  let host = "";
  try {
    host = new URL(origin).hostname;
  } catch {
    host = "";
  }
  const local = host === "" || host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
  const originCommand = "Modifiez SITE_ORIGIN dans wrangler.toml ([vars]), puis redéployez (npm run deploy).";
  const checks: Array<HealthCheck> = [
    {
      id: "env:site-origin",
      group: "production",
      label: "Adresse du site (SITE_ORIGIN)",
      state: local ? "todo" : origin === DEFAULT_SITE_ORIGIN ? "warning" : "ok",
      explanation: local
        ? `SITE_ORIGIN vaut ${origin} : les liens des e-mails, le sitemap et les adresses canoniques pointeraient vers une adresse locale.`
        : origin === DEFAULT_SITE_ORIGIN
          ? `SITE_ORIGIN vaut encore la valeur livrée dans wrangler.toml (${origin}) : confirmez que c'est bien le domaine de production.`
          : `Liens, sitemap et adresses canoniques utilisent ${origin}.`,
      command: local || origin === DEFAULT_SITE_ORIGIN ? originCommand : undefined,
    },
    {
      id: "env:mail-transport",
      group: "production",
      label: "Envoi des e-mails (MAILCHANNELS_API_KEY)",
      state: env.MAILCHANNELS_API_KEY ? "ok" : "todo",
      explanation: env.MAILCHANNELS_API_KEY
        ? "Les e-mails partent par MailChannels."
        : "Aucune clé MailChannels : les e-mails ne partent pas, ils sont seulement enregistrés dans la boîte d'envoi.",
      command: env.MAILCHANNELS_API_KEY ? undefined : "npx wrangler secret put MAILCHANNELS_API_KEY",
      fix: { href: "/admin/demandes/emails", label: "Voir la boîte d'envoi" },
    },
    {
      id: "env:turnstile",
      group: "production",
      label: "Protection anti-spam Turnstile",
      state: env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? "ok" : "warning",
      explanation:
        env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
          ? "Les formulaires publics sont vérifiés par Turnstile."
          : `Clé${!env.TURNSTILE_SITE_KEY && !env.TURNSTILE_SECRET_KEY ? "s" : ""} ${[!env.TURNSTILE_SITE_KEY ? "TURNSTILE_SITE_KEY" : null, !env.TURNSTILE_SECRET_KEY ? "TURNSTILE_SECRET_KEY" : null].filter(Boolean).join(" et ")} absente${!env.TURNSTILE_SITE_KEY && !env.TURNSTILE_SECRET_KEY ? "s" : ""} : les formulaires ne sont protégés que par le champ piège et la limite par adresse IP.`,
      command:
        env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
          ? undefined
          : [!env.TURNSTILE_SITE_KEY ? "TURNSTILE_SITE_KEY dans wrangler.toml ([vars])" : null, !env.TURNSTILE_SECRET_KEY ? "npx wrangler secret put TURNSTILE_SECRET_KEY" : null]
              .filter(Boolean)
              .join(" ; "),
    },
  ];
  const notification = settingFact(settings, "contact", "notification_email");
  checks.push({
    id: "setting:contact.notification_email",
    group: "production",
    label: settingDefinitions.contact.notification_email.label,
    state: notification ? "ok" : "todo",
    explanation: notification
      ? `Les nouvelles demandes sont notifiées à ${notification}.`
      : "Aucune adresse réelle : personne n'est prévenu des nouvelles demandes de contact et simulations.",
    fix: { href: settingHref("contact.notification_email"), label: "Modifier le paramètre" },
  });
  const webhook = settings.integrations.webhook_url.trim();
  const failing = lastWebhook && (lastWebhook.action === "webhook.test_result" ? lastWebhook.ok !== 1 : lastWebhook.action !== "webhook.delivered");
  checks.push({
    id: "setting:integrations.webhook_url",
    group: "production",
    label: "Webhook de transfert des demandes",
    state: webhook && failing ? "warning" : "ok",
    explanation: !webhook
      ? "Aucun webhook configuré : les demandes ne sont transférées nulle part (facultatif)."
      : failing
        ? `Le dernier envoi au webhook a échoué (${formatDate(lastWebhook.createdAt)}) : vérifiez l'adresse et utilisez « Tester ».`
        : lastWebhook
          ? "Le dernier envoi au webhook a réussi."
          : "Webhook configuré ; aucun envoi pour le moment.",
    fix: { href: settingHref("integrations.webhook_url"), label: "Ouvrir le réglage du webhook" },
  });
  return checks;
}

async function mailChecks(deps: HealthDeps, settings: Settings): Promise<Array<HealthCheck>> {
  const from = settingFact(settings, "contact", "from_email");
  const fromFix = { href: settingHref("contact.from_email"), label: "Modifier le paramètre" };
  const domain = from ? mailDomain(from) : null;
  if (!from || !domain) {
    return [
      {
        id: "setting:contact.from_email",
        group: "mail",
        label: settingDefinitions.contact.from_email.label,
        state: "todo",
        explanation: "Encore l'adresse d'exemple : choisissez l'adresse d'expédition, sur le domaine de la société, avant de préparer ses enregistrements DNS.",
        fix: fromFix,
      },
    ];
  }
  const options = { fetcher: deps.fetcher, cacheOnly: deps.dnsCacheOnly };
  const lockdownName = `_mailchannels.${domain}`;
  const [lockdown, root, dkim] = await Promise.all([lookupTxt(lockdownName, options), lookupTxt(domain, options), dkimCheck(deps, domain)]);
  const accountId = deps.env.MAILCHANNELS_ACCOUNT_ID;
  const unreachable = "Le résolveur DNS n'a pas pu être interrogé depuis le Worker : vérifiez l'enregistrement vous-même.";
  const found = (lookup: TxtLookup) => (lookup.ok ? lookup.values : null);
  return [
    {
      id: "setting:contact.from_email",
      group: "mail",
      label: settingDefinitions.contact.from_email.label,
      state: "ok",
      explanation: `Les e-mails partent de ${from} (domaine ${domain}).`,
      fix: fromFix,
    },
    {
      id: "dns:lockdown",
      group: "mail",
      label: "Domain Lockdown MailChannels",
      state: !lockdown.ok ? "verify" : lockdownPresent(lockdown.values, accountId) ? "ok" : "todo",
      explanation: !lockdown.ok
        ? unreachable
        : lockdownPresent(lockdown.values, accountId)
          ? "L'enregistrement autorise votre compte MailChannels à envoyer pour ce domaine."
          : `Sans cet enregistrement, MailChannels refuse les e-mails envoyés depuis ${domain}.${accountId ? "" : " Remplacez l'identifiant par celui de votre compte (bas du tableau de bord MailChannels) ou renseignez MAILCHANNELS_ACCOUNT_ID."}`,
      records: [{ type: "TXT", name: lockdownName, value: lockdownValue(accountId), found: found(lockdown) }],
    },
    {
      id: "dns:spf",
      group: "mail",
      label: "SPF du domaine",
      state: !root.ok ? "verify" : spfPresent(root.values) ? "ok" : "todo",
      explanation: !root.ok
        ? unreachable
        : spfPresent(root.values)
          ? "L'enregistrement SPF autorise les serveurs de MailChannels."
          : "L'enregistrement SPF n'autorise pas MailChannels : les e-mails risquent d'être classés comme spam ou refusés.",
      records: [{ type: "TXT", name: domain, value: spfValue(root.ok ? root.values : []), found: found(root) }],
    },
    dkim,
  ];
}

export const DKIM_KEY_COMMAND =
  "openssl genrsa 2048 | openssl pkcs8 -topk8 -nocrypt -outform der | openssl base64 -A > dkim.txt && npx wrangler secret put MAILCHANNELS_DKIM_PRIVATE_KEY < dkim.txt && rm dkim.txt";

/**
 * DKIM (docs/decisions/326): the key of the secret signs every message through MailChannels;
 * its public half must be published at `{selector}._domainkey.{domain}` (the value to paste is
 * derived from the key itself).
 */
async function dkimCheck(deps: HealthDeps, domain: string): Promise<HealthCheck> {
  const config = dkimConfig(deps.env);
  const base = { id: "dns:dkim", group: "mail" as const, label: "Signature DKIM" };
  const selector = config.state === "ready" ? config.key.selector : config.state === "invalid" ? config.selector : (deps.env.MAILCHANNELS_DKIM_SELECTOR ?? "mcdkim");
  const name = `${selector}._domainkey.${domain}`;
  if (config.state === "none") {
    return {
      ...base,
      state: "todo",
      explanation: `Aucune clé DKIM (MAILCHANNELS_DKIM_PRIVATE_KEY) : les e-mails partent sans signature, et un serveur qui applique la politique DMARC de ${domain} peut les refuser. Créez une clé, enregistrez-la comme secret, puis publiez l'enregistrement que cette ligne affichera.`,
      command: DKIM_KEY_COMMAND,
      records: [{ type: "TXT", name, value: dkimRecordValue(null), found: null }],
    };
  }
  const publicKey = config.state === "ready" ? await dkimPublicKey(config.key.privateKey) : null;
  if (config.state === "invalid" || !publicKey) {
    return {
      ...base,
      state: "todo",
      explanation: `${config.state === "invalid" ? config.reason : "La clé privée DKIM n'est pas une clé RSA lisible (PEM ou base64 attendu)."} Les e-mails partent sans signature valide.`,
      command: DKIM_KEY_COMMAND,
      records: [{ type: "TXT", name, value: dkimRecordValue(null), found: null }],
    };
  }
  const lookup = await lookupTxt(name, { fetcher: deps.fetcher, cacheOnly: deps.dnsCacheOnly });
  const record = { type: "TXT" as const, name, value: dkimRecordValue(publicKey), found: lookup.ok ? lookup.values : null };
  if (!lookup.ok)
    return { ...base, state: "verify", explanation: "Le résolveur DNS n'a pas pu être interrogé depuis le Worker : vérifiez l'enregistrement vous-même.", records: [record] };
  if (dkimRecordPresent(lookup.values, publicKey)) {
    return { ...base, state: "ok", explanation: `Les e-mails sont signés pour ${domain} (sélecteur ${selector}) et la clé publique est publiée.`, records: [record] };
  }
  return {
    ...base,
    state: "todo",
    explanation: `Les e-mails sont signés pour ${domain} (sélecteur ${selector}), mais la clé publique n'est pas publiée${lookup.values.length > 0 ? " (l'enregistrement trouvé porte une autre clé)" : ""} : la signature échoue tant que l'enregistrement ci-dessous n'existe pas.`,
    records: [record],
  };
}

export async function siteHealth(deps: HealthDeps): Promise<SiteHealth> {
  const now = deps.now ?? new Date();
  const { settingRows, legalRows, adminRows, webhookRows, deadRows, notFoundRows, mediaRows, serviceRows, offerRows, expiredCredentials, exampleReferences, cgvRows } =
    await batchByName(deps.db, healthStatements(deps.db, now));
  const settings = buildSettings(settingRows);
  const mail = await mailChecks(deps, settings);

  const content: Array<HealthCheck> = [];
  const bareImages = imagesShownWithoutAlt(mediaRows);
  const images = bareImages.length;
  content.push({
    id: "content:media-alt",
    group: "content",
    label: "Images sans texte alternatif",
    state: images > 0 ? "todo" : "ok",
    explanation:
      images > 0
        ? `${images} image${images > 1 ? "s" : ""} de la médiathèque affichée${images > 1 ? "s" : ""} par un contenu publié ${images > 1 ? "n'ont" : "n'a"} ni texte alternatif ni marque « décorative ».`
        : "Chaque image affichée par un contenu publié a un texte alternatif ou est marquée décorative.",
    fix: { href: "/admin/media", label: "Ouvrir la médiathèque" },
    items: bareImages.slice(0, LIST_LIMIT).map((row) => ({ label: row.name, href: `/admin/media?dialog=edit&id=${row.id}` })),
  });
  content.push({
    id: "content:services",
    group: "content",
    label: "Services sans image ou sans meta description",
    state: serviceRows.length > 0 ? "warning" : "ok",
    explanation:
      serviceRows.length > 0
        ? `${serviceRows.length} service${serviceRows.length > 1 ? "s" : ""} publié${serviceRows.length > 1 ? "s" : ""} sans image à la une ou sans meta description (partages et résultats de recherche moins soignés).`
        : "Chaque service publié a une image et une meta description.",
    fix: { href: "/admin/services", label: "Ouvrir les services" },
    items: serviceRows.map((row) => ({
      label: `${row.title} (${[row.noImage ? "image" : null, row.noDescription ? "meta description" : null].filter(Boolean).join(" et ")} manquante${row.noImage && row.noDescription ? "s" : ""})`,
      href: `/admin/services/${row.id}`,
    })),
  });
  content.push({
    id: "content:offers",
    group: "content",
    label: "Offres (prix) expirées",
    state: offerRows.length > 0 ? "warning" : "ok",
    explanation:
      offerRows.length > 0
        ? `${offerRows.length} offre${offerRows.length > 1 ? "s" : ""} de service ${offerRows.length > 1 ? "ont" : "a"} dépassé sa date de validité : plus publiée${offerRows.length > 1 ? "s" : ""} dans les données structurées tant qu'elle${offerRows.length > 1 ? "s ne sont" : " n'est"} pas prolongée${offerRows.length > 1 ? "s" : ""}.`
        : "Aucune offre de service expirée.",
    fix: { href: "/admin/services", label: "Ouvrir les services" },
    items: offerRows.map((row) => ({ label: `${row.title} (valable jusqu'au ${formatDate(`${row.validUntil}T12:00:00Z`)})`, href: `/admin/services/${row.id}` })),
  });
  content.push(...firmChecks(expiredCredentials, exampleReferences));
  const dead = Number(deadRows[0]?.dead ?? 0);
  content.push({
    id: "content:dead-mail",
    group: "content",
    label: "E-mails abandonnés",
    state: dead > 0 ? "warning" : "ok",
    explanation:
      dead > 0
        ? `${dead} e-mail${dead > 1 ? "s" : ""} de la boîte d'envoi ${dead > 1 ? "ont" : "a"} été abandonné${dead > 1 ? "s" : ""} après plusieurs échecs : renvoyez-le${dead > 1 ? "s" : ""} ou prévenez le destinataire.`
        : "Aucun e-mail abandonné.",
    fix: { href: "/admin/demandes/emails?status=dead", label: "Voir les e-mails abandonnés" },
  });
  const missing = Number(notFoundRows[0]?.paths ?? 0);
  content.push({
    id: "content:not-found",
    group: "content",
    label: "Pages introuvables fréquentes",
    state: missing > 0 ? "warning" : "ok",
    explanation:
      missing > 0
        ? `${missing} adresse${missing > 1 ? "s" : ""} introuvable${missing > 1 ? "s" : ""} demandée${missing > 1 ? "s" : ""} plus de ${NOT_FOUND_THRESHOLD} fois en 7 jours, sans redirection.`
        : `Aucune adresse introuvable demandée plus de ${NOT_FOUND_THRESHOLD} fois en 7 jours sans redirection.`,
    fix: { href: "/admin/redirects/not-found", label: "Ouvrir le journal des 404" },
    items: notFoundRows.map((row) => ({ label: `${row.path} (${row.hits} fois)`, href: `/admin/redirects?${new URLSearchParams({ dialog: "new", from: row.path })}` })),
  });

  const superAdmins = adminRows.filter((row) => row.role === "super_admin" && row.status === "active");
  const devAccount = adminRows.find((row) => row.email.toLowerCase() === DEV_ADMIN_EMAIL);
  const accounts: Array<HealthCheck> = [
    {
      id: "accounts:dev-admin",
      group: "accounts",
      label: "Compte de développement",
      state: devAccount ? "todo" : "ok",
      explanation: devAccount
        ? `Le compte local ${DEV_ADMIN_EMAIL} existe : supprimez-le après avoir créé votre propre compte de super administrateur.`
        : `Aucun compte ${DEV_ADMIN_EMAIL}.`,
      fix: { href: "/admin/users", label: "Ouvrir les utilisateurs" },
    },
    {
      id: "accounts:super-admins",
      group: "accounts",
      label: "Nombre de super administrateurs",
      state: superAdmins.length > 1 ? "ok" : "warning",
      explanation:
        superAdmins.length > 1
          ? `${superAdmins.length} super administrateurs actifs.`
          : "Un seul super administrateur actif : si son accès est perdu, plus personne ne peut gérer les paramètres ni les comptes. Invitez un second super administrateur.",
      fix: { href: "/admin/users", label: "Inviter un utilisateur" },
    },
  ];

  const checks = [
    ...settingChecks(settings),
    devisFactsCheck(settings),
    attestationCheck(settingRows),
    ...legalChecks(legalRows, settings),
    cgvVersionCheck(
      cgvRows[0],
      legalRows.find((row) => row.slug === "cgv"),
    ),
    ...productionChecks(deps.env, settings, webhookRows[0]),
    ...mail,
    ...content,
    ...accounts,
  ];
  return { checks, blocking: blockingCount(checks) };
}
