import type { Route } from "./+types/export";
import { getDb } from "~/db/get-db.server";
import { downloadResponse } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { exportTerritory } from "~/lib/territory/import.server";

/** Every region, department and city as JSON, in the format the import reads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("territorialExport"));
  const file = await exportTerritory(getDb(context).db);
  const day = file.exportedAt.slice(0, 10);
  return downloadResponse(`${JSON.stringify(file, null, 2)}\n`, `territoire-${day}.json`, "application/json; charset=utf-8");
}

export const action = readOnlyAction("territorialExport");
