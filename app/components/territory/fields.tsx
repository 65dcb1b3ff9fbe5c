// Pieces shared by the region, department and city forms.
import { type FieldMetadata, type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { FormFooter, FormStatus, type FormTab, FormTabs, VersionInput } from "~/components/admin/kit/form-screen";
import { ListField } from "~/components/admin/kit/list-field";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { Conflict } from "~/lib/admin/concurrency";
import { TERRITORY_MESSAGES } from "~/lib/territory/schema";

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

/**
 * The page form of a region, a department or a city: the version it was loaded at, the
 * form error or the newer version, the tabs, and 'Annuler' back to the list / 'Enregistrer'.
 */
export function TerritoryForm<Schema extends Record<string, unknown>>({
  form,
  lastResult,
  version,
  conflict,
  label,
  tabs,
  cancelHref,
}: {
  form: FormMetadata<Schema, Array<string>>;
  /** The action's last answer: a failed save is said in a toast too (the form's error, or the generic one). */
  lastResult?: SubmissionResult<Array<string>> | null;
  /** Absent for a new record. */
  version?: number;
  conflict?: Conflict | null;
  /** The tab list's name ("Sections de la ville"). */
  label: string;
  tabs: Array<FormTab>;
  cancelHref: string;
}) {
  useErrorToast(lastResult ?? undefined, form.errors?.[0] ?? (lastResult?.error ? TERRITORY_MESSAGES.saveFailed : null));
  return (
    <Form method="post" {...getFormProps(form)}>
      {version ? <VersionInput value={version} /> : null}
      <FormStatus errors={form.errors} conflict={conflict} />
      <FormTabs label={label} errors={form.allErrors} tabs={tabs} />
      <FormFooter cancelHref={cancelHref} />
    </Form>
  );
}

/** The "Contexte géologique" tab every territory form has. */
export function geologyTab(field: FieldMetadata<string | undefined>): FormTab {
  return { id: "geology", label: "Contexte géologique", fields: ["geologicalContext"], content: <GeologyField field={field} /> };
}
