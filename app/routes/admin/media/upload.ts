import type { Route } from "./+types/upload";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { uploadMedia } from "~/lib/media/media.server";
import { MEDIA_MESSAGES } from "~/lib/media/schema";

/**
 * One file per request (POST multipart, field `file`), so each file of the upload dialog
 * has its own progress. The body is refused by its announced size before it is read.
 * Answers JSON to the dialog; a form posted without JavaScript is redirected to the
 * médiathèque with the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("mediaUpload"));
  const document = request.headers.get("sec-fetch-mode") === "navigate";
  const answer = (status: number, message: string, media?: unknown) =>
    document
      ? redirectWithFlash(request, status < 300 ? "/admin/media" : "/admin/media?dialog=upload", message, status < 300 ? "success" : "error")
      : Response.json({ ok: status < 300, message, ...(media ? { media } : {}) }, { status });

  // Bodies over MEDIA_MAX_REQUEST never get here: the Worker refuses them (body-limit.server.ts).
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return answer(400, MEDIA_MESSAGES.noFile);
  }
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return answer(400, MEDIA_MESSAGES.noFile);
  const { env } = getCloudflare(context);
  const outcome = await uploadMedia({ db: getDb(context).db, bucket: env.MEDIA, images: env.IMAGES }, user, file);
  if (!outcome.ok) return answer(outcome.status, outcome.message);
  return answer(201, MEDIA_MESSAGES.uploaded, outcome.media);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("mediaUpload"));
  return new Response("Méthode non autorisée : envoyez un fichier en POST.", { status: 405, headers: { Allow: "POST" } });
}
