import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { settings as settingsTable, users } from "~/db/schema";
import { staffNameSql } from "~/lib/admin/concurrency.server";
import { auditInsert } from "~/lib/audit/audit.server";
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

/** A check of a valid value run on the server before it is stored: a French refusal, or null. */
export type SettingCheck = (id: string, value: string) => Promise<string | null>;

export type SaveSettingsResult = { saved: Array<string>; errors: Record<string, string>; values: Record<string, string> };

/**
 * Saves each submitted setting on its own: a valid changed value is stored with an
 * audit row holding its value before and after; an invalid one is reported and not
 * saved; an unchanged one is left alone. `check` is what a setting's browser-safe rule cannot
 * check (the webhook's DNS: webhookSettingCheck in app/lib/webhook/target.server.ts): a French
 * refusal, or null.
 */
export async function saveSettings(
  deps: { db: Db; check?: SettingCheck },
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
    const refused = deps.check ? await deps.check(entry.id, checked.value) : null;
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
