// Pieces shared by the region, department and city forms.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { TextAreaField, TextField } from "~/components/ui/field";
import { ListField } from "~/components/admin/kit/list-field";

/** A list of short texts (services, risks…), each item one line of the public page. */
export function TextListField<Schema extends Record<string, unknown>>({
  form,
  field: meta,
  legend,
  addLabel,
  itemLabel,
  description,
}: {
  form: FormMetadata<Schema>;
  field: FieldMetadata<Array<string | undefined> | undefined>;
  legend: string;
  addLabel: string;
  itemLabel: string;
  description?: string;
}) {
  return (
    <ListField
      form={form}
      field={meta}
      legend={legend}
      addLabel={addLabel}
      itemLabel={(index) => `${itemLabel} ${index + 1}`}
      defaultItem=""
      description={description}
      emptyLabel="Aucun élément : la section n'apparaît pas sur la page."
    >
      {(item, index) => <TextField variant="admin" field={item} label={`${itemLabel} ${index + 1}`} />}
    </ListField>
  );
}

export const GEOLOGY_HELP =
  "Texte brut, une idée par phrase terminée par un point : la page publique range chaque phrase dans un thème (contexte général, formations, relief, hydrologie, enjeux géotechniques) d'après ses mots-clés.";

/** The geological context, a plain text that the public pages split into themed sections. */
export function GeologyField({ field }: { field: FieldMetadata<string | undefined> }) {
  return <TextAreaField variant="admin" field={field} label="Contexte géologique" rows={12} description={GEOLOGY_HELP} />;
}

/** The numbers fields take French formats ("52,81"; "143 000"). */
export const NUMBER_HELP = "Laisser vide si inconnu (la page affiche alors « N/A » dans l'administration).";
