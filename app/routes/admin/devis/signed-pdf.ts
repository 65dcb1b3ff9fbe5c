import { data } from "react-router";
import type { Route } from "./+types/signed-pdf";
import { getDb } from "~/db/get-db.server";
import { downloadResponse, parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { getDevis } from "~/lib/devis/devis.server";
import { devisFilename } from "~/lib/devis/pdf.server";

/** The signed devis (the frozen PDF and its « Bon pour accord électronique » page), as kept in R2. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("devisSignedPdf"));
  const row = await getDevis(getDb(context).db, parseId(params.id));
  if (!row?.signedPdfKey) throw data("Ce devis n'a pas été accepté en ligne : il n'a pas de PDF signé.", { status: 404 });
  const object = await getCloudflare(context).env.ATTACHMENTS.get(row.signedPdfKey);
  if (!object) throw data("Le PDF signé de ce devis est introuvable.", { status: 404 });
  return downloadResponse(object.body, devisFilename(row.number, row.revision, true), "application/pdf");
}

export const action = readOnlyAction("devisSignedPdf");
