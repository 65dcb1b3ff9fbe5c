import type { SubmissionResult } from "@conform-to/react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import type { Conflict } from "~/lib/admin/concurrency";
import { departmentFormSchema } from "~/lib/territory/schema";
import { TextListField, TerritoryForm, geologyTab } from "./fields";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import type { DepartmentRow } from "~/lib/territory/schema";

/** A department as its form shows it: the row the import carries, its region by id, with its id and version once saved. */
export type DepartmentFormValues = Omit<DepartmentRow, "regionCode"> & { id?: number; version?: number; regionId: number | null };

export function DepartmentForm({
  department,
  regions,
  lastResult,
  conflict,
}: {
  department: DepartmentFormValues;
  regions: ReadonlyArray<{ value: string; label: string }>;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const { id: _id, version: _version, ...values } = department;
  const [form, fields] = useAdminForm(departmentFormSchema, {
    id: `department-${department.id ?? "new"}`,
    lastResult,
    defaultValue: { ...values, regionId: department.regionId ? String(department.regionId) : "" },
  });
  return (
    <TerritoryForm
      form={form}
      lastResult={lastResult}
      version={department.version}
      conflict={conflict}
      label="Sections du département"
      cancelHref="/admin/departments"
      tabs={[
        {
          id: "general",
          label: "Général",
          fields: ["code", "name", "regionId", "description"],
          content: (
            <>
              <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                <TextField variant="admin" field={fields.code} label="Code" description="« 01 », « 2A », « 974 »… Unique." />
                <TextField variant="admin" field={fields.name} label="Nom" />
              </div>
              <SelectField variant="admin" field={fields.regionId} label="Région" options={[{ value: "", label: "Choisir une région" }, ...regions]} />
              <TextAreaField
                variant="admin"
                field={fields.description}
                label="Description"
                rows={4}
                description="En-tête de la page /departements/{code} ; coupée à 100 caractères sur la page de la région."
              />
            </>
          ),
        },
        geologyTab(fields.geologicalContext),
        {
          id: "services",
          label: "Services et risques",
          fields: ["keyServices", "specificRisks", "specificServices"],
          content: (
            <>
              <TextListField form={form} field={fields.keyServices} legend="Services clés" addLabel="Ajouter un service" itemLabel="Service" />
              <TextListField form={form} field={fields.specificRisks} legend="Risques spécifiques" addLabel="Ajouter un risque" itemLabel="Risque" />
              <TextListField form={form} field={fields.specificServices} legend="Prestations spécifiques" addLabel="Ajouter une prestation" itemLabel="Prestation" />
            </>
          ),
        },
      ]}
    />
  );
}
