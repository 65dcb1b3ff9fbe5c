import { data } from "react-router";
import type { Route } from "./+types/pdf";
import { getDb } from "~/db/get-db.server";
import { downloadResponse, parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { getDevis } from "~/lib/devis/devis.server";
import { devisFilename } from "~/lib/devis/pdf.server";

/** The devis as it was sent: the frozen bytes kept in R2, never rendered again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("devisPdf"));
  const row = await getDevis(getDb(context).db, parseId(params.id));
  if (!row?.pdfKey) throw data("Ce devis n'a pas encore été envoyé : il n'a pas de PDF.", { status: 404 });
  const object = await getCloudflare(context).env.ATTACHMENTS.get(row.pdfKey);
  if (!object) throw data("Le PDF de ce devis est introuvable.", { status: 404 });
  return downloadResponse(object.body, devisFilename(row.number, row.revision), "application/pdf");
}

export const action = readOnlyAction("devisPdf");
