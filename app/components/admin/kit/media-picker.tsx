// The médiathèque picker: a modal dialog (react-aria) listing the files of /admin/media,
// loaded through that route's loader with a fetcher (search and pages included), with an
// upload panel. It holds no <form>: it is rendered inside the forms that use it.
import { useId, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { ListPage } from "~/lib/admin/list";
import { formatBytes } from "~/lib/admin/format";
import { thumbnailImage } from "~/lib/media/picture";
import type { MediaItem } from "~/lib/media/schema";
import { inputClass, labelClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { MediaUploader } from "./media-upload";

/** A small preview of a file: the image's smallest WebP/AVIF variant (else the image itself), or a PDF badge. */
export function MediaThumbnail({ item, className = "h-12 w-16" }: { item: Pick<MediaItem, "url" | "mimeType" | "width" | "height" | "variants">; className?: string }) {
  if (!item.mimeType.startsWith("image/")) {
    return (
      <span className={`inline-flex items-center justify-center rounded border border-slate-200 bg-red-50 text-xs font-bold text-red-800 ${className}`}>
        <Icon name="file" className="mr-1 size-4" />
        PDF
      </span>
    );
  }
  const thumbnail = thumbnailImage(item);
  return (
    <img
      src={thumbnail.src}
      alt=""
      width={thumbnail.width}
      height={thumbnail.height}
      loading="lazy"
      decoding="async"
      className={`rounded border border-slate-200 bg-slate-100 object-cover ${className}`}
    />
  );
}

type LoaderData = { page: ListPage<MediaItem> };

/** The picker's state: `open()` shows it and loads the first page of images. */
export function useMediaPicker() {
  const fetcher = useFetcher<LoaderData>();
  const [isOpen, setOpen] = useState(false);
  const load = (query: string, page: number) => {
    const params = new URLSearchParams({ type: "image", page: String(page) });
    if (query) params.set("q", query);
    void fetcher.load(`/admin/media?${params}`);
  };
  return {
    isOpen,
    fetcher,
    load,
    open: () => {
      setOpen(true);
      load("", 1);
    },
    close: () => setOpen(false),
  };
}

export type MediaPicker = ReturnType<typeof useMediaPicker>;

export type MediaPickerProps = {
  picker: MediaPicker;
  /** The chosen file and the alternative text to use with it. */
  onChoose: (item: MediaItem, alt: string) => void;
  title?: string;
  /** Ask for the alternative text before choosing (images inserted in a text). */
  askAlt?: boolean;
  confirmLabel?: string;
};

export function MediaPicker({ picker, onChoose, title = "Choisir une image dans la médiathèque", askAlt = false, confirmLabel = "Choisir cette image" }: MediaPickerProps) {
  return (
    <ModalOverlay
      isOpen={picker.isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) picker.close();
      }}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-3xl rounded-2xl bg-white p-6 shadow-xl outline-none">
        <Dialog className="outline-none">
          <PickerContent picker={picker} title={title} askAlt={askAlt} confirmLabel={confirmLabel} onChoose={onChoose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PickerContent({ picker, title, askAlt, confirmLabel, onChoose }: Required<MediaPickerProps>) {
  const id = useId();
  const { fetcher, load } = picker;
  const onClose = picker.close;
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState("");
  const [uploading, setUploading] = useState(false);

  const data = fetcher.data?.page;
  const loading = fetcher.state !== "idle";
  const choose = (item: MediaItem) => {
    setSelected(item);
    setAlt(item.alt);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Heading slot="title" className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        <button type="button" onClick={() => setUploading(!uploading)} aria-expanded={uploading} className={buttonClass("secondary")}>
          <Icon name="upload" className="size-4" />
          Téléverser des fichiers
        </button>
      </div>
      {uploading ? (
        <MediaUploader
          accept=".jpg,.jpeg,.png,.webp,.avif,.gif,image/jpeg,image/png,image/webp,image/avif,image/gif"
          onUploaded={(item) => {
            setPage(1);
            setQ("");
            load("", 1);
            choose(item);
          }}
        />
      ) : null}
      <div role="search" className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Rechercher une image
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            placeholder="Nom du fichier ou texte alternatif"
            onChange={(event) => setQ(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                setPage(1);
                load(q, 1);
              }
            }}
            className={`mt-1 ${inputClass} text-sm`}
          />
        </div>
        <button
          type="button"
          onClick={() => {
            setPage(1);
            load(q, 1);
          }}
          className={buttonClass("secondary")}
        >
          <Icon name="search" className="size-4" />
          Rechercher
        </button>
      </div>
      <div aria-busy={loading || undefined} className="min-h-40">
        {loading ? (
          <p role="status" className="text-sm text-slate-600">
            Chargement...
          </p>
        ) : null}
        {data && data.rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            {q ? "Aucune image ne correspond à votre recherche." : "Aucune image dans la médiathèque : téléversez-en une."}
          </p>
        ) : null}
        {data && data.rows.length > 0 ? (
          <ul aria-label="Images de la médiathèque" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
            {data.rows.map((item) => {
              const active = selected?.id === item.id;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => choose(item)}
                    onDoubleClick={() => (askAlt ? choose(item) : onChoose(item, item.alt))}
                    className={`flex w-full flex-col gap-1 rounded-lg border p-1.5 text-left text-xs outline-none focus-visible:outline-2 focus-visible:outline-brand-500 ${
                      active ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600" : "border-slate-200 hover:bg-slate-50"
                    }`}
                  >
                    <MediaThumbnail item={item} className="aspect-[4/3] h-auto w-full" />
                    <span className="truncate font-medium text-slate-800">{item.name}</span>
                    <span className="text-slate-700">
                      {item.width} × {item.height} · {formatBytes(item.size)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {data && data.pageCount > 1 ? (
        <nav aria-label="Pages de la médiathèque" className="flex items-center justify-between text-sm text-slate-600">
          <span>
            Page {data.page} sur {data.pageCount} ({data.total} images)
          </span>
          <span className="flex gap-2">
            <button
              type="button"
              disabled={page <= 1 || loading}
              onClick={() => {
                setPage(page - 1);
                load(q, page - 1);
              }}
              className={`${buttonClass("secondary")} disabled:opacity-50`}
            >
              Précédent
            </button>
            <button
              type="button"
              disabled={page >= data.pageCount || loading}
              onClick={() => {
                setPage(page + 1);
                load(q, page + 1);
              }}
              className={`${buttonClass("secondary")} disabled:opacity-50`}
            >
              Suivant
            </button>
          </span>
        </nav>
      ) : null}
      {selected && askAlt ? (
        <div>
          <label htmlFor={`${id}-alt`} className={labelClass}>
            Texte alternatif de « {selected.name} »
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            onChange={(event) => setAlt(event.currentTarget.value)}
            aria-describedby={`${id}-alt-hint`}
            className={`mt-1 ${inputClass} text-sm`}
          />
          <p id={`${id}-alt-hint`} className="mt-1 text-xs text-slate-500">
            Décrit l'image pour les personnes qui ne la voient pas.
          </p>
        </div>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onClose} className={buttonClass("secondary")}>
          Annuler
        </button>
        <button
          type="button"
          disabled={!selected}
          onClick={() => selected && onChoose(selected, askAlt ? alt.trim() : selected.alt)}
          className={`${buttonClass("primary")} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
