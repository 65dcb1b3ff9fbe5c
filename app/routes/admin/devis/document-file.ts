import { data } from "react-router";
import type { Route } from "./+types/document-file";
import { getDb } from "~/db/get-db.server";
import { downloadResponse, parseId } from "~/lib/admin/http.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { documentOf } from "~/lib/devis/documents.server";

/** A plan or document attached to a devis, as stored. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("devisDocument"));
  const doc = await documentOf(getDb(context).db, parseId(params.id), parseId(params.documentId));
  if (!doc) throw data("Document introuvable.", { status: 404 });
  const object = await getCloudflare(context).env.ATTACHMENTS.get(doc.r2Key);
  if (!object) throw data("Le fichier du document est introuvable.", { status: 404 });
  return downloadResponse(object.body, doc.filename.replace(/[^\x20-\x7e]|"/g, "_"), doc.mimeType);
}

export const action = readOnlyAction("devisDocument");
