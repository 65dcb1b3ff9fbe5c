import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { CheckboxField, TextAreaField, TextField } from "~/components/ui/field";
import { ListField } from "~/components/admin/kit/list-field";
import { SlugField } from "~/components/admin/kit/slug-field";
import type { Conflict } from "~/lib/admin/concurrency";
import { formatFormNumber, regionFormSchema } from "~/lib/territory/schema";
import { NUMBER_HELP, TextListField, TerritoryForm, geologyTab } from "./fields";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import type { CaseStudyRow, KeyProjectRow, RegionRow } from "~/lib/territory/schema";

/** A region as its form shows it: the row the import and export also carry, with its id and version once saved. */
export type RegionFormValues = RegionRow & { id?: number; version?: number };

export function RegionForm({ region, lastResult, conflict }: { region: RegionFormValues; lastResult?: SubmissionResult<Array<string>>; conflict?: Conflict | null }) {
  const { id: _id, version: _version, ...values } = region;
  const [form, fields] = useAdminForm(regionFormSchema, {
    id: `region-${region.id ?? "new"}`,
    lastResult,
    defaultValue: {
      ...values,
      metropolitan: region.metropolitan ? "on" : undefined,
      areaKm2: formatFormNumber(region.areaKm2),
      population: formatFormNumber(region.population),
    },
  });
  const projects = fields.keyProjects as FieldMetadata<Array<KeyProjectRow> | undefined>;
  const studies = fields.caseStudies as FieldMetadata<Array<CaseStudyRow> | undefined>;
  return (
    <TerritoryForm
      form={form}
      lastResult={lastResult}
      version={region.version}
      conflict={conflict}
      label="Sections de la région"
      cancelHref="/admin/regions"
      tabs={[
        {
          id: "general",
          label: "Général",
          fields: ["name", "code", "slug", "metropolitan", "areaKm2", "population", "description", "intro"],
          content: (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField variant="admin" field={fields.name} label="Nom" />
                <TextField variant="admin" field={fields.code} label="Code INSEE" description="Deux chiffres (ex. 11 pour l'Île-de-France). Unique." />
              </div>
              <SlugField
                field={fields.slug}
                sourceId={fields.name.id}
                description="Adresse de la page : /regions/{slug}. Rempli à partir du nom tant que vous ne le modifiez pas. Unique."
              />
              <CheckboxField
                variant="admin"
                field={fields.metropolitan as FieldMetadata<string | undefined>}
                label="Région métropolitaine"
                description="Décochez pour une région d'outre-mer (affichée à part sur la carte)."
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField variant="admin" field={fields.areaKm2} label="Superficie (km²)" inputMode="decimal" description={NUMBER_HELP} />
                <TextField variant="admin" field={fields.population} label="Population (habitants)" inputMode="numeric" description={NUMBER_HELP} />
              </div>
              <TextAreaField
                variant="admin"
                field={fields.description}
                label="Description"
                rows={3}
                description="Une à trois phrases : en-tête de la page et carte de la région (coupée à 120 caractères sur la liste des régions)."
              />
              <TextAreaField variant="admin" field={fields.intro} label="Introduction" rows={8} description="Paragraphes séparés par une ligne vide." />
            </>
          ),
        },
        geologyTab(fields.geologicalContext),
        {
          id: "services",
          label: "Services et risques",
          fields: ["keyServices", "specificRisks", "specificServices", "specificChallenges"],
          content: (
            <>
              <TextListField form={form} field={fields.keyServices} legend="Services clés" addLabel="Ajouter un service" itemLabel="Service" />
              <TextListField form={form} field={fields.specificRisks} legend="Risques spécifiques" addLabel="Ajouter un risque" itemLabel="Risque" />
              <TextListField form={form} field={fields.specificServices} legend="Prestations spécifiques" addLabel="Ajouter une prestation" itemLabel="Prestation" />
              <TextListField form={form} field={fields.specificChallenges} legend="Défis spécifiques" addLabel="Ajouter un défi" itemLabel="Défi" />
            </>
          ),
        },
        {
          id: "projects",
          label: "Projets et références",
          fields: ["keyProjects", "caseStudies"],
          content: (
            <>
              <ListField
                form={form}
                field={projects}
                legend="Projets clés"
                addLabel="Ajouter un projet"
                itemLabel={(i) => `Projet ${i + 1}`}
                defaultItem={{ title: "", description: "", location: "" }}
              >
                {(item) => {
                  const project = item.getFieldset();
                  return (
                    <>
                      <TextField variant="admin" field={project.title} label="Titre" />
                      <TextAreaField variant="admin" field={project.description} label="Description" rows={3} />
                      <TextField variant="admin" field={project.location} label="Lieu" />
                    </>
                  );
                }}
              </ListField>
              <ListField
                form={form}
                field={studies}
                legend="Études de cas (références récentes)"
                addLabel="Ajouter une étude de cas"
                itemLabel={(i) => `Étude de cas ${i + 1}`}
                defaultItem={{ title: "", description: "" }}
              >
                {(item) => {
                  const study = item.getFieldset();
                  return (
                    <>
                      <TextField variant="admin" field={study.title} label="Titre" />
                      <TextAreaField variant="admin" field={study.description} label="Description" rows={3} />
                    </>
                  );
                }}
              </ListField>
            </>
          ),
        },
      ]}
    />
  );
}
