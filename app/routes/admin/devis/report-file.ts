import { data } from "react-router";
import type { Route } from "./+types/report-file";
import { getDb } from "~/db/get-db.server";
import { downloadResponse, parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { getDevis } from "~/lib/devis/devis.server";
import { reportFilename, reportOf } from "~/lib/devis/report.server";

/** The report of a dossier as uploaded (staff check it before « Remettre le rapport »). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("devisReport"));
  const { db } = getDb(context);
  const id = parseId(params.id);
  const [row, report] = await Promise.all([getDevis(db, id), reportOf(db, id)]);
  if (!row || !report) throw data("Ce dossier n'a pas de rapport déposé.", { status: 404 });
  const object = await getCloudflare(context).env.ATTACHMENTS.get(report.r2Key);
  if (!object) throw data("Le fichier du rapport est introuvable.", { status: 404 });
  return downloadResponse(object.body, reportFilename(row.number), "application/pdf");
}

export const action = readOnlyAction("devisReport");
