// The frame of an admin edit screen: version and form status, the footer (save, publish),
// tabs and the search preview. Its fields come from ~/components/ui/field.tsx and the kit's
// widgets (slug-field, markdown-field, media-field, list-field). Everything works without
// JavaScript: tabs show as stacked sections.
import { useRef, useState, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Link, useLocation, useNavigation } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type Conflict, conflictMessage } from "~/lib/admin/concurrency";
import { type ContentKind, PUBLISH_MESSAGES, type PublishButton, publishButtons, type StoredState, unpublishQuestion } from "~/lib/content/publishing";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "./submit-button";
import { ScreenTabs } from "./tabs";

/** The version the form was loaded at (optimistic concurrency). */
export function VersionInput({ value }: { value: number }) {
  return <input type="hidden" name="version" value={value} />;
}

/** The hidden id and loaded version of the record a form edits; nothing for a new one. */
export function RecordInputs({ record }: { record?: { id: number | string; version: number } | null }) {
  if (!record) return null;
  return (
    <>
      <input type="hidden" name="id" value={record.id} />
      <VersionInput value={record.version} />
    </>
  );
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
