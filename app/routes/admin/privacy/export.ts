import { data } from "react-router";
import type { Route } from "./+types/export";
import { getDb } from "~/db/get-db.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { downloadExport } from "~/lib/privacy/export.server";
import { PRIVACY_MESSAGES } from "~/lib/privacy/schema";

/** A person's data as a ZIP, to super admins only, never cached; each download journaled. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("privacyExport"));
  const file = await downloadExport({ db: getDb(context).db, bucket: getCloudflare(context).env.ATTACHMENTS }, user, params.id);
  if (!file) throw data(PRIVACY_MESSAGES.exportExpired, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(file.object.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(file.object.size),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

export const action = readOnlyAction("privacyExport");
