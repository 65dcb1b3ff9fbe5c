import { data } from "react-router";
import type { Route } from "./+types/email-attachment";
import { getDb } from "~/db/get-db.server";
import { parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { resolveMailAttachment } from "~/lib/attachments/registry.server";
import { capturedAttachments } from "~/lib/mail/outbox-list.server";

/** An attachment of a captured e-mail (super admins), produced as the consumer would attach it, always as a download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("outboxAttachment"));
  const { db } = getDb(context);
  const refs = await capturedAttachments(db, parseId(params.id));
  const index = Number(params.index);
  const ref = refs && Number.isSafeInteger(index) && index >= 0 ? refs[index] : undefined;
  if (!ref) throw data("Pièce jointe introuvable", { status: 404 });
  const file = await resolveMailAttachment({ db, env: getCloudflare(context).env }, ref).catch(() => null);
  if (!file) throw data("Pièce jointe introuvable", { status: 404 });
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, "").replace(/["\\;]/g, "_") || "piece-jointe";
  return new Response(new Blob([new Uint8Array(file.content)]), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

export const action = readOnlyAction("outboxAttachment");
