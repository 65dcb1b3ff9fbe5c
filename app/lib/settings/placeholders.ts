// The {{section.key}} placeholders of stored content (docs/decisions/742): the chips staff
// insert in the content editors ('Téléphone — 01 23 45 67 89' inserts {{contact.phone}}), and
// the fillers that give each placeholder the setting's current value, or a retention period of
// app/lib/privacy/retention.ts (docs/decisions/340). Browser-safe; kept apart from
// ./definitions so that a page reading a setting does not load the retention texts.
import { escapeMarkup } from "../markup";
import { RETENTION_PLACEHOLDER_LABELS, RETENTION_PLACEHOLDERS, RETENTION_SECTION, type RetentionPlaceholder, retentionPlaceholder } from "../privacy/retention";
import { type PublicSettings, type SettingDefinition, settingDefinitions } from "./definitions";

export type PlaceholderChip = { code: string; label: string; value: string };

/**
 * One chip per public setting that reads as a phrase (multi-line texts such as the site's
 * description or the opening hours are left out: they would not fit in a sentence).
 */
export function placeholderChips(settings: PublicSettings): Array<PlaceholderChip> {
  const chips: Array<PlaceholderChip> = [];
  const values = settings as unknown as Record<string, Record<string, string> | undefined>;
  for (const [section, keys] of Object.entries(settingDefinitions)) {
    for (const [key, definition] of Object.entries(keys) as Array<[string, SettingDefinition]>) {
      if (definition.public !== true || definition.type === "textarea") continue;
      const value = values[section]?.[key];
      if (typeof value !== "string") continue;
      // "Lundi – vendredi" alone does not say it is an opening time.
      const label = section === "hours" ? `Horaires du ${definition.label.toLocaleLowerCase("fr-FR")}` : definition.label;
      chips.push({ code: `{{${section}.${key}}}`, label, value });
    }
  }
  // The retention periods (privacy page): generated from the purges' own constants.
  for (const key of Object.keys(RETENTION_PLACEHOLDERS) as Array<RetentionPlaceholder>) {
    chips.push({ code: `{{${RETENTION_SECTION}.${key}}}`, label: RETENTION_PLACEHOLDER_LABELS[key], value: RETENTION_PLACEHOLDERS[key] });
  }
  return chips;
}

/**
 * The value a `{{section.key}}` placeholder stands for: a retention period of
 * app/lib/privacy/retention.ts (`{{conservation.prospects}}`), or an own, string-valued key
 * of an own section of the public settings, nothing else. `{{contact.constructor}}` or
 * `{{contact.__proto__}}` name the object's prototype, not a setting: they stay as typed.
 */
export function placeholderValue(settings: PublicSettings, section: string, key: string): string | undefined {
  // The retention periods are constants of the code, not settings: the page and the purges agree (docs/decisions/340).
  if (section === RETENTION_SECTION) return retentionPlaceholder(key);
  const sections: object = settings;
  if (!Object.hasOwn(sections, section)) return undefined;
  const values: unknown = (sections as Record<string, unknown>)[section];
  if (typeof values !== "object" || values === null || !Object.hasOwn(values, key)) return undefined;
  const value: unknown = (values as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\.([a-z_]+)\s*\}\}/g;

/** Fills {{section.key}} placeholders of stored HTML with public setting values, HTML-escaped. */
export function fillHtmlPlaceholders(html: string, settings: PublicSettings): string {
  return html.replace(PLACEHOLDER, (match, section: string, key: string) => {
    const value = placeholderValue(settings, section, key);
    return value === undefined ? match : escapeMarkup(value);
  });
}

/** Replaces {{section.key}} placeholders in CMS content with public setting values only. */
export function fillPlaceholders(text: string, settings: PublicSettings): string {
  return text.replace(PLACEHOLDER, (match, section: string, key: string) => placeholderValue(settings, section, key) ?? match);
}
