// The pieces of the import screen: the upload form, the dry run's table, the commit form.
import { Form } from "react-router";
import { inputClass, labelClass } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { type Column, DataTable } from "~/components/admin/kit/data-table";
import { Badge } from "~/components/admin/kit/page";
import { Icon } from "~/components/ui/icon";
import { IMPORT_KIND_LABELS, IMPORT_OUTCOME_LABELS, type ImportCounts, type ImportKind, type ImportOutcome, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "~/lib/territory/transfer";

export type PreviewRow = { kind: ImportKind; index: number; key: string; name: string; outcome: ImportOutcome; reasons: Array<string>; changes: Array<string> };

const OUTCOME_TONES = { created: "green", updated: "blue", unchanged: "slate", error: "red" } as const;

const EXAMPLE = `{
  "cities": [
    {
      "name": "Laval",
      "slug": "laval",
      "departmentCode": "53",
      "zipCode": "53000",
      "description": "Préfecture de la Mayenne, sur les schistes du Massif armoricain."
    }
  ]
}`;

export function ImportForm({ kind, text }: { kind: ImportKind | null; text: string }) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <input type="hidden" name="intent" value="preview" />
      <div>
        <label htmlFor="import-file" className={labelClass}>
          Fichier JSON
        </label>
        <input id="import-file" name="file" type="file" accept=".json,application/json" aria-describedby="import-file-aide" className={`mt-1 ${inputClass} text-sm`} />
        <p id="import-file-aide" className="mt-1 text-xs text-slate-500">
          {MAX_IMPORT_BYTES / 1024 / 1024} Mo et {MAX_IMPORT_ROWS} lignes au maximum. Le format est celui de l'export.
        </p>
      </div>
      <div>
        <label htmlFor="import-json" className={labelClass}>
          Ou collez le JSON
        </label>
        <textarea id="import-json" name="json" rows={8} defaultValue={text} spellCheck={false} className={`mt-1 font-mono text-xs ${inputClass} text-sm`} />
      </div>
      <div>
        <label htmlFor="import-kind" className={labelClass}>
          Type des lignes d'une liste seule
        </label>
        <select id="import-kind" name="kind" defaultValue={kind ?? ""} aria-describedby="import-kind-aide" className={`mt-1 ${inputClass} text-sm`}>
          <option value="">Indiqué par le fichier (« regions », « departments », « cities »)</option>
          {(Object.keys(IMPORT_KIND_LABELS) as Array<ImportKind>).map((k) => (
            <option key={k} value={k}>
              {IMPORT_KIND_LABELS[k].many}
            </option>
          ))}
        </select>
        <p id="import-kind-aide" className="mt-1 text-xs text-slate-500">
          Seulement si le JSON est une liste [ … ] sans les clés « regions », « departments » ou « cities ».
        </p>
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-brand-700">Format attendu</summary>
        <div className="mt-2 space-y-2">
          <p>
            Un objet avec une ou plusieurs listes : <code>regions</code> (name, code et slug obligatoires), <code>departments</code> (name, code et regionCode obligatoires) et{" "}
            <code>cities</code> (name, slug et departmentCode obligatoires). Les régions et départements sont reconnus par leur code, les villes par leur slug ; un champ absent
            garde sa valeur actuelle. Les autres champs sont ceux de l'export (description, geologicalContext, keyServices…).
          </p>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{EXAMPLE}</pre>
        </div>
      </details>
      <SubmitButton intent="preview" pendingLabel="Vérification...">
        <Icon name="search" className="size-4" />
        Vérifier (simulation)
      </SubmitButton>
    </Form>
  );
}

const columns: Array<Column<PreviewRow>> = [
  { key: "kind", header: "Type", cell: (r) => IMPORT_KIND_LABELS[r.kind].one },
  { key: "index", header: "N°", cell: (r) => r.index },
  { key: "key", header: "Code ou slug", className: "font-mono", cell: (r) => r.key || "—" },
  { key: "name", header: "Nom", rowHeader: true, cell: (r) => r.name || "—" },
  { key: "outcome", header: "Résultat", cell: (r) => <Badge tone={OUTCOME_TONES[r.outcome]}>{IMPORT_OUTCOME_LABELS[r.outcome]}</Badge> },
  {
    key: "detail",
    header: "Détail",
    cell: (r) =>
      r.outcome === "error" ? (
        <ul className="text-red-800">
          {r.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : r.outcome === "updated" ? (
        `Champs modifiés : ${r.changes.join(", ")}`
      ) : (
        ""
      ),
  },
];

export function DryRun({ rows, counts, payload, kind, source }: { rows: Array<PreviewRow>; counts: ImportCounts; payload: string; kind: ImportKind | null; source: string }) {
  return (
    <section aria-labelledby="simulation" className="space-y-4">
      <h2 id="simulation" className="text-lg font-semibold text-slate-900">
        Simulation : {source}
      </h2>
      <Banner tone={counts.errors > 0 ? "warning" : "info"}>
        <p>
          {counts.created} à créer, {counts.updated} à mettre à jour, {counts.unchanged} inchangé{counts.unchanged > 1 ? "s" : ""}, {counts.errors} en erreur
          {counts.errors > 0 ? " (ces lignes seront ignorées)" : ""}. Rien n'a encore été enregistré.
        </p>
      </Banner>
      <DataTable caption="Ce que ferait l'import, ligne par ligne" columns={columns} rows={rows} rowKey={(r) => `${r.kind}-${r.index}`} />
      {counts.imported > 0 ? (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="commit" />
          <input type="hidden" name="payload" value={payload} />
          <input type="hidden" name="kind" value={kind ?? ""} />
          <input type="hidden" name="source" value={source} />
          <SubmitButton intent="commit" pendingLabel="Import en cours...">
            <Icon name="upload" className="size-4" />
            Importer
          </SubmitButton>
          <p className="text-sm text-slate-600">
            Enregistre {counts.imported} ligne{counts.imported > 1 ? "s" : ""} valide{counts.imported > 1 ? "s" : ""} ; les pages publiques suivent aussitôt.
          </p>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">Rien à importer : aucune ligne ne serait créée ni modifiée.</p>
      )}
    </section>
  );
}

export function ImportReportCard({ summary, errorRows, at, by }: { summary: string; errorRows: Array<string>; at: string; by: string | null }) {
  return (
    <section aria-labelledby="rapport" className="mb-6 space-y-3">
      <h2 id="rapport" className="sr-only">
        Rapport d'import
      </h2>
      <Banner tone={errorRows.length > 0 ? "warning" : "success"}>
        <p className="font-semibold">{summary}</p>
        <p className="mt-1 text-xs">
          {at}
          {by ? ` par ${by}` : ""}
        </p>
      </Banner>
      {errorRows.length > 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <p className="font-semibold text-slate-900">Lignes ignorées</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
            {errorRows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <a href="/admin/territorial-import" className={buttonClass("link")}>
        Importer un autre fichier
      </a>
    </section>
  );
}
