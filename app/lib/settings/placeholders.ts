// The company's facts offered to staff as insertable chips in the content editors (issue
// 22, docs/decisions/742): 'Téléphone — 01 23 45 67 89' inserts {{contact.phone}}, which
// the public page fills with the setting's current value (fillHtmlPlaceholders). Browser-safe.
import { RETENTION_PLACEHOLDER_LABELS, RETENTION_PLACEHOLDERS, RETENTION_SECTION, type RetentionPlaceholder } from "../privacy/retention";
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
