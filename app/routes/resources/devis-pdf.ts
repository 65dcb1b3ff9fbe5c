import type { Route } from "./+types/devis-pdf";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { clientPdf, PRIVATE_HEADERS } from "~/lib/devis/client.server";
import { devisFilename } from "~/lib/devis/pdf.server";

const REFUSED: Record<404 | 410, string> = {
  404: "Ce lien ne correspond à aucun devis.",
  410: "Ce devis n'est plus disponible (remplacé, expiré ou annulé).",
};

/**
 * The PDF of a personal link, the exact bytes kept in R2 (the frozen devis, or the signed one
 * once accepted): the proof's SHA-256 is the hash of these bytes.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const signed = new URL(request.url).pathname.endsWith("/pdf-signe");
  const result = await clientPdf({ db: getDb(context).db, bucket: getCloudflare(context).env.ATTACHMENTS }, params.token, signed);
  if (result.status !== 200) {
    return new Response(REFUSED[result.status], { status: result.status, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(result.body, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${devisFilename(result.number, result.revision, signed)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
