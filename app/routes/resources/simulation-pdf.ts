import type { Route } from "./+types/simulation-pdf";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { pdfFilename } from "~/lib/simulator/emails.server";
import { estimatePdf } from "~/lib/simulator/estimate.server";
import { findSimulationByToken } from "~/lib/simulator/simulation.server";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" } });

/** The estimate PDF behind an unguessable token (32 random bytes): the bytes stored when it was issued. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getDb(context);
  const simulation = await findSimulationByToken(db, params.token);
  if (!simulation) return text("Estimation introuvable.", 404);
  let pdf: Awaited<ReturnType<typeof estimatePdf>>;
  try {
    pdf = await estimatePdf({ db, bucket: getCloudflare(context).env.ATTACHMENTS }, simulation.id);
  } catch (error) {
    console.warn("estimation indisponible", simulation.id, error instanceof Error ? error.message : error);
    return text("Votre estimation est momentanément indisponible. Veuillez réessayer dans quelques minutes.", 503);
  }
  if (!pdf) return text("Estimation introuvable.", 404);
  return new Response(pdf.bytes, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${pdfFilename(pdf.devisNumber)}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
