// The CMS page form: content, publication, SEO & media.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { toast } from "~/components/ui/toast";
import type { Conflict } from "~/lib/admin/concurrency";
import { createPageSchema, PAGE_MESSAGES, pageFields, type PageFormValues, updatePageSchema } from "~/lib/content/page-schema";
import type { PlaceholderChip } from "~/lib/settings/placeholders";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { DefaultIntent, FormStatus, PublishFooter, FormTabs, SearchPreview, RecordInputs } from "./kit/form-screen";
import { MarkdownField } from "./kit/markdown-field";
import { MediaField } from "./kit/media-field";
import { SlugField } from "./kit/slug-field";
import { LengthCounter } from "./kit/length-counter";
import { useAdminForm } from "~/lib/admin/use-admin-form";

export function PageForm({
  defaultValue,
  lastResult,
  conflict,
  target,
  types,
  locked,
  published = false,
  origin,
  placeholders,
}: {
  defaultValue: PageFormValues;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
  target?: { id: number; version: number };
  types: ReadonlyArray<{ value: string; label: string }>;
  /** The about and legal pages: their slug is fixed by their route. */
  locked: boolean;
  /** The stored status: it chooses the buttons ('Publier' or 'Mettre à jour'…). */
  published?: boolean;
  origin: string;
  placeholders?: ReadonlyArray<PlaceholderChip>;
}) {
  const schema = target ? updatePageSchema : createPageSchema;
  const [form, fields] = useAdminForm<typeof schema, PageFormValues & { id?: number; version?: number }>(schema, {
    id: target ? `page-${target.id}` : "page-new",
    lastResult,
    defaultValue,
    constraintSchema: pageFields,
  });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // An empty required field shows the 'required fields' toast (the browser never sends the form).
        const data = new FormData(event.currentTarget);
        const missing =
          ["title", "content"].some((name) => !String(data.get(name) ?? "").trim()) || !(String(data.get("slug") ?? "").trim() || String(data.get("title") ?? "").trim());
        if (event.defaultPrevented && missing) toast({ title: PAGE_MESSAGES.required, variant: "destructive" });
      }}
      className="space-y-6"
    >
      <DefaultIntent stored={published ? "published" : "draft"} />
      <RecordInputs record={target} />
      <FormStatus errors={form.errors} conflict={conflict} />
      <FormTabs
        label="Sections du formulaire de page"
        errors={form.allErrors}
        tabs={[
          {
            id: "content",
            label: "Contenu",
            fields: ["title", "slug", "content"],
            content: (
              <>
                <TextField variant="admin" field={fields.title} label="Titre" isRequired />
                <SlugField
                  field={fields.slug}
                  sourceId={fields.title.id}
                  locked={locked}
                  description={locked ? undefined : "Adresse de la page : /{slug}. Rempli à partir du titre tant que vous ne le modifiez pas."}
                />
                <MarkdownField
                  field={fields.content}
                  label="Contenu"
                  isRequired
                  description="Les coordonnées de la société s'insèrent avec les boutons « Coordonnées de la société » : la page affiche toujours la valeur à jour des paramètres du site."
                  placeholders={placeholders}
                />
              </>
            ),
          },
          {
            id: "publication",
            label: "Publication",
            fields: ["pageTypeId", "isInNavigation"],
            content: (
              <>
                <SelectField variant="admin" field={fields.pageTypeId} label="Type de page" options={[{ value: "", label: "Aucun type" }, ...types]} />
                <CheckboxField
                  variant="admin"
                  field={fields.isInNavigation}
                  label="Dans la navigation"
                  description="Ajoute la page à la colonne « Plan du site » du pied de page (si elle est publiée)."
                />
              </>
            ),
          },
          {
            id: "seo",
            label: "SEO & Médias",
            fields: ["metaTitle", "metaDescription", "seoKeywords", "noindex", "featuredImage", "featuredImageAlt"],
            content: (
              <>
                <TextField variant="admin" field={fields.metaTitle} label="Méta-titre" counter={<LengthCounter max={60} />} description="Laisser vide pour utiliser le titre." />
                <TextAreaField variant="admin" field={fields.metaDescription} label="Méta-description" rows={3} counter={<LengthCounter max={160} />} />
                <TextField variant="admin" field={fields.seoKeywords} label="Mots-clés SEO" description="Séparés par des virgules." />
                <CheckboxField
                  variant="admin"
                  field={fields.noindex}
                  label="Ne pas indexer (noindex)"
                  description="Les pages légales ne sont pas proposées aux moteurs de recherche."
                />
                <MediaField field={fields.featuredImage} altField={fields.featuredImageAlt} label="Image de partage" />
                <SearchPreview
                  title={`${fields.metaTitle.value || fields.title.value || ""} | Lutetia Géotechnique`}
                  url={`${origin}/${fields.slug.value || "…"}`}
                  description={fields.metaDescription.value || ""}
                />
              </>
            ),
          },
        ]}
      />
      <PublishFooter kind="page" stored={published ? "published" : "draft"} cancelHref="/admin/pages" />
    </Form>
  );
}
