import { data } from "react-router";
import type { Route } from "./+types/simulation-pdf";
import { getDb } from "~/db/get-db.server";
import { downloadResponse, parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { pdfFilename } from "~/lib/simulator/emails.server";
import { estimatePdf } from "~/lib/simulator/estimate.server";

/** The estimate PDF of a simulation, for editors: the very bytes the visitor received. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadSimulationPdf"));
  const id = parseId(params.id);
  const pdf = await estimatePdf({ db: getDb(context).db, bucket: getCloudflare(context).env.ATTACHMENTS }, id).catch((error: unknown) => {
    console.warn("estimation indisponible", id, error instanceof Error ? error.message : error);
    throw data("Estimation momentanément indisponible : réessayez dans quelques minutes.", { status: 503 });
  });
  if (!pdf) throw data("Simulation introuvable", { status: 404 });
  return downloadResponse(pdf.bytes, pdfFilename(pdf.devisNumber), "application/pdf");
}

export const action = readOnlyAction("leadSimulationPdf");
