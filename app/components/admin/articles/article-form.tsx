// The article form (/admin/blog/posts/new, /admin/blog/posts/{id}): content, publication,
// classification, featured image and search-engine fields, then the earlier versions.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { DefaultIntent, FormStatus, PublishFooter, SearchPreview, VersionInput } from "~/components/admin/kit/form-screen";
import { MarkdownField } from "~/components/admin/kit/markdown-field";
import { MediaField } from "~/components/admin/kit/media-field";
import { SlugField } from "~/components/admin/kit/slug-field";
import { Badge, Card, PageHeader } from "~/components/admin/kit/page";
import { RevisionsPanel } from "~/components/admin/kit/revisions";
import { TagsField } from "~/components/admin/kit/tags-field";
import type { Conflict } from "~/lib/admin/concurrency";
import { formatDateTime } from "~/lib/admin/format";
import type { RevisionItem } from "~/lib/admin/revisions.server";
import type { ArticleRow, Option } from "~/lib/content/articles-admin.server";
import { ARTICLE_STATE_LABELS, articleFormSchema, articleState, DEFAULT_CATEGORY_LABEL } from "~/lib/content/article-schema";
import { fromParisInput, toParisInput } from "~/lib/dates";
import type { PlaceholderChip } from "~/lib/settings/placeholders";
import { LengthCounter } from "~/components/admin/kit/length-counter";
import { useAdminForm } from "~/lib/admin/use-admin-form";
import { ViewPageLink } from "~/components/admin/kit/action-link";

export type ArticleFormActionData = { result?: SubmissionResult<Array<string>>; conflict?: Conflict; restoreError?: string };

type Props = {
  user: { id: number; email: string; role: string; canChooseAuthor: boolean };
  article: ArticleRow | null;
  options: { categories: Array<Option>; authors: Array<Option>; tags: Array<string> };
  revisions: Array<RevisionItem>;
  placeholders: Array<PlaceholderChip>;
  origin: string;
  now: number;
  actionData?: ArticleFormActionData;
};

const stateTone = { draft: "slate", scheduled: "amber", published: "green" } as const;

/** The form's fields as the browser holds them (text), before the schema reads them. */
type Fields = {
  version?: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categoryId: string;
  tags: string;
  featuredImage: string;
  featuredImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  seoKeywords: string;
  publishedAt: string;
  authorId: string;
};

export function ArticleForm({ user, article, options, revisions, placeholders, origin, now, actionData }: Props) {
  const [form, fields] = useAdminForm<typeof articleFormSchema, Fields>(articleFormSchema, {
    id: article ? `article-${article.id}` : "article-new",
    lastResult: actionData?.result,
    defaultValue: {
      title: article?.title ?? "",
      slug: article?.slug ?? "",
      excerpt: article?.excerpt ?? "",
      content: article?.content ?? "",
      categoryId: article?.categoryId ? String(article.categoryId) : "",
      tags: (article?.tags ?? []).join(", "),
      featuredImage: article?.featuredImage ?? "",
      featuredImageAlt: article?.featuredImageAlt ?? "",
      metaTitle: article?.metaTitle ?? "",
      metaDescription: article?.metaDescription ?? "",
      seoKeywords: article?.seoKeywords ?? "",
      publishedAt: toParisInput(article?.publishedAt),
      authorId: String(article ? (article.authorId ?? "") : user.id),
    },
  });
  useErrorToast(actionData, form.errors?.[0] ?? actionData?.restoreError);

  const state = article ? articleState(article.status, article.publishedAt, new Date(now)) : null;
  const date = fromParisInput(String(fields.publishedAt.value ?? ""));
  const scheduled = date !== null && date.getTime() > now;
  const slug = String(fields.slug.value ?? article?.slug ?? "");
  const authorOptions = [...options.authors];
  if (article && !authorOptions.some((o) => o.value === String(article.authorId ?? ""))) {
    authorOptions.unshift({ value: String(article.authorId ?? ""), label: article.authorId ? "Auteur actuel" : "Aucun auteur" });
  }

  return (
    <>
      <PageHeader
        title={article ? "Modifier l'article" : "Nouvel article"}
        description={article ? article.title : "Rédigez l'article, puis enregistrez-le en brouillon ou publiez-le."}
        actions={
          <>
            {state ? <Badge tone={stateTone[state]}>{ARTICLE_STATE_LABELS[state]}</Badge> : null}
            {article ? (
              <a href={`/admin/blog/posts/${article.id}/apercu`} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
                Aperçu<span className="sr-only"> (nouvel onglet)</span>
              </a>
            ) : null}
            {article && state === "published" ? <ViewPageLink href={`/actualites/${article.slug}`} /> : null}
          </>
        }
      />
      <FormStatus errors={form.errors} conflict={actionData?.conflict} />
      <Form method="post" {...getFormProps(form)} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <DefaultIntent stored={state ?? "draft"} scheduling={scheduled} />
        {article ? <VersionInput value={article.version} /> : null}
        <div className="min-w-0 space-y-6">
          <Card title="Contenu">
            <div className="space-y-4">
              <TextField variant="admin" field={fields.title} label="Titre" isRequired />
              <SlugField field={fields.slug} sourceId={fields.title.id} />
              <TextAreaField
                variant="admin"
                field={fields.excerpt}
                label="Extrait"
                rows={3}
                isRequired
                counter={<LengthCounter max={300} />}
                description="Résumé affiché sur les cartes d'articles et dans le flux RSS."
              />
              <MarkdownField field={fields.content} label="Contenu de l'article" isRequired placeholders={placeholders} />
            </div>
          </Card>
          <Card title="Référencement">
            <div className="space-y-4">
              <TextField variant="admin" field={fields.metaTitle} label="Méta-titre" counter={<LengthCounter max={60} />} description="Laisser vide pour reprendre le titre." />
              <TextAreaField
                variant="admin"
                field={fields.metaDescription}
                label="Méta-description"
                rows={2}
                counter={<LengthCounter max={160} />}
                description="Laisser vide pour reprendre l'extrait."
              />
              <TextField variant="admin" field={fields.seoKeywords} label="Mots-clés SEO" description="Séparés par des virgules." />
              <SearchPreview
                title={String(fields.metaTitle.value || fields.title.value || "")}
                url={`${origin}/actualites/${slug}`}
                description={String(fields.metaDescription.value || fields.excerpt.value || "")}
              />
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Publication">
            <div className="space-y-4">
              <TextField
                variant="admin"
                field={fields.publishedAt}
                label="Date de publication"
                type="datetime-local"
                description="Heure de Paris. Vide : maintenant, à la publication. Avec une date à venir, « Programmer » rend l'article public à cette date, sans autre action."
              />
              {scheduled ? (
                <Banner tone="info">
                  {state === "scheduled" ? "Programmé" : "Avec « Programmer »"} : l'article sera public le {formatDateTime(date)}.
                </Banner>
              ) : null}
              {user.canChooseAuthor ? (
                <SelectField variant="admin" field={fields.authorId} label="Auteur" options={authorOptions} />
              ) : (
                <TextField variant="admin" disabled id="article-author" label="Auteur" defaultValue={user.email} description="Seuls les éditeurs peuvent changer l'auteur." />
              )}
            </div>
          </Card>
          <Card title="Classement">
            <div className="space-y-4">
              <SelectField
                variant="admin"
                field={fields.categoryId}
                label="Catégorie"
                options={[{ value: "", label: `Aucune (affichée « ${DEFAULT_CATEGORY_LABEL} »)` }, ...options.categories]}
              />
              <TagsField field={fields.tags} label="Étiquettes" suggestions={options.tags} />
            </div>
          </Card>
          <Card title="Image à la une">
            <MediaField field={fields.featuredImage} altField={fields.featuredImageAlt} label="Image" />
          </Card>
        </div>
        <div className="lg:col-span-2">
          <PublishFooter kind="article" stored={state ?? "draft"} scheduling={scheduled} cancelHref="/admin/blog/posts" />
        </div>
      </Form>
      {article ? <RevisionsPanel version={article.version} revisions={revisions} error={actionData?.restoreError} /> : null}
    </>
  );
}
