import type { Route } from "./+types/simulation-pdf";
import { getDb } from "~/db/get-db.server";
import { generateSimulationPdf } from "~/lib/simulator/pdf.server";
import { findSimulationByToken } from "~/lib/simulator/simulation.server";

/** The devis PDF behind an unguessable token (32 random bytes). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getDb(context);
  const simulation = await findSimulationByToken(db, params.token);
  const pdf = simulation ? await generateSimulationPdf(db, simulation.id) : null;
  if (!pdf) {
    return new Response("Devis introuvable.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "x-robots-tag": "noindex" } });
  }
  return new Response(pdf, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="devis-${simulation?.devisNumber}.pdf"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
