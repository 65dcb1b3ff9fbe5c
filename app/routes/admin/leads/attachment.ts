import { data } from "react-router";
import type { Route } from "./+types/attachment";
import { getDb } from "~/db/get-db.server";
import { parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { getAttachment } from "~/lib/leads/leads.server";

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
function contentDisposition(name: string) {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;]/g, "_") || "piece-jointe";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a contact attachment from R2 to signed-in editors only, always as a download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadAttachment"));
  const attachment = await getAttachment(getDb(context).db, parseId(params.id));
  if (!attachment) throw data("Pièce jointe introuvable", { status: 404 });
  const object = await getCloudflare(context).env.ATTACHMENTS.get(attachment.r2Key);
  if (!object) throw data("Fichier introuvable dans le stockage", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": attachment.mimeType || "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": contentDisposition(attachment.originalName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

export const action = readOnlyAction("leadAttachment");
