// "Versions précédentes" under an edit form (articles, services, pages): every earlier
// version with who saved it and when, each with 'Restaurer' (a plain form: works without
// JavaScript). The action answers the `restore` intent.
import { Form } from "react-router";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { formatDateTime } from "~/lib/admin/format";
import type { RevisionItem } from "~/lib/admin/revisions.server";

/**
 * The frame of a panel of versions under a form (this one, « Versions des CGV »): its heading
 * (`<id>`), what a version means there, and the error of its action.
 */
export function VersionsSection({ id, title, intro, error, children }: { id: string; title: string; intro: React.ReactNode; error?: string | null; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {error ? (
        <div className="mt-3">
          <Banner tone="error">{error}</Banner>
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function RevisionsPanel({ version, revisions, error }: { version: number; revisions: Array<RevisionItem>; error?: string }) {
  return (
    <VersionsSection
      id="revisions-title"
      title="Versions précédentes"
      intro="Chaque enregistrement conserve la version qu'il remplace. Restaurer une version la rend actuelle ; la version actuelle est gardée elle aussi."
      error={error}
    >
      {revisions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Aucune version précédente.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">Version {revision.version}</span>
                <span className="text-slate-600">
                  {" "}
                  — enregistrée le {formatDateTime(revision.savedAt)} par {revision.savedBy ?? "un compte supprimé"}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revisionId" value={revision.id} />
                <input type="hidden" name="version" value={version} />
                <SubmitButton intent="restore" pendingLabel="Restauration...">
                  Restaurer<span className="sr-only"> la version {revision.version}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </VersionsSection>
  );
}
