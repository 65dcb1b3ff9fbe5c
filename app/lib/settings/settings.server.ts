import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, settings as settingsTable, users } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import { resolvesToPublicAddresses } from "~/lib/http/outbound-target.server";
import { OUTBOUND_URL_MESSAGES, type OutboundUrlRefusal, parsePublicHttpsUrl } from "~/lib/http/outbound-url";
import type { MailJob } from "~/lib/mail/schema";
import { webhookTarget } from "~/lib/mail/webhook.server";
import { buildSettings, type Settings } from "./definitions";
import { SETTINGS_MESSAGES, validateSetting, webhookRefusalMessage } from "./schema";
import { staffNameSql } from "~/lib/admin/concurrency.server";

export function settingsQuery(db: Db) {
  return db.select().from(settingsTable);
}

/** The typed accessor of the company's facts. */
export async function getSettings(db: Db): Promise<Settings> {
  return buildSettings(await settingsQuery(db));
}

// ---------------------------------------------------------------------------
// Back-office (/admin/settings, super admin)
// ---------------------------------------------------------------------------

export type StoredSetting = { value: string; updatedAt: Date | null; updatedBy: string | null };

/** Every defined setting with its value (default when never saved) and who changed it last. */
export async function settingsForAdmin(db: Db): Promise<Record<string, StoredSetting>> {
  const rows = await db
    .select({
      section: settingsTable.section,
      key: settingsTable.key,
      value: settingsTable.value,
      updatedAt: settingsTable.updatedAt,
      by: staffNameSql,
    })
    .from(settingsTable)
    .leftJoin(users, eq(users.id, settingsTable.updatedBy));
  const values = buildSettings(rows) as Record<string, Record<string, string>>;
  const result: Record<string, StoredSetting> = {};
  for (const [section, keys] of Object.entries(values)) {
    for (const [key, value] of Object.entries(keys)) {
      const row = rows.find((r) => r.section === section && r.key === key);
      result[`${section}.${key}`] = { value, updatedAt: row?.updatedAt ?? null, updatedBy: row?.by ?? null };
    }
  }
  return result;
}

export type SaveSettingsResult = { saved: Array<string>; errors: Record<string, string>; values: Record<string, string> };

/**
 * What the browser-safe rule of a setting cannot check: the webhook's name must resolve, over
 * DNS-over-HTTPS, to public addresses only (docs/decisions/717). Null when the value may be stored.
 */
async function serverSideError(id: string, value: string, fetcher: typeof fetch): Promise<string | null> {
  if (id !== WEBHOOK_SETTING || value === "") return null;
  const checked = parsePublicHttpsUrl(value);
  if (!checked.ok) return webhookRefusalMessage(checked.reason);
  const resolved = await resolvesToPublicAddresses(checked.url, { fetcher });
  return resolved.ok ? null : webhookRefusalMessage(resolved.reason);
}

const WEBHOOK_SETTING = "integrations.webhook_url";

/**
 * Saves each submitted setting on its own: a valid changed value is stored with an
 * audit row holding its value before and after; an invalid one is reported and not
 * saved; an unchanged one is left alone. `fetcher` is the network edge of the webhook's
 * DNS check.
 */
export async function saveSettings(
  deps: { db: Db; fetcher: typeof fetch },
  actor: { id: number; email: string },
  entries: Array<{ id: string; value: string }>,
): Promise<SaveSettingsResult> {
  const { db } = deps;
  const current = await settingsForAdmin(db);
  const result: SaveSettingsResult = { saved: [], errors: {}, values: {} };
  const changes: Array<{ id: string; section: string; key: string; before: string; after: string }> = [];
  for (const entry of entries) {
    result.values[entry.id] = entry.value;
    const checked = validateSetting(entry.id, entry.value);
    if (!checked.ok) {
      result.errors[entry.id] = checked.message;
      continue;
    }
    result.values[entry.id] = checked.value;
    const before = current[entry.id]?.value ?? "";
    if (checked.value === before) continue;
    const refused = await serverSideError(entry.id, checked.value, deps.fetcher);
    if (refused) {
      result.errors[entry.id] = refused;
      continue;
    }
    const [section, key] = entry.id.split(".");
    changes.push({ id: entry.id, section, key, before, after: checked.value });
  }
  for (const change of changes) {
    const now = new Date();
    try {
      await db.batch([
        db
          .insert(settingsTable)
          .values({ section: change.section, key: change.key, value: change.after, updatedAt: now, updatedBy: actor.id })
          .onConflictDoUpdate({ target: [settingsTable.section, settingsTable.key], set: { value: change.after, updatedAt: now, updatedBy: actor.id } }),
        auditInsert(db, { action: "setting.update", actor, target: { type: "setting", id: change.id }, details: { before: change.before, after: change.after } }),
      ]);
      result.saved.push(change.id);
    } catch (error) {
      console.warn("setting not saved", change.id, error);
      result.errors[change.id] = SETTINGS_MESSAGES.updateFailed(change.id);
    }
  }
  return result;
}

/**
 * 'Tester' of the webhook: queues the sample lead through the mail/webhook queue (the
 * consumer posts it and records the answer). Nothing is queued when no URL is set or when
 * the stored URL is not a public https address (a value saved before that check).
 */
export async function requestWebhookTest(
  deps: { db: Db; queue: Queue },
  actor: { id: number; email: string },
): Promise<{ status: "queued"; testId: string } | { status: "missing" } | { status: "refused"; message: string }> {
  const target = webhookTarget(await getSettings(deps.db));
  if (target.kind === "none") return { status: "missing" };
  if (target.kind === "refused") return { status: "refused", message: webhookRefusalMessage(target.reason) };
  const testId = crypto.randomUUID();
  await auditInsert(deps.db, { action: "webhook.test", actor, target: { type: "setting", id: "integrations.webhook_url" }, details: { testId, host: target.url.host } });
  const job: MailJob = { version: 1, type: "webhook-test", testId };
  try {
    await deps.queue.send(job, { contentType: "json" });
  } catch (error) {
    console.warn("webhook test not queued", error);
    await auditInsert(deps.db, {
      action: "webhook.test_result",
      target: { type: "setting", id: "integrations.webhook_url" },
      details: { testId, ok: false, outcome: "queue-unavailable", status: null },
    });
  }
  return { status: "queued", testId };
}

/** How a test ended, as the screen tells it: no text written by the remote server. */
export type WebhookTestOutcome = "ok" | "http" | "timeout" | "network" | "refused-target" | "missing" | "queue-unavailable" | "dead";

export type WebhookTest = {
  testId: string;
  requestedAt: Date;
  /** No answer yet, and asked less than two minutes ago: the screen keeps polling. */
  awaiting: boolean;
  requestedBy: string | null;
  result: { ok: boolean; outcome: WebhookTestOutcome; status: number | null; durationMs: number | null; reason: OutboundUrlRefusal | null; at: Date } | null;
};

const OUTCOMES: ReadonlyArray<WebhookTestOutcome> = ["ok", "http", "timeout", "network", "refused-target", "missing", "queue-unavailable", "dead"];

/** How long the screen waits for the queue's answer to a test before saying none came. */
const WEBHOOK_TEST_WAIT_MS = 120_000;

/** The last test asked for, and its answer once the queue has delivered it. */
export async function latestWebhookTest(db: Db, now: Date = new Date()): Promise<WebhookTest | null> {
  const [requested] = await db
    .select({ details: auditLog.details, createdAt: auditLog.createdAt, by: auditLog.actorEmail })
    .from(auditLog)
    .where(eq(auditLog.action, "webhook.test"))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const testId = typeof requested?.details?.testId === "string" ? requested.details.testId : null;
  if (!requested || !testId) return null;
  const [answer] = await db
    .select({ details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, "webhook.test_result"), sql`json_extract(${auditLog.details}, '$.testId') = ${testId}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!answer) {
    const awaiting = now.getTime() - requested.createdAt.getTime() < WEBHOOK_TEST_WAIT_MS;
    return { testId, requestedAt: requested.createdAt, requestedBy: requested.by, awaiting, result: null };
  }
  const details = (answer.details ?? {}) as { ok?: unknown; outcome?: unknown; status?: unknown; durationMs?: unknown; reason?: unknown };
  const status = typeof details.status === "number" ? details.status : null;
  const ok = details.ok === true;
  // Rows written before outcomes were recorded held the remote error text: never shown.
  const outcome = OUTCOMES.includes(details.outcome as WebhookTestOutcome) ? (details.outcome as WebhookTestOutcome) : ok ? "ok" : status !== null ? "http" : "network";
  const reason = typeof details.reason === "string" && details.reason in OUTBOUND_URL_MESSAGES ? (details.reason as OutboundUrlRefusal) : null;
  return {
    testId,
    requestedAt: requested.createdAt,
    requestedBy: requested.by,
    awaiting: false,
    result: { ok, outcome, status, durationMs: typeof details.durationMs === "number" ? details.durationMs : null, reason, at: answer.createdAt },
  };
}
