import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/library";
import { ActionLink } from "~/components/admin/kit/action-link";
import { AdminDialog, ConfirmDeleteDialog } from "~/components/admin/kit/dialog";
import { DialogForm } from "~/components/admin/kit/dialog-form";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { CheckboxField, labelClass, TextField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { closeDialogHref, dialogHref } from "~/lib/admin/list";
import { type Column, deleteAction } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { MediaThumbnail } from "~/components/admin/kit/media-picker";
import { MEDIA_UPLOAD_URL, MediaUploader } from "~/components/admin/kit/media-upload";
import { MediaVariantsSummary } from "~/components/admin/media-variants";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { useHydrated } from "~/components/ui/use-hydrated";
import { getDb } from "~/db/get-db.server";
import type { Conflict } from "~/lib/admin/concurrency";
import { actionError, conflictResponse, formReply } from "~/lib/admin/forms.server";
import { formatBytes, formatDay } from "~/lib/admin/format";
import { parseListQuery } from "~/lib/admin/list";
import { requestedUrl } from "~/lib/admin/http.server";
import { backToList } from "~/lib/admin/dialogs.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum, type SessionUser, userCanTouch } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { deleteMedia, getMedia, listMedia, mediaSavings, mediaUsages, updateMediaAlt } from "~/lib/media/media.server";
import { MEDIA_ACCEPT, MEDIA_LIST, MEDIA_MESSAGES, MEDIA_USAGE_LABELS, mediaActionSchema, mediaAltSchema, type MediaItem, mediaTypeLabel } from "~/lib/media/schema";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export function meta() {
  return adminMeta("Médiathèque");
}

/** The edit and delete dialogs open only on a file the user may edit or delete. */
const mayTouch = (user: Pick<SessionUser, "id" | "role">, action: "edit" | "delete", item: Pick<MediaItem, "uploadedBy">) =>
  userCanTouch(user, "media", action, { ownerId: item.uploadedBy });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("media"));
  const url = requestedUrl(request);
  const query = parseListQuery(url, MEDIA_LIST);
  const dialog = url.searchParams.get("dialog");
  const id = Number(url.searchParams.get("id"));
  const { db } = getDb(context);
  const [page, found, savings] = await Promise.all([
    listMedia(db, query),
    (dialog === "edit" || dialog === "delete") && Number.isSafeInteger(id) && id > 0 ? getMedia(db, id) : null,
    mediaSavings(db),
  ]);
  const target = found && mayTouch(user, dialog as "edit" | "delete", found) ? found : null;
  const usages = dialog === "delete" && target ? await mediaUsages(db, target.key) : [];
  return {
    user: { id: user.id, role: user.role },
    query,
    page,
    dialog: dialog === "upload" ? ("upload" as const) : target ? (dialog as "edit" | "delete") : null,
    target,
    usages,
    savings,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("media"));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const submission = parseWithZod(formData, { schema: mediaActionSchema });
  if (submission.status !== "success") return formReply(request, submission, undefined, { intent });
  const { db } = getDb(context);
  const value = submission.value;
  if (value.intent === "delete") {
    const deleted = await deleteMedia({ db, bucket: getCloudflare(context).env.MEDIA }, actor, value.id).catch((error: unknown) => {
      console.error("media deletion failed", error);
      return { ok: false as const, reason: "not-found" as const };
    });
    if (!deleted.ok && deleted.reason === "forbidden") return actionError(MEDIA_MESSAGES.forbidden, 403, intent);
    if (!deleted.ok) return actionError(MEDIA_MESSAGES.deleteFailed, 404, intent);
    throw backToList(request, MEDIA_MESSAGES.deleted, { firstPage: true });
  }
  const outcome = await updateMediaAlt(db, actor, value);
  if (outcome.ok) throw backToList(request, MEDIA_MESSAGES.altUpdated);
  if (outcome.reason === "forbidden") return actionError(MEDIA_MESSAGES.forbidden, 403, intent);
  if (outcome.reason === "conflict") return conflictResponse(submission, outcome.conflict, { intent });
  return actionError(MEDIA_MESSAGES.notFound, 404, intent);
}

function AltForm({ item, lastResult, conflict }: { item: MediaItem; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict }) {
  type Fields = { intent: string; id: string; version: string; alt: string; decorative: boolean };
  const [form, fields] = useAdminForm<typeof mediaAltSchema, Fields>(mediaAltSchema, {
    id: `media-alt-${item.id}-${item.version}`,
    lastResult,
    defaultValue: { alt: item.alt, decorative: item.decorative },
    live: false,
  });
  return (
    <DialogForm form={form} record={item} conflict={conflict} intent="alt">
      <div className="flex gap-4">
        <MediaThumbnail item={item} className="h-20 w-28" />
        <dl className="min-w-0 text-sm text-slate-700">
          <dt className="sr-only">Fichier</dt>
          <dd className="truncate font-medium">{item.name}</dd>
          <dt className="sr-only">Adresse</dt>
          <dd className="break-all font-mono text-xs">{item.url}</dd>
        </dl>
      </div>
      <TextField
        variant="admin"
        field={fields.alt}
        label="Texte alternatif"
        description="Décrit l'image pour les personnes qui ne la voient pas ; repris quand l'image est insérée dans un contenu."
      />
      {item.mimeType.startsWith("image/") ? (
        <CheckboxField
          variant="admin"
          field={fields.decorative}
          label="Décorative"
          description="L'image n'apporte aucune information (ornement) : elle est publiée sans texte alternatif et les lecteurs d'écran l'ignorent."
        />
      ) : null}
    </DialogForm>
  );
}

/** Without JavaScript: one file per submission, straight to the upload endpoint. */
function PlainUploadForm() {
  return (
    <form method="post" action={MEDIA_UPLOAD_URL} encType="multipart/form-data" className="space-y-4">
      <div>
        <label htmlFor="media-file" className={labelClass}>
          Fichier
        </label>
        <input id="media-file" type="file" name="file" accept={MEDIA_ACCEPT} aria-describedby="media-file-hint" className="mt-1 block w-full text-sm" />
        <p id="media-file-hint" className="mt-1 text-xs text-slate-500">
          JPEG, PNG, WebP, AVIF, GIF ou PDF, 10 Mo au plus. Les SVG sont refusés.
        </p>
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass("primary")}>
          Téléverser
        </button>
      </div>
    </form>
  );
}

const columns: Array<Column<MediaItem>> = [
  { key: "preview", header: "Aperçu", cell: (item) => <MediaThumbnail item={item} className="h-12 w-16" /> },
  {
    key: "name",
    header: "Nom du fichier",
    rowHeader: true,
    cell: (item) => (
      <>
        <span className="break-all">{item.name}</span>
        {item.width && item.height ? (
          <span className="block text-xs font-normal text-slate-500">
            {item.width} × {item.height} px
          </span>
        ) : null}
        {item.alt ? <span className="block text-xs font-normal text-slate-500">« {item.alt} »</span> : null}
        {item.mimeType.startsWith("image/") && !item.alt ? (
          <span className="block text-xs font-normal text-slate-600">{item.decorative ? "Décorative" : "Sans texte alternatif"}</span>
        ) : null}
        <MediaVariantsSummary item={item} />
      </>
    ),
  },
  { key: "type", header: "Type", cell: (item) => mediaTypeLabel(item.mimeType) },
  { key: "size", header: "Taille", className: "whitespace-nowrap", cell: (item) => formatBytes(item.size) },
  { key: "date", header: "Date", className: "whitespace-nowrap", cell: (item) => formatDay(item.createdAt) },
];

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { user, query, page, dialog, target, usages, savings } = loaderData;
  const location = useLocation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const answer = actionData;
  useErrorToast(answer, answer?.error);
  const closeHref = closeDialogHref(location.pathname, location.search);
  return (
    <ListScreen
      title="Médiathèque"
      description={
        savings.images > 0
          ? `Les images et documents du site, servis à l'adresse /media/… Images allégées et sans métadonnées : ${formatBytes(savings.bytes)} économisés au total sur ${savings.images} image${savings.images > 1 ? "s" : ""}.`
          : "Les images et documents du site, servis à l'adresse /media/…"
      }
      actions={
        <ActionLink to={dialogHref(location.search, "upload")} icon="upload" preventScrollReset>
          Téléverser des fichiers
        </ActionLink>
      }
      query={query}
      page={page}
      columns={columns}
      rowKey={(item) => item.id}
      rowActions={(item) => [
        { label: "Voir", target: item.name, href: item.url, newTab: true },
        mayTouch(user, "edit", item) && { label: "Modifier", target: item.name, href: dialogHref(location.search, "edit", item.id) },
        mayTouch(user, "delete", item) && deleteAction(location.search, item.id, item.name),
      ]}
      search={{ label: "Rechercher un fichier", placeholder: "Nom du fichier ou texte alternatif" }}
      filters={[
        {
          name: "type",
          label: "Type",
          options: [
            { value: "image", label: "Images" },
            { value: "pdf", label: "PDF" },
          ],
        },
        { name: "alt", label: "Texte alternatif", options: [{ value: "missing", label: "Sans texte alternatif" }] },
      ]}
      empty={{ message: "La médiathèque est vide.", filteredMessage: "Aucun fichier ne correspond à votre recherche." }}
    >
      {dialog === "upload" ? (
        <AdminDialog title="Téléverser des fichiers" closeHref={closeHref}>
          {hydrated ? <MediaUploader onUploaded={() => revalidator.revalidate()} /> : <PlainUploadForm />}
          <div className="mt-4 flex justify-end">
            <Link to={closeHref} replace preventScrollReset className={buttonClass("secondary")}>
              Fermer
            </Link>
          </div>
        </AdminDialog>
      ) : null}
      {dialog === "edit" && target ? (
        <AdminDialog title="Modifier le fichier" closeHref={closeHref}>
          <AltForm item={target} lastResult={answer?.intent === "alt" ? answer.result : undefined} conflict={answer?.intent === "alt" ? answer.conflict : undefined} />
        </AdminDialog>
      ) : null}
      {dialog === "delete" && target ? (
        <ConfirmDeleteDialog title="Supprimer le fichier" closeHref={closeHref} id={target.id} error={answer?.intent === "delete" ? answer.error : null}>
          <p>
            Supprimer <strong>« {target.name} »</strong> ? Le fichier sera effacé du stockage et son adresse ne fonctionnera plus.
          </p>
          {usages.length > 0 ? (
            <>
              <p className="font-semibold text-red-800">Ce fichier est utilisé par :</p>
              <ul className="list-disc space-y-1 pl-5">
                {usages.map((usage) => (
                  <li key={`${usage.type}-${usage.id}`}>
                    {MEDIA_USAGE_LABELS[usage.type]} :{" "}
                    <Link to={usage.href} className={buttonClass("link")}>
                      {usage.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <p>Ces contenus afficheront une image manquante tant qu'ils ne seront pas modifiés.</p>
            </>
          ) : (
            <p>Ce fichier n'est utilisé par aucun article, service, page ou région.</p>
          )}
        </ConfirmDeleteDialog>
      ) : null}
    </ListScreen>
  );
}

export const ErrorBoundary = screenErrorBoundary(MEDIA_MESSAGES.loadFailed);
