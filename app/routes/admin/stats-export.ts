import type { Route } from "./+types/stats-export";
import { getDb } from "~/db/get-db.server";
import { downloadResponse } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { statsCsv } from "~/lib/stats/csv.server";
import { parsePeriod } from "~/lib/stats/period";
import { getDailyFigures } from "~/lib/stats/queries.server";

/** CSV of the period's daily figures (UTF-8 with BOM, ';', French decimals, for Excel). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("statsExport"));
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const { range, daily } = await getDailyFigures(getDb(context).db, period);
  const { filename, csv } = statsCsv(period, range, daily);
  return downloadResponse(csv, filename, "text/csv; charset=utf-8");
}

export const action = readOnlyAction("statsExport");
