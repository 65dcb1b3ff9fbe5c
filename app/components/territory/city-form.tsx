import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { ListField } from "~/components/admin/kit/list-field";
import { SlugField } from "~/components/admin/kit/slug-field";
import type { Conflict } from "~/lib/admin/concurrency";
import { cityFormSchema, formatFormNumber, RISK_SUMMARY_MODE_LABELS, RISK_SUMMARY_MODES, RISK_SUMMARY_TEXT_MAX } from "~/lib/territory/schema";
import { NUMBER_HELP, TextListField, TerritoryForm, geologyTab } from "./fields";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import type { CityReferenceRow, CityRow, CityTestimonialRow } from "~/lib/territory/schema";

/** A city as its form shows it: the row the import carries, its department by id, with its id and version once saved. */
export type CityFormValues = Omit<CityRow, "departmentCode"> & { id?: number; version?: number; departmentId: number | null };

const MODE_OPTIONS = RISK_SUMMARY_MODES.map((mode) => ({ value: mode, label: RISK_SUMMARY_MODE_LABELS[mode] }));

const checkbox = (value: boolean) => (value ? "on" : undefined);

export function CityForm({
  city,
  departments,
  lastResult,
  conflict,
}: {
  city: CityFormValues;
  departments: ReadonlyArray<{ value: string; label: string }>;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const { id: _id, version: _version, ...values } = city;
  const [form, fields] = useAdminForm(cityFormSchema, {
    id: `city-${city.id ?? "new"}`,
    lastResult,
    defaultValue: {
      ...values,
      departmentId: city.departmentId ? String(city.departmentId) : "",
      population: formatFormNumber(city.population),
      areaKm2: formatFormNumber(city.areaKm2),
      inseeCode: city.inseeCode ?? "",
      latitude: formatFormNumber(city.latitude),
      longitude: formatFormNumber(city.longitude),
      references: city.references.map((r) => ({ ...r, isActive: checkbox(r.isActive) })),
      testimonials: city.testimonials.map((t) => ({ ...t, isActive: checkbox(t.isActive) })),
    },
  });
  const references = fields.references as FieldMetadata<Array<CityReferenceRow> | undefined>;
  const testimonials = fields.testimonials as FieldMetadata<Array<CityTestimonialRow> | undefined>;
  return (
    <TerritoryForm
      form={form}
      lastResult={lastResult}
      version={city.version}
      conflict={conflict}
      label="Sections de la ville"
      cancelHref="/admin/cities"
      tabs={[
        {
          id: "general",
          label: "Général",
          fields: ["name", "slug", "departmentId", "zipCode", "population", "areaKm2", "description"],
          content: (
            <>
              <TextField variant="admin" field={fields.name} label="Nom" />
              <SlugField
                field={fields.slug}
                sourceId={fields.name.id}
                description="Adresse de la page : /villes/{slug}. Rempli à partir du nom tant que vous ne le modifiez pas. Unique."
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField variant="admin" field={fields.departmentId} label="Département" options={[{ value: "", label: "Choisir un département" }, ...departments]} />
                <TextField variant="admin" field={fields.zipCode} label="Code postal" inputMode="numeric" />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField variant="admin" field={fields.population} label="Population (habitants)" inputMode="numeric" description={NUMBER_HELP} />
                <TextField variant="admin" field={fields.areaKm2} label="Superficie (km²)" inputMode="decimal" description={NUMBER_HELP} />
              </div>
              <TextAreaField
                variant="admin"
                field={fields.description}
                label="Description"
                rows={3}
                description="En-tête de la page de la ville ; coupée à 100 caractères sur la page du département."
              />
            </>
          ),
        },
        geologyTab(fields.geologicalContext),
        {
          id: "services",
          label: "Services",
          fields: ["keyServices"],
          content: <TextListField form={form} field={fields.keyServices} legend="Services clés" addLabel="Ajouter un service" itemLabel="Service" />,
        },
        {
          id: "risks",
          label: "Risques du sol",
          fields: ["inseeCode", "latitude", "longitude", "riskSummaryMode", "riskSummaryText"],
          content: (
            <>
              <p className="text-sm text-slate-600">
                La page de la ville peut résumer l'exposition de la commune (argiles, sismicité, radon, arrêtés de catastrophe naturelle), lue sur Géorisques au point de référence
                ci-dessous, avec un lien vers « Mon terrain est-il concerné ? ». Sans coordonnées, aucun résumé automatique n'est affiché.
              </p>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField variant="admin" field={fields.inseeCode} label="Code INSEE" description="5 caractères, ex. 75056 ou 2A004 (différent du code postal)." />
                <TextField variant="admin" field={fields.latitude} label="Latitude" inputMode="decimal" description="En degrés décimaux, ex. 48,8566." />
                <TextField variant="admin" field={fields.longitude} label="Longitude" inputMode="decimal" description="En degrés décimaux, ex. 2,3522." />
              </div>
              <SelectField variant="admin" field={fields.riskSummaryMode} label="Résumé des risques sur la page" options={MODE_OPTIONS} />
              <TextAreaField
                variant="admin"
                field={fields.riskSummaryText}
                label="Texte personnalisé"
                rows={4}
                description={`Affiché à la place du résumé automatique quand « ${RISK_SUMMARY_MODE_LABELS.custom} » est choisi (texte brut, ${RISK_SUMMARY_TEXT_MAX.toLocaleString("fr-FR")} caractères au maximum).`}
              />
            </>
          ),
        },
        {
          id: "references",
          label: "Références et témoignages",
          fields: ["references", "testimonials"],
          content: (
            <>
              <ListField
                form={form}
                field={references}
                legend="Projets de référence"
                description="Seules les références actives apparaissent sur la page publique."
                addLabel="Ajouter une référence"
                itemLabel={(i) => `Référence ${i + 1}`}
                defaultItem={{ name: "", description: "", isActive: "on" } as never}
              >
                {(item) => {
                  const reference = item.getFieldset();
                  return (
                    <>
                      <TextField variant="admin" field={reference.name} label="Nom du projet" />
                      <TextAreaField variant="admin" field={reference.description} label="Description" rows={3} />
                      <CheckboxField variant="admin" field={reference.isActive as FieldMetadata<string | undefined>} label="Actif (affiché sur la page)" />
                    </>
                  );
                }}
              </ListField>
              <ListField
                form={form}
                field={testimonials}
                legend="Témoignages"
                description="Seuls les témoignages actifs apparaissent sur la page publique."
                addLabel="Ajouter un témoignage"
                itemLabel={(i) => `Témoignage ${i + 1}`}
                defaultItem={{ text: "", author: "", role: "", isActive: "on" } as never}
              >
                {(item) => {
                  const testimonial = item.getFieldset();
                  return (
                    <>
                      <TextAreaField variant="admin" field={testimonial.text} label="Texte" rows={3} />
                      <div className="grid gap-4 sm:grid-cols-2">
                        <TextField variant="admin" field={testimonial.author} label="Auteur" />
                        <TextField variant="admin" field={testimonial.role} label="Fonction" />
                      </div>
                      <CheckboxField variant="admin" field={testimonial.isActive as FieldMetadata<string | undefined>} label="Actif (affiché sur la page)" />
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
