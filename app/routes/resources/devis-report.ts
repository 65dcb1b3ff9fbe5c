import type { Route } from "./+types/devis-report";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { PRIVATE_HEADERS } from "~/lib/devis/client.server";
import { clientReport } from "~/lib/devis/report.server";

/**
 * The delivered report of a dossier, from the client's personal link: the first download is
 * recorded as the proof of delivery (docs/decisions/646-report-delivery-proof.md).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const result = await clientReport({ db: getDb(context).db, bucket: env.ATTACHMENTS }, params.token, {
    ip: request.headers.get("cf-connecting-ip"),
    userAgent: request.headers.get("user-agent"),
  });
  if (result.status !== 200) {
    const message =
      result.status === 410
        ? "Ce lien a expiré (12 mois après la remise du rapport) : demandez-nous une copie du rapport en répondant à notre e-mail ou depuis la page Contact."
        : "Aucun rapport n'est disponible sur ce lien.";
    return new Response(message, { status: result.status, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(result.body, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${result.filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
