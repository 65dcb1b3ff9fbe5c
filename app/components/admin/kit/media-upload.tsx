// Upload to the médiathèque: files dropped or picked, each sent in its own request to
// /admin/media/upload with XMLHttpRequest, whose upload events give a real progress bar
// (bytes sent). Used by the médiathèque's upload dialog and by the picker.
import { useId, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { Icon } from "~/components/ui/icon";
import { formatBytes } from "~/lib/admin/format";
import { MEDIA_ACCEPT, MEDIA_MESSAGES, type MediaItem, mediaFileError } from "~/lib/media/schema";
import { buttonClass } from "~/components/ui/button";

export const MEDIA_UPLOAD_URL = "/admin/media/upload";

type Upload = {
  id: string;
  file: File;
  state: "waiting" | "sending" | "done" | "failed";
  loaded: number;
  message?: string;
};

type Answer = { ok: boolean; reason?: "refused"; message?: string; media?: MediaItem };

/** Sends one file; `onProgress` receives the bytes sent so far. */
export function sendMediaFile(file: File, onProgress: (loaded: number, total: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA_UPLOAD_URL);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener("load", () => {
      try {
        const answer = JSON.parse(xhr.responseText) as Answer;
        resolve(xhr.status >= 200 && xhr.status < 300 ? { ...answer, ok: true } : { ok: false, reason: "refused", message: answer.message ?? MEDIA_MESSAGES.uploadFailed });
      } catch {
        // Not JSON: the session ended (login page) or the platform refused the request.
        resolve({ ok: false, reason: "refused", message: xhr.status === 413 ? MEDIA_MESSAGES.tooLarge : `${MEDIA_MESSAGES.uploadFailed}. Rechargez la page et réessayez.` });
      }
    });
    xhr.addEventListener("error", () => resolve({ ok: false, reason: "refused", message: `${MEDIA_MESSAGES.uploadFailed} : connexion interrompue.` }));
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}

export function MediaUploader({ onUploaded, accept = MEDIA_ACCEPT }: { onUploaded?: (media: MediaItem) => void; accept?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Array<Upload>>([]);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = uploads.some((u) => u.state === "sending");
  const waiting = uploads.filter((u) => u.state === "waiting");

  const update = (uploadId: string, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === uploadId ? { ...u, ...patch } : u)));

  function add(files: FileList | null) {
    if (!files?.length) return;
    setError(null);
    const added = Array.from(files).map((file): Upload => {
      const problem = mediaFileError(file);
      return { id: crypto.randomUUID(), file, state: problem ? "failed" : "waiting", loaded: 0, message: problem ?? undefined };
    });
    setUploads((list) => [...list.filter((u) => u.state !== "done"), ...added]);
    if (input.current) input.current.value = "";
  }

  async function start() {
    if (waiting.length === 0) {
      setError(MEDIA_MESSAGES.noFile);
      return;
    }
    setError(null);
    await Promise.all(
      waiting.map(async (upload) => {
        update(upload.id, { state: "sending" });
        const answer = await sendMediaFile(upload.file, (loaded) => update(upload.id, { loaded }));
        if (answer.ok && answer.media) {
          update(upload.id, { state: "done", loaded: upload.file.size, message: MEDIA_MESSAGES.uploaded });
          toast({ title: `${MEDIA_MESSAGES.uploaded} : ${upload.file.name}`, variant: "success" });
          onUploaded?.(answer.media);
        } else {
          update(upload.id, { state: "failed", message: answer.message });
          toast({ title: MEDIA_MESSAGES.uploadFailed, description: answer.message, variant: "destructive" });
        }
      }),
    );
  }

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the file button inside the zone is the keyboard path. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: same zone, same reason. */}
      <div
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
        className={`rounded-xl border-2 border-dashed p-6 text-center ${dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50"}`}
      >
        <Icon name="upload" className="mx-auto size-8 text-slate-500" />
        <p className="mt-2 text-sm text-slate-700">Glissez-déposez vos fichiers ici, ou</p>
        <label htmlFor={`${id}-files`} className={`mt-2 cursor-pointer ${buttonClass("secondary")} has-[:focus-visible]:outline-2`}>
          Parcourir les fichiers
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={accept}
          aria-describedby={`${id}-hint`}
          onChange={(event) => add(event.currentTarget.files)}
          className="sr-only"
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500">
          JPEG, PNG, WebP, AVIF, GIF ou PDF, 10 Mo au plus par fichier. Les SVG sont refusés.
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label="Fichiers à téléverser" className="space-y-2">
          {uploads.map((upload) => {
            const percent = upload.file.size ? Math.min(100, Math.round((upload.loaded / upload.file.size) * 100)) : 0;
            return (
              <li key={upload.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate font-medium text-slate-800">{upload.file.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">{formatBytes(upload.file.size)}</span>
                </div>
                {upload.state !== "failed" ? (
                  <div
                    role="progressbar"
                    aria-label={`Téléversement de ${upload.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-valuetext={`${percent} %`}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div className={`h-full ${upload.state === "done" ? "bg-green-600" : "bg-brand-600"}`} style={{ width: `${percent}%` }} />
                  </div>
                ) : null}
                <p className={`mt-1 text-xs ${upload.state === "failed" ? "text-red-700" : "text-slate-600"}`} aria-live="polite">
                  {upload.state === "waiting"
                    ? "En attente"
                    : upload.state === "sending"
                      ? percent === 100 && upload.file.type.startsWith("image/")
                        ? "Envoyé. Préparation de l'image (tailles pour le site, sans métadonnées)…"
                        : `Envoi… ${percent} %`
                      : upload.message}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <button type="button" onClick={start} disabled={busy} className={buttonClass("primary")}>
          <Icon name="upload" className="size-4" />
          {busy ? "Téléversement..." : waiting.length > 1 ? `Téléverser ${waiting.length} fichiers` : "Téléverser"}
        </button>
      </div>
    </div>
  );
}
