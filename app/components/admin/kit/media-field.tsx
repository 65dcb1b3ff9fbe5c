// An image of the médiathèque (with its alternative text): typed, or chosen in the picker.
import type { FieldMetadata } from "@conform-to/react";
import { useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { inputClass, Labelled } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { MediaPicker, useMediaPicker } from "./media-picker";
import { imageReferenceUrl } from "~/lib/media/url";
import { controlProps } from "./control-props";

/**
 * An image of the médiathèque (URL `/media/…`) with its alternative text. The value is
 * the image's URL in a plain input, so it can be set without JavaScript; once hydrated,
 * 'Choisir dans la médiathèque' opens the picker (search, pages, upload) and 'Retirer'
 * clears the image.
 */
export function MediaField({
  field: meta,
  altField: altMeta,
  label,
  description,
}: {
  field: FieldMetadata<string | undefined | null>;
  altField?: FieldMetadata<string | undefined | null>;
  label: string;
  description?: ReactNode;
}) {
  const hydrated = useHydrated();
  const picker = useMediaPicker();
  const [value, setValue] = useState(String(meta.initialValue ?? ""));
  const input = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const set = (target: HTMLInputElement | null, next: string) => {
    if (!target) return;
    target.value = next;
    // Lets the form library see the change (validation, dirty state).
    target.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const choose = (url: string, alt: string | null) => {
    set(input.current, url);
    setValue(url);
    if (alt !== null) set(altInput.current, alt);
  };
  // Only a reference the form accepts is previewed: a typed "/media/../admin/…" is not requested.
  const preview = imageReferenceUrl(value);
  return (
    <div className="space-y-3">
      <Labelled
        id={meta.id}
        label={label}
        description={
          description ?? (
            <>
              Adresse d'une image de la{" "}
              <a href="/admin/media" target="_blank" rel="noopener noreferrer" className={buttonClass("link")}>
                médiathèque<span className="sr-only"> (nouvel onglet)</span>
              </a>
              . Laisser vide pour ne pas afficher d'image.
            </>
          )
        }
        errors={meta.errors}
      >
        <div className="mt-1 flex flex-wrap items-start gap-3">
          {preview ? <img src={preview} alt="" width={96} height={64} className="h-16 w-24 rounded border border-slate-200 object-cover" /> : null}
          <input
            ref={input}
            key={meta.key}
            {...controlProps(meta)}
            onInput={(event) => setValue(event.currentTarget.value.trim())}
            placeholder="/media/…"
            className={`min-w-0 flex-1 font-mono ${inputClass} text-sm`}
          />
        </div>
        {hydrated ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={picker.open} className={buttonClass("secondary")}>
              <Icon name="image" className="size-4" />
              Choisir dans la médiathèque<span className="sr-only"> ({label})</span>
            </button>
            {value ? (
              <button type="button" onClick={() => choose("", altMeta ? "" : null)} className={buttonClass("secondary")}>
                Retirer<span className="sr-only"> l'image ({label})</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </Labelled>
      {altMeta ? (
        <Labelled
          id={altMeta.id}
          label="Texte alternatif de l'image"
          description="Décrit l'image pour les personnes qui ne la voient pas. Laisser vide si elle est purement décorative."
          errors={altMeta.errors}
        >
          <input ref={altInput} key={altMeta.key} {...controlProps(altMeta)} className={`mt-1 ${inputClass} text-sm`} />
        </Labelled>
      ) : null}
      {hydrated ? (
        <MediaPicker
          picker={picker}
          onChoose={(item, alt) => {
            // Keep an alternative text already typed; otherwise take the médiathèque's.
            choose(item.url, altMeta && !altInput.current?.value ? alt : null);
            picker.close();
          }}
        />
      ) : null}
    </div>
  );
}
