import type { Db } from "~/db/client.server";
import { settings as settingsTable } from "~/db/schema";
import { buildSettings, type Settings } from "./definitions";

export function settingsQuery(db: Db) {
  return db.select().from(settingsTable);
}

/** The typed accessor of the company's facts. */
export async function getSettings(db: Db): Promise<Settings> {
  return buildSettings(await settingsQuery(db));
}
