import type { Route } from "./+types/devis-document";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { PRIVATE_HEADERS } from "~/lib/devis/client.server";
import { clientDocument } from "~/lib/devis/documents-client.server";

const REFUSED: Record<404 | 410, string> = {
  404: "Ce document n'existe pas sur ce lien.",
  410: "Ce devis n'est plus disponible (remplacé, expiré ou annulé).",
};

/** A plan or document attached to the devis, from its personal link (docs/decisions/649). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.documentId);
  const result =
    Number.isSafeInteger(id) && id > 0
      ? await clientDocument({ db: getDb(context).db, bucket: getCloudflare(context).env.ATTACHMENTS }, params.token, id)
      : { status: 404 as const };
  if (result.status !== 200) {
    return new Response(REFUSED[result.status], { status: result.status, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(result.body, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": result.mimeType,
      // RFC 6266: an ASCII name for old clients, the exact (UTF-8) name for the others.
      "Content-Disposition": `attachment; filename="${result.filename.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(result.filename)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
