import type { Route } from "./+types/privacy-export";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { publicExportDownload } from "~/lib/privacy/export-link.server";
import { PRIVACY_MESSAGES } from "~/lib/privacy/schema";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };

/** The person's ZIP from the link of the answer e-mail: their address only, while it is kept (docs/decisions/345). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const env = getCloudflare(context).env;
  const file = await publicExportDownload({ db: getDb(context).db, bucket: env.ATTACHMENTS, secret: env.JWT_SECRET }, params.token, params.id);
  if (!file) return new Response(PRIVACY_MESSAGES.publicExportGone, { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(file.object.body, {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/zip",
      "Content-Length": String(file.object.size),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
