// Over 400 lines: the one schema file of the data model, which drizzle-kit reads to generate migrations (docs/decisions/001).
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  clientTypes,
  credentialKinds,
  type DevisLine,
  type GeotechnicalMission,
  type Letterhead,
  type PriceLine,
  type PricingModifiers,
  type SitePlace,
  type TerrainRisks,
} from "./types";

// ---------------------------------------------------------------------------
// Shared column helpers
// ---------------------------------------------------------------------------

/** Milliseconds since the epoch, set by SQLite on insert. */
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
/**
 * Optimistic concurrency of staff edits: every save sends the version it was loaded at
 * and bumps it; a save over a newer version is refused (app/lib/admin/concurrency.server.ts).
 */
const version = () => integer("version").notNull().default(1);
/** Who saved the row last (kept when the account is deleted: set null). */
const updatedBy = () => integer("updated_by").references((): AnySQLiteColumn => users.id, { onDelete: "set null" });
const jsonList = <T>(name: string) => text(name, { mode: "json" }).$type<Array<T>>().notNull().default(sql`'[]'`);

/**
 * A phone number as typed ("01 23.45-67 89", "+33 (0)6…") without its separators, kept by
 * SQLite in a virtual generated column beside the phone and indexed: a person's data is
 * found by phone in one indexed lookup (docs/decisions/340). (drizzle-kit cannot write an
 * index on an expression that contains a comma, hence a column.)
 */
const phoneDigits = (name: string) =>
  text(`${name}_digits`).generatedAlwaysAs(sql.raw(`replace(replace(replace(replace(replace(replace("${name}", ' ', ''), '.', ''), '-', ''), '(', ''), ')', ''), char(160), '')`), {
    mode: "virtual",
  });
/** The lower-cased address of an outbox row's (single) recipient, as indexed. */
export const outboxRecipient = (column: AnySQLiteColumn) => sql`lower(${column} ->> '$[0].email')`;
/** The lower-cased reply-to address of an outbox row, as indexed. */
export const outboxReplyTo = (column: AnySQLiteColumn) => sql`lower(${column} ->> '$.email')`;

export const publicationStatuses = ["draft", "published"] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

export const roles = ["contributor", "author", "editor", "super_admin"] as const;
export type Role = (typeof roles)[number];

/** `invited`: created by 'Inviter un utilisateur', no password yet, cannot sign in. */
export const accountStatuses = ["active", "invited"] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const accountTokenPurposes = ["invitation", "reset"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

export const leadStatuses = ["nouveau", "en_cours", "traite", "archive"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The two kinds of request staff follow up: contact requests and simulations. */
export const leadKinds = ["contact", "simulation"] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadEventTypes = ["status", "note", "assigned", "reply", "follow_up"] as const;
export type LeadEventType = (typeof leadEventTypes)[number];

/** captured: kept in the outbox by the local transport, never sent (docs/decisions/324). */
export const outboxStatuses = ["queued", "sending", "sent", "captured", "failed", "dead"] as const;

// ---------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased; the unique index is on lower(email) as well. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: roles }).notNull().default("author"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Bumped on password/role change or deletion: older JWTs stop working. */
    sessionVersion: integer("session_version").notNull().default(1),
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }),
    status: text("status", { enum: accountStatuses }).notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Names and role are staff-edited: two super admins never overwrite each other's change. */
    version: version(),
    /**
     * Who saved the names or role last. No foreign key: SQLite cannot add one with
     * ON DELETE SET NULL to an existing table, and a deleted colleague simply reads as unknown.
     */
    updatedBy: integer("updated_by"),
  },
  (t) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`)],
);

/**
 * One row per signed-in browser: the JWT carries the row's id (`jti`), and the guard only
 * accepts a token whose row exists and has not expired. Déconnexion deletes the row, so a
 * copied token stops working at once (docs/decisions/302-session-revocation.md).
 */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    /** Random, 128 bits, base64url: the token's `jti`. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Last request seen, written at most every few minutes; idle for 4 h ends the session (docs/decisions/704). */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    /** The browser's User-Agent at sign-in (cut to 512 characters), shown as « Chrome sur Windows ». */
    userAgent: text("user_agent"),
    /** Country and city from Cloudflare's `request.cf` at sign-in, when present. */
    country: text("country"),
    city: text("city"),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Browsers an account has signed in from: the SHA-256 of a long-lived random cookie
 * (`lutetia_browser`). A sign-in from a browser not listed for the account sends
 * « Nouvelle connexion à votre compte » (docs/decisions/705).
 */
export const staffBrowsers = sqliteTable(
  "staff_browsers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the browser cookie's value. */
    browserHash: text("browser_hash").notNull(),
    createdAt: createdAt(),
    lastSignInAt: integer("last_sign_in_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("staff_browsers_user_browser_unique").on(t.userId, t.browserHash)],
);

/**
 * Single-use links of staff accounts (invitation, password reset): only the SHA-256 of the
 * token is stored; a token is bound to one account and refused once used or expired
 * (docs/decisions/700-account-tokens.md).
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    /** Hex SHA-256 of the token sent by e-mail. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("account_tokens_hash_unique").on(t.tokenHash), index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238) of a staff account: one row per account that started
 * enrolment. The secret is encrypted with a key derived from JWT_SECRET
 * (docs/decisions/707-totp-secret-at-rest.md); `enabled_at` is null until a first code confirms it.
 */
export const staffTwoFactor = sqliteTable("staff_two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "v1:" + base64 IV + ":" + base64 AES-GCM ciphertext of the 20-byte secret. */
  secretCiphertext: text("secret_ciphertext").notNull(),
  enabledAt: integer("enabled_at", { mode: "timestamp_ms" }),
  /** The 30-second step of the last accepted code: a code of this step or earlier is refused (replay). */
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
  /** Refused codes since `failed_window_start` (an hour at most); reset by an accepted code (docs/decisions/715). */
  failedCount: integer("failed_count").notNull().default(0),
  failedWindowStart: integer("failed_window_start", { mode: "timestamp_ms" }),
  /** Set when the hourly cap of refused codes is reached: no code is accepted until a reset link or a super admin lifts it. */
  lockedAt: integer("locked_at", { mode: "timestamp_ms" }),
});

export const pendingSignInPurposes = ["code", "enrol"] as const;
export type PendingSignInPurpose = (typeof pendingSignInPurposes)[number];

/**
 * The server record of a pending second-factor token (the 5 minutes between the password and
 * the code): the token's `jti`. The first successful code or enrolment marks it used, so a
 * copy of the token opens nothing afterwards (docs/decisions/714).
 */
export const staffPendingSignIns = sqliteTable(
  "staff_pending_sign_ins",
  {
    /** Random, 128 bits, base64url: the pending token's `jti`. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: pendingSignInPurposes }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("staff_pending_sign_ins_user_idx").on(t.userId), index("staff_pending_sign_ins_expires_at_idx").on(t.expiresAt)],
);

/** The 10 single-use recovery codes of an account with 2FA: only their SHA-256 is stored. */
export const staffRecoveryCodes = sqliteTable(
  "staff_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_unique").on(t.codeHash), index("staff_recovery_codes_user_idx").on(t.userId)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept even when the actor is deleted, and for failed sign-ins. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_action_idx").on(t.action),
    index("audit_log_actor_idx").on(t.actorId),
    // A person's data requests find the sign-ins typed with their address (docs/decisions/340).
    index("audit_log_actor_email_lower_idx").on(sql`lower(${t.actorEmail})`),
  ],
);

// ---------------------------------------------------------------------------
// Settings and CMS
// ---------------------------------------------------------------------------

export const settings = sqliteTable(
  "settings",
  {
    section: text("section").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull().default(""),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [primaryKey({ columns: [t.section, t.key] })],
);

export const media = sqliteTable(
  "media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Object key in the MEDIA bucket (never the uploaded file name). */
    r2Key: text("r2_key").notNull().unique(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    /** Responsive variants written at upload (JSON array of MediaVariant, app/lib/media/variants.ts). */
    variants: text("variants").notNull().default("[]"),
    /** Key of the untouched upload in a private place (never under /media/), or null when not kept. */
    originalKey: text("original_key"),
    /** Bytes of the file as uploaded (before its metadata was stripped and it was re-encoded); null when unknown. */
    originalSize: integer("original_size"),
    /** Marked decorative by staff: may be published without alt text (rendered with alt=""). */
    decorative: integer("decorative", { mode: "boolean" }).notNull().default(false),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("media_created_at_idx").on(t.createdAt)],
);

export const blogCategories = sqliteTable("blog_categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
  version: version(),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** Markdown. */
    content: text("content").notNull().default(""),
    /** Sanitised HTML of `content`, rendered when saved (app/lib/content/markdown.server.ts). */
    contentHtml: text("content_html").notNull().default(""),
    contentToc: jsonList<TocEntry>("content_toc"),
    /** RENDER_VERSION of `contentHtml`; an older rendering is redone when served (docs/decisions/730). */
    contentRenderVersion: integer("content_render_version").notNull().default(0),
    excerpt: text("excerpt").notNull().default(""),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    status: text("status", { enum: publicationStatuses }).notNull().default("draft"),
    categoryId: integer("category_id").references(() => blogCategories.id, {
      onDelete: "set null",
    }),
    tags: jsonList<string>("tags"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    seoKeywords: text("seo_keywords"),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    highlighted: bool("highlighted"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("blog_posts_status_published_idx").on(t.status, t.publishedAt), index("blog_posts_category_idx").on(t.categoryId)],
);

export type TocEntry = { id: string; text: string; level: 2 | 3 | 4 };
export type Faq = { question: string; answer: string };
export type Link = { label: string; href: string };

export const services = sqliteTable(
  "services",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    shortDescription: text("short_description").notNull().default(""),
    /** Markdown. */
    content: text("content").notNull().default(""),
    contentHtml: text("content_html").notNull().default(""),
    contentToc: jsonList<TocEntry>("content_toc"),
    /** RENDER_VERSION of `contentHtml`; an older rendering is redone when served (docs/decisions/730). */
    contentRenderVersion: integer("content_render_version").notNull().default(0),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    icon: text("icon").notNull().default("layers"),
    status: text("status", { enum: publicationStatuses }).notNull().default("draft"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    displayOrder: integer("display_order").notNull().default(0),
    faq: jsonList<Faq>("faq"),
    relatedLinks: jsonList<Link>("related_links"),
    serviceType: text("service_type").notNull().default("Étude géotechnique"),
    serviceOutput: text("service_output"),
    estimatedDuration: text("estimated_duration"),
    areaServed: jsonList<string>("area_served"),
    /**
     * The offer of the structured data (docs/decisions/720): a price "from" in whole euros
     * excl. VAT, until a Paris day (YYYY-MM-DD) and for an area. No price, no offer; past
     * its validity, the offer is not published.
     */
    priceAmount: integer("price_amount"),
    priceCurrency: text("price_currency").notNull().default("EUR"),
    priceValidUntil: text("price_valid_until"),
    priceAreaServed: text("price_area_served"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("services_status_order_idx").on(t.status, t.displayOrder)],
);

export const pageTypes = sqliteTable("page_types", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  fieldsConfig: text("fields_config", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
  createdAt: createdAt(),
});

export const pages = sqliteTable(
  "pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** Markdown; may contain {{section.key}} placeholders filled from settings. */
    content: text("content").notNull().default(""),
    contentHtml: text("content_html").notNull().default(""),
    contentToc: jsonList<TocEntry>("content_toc"),
    /** RENDER_VERSION of `contentHtml`; an older rendering is redone when served (docs/decisions/730). */
    contentRenderVersion: integer("content_render_version").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    seoKeywords: text("seo_keywords"),
    status: text("status", { enum: publicationStatuses }).notNull().default("draft"),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    pageTypeId: integer("page_type_id").references(() => pageTypes.id, { onDelete: "set null" }),
    isInNavigation: bool("is_in_navigation"),
    noindex: bool("noindex"),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("pages_status_idx").on(t.status), index("pages_created_at_idx").on(t.createdAt)],
);

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    quote: text("quote").notNull(),
    author: text("author").notNull(),
    position: text("position").notNull().default(""),
    company: text("company").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  // The quote is the natural key that keeps the seed idempotent.
  (t) => [uniqueIndex("testimonials_quote_unique").on(t.quote)],
);

// ---------------------------------------------------------------------------
// The firm: team, qualifications and insurance, project references (docs/decisions/753)
// ---------------------------------------------------------------------------

/** The people shown on « À propos », in display order. */
export const teamMembers = sqliteTable(
  "team_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    jobTitle: text("job_title").notNull().default(""),
    /** A médiathèque image (`/media/{key}`), null: no photo. */
    photo: text("photo"),
    bio: text("bio").notNull().default(""),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("team_members_order_idx").on(t.displayOrder)],
);

/** Qualifications (OPQIBI…) and insurance policies; one past its validity day is hidden from the public. */
export const credentials = sqliteTable("credentials", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  kind: text("kind", { enum: credentialKinds }).notNull().default("qualification"),
  label: text("label").notNull(),
  number: text("number").notNull().default(""),
  issuer: text("issuer").notNull().default(""),
  /** A calendar day, YYYY-MM-DD, the last day it is valid; null: no end. */
  validUntil: text("valid_until"),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
  version: version(),
});

/** A project of the firm, in one city of the territory, shown on /references and its city, department and region pages. */
export const projectReferences = sqliteTable(
  "project_references",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    missions: jsonList<GeotechnicalMission>("missions"),
    clientType: text("client_type", { enum: clientTypes }).notNull(),
    text: text("text").notNull().default(""),
    /** Médiathèque images (`/media/{key}`), in order. */
    photos: jsonList<string>("photos"),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    /** A fictitious example of the seed, listed « à remplacer » in 'État du site' until staff edit it. */
    isExample: integer("is_example", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("project_references_city_idx").on(t.cityId), index("project_references_published_idx").on(t.isPublished, t.year)],
);

export const redirects = sqliteTable("redirects", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  fromPath: text("from_path").notNull().unique(),
  toPath: text("to_path").notNull(),
  statusCode: integer("status_code").notNull().default(301),
  createdAt: createdAt(),
  /**
   * Set by every save. Nullable: SQLite cannot add a column whose default is an
   * expression, and rules created before this column had none.
   */
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  updatedBy: updatedBy(),
  version: version(),
});

/**
 * Earlier versions of staff-edited content (articles today; services and pages can use it
 * too): each save keeps the previous version's fields as a JSON snapshot.
 */
export const contentRevisions = sqliteTable(
  "content_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** article | service | page … */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    /** The version number the snapshot had. */
    version: integer("version").notNull(),
    snapshot: text("snapshot", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** Who saved that version. */
    savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("content_revisions_entity_idx").on(t.entityType, t.entityId, t.version)],
);

// ---------------------------------------------------------------------------
// Territory
// ---------------------------------------------------------------------------

export type KeyProject = { title: string; description: string; location: string };
export type CaseStudy = { title: string; description: string };
export type CityReference = { name: string; description: string; isActive: boolean };
export type CityTestimonial = { text: string; author: string; role: string; isActive: boolean };

export const regions = sqliteTable("regions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  intro: text("intro").notNull().default(""),
  geologicalContext: text("geological_context").notNull().default(""),
  keyServices: jsonList<string>("key_services"),
  specificRisks: jsonList<string>("specific_risks"),
  specificServices: jsonList<string>("specific_services"),
  specificChallenges: jsonList<string>("specific_challenges"),
  keyProjects: jsonList<KeyProject>("key_projects"),
  caseStudies: jsonList<CaseStudy>("case_studies"),
  metropolitan: integer("metropolitan", { mode: "boolean" }).notNull().default(true),
  areaKm2: real("area_km2"),
  population: integer("population"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
  version: version(),
});

export const departments = sqliteTable(
  "departments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "01", "2A", "974": always a string. */
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    regionId: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    geologicalContext: text("geological_context").notNull().default(""),
    keyServices: jsonList<string>("key_services"),
    specificRisks: jsonList<string>("specific_risks"),
    specificServices: jsonList<string>("specific_services"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("departments_region_idx").on(t.regionId)],
);

export const cities = sqliteTable(
  "cities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "restrict" }),
    zipCode: text("zip_code").notNull().default(""),
    population: integer("population"),
    areaKm2: real("area_km2"),
    description: text("description").notNull().default(""),
    geologicalContext: text("geological_context").notNull().default(""),
    keyServices: jsonList<string>("key_services"),
    references: jsonList<CityReference>("references"),
    testimonials: jsonList<CityTestimonial>("testimonials"),
    /** The commune's INSEE code and reference point: the risk summary of its page (docs/decisions/802). */
    inseeCode: text("insee_code"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** 'auto': the Géorisques summary at the point; 'hidden': none; 'custom': riskSummaryText. */
    riskSummaryMode: text("risk_summary_mode", { enum: ["auto", "hidden", "custom"] })
      .notNull()
      .default("auto"),
    riskSummaryText: text("risk_summary_text").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
    version: version(),
  },
  (t) => [index("cities_department_idx").on(t.departmentId), index("cities_zip_idx").on(t.zipCode)],
);

// ---------------------------------------------------------------------------
// Leads: contact, simulator, newsletter
// ---------------------------------------------------------------------------

/**
 * The follow-up of a contact request or simulation: the staff member in charge, the day
 * to call back (YYYY-MM-DD, Paris), and the version that keeps two staff members from
 * overwriting each other's changes (docs/decisions/608-lead-follow-up.md).
 */
// owner_id and updated_by carry no foreign key: drizzle-kit writes `ALTER TABLE … ADD …
// REFERENCES` without its ON DELETE clause, and D1 enforces foreign keys, so a reference
// would forbid deleting a staff member who owns a request. Ids are never reused
// (AUTOINCREMENT); a deleted owner reads as "non attribuée" through the left join.
const leadFollowUp = () => ({
  ownerId: integer("owner_id"),
  followUpOn: text("follow_up_on"),
  updatedBy: integer("updated_by"),
  version: version(),
});
/** What a contact request declared before its files were written: enough to finish it without the visitor. */
export type PendingContactSubmission = {
  /** message_id of the staff notification the finalising batch writes (the same whoever finishes it). */
  messageId: string;
  /** `object`: the file's name under `contact/{id}/` in the ATTACHMENTS bucket. */
  files: Array<{ name: string; size: number; type: string; object: string }>;
};

export const contactRequests = sqliteTable(
  "contact_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Shown to the visitor, e.g. CT-2026-000042 (year + row id). */
    reference: text("reference").unique(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    phoneDigits: phoneDigits("phone"),
    profession: text("profession").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userAgent: text("user_agent"),
    status: text("status", { enum: leadStatuses }).notNull().default("nouveau"),
    statusChangedBy: integer("status_changed_by").references(() => users.id, {
      onDelete: "set null",
    }),
    statusChangedAt: integer("status_changed_at", { mode: "timestamp_ms" }),
    ...leadFollowUp(),
    /**
     * Set while the request is being stored (its attachments going to R2), null once the
     * finalising batch ran. The admin, statistics and exports ignore pending rows; the
     * 10-minute cron finishes or removes those left behind (docs/decisions/313).
     */
    pending: text("pending", { mode: "json" }).$type<PendingContactSubmission>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_requests_created_at_idx").on(t.createdAt),
    index("contact_requests_status_idx").on(t.status),
    index("contact_requests_email_lower_idx").on(sql`lower(${t.email})`),
    index("contact_requests_phone_digits_idx").on(t.phoneDigits),
    index("contact_requests_owner_idx").on(t.ownerId),
    index("contact_requests_follow_up_idx").on(t.followUpOn),
  ],
);

export const contactAttachments = sqliteTable(
  "contact_attachments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    /** contact/{requestId}/{random}.{ext} in the ATTACHMENTS bucket. */
    r2Key: text("r2_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_attachments_request_idx").on(t.requestId)],
);

export const visitorInfo = sqliteTable(
  "visitor_info",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    phoneDigits: phoneDigits("phone"),
    consentCgu: integer("consent_cgu", { mode: "boolean" }).notNull(),
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("visitor_info_email_lower_idx").on(sql`lower(${t.email})`),
    index("visitor_info_phone_digits_idx").on(t.phoneDigits),
    index("visitor_info_created_at_idx").on(t.createdAt),
  ],
);

export const simulatorServices = sqliteTable("simulator_services", {
  /** Catalogue id, e.g. "g1-es". */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Euros, excluding VAT. */
  basePrice: integer("base_price").notNull(),
  /** Legacy (before `rules`): read only while `rules` is null; kept in step with `rules` on save. */
  mandatory: bool("mandatory"),
  /** Legacy (before `rules`): read only while `rules` is null; kept in step with `rules` on save. */
  recommendedFor: jsonList<string>("recommended_for"),
  /**
   * Per project nature: "obligatoire" | "recommandee" (absent: additional service).
   * NULL on rows saved before the rules existed (the seed fills them); see
   * docs/decisions/600-simulator-recommendation-rules.md.
   */
  rules: text("rules", { mode: "json" }).$type<Partial<Record<string, "obligatoire" | "recommandee">>>(),
  /** Slug of the related public service page, if any. */
  serviceSlug: text("service_slug"),
  /**
   * The default programme of investigations a devis prints for this mission (« 2 sondages à
   * la pelle mécanique à 3 m… »), editable per devis line. NULL until the seed or staff set it.
   */
  programme: text("programme"),
  /**
   * What the client receives, what the mission leaves out, what the client provides, and the
   * mission's own delay in weeks: one source for the simulator, the estimate, the devis and the
   * service page (docs/decisions/635-mission-texts-from-the-catalogue.md). NULL until set.
   */
  deliverables: text("deliverables"),
  exclusions: text("exclusions"),
  clientInputs: text("client_inputs"),
  deliveryWeeks: integer("delivery_weeks"),
  /** Design or works missions that make the firm a constructeur (Code civil 1792-1): the devis prints the décennale. */
  decennial: integer("decennial", { mode: "boolean" }).notNull().default(false),
  displayOrder: integer("display_order").notNull().default(0),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
  version: version(),
});

/**
 * The price modifiers of the simulator (urgency, access, basement, surface bands, travel),
 * one versioned row ("default") edited in « Simulateur (prix) » → Majorations.
 */
export const simulatorPricing = sqliteTable("simulator_pricing", {
  id: text("id").primaryKey(),
  modifiers: text("modifiers", { mode: "json" }).$type<PricingModifiers>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
  version: version(),
});

export type SimulationLine = { id: string; name: string; quantity: number; basePrice: number };

export const simulations = sqliteTable(
  "simulations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Random, unguessable: the key of the visitor's PDF download URL. */
    publicToken: text("public_token").notNull().unique(),
    devisNumber: text("devis_number").notNull().unique(),
    devisDate: integer("devis_date", { mode: "timestamp_ms" }).notNull(),
    visitorInfoId: integer("visitor_info_id").references(() => visitorInfo.id, {
      onDelete: "set null",
    }),
    userEmail: text("user_email").notNull(),
    userPhone: text("user_phone").notNull(),
    userPhoneDigits: phoneDigits("user_phone"),
    userFirstName: text("user_first_name").notNull(),
    userLastName: text("user_last_name").notNull(),
    /** construction_neuve | extension | renovation | vente_terrain | acquisition | diagnostic */
    projectNature: text("project_nature").notNull(),
    /** One of construction_neuve, renovation, extension, vente_terrain (any other nature: construction_neuve). */
    projectType: text("project_type").notNull(),
    /** One of the nine building types; NULL when the nature asks none (a land sale). */
    constructionType: text("construction_type"),
    location: text("location").notNull(),
    /** m²; NULL when the nature asks no building (a land sale) or the visitor left it out. */
    surfaceBatie: text("surface_batie"),
    /** m²; NULL when the nature does not require it and the visitor left it out. */
    terrainSuperficie: text("terrain_superficie"),
    nombreEtages: text("nombre_etages"),
    presenceSousSol: bool("presence_sous_sol"),
    presenceEau: bool("presence_eau"),
    dateDebutProjet: text("date_debut_projet"),
    accessibiliteSite: text("accessibilite_site"),
    urgenceMission: bool("urgence_mission"),
    description: text("description"),
    typeTerrainConnu: text("type_terrain_connu"),
    services: jsonList<string>("services"),
    servicesDetails: jsonList<SimulationLine>("services_details"),
    /**
     * Every line of the quote as priced when it was stored (missions with what they
     * include, modifiers with their labels and amounts): the PDF and e-mails read these,
     * so a later catalogue or modifier change never alters a past quote. Empty for
     * quotes stored before modifiers existed (their services_details are the lines).
     */
    priceLines: jsonList<PriceLine>("price_lines"),
    /** Euros. */
    totalHt: integer("total_ht").notNull(),
    totalTtc: integer("total_ttc").notNull(),
    contactRequested: bool("contact_requested"),
    /**
     * Random id of the signed wizard state that was submitted: posting the same state
     * again finds this row instead of storing (and mailing) a second quote.
     */
    wizardId: text("wizard_id"),
    /**
     * The plot checked on /mon-terrain the visitor came from (signed address, INSEE code,
     * clay exposure with its source and date, lookup link); NULL otherwise. Read by the
     * devis. docs/decisions/611-simulation-site.md
     */
    site: text("site", { mode: "json" }).$type<SitePlace>(),
    /**
     * R2 key (ATTACHMENTS) of the estimate PDF, rendered once when the simulation was
     * stored; NULL until R2 took it. docs/decisions/610-the-estimate-is-frozen.md
     */
    estimatePdfKey: text("estimate_pdf_key"),
    status: text("status", { enum: leadStatuses }).notNull().default("nouveau"),
    statusChangedBy: integer("status_changed_by").references(() => users.id, {
      onDelete: "set null",
    }),
    statusChangedAt: integer("status_changed_at", { mode: "timestamp_ms" }),
    ...leadFollowUp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("simulations_wizard_id_unique").on(t.wizardId),
    index("simulations_created_at_idx").on(t.createdAt),
    index("simulations_status_idx").on(t.status),
    index("simulations_email_lower_idx").on(sql`lower(${t.userEmail})`),
    index("simulations_phone_digits_idx").on(t.userPhoneDigits),
    index("simulations_owner_idx").on(t.ownerId),
    index("simulations_follow_up_idx").on(t.followUpOn),
  ],
);

export type LeadEventDetails = {
  /** status: from/to statuses; assigned: from/to user ids; follow_up: from/to days. */
  from?: string | number | null;
  to?: string | number | null;
  /** assigned: the name of the new owner when it was assigned. */
  toName?: string | null;
  /** reply: the message id of the outbox row, its subject and recipient. */
  messageId?: string;
  subject?: string;
  recipient?: string;
};

/** The history of a contact request or simulation: status changes, notes, assignments, replies, follow-up days. */
export const leadEvents = sqliteTable(
  "lead_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: leadKinds }).notNull(),
    leadId: integer("lead_id").notNull(),
    type: text("type", { enum: leadEventTypes }).notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The note, or the text of the reply. */
    body: text("body"),
    details: text("details", { mode: "json" }).$type<LeadEventDetails>(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.kind, t.leadId, t.createdAt)],
);

// ---------------------------------------------------------------------------
// Devis: from an estimate (or a contact request, or a phone call) to a signed order
// ---------------------------------------------------------------------------

/** docs/decisions/621-devis-versions-and-freeze.md: what each status means and who sets it. */
/** The transitions between them live in app/lib/devis/lifecycle.ts (docs/decisions/640-devis-life-cycle.md). */
export const devisStatuses = [
  "brouillon",
  "envoye",
  "consulte",
  "accepte",
  "acompte_recu",
  "intervention_prevue",
  "rapport_remis",
  "solde",
  "retracte",
  "refuse",
  "expire",
  "remplace",
  "annule",
] as const;
export type DevisStatus = (typeof devisStatuses)[number];

/** A particulier (consumer) has the withdrawal right and the mediator; a professionnel does not. */
export const devisClientTypes = ["particulier", "professionnel"] as const;
export type DevisClientType = (typeof devisClientTypes)[number];

/** Exposure of the plot to clay shrink-swell (Géorisques levels); null: not stated. */
export const clayLevels = ["fort", "moyen", "faible", "nul"] as const;
export type ClayLevel = (typeof clayLevels)[number];

export const devisEventTypes = [
  "created",
  "sent",
  "consulted",
  "accepted",
  "refused",
  "expired",
  "replaced",
  "cancelled",
  "revised",
  "reminder_client",
  "reminder_owner",
  // The dossier after acceptance (docs/decisions/640-devis-life-cycle.md).
  "deposit_received",
  "visit_planned",
  "visit_replanned",
  "report_uploaded",
  "report_delivered",
  "report_downloaded",
  "balance_received",
  "withdrawn",
  "refund_set",
  "refunded",
] as const;
export type DevisEventType = (typeof devisEventTypes)[number];

/** How a withdrawal reached the firm: the link's button, or a letter or e-mail staff record. */
export const withdrawalChannels = ["en_ligne", "courrier", "email"] as const;
export type WithdrawalChannel = (typeof withdrawalChannels)[number];

/** What a payment of a dossier is: the deposit, the balance, or a refund after a withdrawal. */
export const devisPaymentKinds = ["acompte", "solde", "remboursement"] as const;
export type DevisPaymentKind = (typeof devisPaymentKinds)[number];
export const paymentModes = ["virement", "cheque", "carte", "especes"] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** A particulier's choice at acceptance (Code de la consommation L221-18 and L221-25). */
export const withdrawalChoices = ["attendre", "commencer"] as const;
export type WithdrawalChoice = (typeof withdrawalChoices)[number];

/**
 * One version (« indice ») of a devis: the number is shared by its versions, each version is
 * its own row. A draft is edited at its `version` (optimistic concurrency); sending freezes it
 * (its PDF is rendered once and kept in R2 under `pdf_key`). docs/decisions/620, 621.
 */
export const devis = sqliteTable(
  "devis",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** D-2026-0042: one sequence per Paris year, never reused (docs/decisions/620-devis-numbering.md). */
    number: text("number").notNull(),
    /** 1 = indice A, 2 = indice B… */
    revision: integer("revision").notNull().default(1),
    status: text("status", { enum: devisStatuses }).notNull().default("brouillon"),
    /** The engineer in charge (no foreign key, like the leads' owner: a deleted colleague reads as nobody). */
    ownerId: integer("owner_id"),
    createdBy: integer("created_by"),
    /** The request it was prepared from (contact request or simulation), if any. */
    sourceKind: text("source_kind", { enum: leadKinds }),
    sourceId: integer("source_id"),
    /** The SOL- reference of the estimate it was prepared from, cited on the devis. */
    estimateReference: text("estimate_reference"),
    clientType: text("client_type", { enum: devisClientTypes }).notNull().default("particulier"),
    clientName: text("client_name").notNull().default(""),
    clientCompany: text("client_company").notNull().default(""),
    clientEmail: text("client_email").notNull().default(""),
    clientPhone: text("client_phone").notNull().default(""),
    /** The phone's digits, for the personal-data finder (docs/decisions/340). */
    clientPhoneDigits: phoneDigits("client_phone"),
    /** Postal address of the client, one or several lines. */
    clientAddress: text("client_address").notNull().default(""),
    siteStreet: text("site_street").notNull().default(""),
    sitePostcode: text("site_postcode").notNull().default(""),
    siteCity: text("site_city").notNull().default(""),
    siteInseeCode: text("site_insee_code"),
    clayLevel: text("clay_level", { enum: clayLevels }),
    /** Where the exposure was read (« Géorisques, carte d'exposition… ») and on which day (YYYY-MM-DD). */
    claySource: text("clay_source"),
    clayReadOn: text("clay_read_on"),
    /** One of the simulator's project natures (construction_neuve, vente_terrain…). */
    projectNature: text("project_nature"),
    projectDescription: text("project_description").notNull().default(""),
    lines: jsonList<DevisLine>("lines"),
    discountLabel: text("discount_label").notNull().default(""),
    discountCents: integer("discount_cents").notNull().default(0),
    /** Computed on the server from the lines at every save (app/lib/devis/lines.ts). */
    totalHtCents: integer("total_ht_cents").notNull().default(0),
    tvaCents: integer("tva_cents").notNull().default(0),
    totalTtcCents: integer("total_ttc_cents").notNull().default(0),
    validityMonths: integer("validity_months").notNull().default(2),
    paymentTerms: text("payment_terms").notNull().default(""),
    /** « Rapport remis sous N semaines après la commande »; null: not stated yet (sending is refused). */
    deliveryWeeks: integer("delivery_weeks"),
    /** Optional note to the client. */
    note: text("note").notNull().default(""),
    /** The reminder e-mail to the client 7 days after sending (once); staff may turn it off. */
    clientReminder: integer("client_reminder", { mode: "boolean" }).notNull().default(true),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    sentBy: integer("sent_by"),
    /** Last day the devis may be accepted (Paris), set when it is sent. */
    validUntil: text("valid_until"),
    /** SHA-256 (hex) of the personal link's token; the token itself is kept sealed (AES-GCM) for later e-mails. */
    tokenHash: text("token_hash"),
    tokenSealed: text("token_sealed"),
    /** The firm's facts the devis was sent with (its page shows them, as its PDF prints them). */
    letterhead: text("letterhead", { mode: "json" }).$type<Letterhead>(),
    /** The frozen PDF in the ATTACHMENTS bucket (devis/…) and the SHA-256 of its bytes. */
    pdfKey: text("pdf_key"),
    pdfSha256: text("pdf_sha256"),
    /** The CGV version printed as the frozen PDF's last pages, and the SHA-256 of its text (docs/decisions/630-cgv-versions.md); null before. */
    cgvVersion: integer("cgv_version"),
    cgvSha256: text("cgv_sha256"),
    consultedAt: integer("consulted_at", { mode: "timestamp_ms" }),
    /** Accepted or refused by the client. */
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    refusalReason: text("refusal_reason"),
    refusalComment: text("refusal_comment"),
    signedPdfKey: text("signed_pdf_key"),
    signedPdfSha256: text("signed_pdf_sha256"),
    clientRemindedAt: integer("client_reminded_at", { mode: "timestamp_ms" }),
    ownerRemindedAt: integer("owner_reminded_at", { mode: "timestamp_ms" }),
    /** Expired, replaced, cancelled or withdrawn. */
    closedAt: integer("closed_at", { mode: "timestamp_ms" }),
    /**
     * The deposit asked, fixed when the devis is sent (percentage of the TTC total and its
     * amount in cents); null on a devis sent before (the settings' percentage then applies).
     */
    depositPercent: integer("deposit_percent"),
    depositDueCents: integer("deposit_due_cents"),
    /** The withdrawal (particulier only): when it was recorded, the day the declaration was sent, how. */
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
    withdrawnOn: text("withdrawn_on"),
    withdrawalChannel: text("withdrawal_channel", { enum: withdrawalChannels }),
    /** The proportional amount kept for work done at the client's express request (L221-25), and why. */
    refundKeptCents: integer("refund_kept_cents"),
    refundReason: text("refund_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by"),
    version: version(),
  },
  (t) => [
    uniqueIndex("devis_number_revision_unique").on(t.number, t.revision),
    uniqueIndex("devis_token_hash_unique").on(t.tokenHash),
    index("devis_status_idx").on(t.status),
    index("devis_owner_idx").on(t.ownerId),
    index("devis_source_idx").on(t.sourceKind, t.sourceId),
    index("devis_sent_at_idx").on(t.sentAt),
    index("devis_valid_until_idx").on(t.validUntil),
    index("devis_client_email_lower_idx").on(sql`lower(${t.clientEmail})`),
    index("devis_client_phone_digits_idx").on(t.clientPhoneDigits),
  ],
);

/**
 * The money of a dossier: the deposit, the balance and the refund after a withdrawal, one of
 * each at most, recorded by staff (amounts in cents). docs/decisions/642-deposit-and-payments.md
 */
export const devisPayments = sqliteTable(
  "devis_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    kind: text("kind", { enum: devisPaymentKinds }).notNull(),
    /** The day the money was received (or sent back), Paris. */
    paidOn: text("paid_on").notNull(),
    amountCents: integer("amount_cents").notNull(),
    mode: text("mode", { enum: paymentModes }).notNull(),
    /** Why the amount differs from the one expected (required then), or any remark. */
    note: text("note").notNull().default(""),
    recordedBy: integer("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("devis_payments_devis_kind_unique").on(t.devisId, t.kind)],
);

export type DevisEventDetails = {
  /** sent: the outbox message id; refused: the reason; replaced: the indice that replaced it. */
  messageId?: string;
  reason?: string | null;
  by?: string;
  revision?: number;
  /** Payments and refunds: the amount in cents, the day, the mode. */
  amountCents?: number;
  /** visit_planned / visit_replanned: the day and half-day announced, and the ones they replace (payments: the day). */
  day?: string;
  mode?: string;
  channel?: string;
  window?: string;
  previousDay?: string;
  previousWindow?: string;
  sequence?: number;
  /** report_*: the file and the SHA-256 of its bytes. */
  filename?: string;
  sha256?: string;
};

/** The history of a devis (shown on the devis and on the request it came from): who, what, when. */
export const devisEvents = sqliteTable(
  "devis_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    type: text("type", { enum: devisEventTypes }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** The staff member; null for the client and the scheduled task. */
    authorId: integer("author_id"),
    details: text("details", { mode: "json" }).$type<DevisEventDetails>(),
    createdAt: createdAt(),
  },
  (t) => [index("devis_events_devis_idx").on(t.devisId, t.createdAt)],
);

/**
 * The proof of an online acceptance (simple electronic signature, Code civil 1366–1367,
 * eIDAS art. 25): one row per accepted devis version, never changed nor deleted.
 * docs/decisions/622-devis-signature-proof.md
 */
export const devisAcceptances = sqliteTable(
  "devis_acceptances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    number: text("number").notNull(),
    revision: integer("revision").notNull(),
    /** SHA-256 (hex) of the exact PDF the client was shown and could download. */
    pdfSha256: text("pdf_sha256").notNull(),
    signerName: text("signer_name").notNull(),
    signerQuality: text("signer_quality").notNull(),
    /** When the signer is not the client the devis is addressed to: their quality towards the client (docs/decisions/627). */
    signerRelation: text("signer_relation"),
    /** The e-mailed 6-digit code: when it was sent to the devis' address and when it was verified (docs/decisions/626); null before it existed. */
    codeSentAt: integer("code_sent_at", { mode: "timestamp_ms" }),
    codeVerifiedAt: integer("code_verified_at", { mode: "timestamp_ms" }),
    /** particulier only: wait for the 14 days, or start before they end (express request). */
    withdrawalChoice: text("withdrawal_choice", { enum: withdrawalChoices }),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }).notNull(),
    /** CF-Connecting-IP and User-Agent of the acceptance request. */
    ip: text("ip"),
    userAgent: text("user_agent"),
    signedPdfKey: text("signed_pdf_key").notNull(),
    signedPdfSha256: text("signed_pdf_sha256").notNull(),
    /** The CGV accepted with the devis: the version its PDF carries and the SHA-256 of that version's text (docs/decisions/630-cgv-versions.md). */
    cgvVersion: integer("cgv_version"),
    cgvSha256: text("cgv_sha256"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("devis_acceptances_devis_unique").on(t.devisId)],
);

/**
 * The 6-digit codes e-mailed to the address a devis was sent to before it is accepted: kept
 * hashed (HMAC with the server's secret), valid 10 minutes, 5 attempts; only the newest one of
 * a devis counts. docs/decisions/626-devis-signer-code.md
 */
export const devisSignerCodes = sqliteTable(
  "devis_signer_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    codeHash: text("code_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Wrong codes typed against this one; at 5 it is dead. */
    attempts: integer("attempts").notNull().default(0),
    /** Set by the acceptance that used it: a used code never works again. */
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("devis_signer_codes_devis_idx").on(t.devisId, t.createdAt)],
);

/**
 * The published versions of the CGV, each kept as it was published and never edited: a devis
 * carries the version in force when it is sent, its acceptance records the version and the
 * SHA-256 of its text. docs/decisions/630-cgv-versions.md
 */
export const cgvVersions = sqliteTable(
  "cgv_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** 1, 2, 3…: the number the devis prints. */
    version: integer("version").notNull(),
    /** The text as published (Markdown with {{section.key}} placeholders, filled from the firm's facts when printed). */
    content: text("content").notNull(),
    /** SHA-256 (hex) of `content` in UTF-8. */
    sha256: text("sha256").notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    /** The staff member who published it (null: the seed). */
    publishedBy: integer("published_by"),
  },
  (t) => [uniqueIndex("cgv_versions_version_unique").on(t.version)],
);

/** The half-day of an intervention on site (Europe/Paris): 8 h–12 h or 13 h 30–17 h 30. */
export const interventionWindows = ["matin", "apres_midi"] as const;
export type InterventionWindow = (typeof interventionWindows)[number];

/**
 * The visit of a dossier: one row per planning, never changed; a new date is a new row with the
 * next `sequence` (the iCalendar SEQUENCE of the same UID), so each e-mail's .ics is rebuilt
 * from exactly what it announced and the history says what changed.
 * docs/decisions/645-visit-planning-and-calendar.md
 */
export const devisInterventions = sqliteTable(
  "devis_interventions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    /** 0 for the first planning, then 1, 2… (iCalendar SEQUENCE). */
    sequence: integer("sequence").notNull(),
    /** YYYY-MM-DD in Paris. */
    day: text("day").notNull(),
    window: text("window", { enum: interventionWindows }).notNull(),
    /** The engineer on site (a staff account; no foreign key, like the devis' owner). */
    engineerId: integer("engineer_id"),
    /** « Accès au terrain » for the team: gate, key, parking… (free text). */
    accessNotes: text("access_notes").notNull().default(""),
    /** « Présence du client souhaitée ». */
    clientPresence: integer("client_presence", { mode: "boolean" }).notNull().default(false),
    /** DT-DICT (Code de l'environnement R554-21): declaration sent, answers received (YYYY-MM-DD). */
    dtDeclaredOn: text("dt_declared_on"),
    dtAnsweredOn: text("dt_answered_on"),
    createdAt: createdAt(),
    createdBy: integer("created_by"),
  },
  (t) => [uniqueIndex("devis_interventions_devis_sequence_unique").on(t.devisId, t.sequence)],
);

/**
 * The report of a dossier (one per devis): uploaded to R2 (`reports/{number}/…`), then delivered
 * to the client, whose first download from the personal link is the proof of delivery. Kept with
 * the contract. docs/decisions/646-report-delivery-proof.md
 */
export const devisReports = sqliteTable(
  "devis_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    r2Key: text("r2_key").notNull().unique(),
    filename: text("filename").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull(),
    uploadedBy: integer("uploaded_by"),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    deliveredBy: integer("delivered_by"),
    /** The proof of delivery: the first download from the personal link (time, IP, User-Agent). */
    firstDownloadAt: integer("first_download_at", { mode: "timestamp_ms" }),
    firstDownloadIp: text("first_download_ip"),
    firstDownloadUserAgent: text("first_download_user_agent"),
    downloads: integer("downloads").notNull().default(0),
  },
  (t) => [uniqueIndex("devis_reports_devis_unique").on(t.devisId)],
);

/**
 * A plan or document attached to a draft devis (PDF or image), sent with it and downloadable
 * from its link; frozen with the devis once sent. docs/decisions/649-devis-attached-documents.md
 */
export const devisDocuments = sqliteTable(
  "devis_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    devisId: integer("devis_id")
      .notNull()
      .references(() => devis.id),
    r2Key: text("r2_key").notNull().unique(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
    createdBy: integer("created_by"),
  },
  (t) => [index("devis_documents_devis_idx").on(t.devisId)],
);

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    /** Random token used in the confirmation and unsubscribe links. */
    token: text("token").notNull().unique(),
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    source: text("source").notNull().default("actualites"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("newsletter_email_lower_unique").on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------------------
// Mail outbox
// ---------------------------------------------------------------------------

export type MailAddress = { email: string; name?: string };
export type MailAttachmentRef =
  | { kind: "simulation-pdf"; simulationId: number; filename: string }
  | { kind: "terrain-pdf"; terrainRequestId: number; filename: string }
  /** A stored document of the ATTACHMENTS bucket, sent as it is (a frozen or signed devis). */
  | { kind: "stored-pdf"; key: string; filename: string }
  /** The insurer's attestation stored from the settings (docs/decisions/636), as it was when the devis was sent. */
  | { kind: "insurance-attestation"; key: string; filename: string }
  /** The .ics of a planned visit, rebuilt from its (never changed) row; with `cancelledAt` (ms), the file that cancels it; `to`: the engineer's copy. */
  | { kind: "visit-ics"; devisId: number; sequence: number; cancelledAt?: number; to?: "engineer"; filename: string }
  /** A plan or document attached to a devis (devis_documents), sent as stored. */
  | { kind: "devis-document"; documentId: number; filename: string };

/**
 * A /mon-terrain result the visitor asked to receive by e-mail: the only case
 * where the plot's address is kept. Stored before the e-mail is queued.
 * docs/decisions/801-terrain-lookup.md
 */
export const terrainRequests = sqliteTable(
  "terrain_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull(),
    address: text("address").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    cityCode: text("city_code").notNull(),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    /** The answer as shown: each datum with its status and the date it was read. */
    risks: text("risks", { mode: "json" }).$type<TerrainRisks>().notNull(),
    status: text("status", { enum: leadStatuses }).notNull().default("nouveau"),
    createdAt: createdAt(),
  },
  (t) => [index("terrain_requests_created_at_idx").on(t.createdAt), index("terrain_requests_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Carried by the queue message; the consumer claims the row by it. */
    messageId: text("message_id").notNull().unique(),
    type: text("type").notNull(),
    to: text("to", { mode: "json" }).$type<Array<MailAddress>>().notNull(),
    replyTo: text("reply_to", { mode: "json" }).$type<MailAddress>(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonList<MailAttachmentRef>("attachments"),
    status: text("status", { enum: outboxStatuses }).notNull().default("queued"),
    /** captured (outbox transport, status captured) or mailchannels */
    transport: text("transport"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    relatedType: text("related_type"),
    relatedId: integer("related_id"),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status),
    index("email_outbox_created_at_idx").on(t.createdAt),
    index("email_outbox_related_idx").on(t.relatedType, t.relatedId),
    // Every message has one recipient (OutgoingEmail.to): a person's messages are found by index.
    index("email_outbox_to_email_idx").on(outboxRecipient(t.to)),
    index("email_outbox_reply_to_email_idx").on(outboxReplyTo(t.replyTo)),
  ],
);

// ---------------------------------------------------------------------------
// Personal data requests (docs/decisions/340, 341)
// ---------------------------------------------------------------------------

/** RGPD art. 15 (accès), 16 (rectification), 17 (effacement), 21 (opposition, désinscription). */
export const privacyRequestTypes = ["acces", "rectification", "effacement", "opposition"] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];
/** staff: recorded by a super admin (letter, phone, e-mail to the firm); link: the visitor's personal link. */
export const privacyRequestSources = ["staff", "link"] as const;
export const privacyAnswerKinds = ["done", "refused"] as const;
export type PrivacyAnswerKind = (typeof privacyAnswerKinds)[number];

/**
 * The register of the requests a person made about their data: what, when, by whom it was
 * answered and what was done (counts only). The address is replaced by its hash
 * REGISTER_FULL_RETENTION_YEARS after the request (app/lib/privacy/retention.ts).
 */
export const privacyRequests = sqliteTable(
  "privacy_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type", { enum: privacyRequestTypes }).notNull(),
    source: text("source", { enum: privacyRequestSources }).notNull().default("staff"),
    /** Lower-cased; null once only the hash is kept. */
    email: text("email"),
    /** As given, when the request named one; null once only the hash is kept. */
    phone: text("phone"),
    /** Hex SHA-256 of the lower-cased address (app/lib/privacy/hash.server.ts). */
    emailHash: text("email_hash").notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
    /** YYYY-MM-DD (Paris): one month after receipt, RGPD art. 12.3. */
    dueOn: text("due_on").notNull(),
    /** When the answer e-mail was written to the outbox: the request is « Traitée » from then on. */
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    /** When what was asked was done (export, rectification, erasure): the answer is still to send. */
    actedAt: integer("acted_at", { mode: "timestamp_ms" }),
    /** What was done, in French, with counts and never the data itself. */
    outcome: text("outcome"),
    /**
     * How the person's identity was checked, for a request entered by hand (required before an
     * export or an erasure); a request from the personal link is tied to its address (docs/decisions/344).
     */
    identityCheck: text("identity_check"),
    /** When the acknowledgement e-mail was written to the outbox. */
    acknowledgedAt: integer("acknowledged_at", { mode: "timestamp_ms" }),
    /** done: what was asked was done; refused: not acted on, with the reason (RGPD art. 12.4 and 12.5). */
    answerKind: text("answer_kind", { enum: privacyAnswerKinds }),
    /** The answer e-mail's text as sent: the proof of the answer (null once only the hash is kept). */
    answerText: text("answer_text"),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    /** The super admin who recorded it; null for a request sent through the personal link. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When the address and phone were replaced by the hash alone. */
    reducedAt: integer("reduced_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("privacy_requests_email_hash_idx").on(t.emailHash),
    index("privacy_requests_due_idx").on(t.answeredAt, t.dueOn),
    index("privacy_requests_received_idx").on(t.receivedAt),
  ],
);

export const erasureStatuses = ["pending", "done"] as const;

/** What an erasure removes, written before anything is removed (docs/decisions/341). */
export type ErasurePlan = {
  /** R2 objects: every object under each prefix is deleted. */
  r2: Array<{ bucket: "ATTACHMENTS"; prefix: string }>;
  /** Rows deleted, by table name and id (or key). */
  deletes: Array<{ kind: string; table: string; key: string; ids: Array<number | string> }>;
  /** Rows anonymised: column values replaced, row by row. */
  updates: Array<{ kind: string; table: string; id: number; set: Record<string, string | null> }>;
  /** Hashes added to the newsletter suppression list. */
  suppress: Array<string>;
  /** What stays, with the reason shown to staff. */
  kept: Array<{ kind: string; count: number; reason: string }>;
};

/**
 * One erasure of a person: recorded first with its plan, then R2, then D1 in one batch that
 * also marks it done. A job left pending (R2 or D1 failed) is finished by the daily cron.
 */
export const privacyErasures = sqliteTable(
  "privacy_erasures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id").references(() => privacyRequests.id, { onDelete: "set null" }),
    emailHash: text("email_hash").notNull(),
    plan: text("plan", { mode: "json" }).$type<ErasurePlan>().notNull(),
    status: text("status", { enum: erasureStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    r2DoneAt: integer("r2_done_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("privacy_erasures_status_idx").on(t.status), index("privacy_erasures_email_hash_idx").on(t.emailHash)],
);

/** A ZIP of a person's data, kept EXPORT_RETENTION_DAYS in R2 (privacy-exports/) for a super admin to download. */
export const privacyExports = sqliteTable(
  "privacy_exports",
  {
    /** Random (UUID): also the folder of the file in R2. */
    id: text("id").primaryKey(),
    requestId: integer("request_id").references(() => privacyRequests.id, { onDelete: "set null" }),
    emailHash: text("email_hash").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    records: integer("records").notNull(),
    files: integer("files").notNull(),
    size: integer("size").notNull(),
    downloads: integer("downloads").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("privacy_exports_email_hash_idx").on(t.emailHash), index("privacy_exports_expires_idx").on(t.expiresAt)],
);

/**
 * Newsletter addresses that were erased: only the hash, so that the address can never be
 * subscribed again (public form or import) while nobody can read it back from the list.
 */
export const newsletterSuppressions = sqliteTable("newsletter_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

export type RetentionRunResults = Partial<Record<string, { removed: number; details?: Record<string, number> } | { error: string }>>;

/** One run of the daily purges: when, and what each purge removed (or why it failed). */
export const retentionRuns = sqliteTable(
  "retention_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ranAt: integer("ran_at", { mode: "timestamp_ms" }).notNull(),
    results: text("results", { mode: "json" }).$type<RetentionRunResults>().notNull(),
  },
  (t) => [index("retention_runs_ran_at_idx").on(t.ranAt)],
);

// ---------------------------------------------------------------------------
// Application state
// ---------------------------------------------------------------------------

/** Small counters of the application, e.g. the content generation of the edge cache. */
export const appState = sqliteTable("app_state", {
  key: text("key").primaryKey(),
  value: integer("value").notNull().default(0),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Statistics
// ---------------------------------------------------------------------------

export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Day in Europe/Paris, YYYY-MM-DD. */
    day: text("day").notNull(),
    path: text("path").notNull(),
    title: text("title"),
    /** services | geographic | blog | news | static */
    pageType: text("page_type").notNull(),
    /** Random first-party id (CNIL exemption); never an IP. */
    visitorId: text("visitor_id").notNull(),
    isNewVisitor: bool("is_new_visitor"),
    /** direct | search | social | referral | internal */
    source: text("source").notNull().default("direct"),
    referrerHost: text("referrer_host"),
    /** Region name when the page is a territorial page or from request.cf. */
    region: text("region"),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_day_idx").on(t.day),
    index("page_views_created_at_idx").on(t.createdAt),
    // The simulator funnel looks up the source of a visitor's visit of the day.
    index("page_views_day_visitor_idx").on(t.day, t.visitorId),
  ],
);

export const notFoundEvents = sqliteTable(
  "not_found_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    day: text("day").notNull(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    searchTerm: text("search_term"),
    createdAt: createdAt(),
  },
  (t) => [index("not_found_events_day_idx").on(t.day), index("not_found_events_path_idx").on(t.path)],
);

/**
 * The simulator funnel: which steps a visitor reached on a day (1–4, 5 = simulation sent),
 * recorded by the server as the wizard advances. No personal data: the first-party random
 * visitor id, the day, the step and the traffic source of the visit. A step reached twice
 * the same day is one row (primary key).
 */
export const simulatorFunnel = sqliteTable(
  "simulator_funnel",
  {
    day: text("day").notNull(),
    visitorId: text("visitor_id").notNull(),
    step: integer("step").notNull(),
    /** direct | search | social | referral | internal, as page_views.source */
    source: text("source").notNull().default("direct"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId, t.step] })],
);

export type TopPage = { path: string; title: string; views: number };
export type SiteStatsData = {
  new_visitors: number;
  conversion_rate: number;
  total_pages: number;
  page_types: { services: number; geographic: number; blog: number; news: number; static: number };
  region_data: Array<{ region: string; visitors: number }>;
  traffic_sources: Array<{ source: string; value: number }>;
  contact_requests: number;
  simulations: number;
  not_found: number;
};

export const siteStats = sqliteTable("site_stats", {
  /** YYYY-MM-DD, Europe/Paris. */
  date: text("date").primaryKey(),
  pageViews: integer("page_views").notNull().default(0),
  uniqueVisitors: integer("unique_visitors").notNull().default(0),
  newVisitors: integer("new_visitors").notNull().default(0),
  totalVisits: integer("total_visits").notNull().default(0),
  topPages: jsonList<TopPage>("top_pages"),
  data: text("data", { mode: "json" }).$type<SiteStatsData>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
