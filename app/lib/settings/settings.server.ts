import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog, settings as settingsTable, users } from "~/db/schema";
import { auditInsert } from "~/lib/audit/audit.server";
import type { MailJob } from "~/lib/mail/schema";
import { buildSettings, type Settings } from "./definitions";
import { SETTINGS_MESSAGES, validateSetting } from "./schema";

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
      by: sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
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
 * Saves each submitted setting on its own: a valid changed value is stored with an
 * audit row holding its value before and after; an invalid one is reported and not
 * saved; an unchanged one is left alone.
 */
export async function saveSettings(db: Db, actor: { id: number; email: string }, entries: Array<{ id: string; value: string }>): Promise<SaveSettingsResult> {
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
 * consumer posts it and records the answer). Returns the test's id, or null when no
 * webhook URL is set.
 */
export async function requestWebhookTest(deps: { db: Db; queue: Queue }, actor: { id: number; email: string }): Promise<string | null> {
  const settings = await getSettings(deps.db);
  const target = settings.integrations.webhook_url.trim();
  if (!target) return null;
  const testId = crypto.randomUUID();
  await auditInsert(deps.db, { action: "webhook.test", actor, target: { type: "setting", id: "integrations.webhook_url" }, details: { testId, host: new URL(target).host } });
  const job: MailJob = { version: 1, type: "webhook-test", testId };
  try {
    await deps.queue.send(job, { contentType: "json" });
  } catch (error) {
    await auditInsert(deps.db, {
      action: "webhook.test_result",
      target: { type: "setting", id: "integrations.webhook_url" },
      details: { testId, ok: false, status: null, error: `File d'envoi indisponible : ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) },
    });
  }
  return testId;
}

export type WebhookTest = {
  testId: string;
  requestedAt: Date;
  requestedBy: string | null;
  result: { ok: boolean; status: number | null; error: string | null; at: Date } | null;
};

/** The last test asked for, and its answer once the queue has delivered it. */
export async function latestWebhookTest(db: Db): Promise<WebhookTest | null> {
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
  const details = answer?.details as { ok?: boolean; status?: number | null; error?: string | null } | undefined;
  return {
    testId,
    requestedAt: requested.createdAt,
    requestedBy: requested.by,
    result: answer ? { ok: details?.ok === true, status: details?.status ?? null, error: details?.error ?? null, at: answer.createdAt } : null,
  };
}
