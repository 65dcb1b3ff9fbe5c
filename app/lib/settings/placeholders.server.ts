import type { Db } from "~/db/client.server";
import { publicSettings } from "./definitions";
import { placeholderChips, type PlaceholderChip } from "./placeholders";
import { getSettings } from "./settings.server";

/** The chips of the content editors, with the settings' current values (loader data). */
export async function loadPlaceholderChips(db: Db): Promise<Array<PlaceholderChip>> {
  return placeholderChips(publicSettings(await getSettings(db)));
}
