// The admin form kit: what an edit screen is made of beyond plain fields (form.tsx).
// Everything here works without JavaScript: tabs show as stacked sections, list fields
// add/remove/reorder through conform's intent buttons (a round trip to the action),
// the slug is derived on the server when left empty.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type Conflict, conflictMessage } from "~/lib/admin/concurrency";
import { slugify } from "~/lib/content/rules";
import { Banner, buttonClass, FieldErrors, inputClass, SubmitButton } from "./form";
import { ScreenTabs } from "./tabs";
import { MediaPicker, useMediaPicker } from "./media-picker";
import { imageReferenceUrl } from "~/lib/media/url";

/** The version the form was loaded at (optimistic concurrency). */
export function VersionInput({ value }: { value: number }) {
  return <input type="hidden" name="version" value={value} />;
}

/**
 * The form-level errors; on a conflict (409), who changed the record and a link to
 * reload the latest version (the typed values stay in the form until then).
 */
export function FormStatus({ errors, conflict }: { errors?: Array<string> | null; conflict?: Conflict | null }) {
  const location = useLocation();
  if (conflict) {
    return (
      <div className="mb-4">
        <Banner tone="warning">
          <p>{conflictMessage(conflict)}</p>
          <a href={`${location.pathname}${location.search}`} className={`mt-2 ${buttonClass.link}`}>
            Recharger la dernière version
          </a>
        </Banner>
      </div>
    );
  }
  if (!errors?.length) return null;
  return (
    <div className="mb-4">
      <Banner tone="error">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </Banner>
    </div>
  );
}

/** 'Annuler' / 'Enregistrer' ('Enregistrement...' while saving). */
export function FormFooter({
  cancelHref,
  submitLabel = "Enregistrer",
  pendingLabel = "Enregistrement...",
  intent,
  children,
}: {
  cancelHref: string;
  submitLabel?: string;
  pendingLabel?: string;
  intent?: string;
  children?: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
      {children}
      <Link to={cancelHref} className={buttonClass.secondary}>
        Annuler
      </Link>
      <SubmitButton intent={intent} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

/**
 * A slug derived from another field (title, name) by `slugify` while it is empty or
 * still equal to the slug of the previous source value (spec §5); typing in it stops the
 * derivation. Without JavaScript, the action derives an empty slug from the source.
 */
export function SlugField({
  meta,
  sourceId,
  label = "Slug",
  description,
  locked,
}: {
  meta: FieldMetadata<string | undefined>;
  /** The id of the source input (`fields.title.id`). */
  sourceId: string;
  label?: string;
  description?: ReactNode;
  /** Shown, not editable (fixed routes). The value is still submitted. */
  locked?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const source = document.getElementById(sourceId) as HTMLInputElement | null;
    const target = input.current;
    if (!source || !target || locked) return;
    let previous = source.value;
    const onInput = () => {
      if (target.value === "" || target.value === slugify(previous)) {
        target.value = slugify(source.value);
        target.dispatchEvent(new Event("input", { bubbles: true }));
      }
      previous = source.value;
    };
    source.addEventListener("input", onInput);
    return () => source.removeEventListener("input", onInput);
  }, [sourceId, locked]);
  const describedBy = [meta.descriptionId, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={input}
        key={meta.key}
        id={meta.id}
        name={meta.name}
        defaultValue={String(meta.initialValue ?? "")}
        readOnly={locked}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={false}
        autoCapitalize="none"
        className={`mt-1 font-mono ${inputClass} read-only:bg-slate-100`}
      />
      <p id={meta.descriptionId} className="mt-1 text-xs text-slate-500">
        {description ??
          (locked
            ? "Adresse fixe : cette page a sa propre route."
            : "Rempli automatiquement à partir du titre tant que vous ne le modifiez pas. Lettres minuscules sans accent, chiffres et tirets.")}
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export type FormTab = {
  id: string;
  label: string;
  /** Names of the fields of the tab: a tab with an error is marked and opened first. */
  fields?: ReadonlyArray<string>;
  content: ReactNode;
};

/**
 * Tabs of a form (react-aria, see ScreenTabs). Every panel stays mounted so that all
 * fields are submitted; without JavaScript the panels are stacked sections.
 */
export function FormTabs({
  label,
  tabs,
  errors,
  defaultTab,
}: {
  label: string;
  tabs: ReadonlyArray<FormTab>;
  errors?: Record<string, Array<string> | undefined>;
  /** The tab opened first when none has an error (e.g. from the URL). */
  defaultTab?: string;
}) {
  const failing = (tab: FormTab) =>
    Boolean(errors && tab.fields?.some((name) => Object.entries(errors).some(([key, list]) => list?.length && (key === name || key.startsWith(`${name}[`) || key.startsWith(`${name}.`)))));
  const firstFailing = tabs.find(failing);
  return (
    <ScreenTabs
      label={label}
      remountKey={firstFailing?.id ?? defaultTab ?? "none"}
      defaultSelectedKey={firstFailing?.id ?? (tabs.some((tab) => tab.id === defaultTab) ? defaultTab : tabs[0]?.id)}
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: tab.content,
        marker: failing(tab) ? (
          <span className="ml-1 text-red-700">
            <span aria-hidden="true">●</span>
            <span className="sr-only"> (contient des erreurs)</span>
          </span>
        ) : null,
      }))}
    />
  );
}

/**
 * An editable list (FAQ, key projects, related links…): add, remove and reorder with
 * conform's intent buttons, which also work without JavaScript (the action answers
 * the intent with `submission.reply()`, see `formReply` in app/lib/admin/forms.server.ts).
 */
export function ListField<Item>({
  form,
  meta,
  legend,
  addLabel,
  itemLabel,
  defaultItem,
  emptyLabel = "Aucun élément.",
  description,
  children,
}: {
  form: FormMetadata<any, any>;
  meta: FieldMetadata<Array<Item> | undefined>;
  legend: string;
  addLabel: string;
  itemLabel: (index: number) => string;
  defaultItem?: Item;
  emptyLabel?: string;
  description?: ReactNode;
  children: (item: FieldMetadata<Item>, index: number) => ReactNode;
}) {
  const items = meta.getFieldList();
  const small = "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40";
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {description ? <p className="text-xs text-slate-500">{description}</p> : null}
      {items.length === 0 ? <p className="text-sm text-slate-500">{emptyLabel}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => (
          // A list changed by an intent posted without JavaScript comes back without keys.
          <li key={item.key ?? `${meta.name}-${index}`} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-700">{itemLabel(index)}</p>
              <div className="flex gap-1">
                <button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index - 1 })} disabled={index === 0} className={small}>
                  Monter<span className="sr-only"> {itemLabel(index)}</span>
                </button>
                <button
                  {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })}
                  disabled={index === items.length - 1}
                  className={small}
                >
                  Descendre<span className="sr-only"> {itemLabel(index)}</span>
                </button>
                <button {...form.remove.getButtonProps({ name: meta.name, index })} className={`${small} text-red-700`}>
                  Supprimer<span className="sr-only"> {itemLabel(index)}</span>
                </button>
              </div>
            </div>
            <div className="space-y-3">{children(item as FieldMetadata<Item>, index)}</div>
          </li>
        ))}
      </ol>
      <button {...form.insert.getButtonProps({ name: meta.name, defaultValue: defaultItem as never })} className={buttonClass.secondary}>
        <Icon name="plus" className="size-4" />
        {addLabel}
      </button>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

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
  meta,
  label,
  description,
  rows = 18,
  required,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  description?: ReactNode;
  rows?: number;
  required?: boolean;
}) {
  const isRequired = required ?? meta.required;
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const picker = useMediaPicker();
  const pending = useRef<((image: { src: string; alt: string } | null) => void) | null>(null);
  const state = !hydrated ? "off" : failed ? "failed" : ready ? "ready" : "loading";
  const labelId = `${meta.id}-label`;
  const describedBy = `${meta.descriptionId}${meta.errors?.length ? ` ${meta.errorId}` : ""}`;
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
      <label
        id={labelId}
        htmlFor={meta.id}
        onClick={() => {
          if (ready) document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus();
        }}
        className="block text-sm font-medium text-slate-700"
      >
        {label}
        {isRequired ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
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
        id={meta.id}
        name={meta.name}
        defaultValue={String(meta.initialValue ?? "")}
        rows={rows}
        hidden={ready && !failed}
        required={isRequired && !(ready && !failed)}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 font-mono text-sm ${inputClass}`}
      />
      <p id={meta.descriptionId} className="mt-1 text-xs text-slate-500">
        {description ?? "Markdown : « ## » pour un titre, « - » pour une liste, **gras**, [lien](https://…), ![texte alternatif](/media/…) pour une image."}
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
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

/**
 * An image of the médiathèque (URL `/media/…`) with its alternative text. The value is
 * the image's URL in a plain input, so it can be set without JavaScript; once hydrated,
 * 'Choisir dans la médiathèque' opens the picker (search, pages, upload) and 'Retirer'
 * clears the image.
 */
export function MediaField({
  meta,
  altMeta,
  label,
  description,
}: {
  meta: FieldMetadata<string | undefined | null>;
  altMeta?: FieldMetadata<string | undefined | null>;
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
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={meta.id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <div className="mt-1 flex flex-wrap items-start gap-3">
          {/* Only a reference the form accepts is loaded: a typed "/media/../admin/…" is not requested. */}
          {imageReferenceUrl(value) ? <img src={imageReferenceUrl(value)!} alt="" width={96} height={64} className="h-16 w-24 rounded border border-slate-200 object-cover" /> : null}
          <input
            ref={input}
            key={meta.key}
            id={meta.id}
            name={meta.name}
            defaultValue={String(meta.initialValue ?? "")}
            onInput={(event) => setValue(event.currentTarget.value.trim())}
            placeholder="/media/…"
            aria-describedby={`${meta.descriptionId}${meta.errors?.length ? ` ${meta.errorId}` : ""}`}
            aria-invalid={meta.errors?.length ? true : undefined}
            className={`min-w-0 flex-1 font-mono ${inputClass}`}
          />
        </div>
        {hydrated ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={picker.open} className={buttonClass.secondary}>
              <Icon name="image" className="size-4" />
              Choisir dans la médiathèque<span className="sr-only"> ({label})</span>
            </button>
            {value ? (
              <button type="button" onClick={() => choose("", altMeta ? "" : null)} className={buttonClass.secondary}>
                Retirer<span className="sr-only"> l'image ({label})</span>
              </button>
            ) : null}
          </div>
        ) : null}
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-500">
          {description ?? (
            <>
              Adresse d'une image de la{" "}
              <a href="/admin/media" target="_blank" rel="noopener noreferrer" className={buttonClass.link}>
                médiathèque<span className="sr-only"> (nouvel onglet)</span>
              </a>
              . Laisser vide pour ne pas afficher d'image.
            </>
          )}
        </p>
        <FieldErrors id={meta.errorId} errors={meta.errors} />
      </div>
      {altMeta ? (
        <div>
          <label htmlFor={altMeta.id} className="block text-sm font-medium text-slate-700">
            Texte alternatif de l'image
          </label>
          <input
            ref={altInput}
            key={altMeta.key}
            id={altMeta.id}
            name={altMeta.name}
            defaultValue={String(altMeta.initialValue ?? "")}
            aria-describedby={altMeta.descriptionId}
            className={`mt-1 ${inputClass}`}
          />
          <p id={altMeta.descriptionId} className="mt-1 text-xs text-slate-500">
            Décrit l'image pour les personnes qui ne la voient pas. Laisser vide si elle est purement décorative.
          </p>
          <FieldErrors id={altMeta.errorId} errors={altMeta.errors} />
        </div>
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

/** How the page will look in search results (title, URL, description). */
export function SearchPreview({ title, url, description }: { title: string; url: string; description: string }) {
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Aperçu dans les résultats de recherche</figcaption>
      <p className="truncate text-lg text-[#1a0dab]">{title || "Titre de la page"}</p>
      <p className="truncate text-sm text-[#006621]">{url}</p>
      <p className="line-clamp-2 text-sm text-slate-700">{description || "La méta-description apparaîtra ici."}</p>
    </figure>
  );
}
