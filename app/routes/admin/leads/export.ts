import { data } from "react-router";
import type { Route } from "./+types/export";
import { getDb } from "~/db/get-db.server";
import { downloadResponse } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { buildLeadsExport } from "~/lib/leads/export.server";
import { EXPORT_LISTS, parseListFilters } from "~/lib/leads/schema";

/** CSV of a leads list with its current filters (UTF-8 with BOM, for Excel). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadExport"));
  const list = EXPORT_LISTS.find((name) => name === params.list);
  if (!list) throw data("Liste inconnue", { status: 404 });
  const { q, status } = parseListFilters(new URL(request.url));
  const { filename, csv } = await buildLeadsExport(getDb(context).db, list, { q, status });
  return downloadResponse(csv, filename, "text/csv; charset=utf-8");
}

export const action = readOnlyAction("leadExport");
