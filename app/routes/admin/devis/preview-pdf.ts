import { data } from "react-router";
import type { Route } from "./+types/preview-pdf";
import { getDb } from "~/db/get-db.server";
import { parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { previewDevisPdf } from "~/lib/devis/preview.server";

/** « Aperçu du PDF »: the draft as it would be frozen if sent now, marked « Aperçu – non envoyé » (docs/decisions/628). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("devisPreview"));
  const outcome = await previewDevisPdf(getDb(context).db, parseId(params.id));
  if (!outcome.ok) {
    throw data(outcome.reason === "not-found" ? "Devis introuvable." : "Ce devis a été envoyé : son PDF est celui qui a été figé (« PDF envoyé »).", {
      status: outcome.reason === "not-found" ? 404 : 409,
    });
  }
  return new Response(outcome.pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${outcome.filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

export const action = readOnlyAction("devisPreview");
