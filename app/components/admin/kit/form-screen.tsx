// The admin form kit: what an edit screen is made of beyond plain fields (~/components/ui/field.tsx).
// Everything here works without JavaScript: tabs show as stacked sections, list fields
// add/remove/reorder through conform's intent buttons (a round trip to the action),
// the slug is derived on the server when left empty.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link, useLocation, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type Conflict, conflictMessage } from "~/lib/admin/concurrency";
import { type ContentKind, PUBLISH_MESSAGES, type PublishButton, publishButtons, type StoredState, unpublishQuestion } from "~/lib/content/publishing";
import { slugify } from "~/lib/content/rules";
import type { PlaceholderChip } from "~/lib/settings/placeholders";
import { Description, FieldErrors, inputClass, labelClass, Labelled, RequiredMark } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "./submit-button";
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
          <a href={`${location.pathname}${location.search}`} className={`mt-2 ${buttonClass("link")}`}>
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
      <Link to={cancelHref} className={buttonClass("secondary")}>
        Annuler
      </Link>
      <SubmitButton intent={intent} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

/**
 * The first submit button of an edit form, out of sight: pressing Enter in a field
 * triggers a form's first submit button, so it must be a harmless one (save the draft,
 * or update what is already published), never 'Repasser en brouillon' or a list button.
 */
export function DefaultIntent({ stored, scheduling = false }: { stored: StoredState; scheduling?: boolean }) {
  const intent = stored === "draft" ? "draft" : publishButtons(stored, scheduling).primary.intent;
  return <button type="submit" name="intent" value={intent} tabIndex={-1} aria-hidden="true" className="sr-only" />;
}

function IntentButton({
  button,
  tone,
  onClick,
  buttonRef,
}: {
  button: PublishButton;
  tone: "primary" | "secondary";
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === button.intent;
  return (
    <button
      ref={buttonRef}
      type="submit"
      name="intent"
      value={button.intent}
      onClick={onClick}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={buttonClass(tone)}
    >
      {pending ? (
        <>
          <span
            className={`size-4 animate-spin rounded-full border-2 ${tone === "primary" ? "border-white/40 border-t-white" : "border-slate-300 border-t-slate-700"}`}
            aria-hidden="true"
          />
          {button.pendingLabel}
        </>
      ) : (
        button.label
      )}
    </button>
  );
}

const STORED_LABELS: Record<StoredState, string> = { draft: "Brouillon", scheduled: "Programmé", published: "Publié" };

/**
 * The footer of an article, service or page form (docs/decisions/740): 'Annuler', then the
 * buttons of its state ('Enregistrer le brouillon' + 'Publier' or 'Programmer'; 'Repasser
 * en brouillon' + 'Mettre à jour'). Each posts its intent; 'Repasser en brouillon' asks
 * first once JavaScript runs (without it, the button saves straight away).
 */
export function PublishFooter({ kind, stored, scheduling = false, cancelHref }: { kind: ContentKind; stored: StoredState; scheduling?: boolean; cancelHref: string }) {
  const { primary, secondary } = publishButtons(stored, scheduling);
  const hydrated = useHydrated();
  const unpublish = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
      <p className="mr-auto text-sm text-slate-600">
        Statut actuel : <span className="font-semibold text-slate-800">{STORED_LABELS[stored]}</span>
      </p>
      <Link to={cancelHref} className={buttonClass("secondary")}>
        Annuler
      </Link>
      <IntentButton
        button={secondary}
        tone="secondary"
        buttonRef={unpublish}
        onClick={
          secondary.intent === "unpublish" && hydrated
            ? (event) => {
                event.preventDefault();
                setConfirming(true);
              }
            : undefined
        }
      />
      <IntentButton button={primary} tone="primary" />
      {confirming ? (
        <ModalOverlay
          isOpen
          isDismissable
          onOpenChange={setConfirming}
          className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center"
        >
          <Modal className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl outline-none">
            <Dialog role="alertdialog" className="outline-none">
              <Heading slot="title" className="text-lg font-semibold text-slate-900">
                {unpublishQuestion(kind)}
              </Heading>
              <p className="mt-3 text-sm text-slate-700">{PUBLISH_MESSAGES.unpublishConfirm}</p>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                {/* biome-ignore lint/a11y/noAutofocus: a confirmation of a destructive step opens on its safe answer (WAI-ARIA alertdialog pattern). */}
                <button type="button" autoFocus onClick={() => setConfirming(false)} className={buttonClass("secondary")}>
                  Annuler
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setConfirming(false);
                    const button = unpublish.current;
                    button?.form?.requestSubmit(button);
                  }}
                  className={buttonClass("danger")}
                >
                  Repasser en brouillon
                </button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}
    </div>
  );
}

/** What a kit control takes from its conform field (the fields of ~/components/ui/field.tsx do the same). */
type ControlledField = { id: string; name: string; initialValue?: unknown; errors?: Array<string>; descriptionId: string; errorId: string };

/**
 * A kit control's id, name, initial value and aria links to its description and errors.
 * `key` stays apart (React refuses it in a spread): `<input key={meta.key} {...controlProps(meta)} />`.
 */
function controlProps(meta: ControlledField) {
  const invalid = Boolean(meta.errors?.length);
  return {
    id: meta.id,
    name: meta.name,
    defaultValue: String(meta.initialValue ?? ""),
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${meta.descriptionId} ${meta.errorId}` : meta.descriptionId,
  };
}

/**
 * A slug derived from another field (title, name) by `slugify` while it is empty or
 * still equal to the slug of the previous source value; typing in it stops the
 * derivation. Without JavaScript, the action derives an empty slug from the source.
 */
export function SlugField({
  field: meta,
  sourceId,
  label = "Slug",
  description,
  locked,
}: {
  field: FieldMetadata<string | undefined>;
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
  return (
    <Labelled
      id={meta.id}
      label={label}
      description={
        description ??
        (locked
          ? "Adresse fixe : cette page a sa propre route."
          : "Rempli automatiquement à partir du titre tant que vous ne le modifiez pas. Lettres minuscules sans accent, chiffres et tirets.")
      }
      errors={meta.errors}
    >
      <input
        ref={input}
        key={meta.key}
        {...controlProps(meta)}
        readOnly={locked}
        spellCheck={false}
        autoCapitalize="none"
        className={`mt-1 font-mono ${inputClass} text-sm read-only:bg-slate-100`}
      />
    </Labelled>
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
    Boolean(
      errors &&
        tab.fields?.some((name) => Object.entries(errors).some(([key, list]) => list?.length && (key === name || key.startsWith(`${name}[`) || key.startsWith(`${name}.`)))),
    );
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
  field: meta,
  legend,
  addLabel,
  itemLabel,
  defaultItem,
  emptyLabel = "Aucun élément.",
  description,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: conform's form is generic over its schema; a list field serves any form.
  form: FormMetadata<any, any>;
  field: FieldMetadata<Array<Item> | undefined>;
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
                <button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })} disabled={index === items.length - 1} className={small}>
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
      <button {...form.insert.getButtonProps({ name: meta.name, defaultValue: defaultItem as never })} className={buttonClass("secondary")}>
        <Icon name="plus" className="size-4" />
        {addLabel}
      </button>
      <FieldErrors id={meta.id} errors={meta.errors} />
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
