import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { errorClass, labelClass } from "~/components/ui/field";
import { ACCEPT_ATTRIBUTE, type FileKind, fileKind, fileListErrors, formatFileSize, MAX_FILES } from "~/lib/contact/schema";

const badges: Record<FileKind, { label: string; className: string }> = {
  image: { label: "Image", className: "bg-green-100 text-green-800" },
  pdf: { label: "PDF", className: "bg-red-100 text-red-800" },
  doc: { label: "Document", className: "bg-blue-100 text-blue-800" },
  spreadsheet: { label: "Tableur", className: "bg-emerald-100 text-emerald-800" },
  other: { label: "Fichier", className: "bg-slate-200 text-slate-800" },
};

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * File picker with a drag-and-drop area and the list of chosen files (badge, size,
 * remove button, counter). Without JavaScript it is a plain multiple file input.
 *
 * The area looks the same before and after hydration (docs/decisions/727-a-press-is-never-lost.md):
 * a render that changed its height when the page hydrates moved « Envoyer le message » from under
 * a press made meanwhile, and the press was lost. So the browser, not React, picks the look: with
 * scripting on (`noscript:` is `@media (scripting: none)`), the file input is transparent and
 * covers the area, so a click opens the picker and a dropped file lands in it even before React
 * has hydrated; files chosen before hydration are listed once it has.
 */
export function FileDropArea({ name, id, label, errors: serverErrors }: { name: string; id: string; label: string; errors?: Array<string> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<Array<File>>([]);
  const [dragging, setDragging] = useState(false);
  // The list rules are checked as soon as files are chosen; the server checks again (and the contents).
  const errors = [...new Set([...fileListErrors(files), ...(serverErrors ?? [])])];
  const invalid = errors.length > 0;

  // Files chosen or dropped before hydration are in the input already: list them.
  useEffect(() => {
    const chosen = inputRef.current?.files;
    if (chosen?.length) setFiles(Array.from(chosen));
  }, []);

  // Conform resets the form after a successful submission: forget the files too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setFiles([]);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  function apply(next: Array<File>) {
    const input = inputRef.current;
    if (!input) return;
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    input.files = transfer.files;
    if (next.length === 0) input.value = "";
    setFiles(next);
    // Lets the form library revalidate the field.
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function add(list: FileList | null) {
    if (!list) return;
    const merged = [...files];
    for (const file of Array.from(list)) if (!merged.some((f) => sameFile(f, file))) merged.push(file);
    apply(merged);
  }

  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <div>
      <span className={labelClass} id={`${id}-label`}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: drag and drop only adds a mouse gesture; the file input inside the label is the keyboard's way to the same files */}
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
        className={`relative mt-1 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
          dragging ? "border-brand-500 bg-brand-50" : invalid ? "border-red-500 bg-red-50/40" : "border-slate-300 hover:border-brand-500 hover:bg-brand-50/50"
        }`}
      >
        <Icon name="upload" className="size-8 text-brand-600" />
        <span className="font-medium text-slate-800 noscript:hidden">Glissez-déposez vos fichiers ici ou cliquez pour les sélectionner</span>
        <span className="hidden font-medium text-slate-800 noscript:inline">Choisissez vos fichiers</span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          PDF, JPG, PNG, WEBP, DOC, DOCX, XLS, XLSX – 10 Mo maximum par fichier, 15 Mo au total, {MAX_FILES} fichiers au plus.
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          multiple
          accept={ACCEPT_ATTRIBUTE}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => add(e.currentTarget.files)}
          className="absolute inset-0 size-full cursor-pointer opacity-0 noscript:static noscript:mt-2 noscript:block noscript:size-auto noscript:cursor-auto noscript:text-sm noscript:opacity-100"
        />
      </label>
      {files.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            Fichiers sélectionnés ({files.length}/{MAX_FILES})
          </p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {files.map((file, index) => {
              const badge = badges[fileKind(file.name)];
              return (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${badge.className}`}>{badge.label}</span>
                  <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-slate-500">{formatFileSize(file.size)}</span>
                  <button
                    type="button"
                    onClick={() => apply(files.filter((_, i) => i !== index))}
                    className="shrink-0 rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
                    aria-label={`Retirer ${file.name}`}
                  >
                    <Icon name="trash" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {invalid ? (
        <div id={`${id}-error`} className={errorClass}>
          {errors?.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
