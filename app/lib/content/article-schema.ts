// Articles and categories in the back-office: list specs, forms and messages.
// Browser-safe: the forms validate with these schemas as you type, the actions again.
import { z } from "zod";
import { idField, imageUrlField, optionalText, REVISION_MESSAGES, restoreSchema, versionField } from "~/lib/admin/schema";
import type { ListSpec } from "~/lib/admin/list";
import { type Role, userCanTouch } from "~/lib/auth/permissions";
import { SLUG_PATTERN } from "./rules";

export const ARTICLES_PAGE_SIZE = 10;
export const ARTICLE_SORTS = ["title", "created_at", "updated_at", "published_at"] as const;
export const ARTICLE_LIST = {
  pageSize: ARTICLES_PAGE_SIZE,
  filters: ["status", "category", "author", "from", "to", "tag"],
  sorts: ARTICLE_SORTS,
  defaultSort: "created_at",
  defaultDirection: "desc",
} as const satisfies ListSpec;

export const ARTICLE_MESSAGES = {
  loadFailed: "Une erreur est survenue lors du chargement des articles.",
  required: "Veuillez remplir tous les champs obligatoires.",
  saveFailed: "Échec de l'enregistrement de l'article.",
  deleted: "Article supprimé",
  deleteFailed: "Une erreur est survenue lors de la suppression",
  restored: REVISION_MESSAGES.restored,
  restoreFailed: REVISION_MESSAGES.restoreFailed,
  slugTaken: "Ce slug est déjà utilisé par un autre article.",
  notFound: "Article introuvable",
  forbidden: "Vous ne pouvez modifier que vos propres articles.",
  deleteForbidden: "Seuls les éditeurs et les super administrateurs peuvent supprimer un article.",
  unknownAuthor: "Cet auteur n'existe pas ou ne peut pas écrire d'articles.",
  unknownCategory: "Cette catégorie n'existe plus.",
} as const;

export { DEFAULT_CATEGORY_LABEL } from "./rules";

export type ArticleState = "draft" | "scheduled" | "published";

export const ARTICLE_STATE_LABELS: Record<ArticleState, string> = {
  draft: "Brouillon",
  scheduled: "Programmé",
  published: "Publié",
};

/** Published with a date still to come: 'Programmé' (public from that instant). */
export function articleState(status: "draft" | "published", publishedAt: Date | string | number | null, now: Date = new Date()): ArticleState {
  if (status === "draft") return "draft";
  return publishedAt != null && new Date(publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

/** Authors edit their own articles; editors and super administrators any article. */
export function canEditArticle(user: { id: number; role: Role }, article: { authorId: number | null }): boolean {
  return userCanTouch(user, "article", "edit", { ownerId: article.authorId });
}

const required = (max: number) => z.string({ message: ARTICLE_MESSAGES.required }).trim().min(1, ARTICLE_MESSAGES.required).max(max, `${max} caractères au maximum`);

/** "géologie, G2 AVP , géologie" → ["géologie", "G2 AVP"]: trimmed, no duplicates (any case). */
export function parseTags(value: unknown): Array<string> {
  const raw = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  const seen = new Set<string>();
  const tags: Array<string> = [];
  for (const part of raw.split(",")) {
    const tag = part.trim().replace(/\s+/g, " ");
    const key = tag.toLocaleLowerCase("fr-FR");
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

const optionalId = z.preprocess((value) => (value === "" || value == null ? undefined : value), idField.optional());

/** The intent (the button pressed) is read by the action: app/lib/content/publishing.ts. */
export const articleFormSchema = z.object({
  /** Absent on creation. */
  version: z.preprocess((value) => (value === "" || value == null ? undefined : value), versionField.optional()),
  title: required(200),
  /** Empty: derived from the title by the action (`slugify`). */
  slug: z
    .string()
    .trim()
    .max(120, "120 caractères au maximum")
    .refine((value) => value === "" || SLUG_PATTERN.test(value), "Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.")
    .optional()
    .transform((value) => value ?? ""),
  excerpt: required(600),
  content: required(200_000),
  categoryId: optionalId,
  tags: z.preprocess(parseTags, z.array(z.string().max(40, "Une étiquette fait au plus 40 caractères.")).max(20, "20 étiquettes au maximum.")).default([]),
  featuredImage: imageUrlField,
  featuredImageAlt: optionalText(300),
  metaTitle: optionalText(120),
  metaDescription: optionalText(320),
  seoKeywords: optionalText(500),
  /** Derived from the intent by the action; never read from the form. */
  status: z.enum(["draft", "published"], { message: "Statut invalide" }).default("draft"),
  /** `datetime-local` in Paris time; empty: now when publishing. */
  publishedAt: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value), "Date de publication invalide")
    .optional()
    .transform((value) => value ?? ""),
  /** Honoured for editors and super administrators only. */
  authorId: optionalId,
});

export type ArticleFormInput = z.infer<typeof articleFormSchema>;

export const articleRestoreSchema = restoreSchema;

export const articleDeleteSchema = z.object({ intent: z.literal("delete"), id: idField });

/** What a revision keeps of an article (content_revisions.snapshot). */
export type ArticleSnapshot = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  status: "draft" | "published";
  categoryId: number | null;
  tags: Array<string>;
  metaTitle: string | null;
  metaDescription: string | null;
  seoKeywords: string | null;
  authorId: number | null;
  /** Epoch milliseconds. */
  publishedAt: number | null;
};

// --- Categories ----------------------------------------------------------------------

export const CATEGORIES_PAGE_SIZE = 10;
export const CATEGORY_LIST = { pageSize: CATEGORIES_PAGE_SIZE } as const satisfies ListSpec;

export const CATEGORY_MESSAGES = {
  loadFailed: "Une erreur est survenue lors du chargement des catégories.",
  name: "Le nom doit contenir au moins 3 caractères",
  slug: "Le slug doit contenir au moins 3 caractères",
  slugTaken: "Ce slug est déjà utilisé par une autre catégorie.",
  created: "Catégorie créée avec succès",
  updated: "Catégorie mise à jour avec succès",
  deleted: "Catégorie supprimée avec succès",
  notFound: "Catégorie introuvable",
  /** Any other failure of a category action: 'Une erreur est survenue: {message}'. */
  failed: (message: string) => `Une erreur est survenue: ${message}`,
} as const;

const categoryFields = {
  name: z.string({ message: CATEGORY_MESSAGES.name }).trim().min(3, CATEGORY_MESSAGES.name).max(80, "80 caractères au maximum"),
  slug: z
    .string({ message: CATEGORY_MESSAGES.slug })
    .trim()
    .min(3, CATEGORY_MESSAGES.slug)
    .max(80, "80 caractères au maximum")
    .regex(SLUG_PATTERN, "Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets."),
  description: optionalText(500),
};

export const categoryCreateSchema = z.object({ intent: z.literal("create"), ...categoryFields });
export const categoryUpdateSchema = z.object({ intent: z.literal("update"), id: idField, version: versionField, ...categoryFields });
export const categoryDeleteSchema = z.object({ intent: z.literal("delete"), id: idField });
export const categoryActionSchema = z.discriminatedUnion("intent", [categoryCreateSchema, categoryUpdateSchema, categoryDeleteSchema]);
