// The simulator catalogue: the create / edit form of a service, and the table of what
// each project nature makes mandatory or recommends.
import type { SubmissionResult } from "@conform-to/react";
import type { Conflict } from "~/lib/admin/concurrency";
import { formatEuro } from "~/lib/admin/format";
import { type CatalogueFormValues, createCatalogueSchema, updateCatalogueSchema } from "~/lib/simulator/catalogue-schema";
import { rulesOf } from "~/lib/simulator/rules";
import type { CatalogueItem } from "~/lib/simulator/selection";
import { projectNatures, ruleLevels } from "~/lib/simulator/rules";
import { DialogForm } from "./kit/dialog-form";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { tableClass } from "./kit/data-table";
import { useAdminForm } from "~/lib/admin/use-admin-form";

type Item = CatalogueItem & {
  version: number;
  isActive: boolean;
  displayOrder: number;
  programme: string | null;
  deliverables: string | null;
  exclusions: string | null;
  clientInputs: string | null;
  deliveryWeeks: number | null;
  decennial: boolean;
};

const RULE_OPTIONS = [{ value: "", label: "Complémentaire" }, ...ruleLevels];

export function CatalogueForm({ item, lastResult, conflict }: { item?: Item | null; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict | null }) {
  const schema = item ? updateCatalogueSchema : createCatalogueSchema;
  const [form, fields] = useAdminForm<typeof schema, CatalogueFormValues>(schema, {
    id: item ? `catalogue-${item.id}` : "catalogue-new",
    lastResult,
    defaultValue: item
      ? {
          ...item,
          programme: item.programme ?? "",
          deliverables: item.deliverables ?? "",
          exclusions: item.exclusions ?? "",
          clientInputs: item.clientInputs ?? "",
          deliveryWeeks: item.deliveryWeeks ?? undefined,
          rules: rulesOf(item),
        }
      : {
          name: "",
          description: "",
          programme: "",
          deliverables: "",
          exclusions: "",
          clientInputs: "",
          deliveryWeeks: undefined,
          decennial: false,
          basePrice: undefined,
          rules: {},
          isActive: true,
          displayOrder: 0,
        },
  });
  const rulesFields = fields.rules.getFieldset();
  return (
    <DialogForm form={form} record={item} conflict={conflict}>
      {item ? (
        <TextField
          variant="admin"
          disabled
          id={`catalogue-${item.id}-key`}
          label="Identifiant"
          defaultValue={item.id}
          description="Repris dans les simulations enregistrées : il ne change pas."
        />
      ) : (
        <TextField variant="admin" field={fields.id} label="Identifiant" isRequired placeholder="g2-pro" description="Court et définitif, par exemple « essai-plaque »." />
      )}
      <TextField variant="admin" field={fields.name} label="Nom de la prestation" isRequired />
      <TextAreaField variant="admin" field={fields.description} label="Description" rows={3} description="Affichée sous le nom dans le simulateur." />
      <TextAreaField
        variant="admin"
        field={fields.programme}
        label="Programme d'investigations (devis)"
        rows={2}
        description="Repris par défaut sur chaque devis de cette mission, modifiable devis par devis : nombre, nature et profondeur des sondages et essais (ex. « 2 sondages à la pelle mécanique à 3 m, 1 sondage pressiométrique à 10 m »)."
      />
      <TextAreaField
        variant="admin"
        field={fields.deliverables}
        label="Livrables"
        rows={2}
        description="Ce que le client reçoit (rapport, coupes, notes de calcul…) : imprimé sur l'estimation et le devis, affiché dans le simulateur et sur la page du service."
      />
      <TextAreaField
        variant="admin"
        field={fields.exclusions}
        label="Non compris"
        rows={2}
        description="Ce que la mission ne comprend pas, selon la norme NF P 94-500 (novembre 2013)."
      />
      <TextAreaField variant="admin" field={fields.clientInputs} label="À fournir par le client" rows={2} description="Plans, accès, documents attendus avant l'intervention." />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField
          variant="admin"
          field={fields.deliveryWeeks}
          label="Délai de la mission (semaines)"
          type="number"
          inputMode="numeric"
          step="1"
          description="Délai par défaut du devis : le plus long de ses missions, modifiable devis par devis."
        />
        <CheckboxField
          variant="admin"
          field={fields.decennial}
          label="Mission de conception ou d'exécution (G2 à G5) : le devis imprime l'assurance décennale (article 1792-1 du Code civil)"
        />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField variant="admin" field={fields.basePrice} label="Prix (€ HT)" type="number" inputMode="numeric" isRequired step="1" />
        <TextField variant="admin" field={fields.displayOrder} label="Ordre d'affichage" type="number" inputMode="numeric" />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Règle par nature de projet</legend>
        <p className="mt-1 text-xs text-slate-500">
          Obligatoire : incluse d'office à l'étape « Services », elle ne peut pas être retirée (et le serveur l'ajoute si elle manque). Recommandée : proposée et cochée d'avance.
          Complémentaire : proposée sans être cochée.
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {projectNatures.map((nature) => (
            <SelectField variant="admin" key={nature.value} field={rulesFields[nature.value]} label={nature.label} options={RULE_OPTIONS} />
          ))}
        </div>
      </fieldset>
      <CheckboxField variant="admin" field={fields.isActive} label="Active" description="Une prestation inactive n'est plus proposée dans le simulateur." />
    </DialogForm>
  );
}

type Entry = { id: string; name: string; basePrice: number };
type MatrixRow = { nature: string; label: string; mandatory: Array<Entry>; recommended: Array<Entry> };

function Entries({ entries, empty }: { entries: Array<Entry>; empty: string }) {
  if (entries.length === 0) return <span className="text-slate-500">{empty}</span>;
  return (
    <ul className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.name} <span className="whitespace-nowrap text-slate-500">({formatEuro(entry.basePrice)} HT)</span>
        </li>
      ))}
    </ul>
  );
}

export function RecommendationMatrix({ rows }: { rows: Array<MatrixRow> }) {
  return (
    <section aria-labelledby="matrix-title" className="mt-10">
      <h2 id="matrix-title" className="text-lg font-semibold text-slate-900">
        Prestations par nature de projet
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ce que le simulateur inclut d'office (obligatoires) et propose (recommandées) à l'étape « Services », selon la nature du projet choisie.
      </p>
      <div className={`mt-4 ${tableClass.wrapper}`}>
        <table className={tableClass.table}>
          <caption className="sr-only">Prestations obligatoires et recommandées par nature de projet</caption>
          <thead>
            <tr>
              <th scope="col" className={tableClass.th}>
                Nature du projet
              </th>
              <th scope="col" className={tableClass.th}>
                Obligatoires
              </th>
              <th scope="col" className={tableClass.th}>
                Recommandées
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.nature} className={tableClass.row}>
                <th scope="row" className={`${tableClass.td} text-left font-medium text-slate-900`}>
                  {row.label}
                </th>
                <td className={tableClass.td}>
                  <Entries entries={row.mandatory} empty="Aucune" />
                </td>
                <td className={tableClass.td}>
                  <Entries entries={row.recommended} empty="Aucune" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
