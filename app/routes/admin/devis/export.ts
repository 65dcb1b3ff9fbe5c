import type { Route } from "./+types/export";
import { getDb } from "~/db/get-db.server";
import { downloadResponse } from "~/lib/admin/http.server";
import { parseListQuery } from "~/lib/admin/list";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { exportDevisCsv } from "~/lib/devis/list.server";
import { isOrderBookFilter } from "~/lib/devis/order-book";
import { openDossiers, orderBookIds } from "~/lib/devis/order-book.server";
import { DEVIS_LIST } from "~/lib/devis/schema";

/** CSV of the devis with the list's current filters, the order book's included (UTF-8 with BOM, semicolons, decimal commas). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("devisExport"));
  const query = parseListQuery(new URL(request.url), DEVIS_LIST);
  const { db } = getDb(context);
  const now = new Date();
  // The same dossiers as the list's order book filter (docs/decisions/647).
  const filter = query.filters.dossier;
  const only = isOrderBookFilter(filter) ? orderBookIds(await openDossiers(db, now), filter) : undefined;
  const { filename, csv } = await exportDevisCsv(db, query, user.id, now, only);
  return downloadResponse(csv, filename, "text/csv; charset=utf-8");
}

export const action = readOnlyAction("devisExport");
