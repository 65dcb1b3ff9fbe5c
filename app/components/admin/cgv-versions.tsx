// « Versions des CGV » under the CGV page's form (docs/decisions/630-cgv-versions.md): every
// published version (number, date, who, SHA-256), and « Publier comme nouvelle version des
// CGV » when the page's saved text differs from the version in force (super admins only).
// A plain form: works without JavaScript.
import { Form } from "react-router";
import { VersionsSection } from "~/components/admin/kit/revisions";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { formatDateTime } from "~/lib/admin/format";

export type CgvPanelData = {
  versions: Array<{ version: number; sha256: string; publishedAt: Date; publishedBy: string | null }>;
  /** The saved text differs from the version in force. */
  pending: boolean;
  canPublish: boolean;
};

export function CgvVersionsPanel({ cgv, error }: { cgv: CgvPanelData; error?: string | null }) {
  const next = (cgv.versions[0]?.version ?? 0) + 1;
  return (
    <VersionsSection
      id="cgv-versions-title"
      title="Versions des CGV"
      intro="Enregistrer la page prépare le texte ; seule une version publiée s'applique. Chaque devis envoyé reproduit la version en vigueur en dernières pages de son PDF, et l'acceptation enregistre son numéro et son empreinte SHA-256. Une version publiée n'est jamais modifiée."
      error={error}
    >
      {cgv.versions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Aucune version publiée : les devis ne peuvent pas être envoyés avant la première.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {cgv.versions.map((v, index) => (
            <li key={v.version} className="py-2 text-sm">
              <span className="font-medium text-slate-900">
                Version {v.version}
                {index === 0 ? " (en vigueur)" : ""}
              </span>
              <span className="text-slate-600">
                {" "}
                — publiée le {formatDateTime(v.publishedAt)} par {v.publishedBy ?? "l'installation du site"}
              </span>
              <span className="block break-all font-mono text-xs text-slate-500">SHA-256 {v.sha256}</span>
            </li>
          ))}
        </ul>
      )}
      {cgv.pending ? (
        cgv.canPublish ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="publish-cgv" />
            <SubmitButton intent="publish-cgv" pendingLabel="Publication...">
              Publier le texte enregistré comme version {next} des CGV
            </SubmitButton>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-slate-700">Le texte enregistré diffère de la version en vigueur : un super administrateur peut le publier comme version {next}.</p>
        )
      ) : (
        <p className="mt-4 text-sm text-slate-600">Le texte enregistré est celui de la version en vigueur.</p>
      )}
    </VersionsSection>
  );
}
