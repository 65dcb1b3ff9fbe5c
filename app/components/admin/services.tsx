// The service form: Général, Contenu (with FAQ and related links), SEO &
// Médias, Données structurées. Every panel stays mounted, so one submit saves them all.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { Conflict } from "~/lib/admin/concurrency";
import { createServiceSchema, SERVICE_ICONS, serviceFields, type ServiceFormValues, updateServiceSchema } from "~/lib/content/service-schema";
import type { PlaceholderChip } from "~/lib/settings/placeholders";
import { TextAreaField, TextField } from "~/components/ui/field";
import { DefaultIntent, FormStatus, PublishFooter, FormTabs, SearchPreview, RecordInputs } from "./kit/form-screen";
import { ListField } from "./kit/list-field";
import { MarkdownField } from "./kit/markdown-field";
import { MediaField } from "./kit/media-field";
import { SlugField } from "./kit/slug-field";
import { IconField } from "./kit/icon-field";
import { LengthCounter } from "./kit/length-counter";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export function ServiceForm({
  defaultValue,
  lastResult,
  conflict,
  target,
  published = false,
  origin,
  placeholders,
}: {
  defaultValue: ServiceFormValues;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
  /** The service edited (absent for a new one). */
  target?: { id: number; version: number };
  /** The stored status: it chooses the buttons ('Publier' or 'Mettre à jour'…). */
  published?: boolean;
  origin: string;
  placeholders?: ReadonlyArray<PlaceholderChip>;
}) {
  const schema = target ? updateServiceSchema : createServiceSchema;
  const [form, fields] = useAdminForm<typeof schema, ServiceFormValues & { id?: number; version?: number }>(schema, {
    id: target ? `service-${target.id}` : "service-new",
    lastResult,
    defaultValue,
    // The object, not the piped schema: conform cannot read constraints through a transform.
    constraintSchema: serviceFields,
  });
  const faq = fields.faq;
  const links = fields.relatedLinks;
  const areas = fields.areaServed;
  const slug = fields.slug.value || "…";

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <DefaultIntent stored={published ? "published" : "draft"} />
      <RecordInputs record={target} />
      <FormStatus errors={form.errors} conflict={conflict} />
      <FormTabs
        label="Sections du formulaire de service"
        errors={form.allErrors}
        tabs={[
          {
            id: "general",
            label: "Général",
            fields: ["title", "slug", "shortDescription", "displayOrder"],
            content: (
              <>
                <TextField variant="admin" field={fields.title} label="Nom" isRequired />
                <SlugField
                  field={fields.slug}
                  sourceId={fields.title.id}
                  description="Adresse de la page : /services/{slug}. Rempli à partir du nom tant que vous ne le modifiez pas : minuscules sans accent, chiffres, tirets."
                />
                <TextAreaField
                  variant="admin"
                  field={fields.shortDescription}
                  label="Description courte"
                  rows={3}
                  isRequired
                  counter={<LengthCounter max={160} />}
                  description="Affichée dans le menu Services, sur la page /services et sur les cartes de l'accueil."
                />
                <TextField
                  variant="admin"
                  field={fields.displayOrder}
                  label="Ordre d'affichage"
                  type="number"
                  inputMode="numeric"
                  description="Les services sont classés par ordre croissant ; les quatre premiers publiés apparaissent sur l'accueil."
                />
              </>
            ),
          },
          {
            id: "content",
            label: "Contenu",
            fields: ["content", "faq", "relatedLinks"],
            content: (
              <>
                <MarkdownField field={fields.content} label="Contenu" placeholders={placeholders} />
                <ListField
                  form={form}
                  field={faq}
                  legend="Questions fréquentes (FAQ)"
                  description="Affichées en bas de la page et publiées en données structurées FAQPage pour les moteurs de recherche."
                  addLabel="Ajouter une question"
                  itemLabel={(index) => `Question ${index + 1}`}
                  defaultItem={{ question: "", answer: "" }}
                  emptyLabel="Aucune question pour l'instant."
                >
                  {(item) => {
                    const entry = item.getFieldset();
                    return (
                      <>
                        <TextField variant="admin" field={entry.question} label="Question" isRequired />
                        <TextAreaField variant="admin" field={entry.answer} label="Réponse" rows={3} isRequired />
                      </>
                    );
                  }}
                </ListField>
                <ListField
                  form={form}
                  field={links}
                  legend="Liens « Voir aussi »"
                  description="Pages du site (/services/sondages) ou adresses https:// présentées à côté du contenu."
                  addLabel="Ajouter un lien"
                  itemLabel={(index) => `Lien ${index + 1}`}
                  defaultItem={{ label: "", href: "" }}
                  emptyLabel="Aucun lien pour l'instant."
                >
                  {(item) => {
                    const entry = item.getFieldset();
                    return (
                      <div className="grid gap-3 sm:grid-cols-2">
                        <TextField variant="admin" field={entry.label} label="Texte du lien" isRequired />
                        <TextField variant="admin" field={entry.href} label="Adresse" isRequired placeholder="/services/sondages" />
                      </div>
                    );
                  }}
                </ListField>
              </>
            ),
          },
          {
            id: "seo",
            label: "SEO & Médias",
            fields: ["featuredImage", "featuredImageAlt", "icon", "metaTitle", "metaDescription"],
            content: (
              <>
                <MediaField field={fields.featuredImage} altField={fields.featuredImageAlt} label="Image principale" />
                <IconField field={fields.icon} legend="Icône" options={SERVICE_ICONS} description="Affichée dans le menu Services, sur la page /services et sur l'accueil." />
                <TextField
                  variant="admin"
                  field={fields.metaTitle}
                  label="Titre SEO"
                  counter={<LengthCounter max={60} />}
                  description="Laisser vide pour utiliser le nom du service."
                />
                <TextAreaField
                  variant="admin"
                  field={fields.metaDescription}
                  label="Description SEO"
                  rows={3}
                  counter={<LengthCounter max={160} />}
                  description="Laisser vide pour utiliser la description courte."
                />
                <SearchPreview
                  title={`${fields.metaTitle.value || fields.title.value || ""} | Lutetia Géotechnique`}
                  url={`${origin}/services/${slug}`}
                  description={fields.metaDescription.value || fields.shortDescription.value || ""}
                />
              </>
            ),
          },
          {
            id: "structured",
            label: "Données structurées",
            fields: ["serviceType", "serviceOutput", "areaServed", "estimatedDurationDays", "priceAmount", "priceValidUntil", "priceAreaServed"],
            content: (
              <>
                <p className="text-sm text-slate-600">Informations publiées pour les moteurs de recherche (schema.org Service) ; elles ne s'affichent pas dans la page.</p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    variant="admin"
                    field={fields.serviceType}
                    label="Type de service"
                    placeholder="Étude géotechnique"
                    description="Laisser vide : « Étude géotechnique »."
                  />
                  <TextField variant="admin" field={fields.serviceOutput} label="Livrable" placeholder="Rapport d'étude géotechnique G2 AVP" />
                  <TextField variant="admin" field={fields.estimatedDurationDays} label="Durée estimée (jours)" type="number" inputMode="numeric" />
                </div>
                <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-800">Offre (prix indicatif)</legend>
                  <p className="text-sm text-slate-600">Sans prix, aucune offre n'est publiée. Une offre dont la date de validité est passée n'est plus publiée.</p>
                  <div className="grid gap-4 sm:grid-cols-3">
                    <TextField
                      variant="admin"
                      field={fields.priceAmount}
                      label="Prix à partir de (€ HT)"
                      type="number"
                      inputMode="numeric"
                      description="Nombre entier d'euros, hors taxes."
                    />
                    <TextField variant="admin" field={fields.priceValidUntil} label="Offre valable jusqu'au" type="date" description="Facultatif." />
                    <TextField variant="admin" field={fields.priceAreaServed} label="Zone de l'offre" placeholder="Île-de-France" description="Facultatif." />
                  </div>
                </fieldset>
                <ListField
                  form={form}
                  field={areas}
                  legend="Zones desservies"
                  description="Sans zone, le service est déclaré pour toute la France."
                  addLabel="Ajouter une zone"
                  itemLabel={(index) => `Zone ${index + 1}`}
                  defaultItem=""
                  emptyLabel="Aucune zone : France entière."
                >
                  {(item, index) => <TextField variant="admin" field={item} label={`Nom de la zone ${index + 1}`} isRequired />}
                </ListField>
              </>
            ),
          },
        ]}
      />
      <PublishFooter kind="service" stored={published ? "published" : "draft"} cancelHref="/admin/services" />
    </Form>
  );
}
