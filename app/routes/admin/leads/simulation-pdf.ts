import { data } from "react-router";
import type { Route } from "./+types/simulation-pdf";
import { getDb } from "~/db/get-db.server";
import { downloadResponse, parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";

/** The quote PDF of a simulation, for editors (the same document the visitor receives). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadSimulationPdf"));
  const id = parseId(params.id);
  // pdf-lib is only loaded when a PDF is asked for.
  const { generateSimulationPdf } = await import("~/lib/simulator/pdf.server");
  const pdf = await generateSimulationPdf(getDb(context).db, id);
  if (!pdf) throw data("Simulation introuvable", { status: 404 });
  return downloadResponse(pdf, `devis-simulation-${id}.pdf`, "application/pdf");
}

export const action = readOnlyAction("leadSimulationPdf");
