// A Markdown body: a textarea that works without JavaScript, upgraded to the rich editor
// (its own chunk) once hydrated, with image insertion and setting placeholders.
import type { FieldMetadata } from "@conform-to/react";
import { Component, lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { PlaceholderChip } from "~/lib/settings/placeholders";
import { Description, FieldErrors, inputClass, labelClass, RequiredMark } from "~/components/ui/field";
import { MediaPicker, useMediaPicker } from "./media-picker";
import { controlProps } from "./control-props";

// The rich editor is a separate chunk, downloaded only when a Markdown field is hydrated.
const MarkdownEditor = lazy(() => import("./markdown-editor.client"));

/** Keeps the textarea when the editor's chunk cannot be loaded (offline, blocked…). */
class EditorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The Markdown content of an article, service, page… The textarea is the field that is
 * submitted. Once hydrated, the Milkdown editor (toolbar: headings h2–h4, emphasis, links,
 * lists, quotes, tables, images of the médiathèque) replaces it on screen and writes its
 * Markdown into it; without JavaScript, or if the editor cannot load, the textarea is the
 * editor. `data-editor` tells tests which one is in use (off, loading, ready, failed).
 */
export function MarkdownField({
  field: meta,
  label,
  description,
  rows = 18,
  isRequired: required,
  placeholders,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  description?: ReactNode;
  rows?: number;
  isRequired?: boolean;
  /** The company's facts to insert (chips), where the content fills {{section.key}} codes. */
  placeholders?: ReadonlyArray<PlaceholderChip>;
}) {
  const isRequired = required ?? meta.required;
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const picker = useMediaPicker();
  const pending = useRef<((image: { src: string; alt: string } | null) => void) | null>(null);
  const inserter = useRef<((text: string) => void) | null>(null);
  const state = !hydrated ? "off" : failed ? "failed" : ready ? "ready" : "loading";
  const labelId = `${meta.id}-label`;
  const describedBy = controlProps(meta)["aria-describedby"];
  const settle = (image: { src: string; alt: string } | null) => {
    pending.current?.(image);
    pending.current = null;
  };
  const imagePicker = {
    ...picker,
    close: () => {
      settle(null);
      picker.close();
    },
  };
  return (
    <div data-markdown-field={label} data-editor={state}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a click on the label focuses the editor, as a native label does for its input; the keyboard reaches the editor by Tab. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same label, same reason. */}
      <label
        id={labelId}
        htmlFor={meta.id}
        onClick={() => {
          if (ready) document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus();
        }}
        className={labelClass}
      >
        {label}
        <RequiredMark show={Boolean(isRequired)} />
      </label>
      {hydrated && !failed ? (
        <EditorBoundary onError={() => setFailed(true)}>
          <Suspense
            fallback={
              <p role="status" className="mt-1 text-xs text-slate-500">
                Chargement de l'éditeur...
              </p>
            }
          >
            <MarkdownEditor
              key={meta.key}
              textarea={textarea}
              labelId={labelId}
              describedBy={describedBy}
              required={Boolean(isRequired)}
              invalid={Boolean(meta.errors?.length)}
              onReady={() => setReady(true)}
              inserter={inserter}
              facts={placeholders}
              pickImage={() =>
                new Promise((resolve) => {
                  settle(null);
                  pending.current = resolve;
                  picker.open();
                })
              }
            />
          </Suspense>
        </EditorBoundary>
      ) : null}
      <textarea
        ref={textarea}
        key={meta.key}
        {...controlProps(meta)}
        rows={rows}
        hidden={ready && !failed}
        required={isRequired && !(ready && !failed)}
        className={`mt-1 font-mono ${inputClass} text-sm`}
      />
      <Description id={meta.id}>
        {description ?? "Markdown : « ## » pour un titre, « - » pour une liste, **gras**, [lien](https://…), ![texte alternatif](/media/…) pour une image."}
      </Description>
      <FieldErrors id={meta.id} errors={meta.errors} />
      {placeholders?.length ? (
        <PlaceholderChips
          chips={placeholders}
          fieldLabel={label}
          hydrated={hydrated}
          onInsert={(code) => {
            if (ready && !failed && inserter.current) inserter.current(code);
            else if (textarea.current) insertAtCaret(textarea.current, code);
          }}
        />
      ) : null}
      {hydrated ? (
        <MediaPicker
          picker={imagePicker}
          askAlt
          title="Insérer une image de la médiathèque"
          confirmLabel="Insérer l'image"
          onChoose={(item, alt) => {
            settle({ src: item.url, alt });
            picker.close();
          }}
        />
      ) : null}
    </div>
  );
}

/** Inserts text at the caret of a textarea (the editor's fallback), as typing would. */
function insertAtCaret(field: HTMLTextAreaElement, text: string) {
  field.focus();
  field.setRangeText(text, field.selectionStart, field.selectionEnd, "end");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function shorten(value: string, max = 40) {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/**
 * The company's facts as chips ('Téléphone — 01 23 45 67 89'): a chip inserts the fact's
 * code at the caret, and the public page shows the setting's value of the day. Without
 * JavaScript (the textarea is the editor), the codes are listed to be typed.
 */
function PlaceholderChips({
  chips,
  fieldLabel,
  hydrated,
  onInsert,
}: {
  chips: ReadonlyArray<PlaceholderChip>;
  fieldLabel: string;
  hydrated: boolean;
  onInsert: (code: string) => void;
}) {
  const titleId = useId();
  if (!hydrated) {
    return (
      <details className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-700">Coordonnées de la société</summary>
        <p className="mt-1 text-xs text-slate-600">Écrivez le code dans le texte : la page affichera la valeur des paramètres du site.</p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {chips.map((chip) => (
            <div key={chip.code} className="contents">
              <dt className="text-slate-700">
                {chip.label} ({shorten(chip.value) || "vide"})
              </dt>
              <dd className="font-mono text-xs text-slate-600">{chip.code}</dd>
            </div>
          ))}
        </dl>
      </details>
    );
  }
  return (
    <div role="group" aria-labelledby={titleId} className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2" data-placeholder-chips>
      <p id={titleId} className="text-xs font-semibold text-slate-700">
        Coordonnées de la société<span className="sr-only"> à insérer dans « {fieldLabel} »</span>
        <span className="font-normal text-slate-600"> — insérées à l'emplacement du curseur, toujours à jour des paramètres du site</span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {chips.map((chip) => (
          <li key={chip.code}>
            <button
              type="button"
              onClick={() => onInsert(chip.code)}
              title={chip.value}
              className="inline-flex min-h-6 items-center rounded-full border border-brand-200 bg-white px-2.5 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="sr-only">Insérer : </span>
              {chip.label} — {shorten(chip.value) || "vide"}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
