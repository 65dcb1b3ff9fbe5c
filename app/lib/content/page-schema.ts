// The CMS page form and list: filters, fields (title, slug and content required) and their
// French messages. Browser-safe.
import { z } from "zod";
import { publicationStatuses } from "~/db/schema";
import type { ListSpec } from "~/lib/admin/list";
import { checkboxField, idField, imageUrlField, optionalText, versionField } from "~/lib/admin/schema";
import { slugify, SLUG_PATTERN } from "./rules";

export const PAGES_LIST = {
  pageSize: 10,
  filters: ["status", "type"],
  sorts: ["title", "slug", "status", "created_at"],
  defaultSort: "created_at",
  defaultDirection: "desc",
} as const satisfies ListSpec;

export const PAGE_MESSAGES = {
  loadFailed: "Impossible de charger les pages.",
  formLoadFailed: "Impossible de charger cette page.",
  notFound: "Page introuvable",
  deleted: "Page supprimée avec succès.",
  deleteFailed: "Échec de la suppression de la page.",
  deleteConfirm: "Êtes-vous sûr de vouloir supprimer cette page ?",
  lockedDelete: "Cette page a sa propre adresse sur le site : elle peut être modifiée ou passée en brouillon, pas supprimée.",
  saveFailed: "Échec de l'enregistrement de la page.",
  required: "Erreur: Veuillez remplir tous les champs obligatoires.",
  fixErrors: "Veuillez corriger les champs signalés.",
  titleRequired: "Le titre est requis",
  slugRequired: "Le slug est requis",
  slugInvalid: "Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres, des tirets et des tirets bas.",
  slugTaken: "Une page avec ce slug existe déjà",
  slugReserved: "Cette adresse est déjà celle d'une autre rubrique du site : choisissez un autre slug.",
  contentRequired: "Le contenu est requis",
} as const;

/** The about page and the legal pages: rendered by their own fixed routes. */
export const LOCKED_PAGE_SLUGS = ["a-propos", "mentions-legales", "politique-confidentialite", "cgv"] as const;
export function isLockedPage(slug: string) {
  return (LOCKED_PAGE_SLUGS as ReadonlyArray<string>).includes(slug);
}

/**
 * First path segments answered by other routes (app/routes.ts): a custom page there
 * would never be served at /{slug}.
 */
export const RESERVED_PAGE_SLUGS = [
  "admin",
  "services",
  "actualites",
  "blog",
  "regions",
  "departements",
  "villes",
  "sitemap",
  "search",
  "contact",
  "simulateur",
  "simulateur-admin",
  "newsletter",
  "media",
  "images",
  "assets",
  "favicon",
  "robots",
  "404",
] as const;

/** Names of the page types (page_types.name) as staff read them. */
export const PAGE_TYPE_LABELS: Record<string, string> = {
  about: "À propos",
  legal: "Page légale",
  standard: "Page standard",
};
export function pageTypeLabel(name: string) {
  return PAGE_TYPE_LABELS[name] ?? name;
}

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, `${max} caractères au maximum`);

export const pageFields = z.object({
  title: requiredText(PAGE_MESSAGES.titleRequired, 150),
  /** Empty: derived from the title. */
  slug: optionalText(120),
  content: requiredText(PAGE_MESSAGES.contentRequired, 200_000),
  metaTitle: optionalText(120),
  metaDescription: optionalText(300),
  seoKeywords: optionalText(300),
  status: z.enum(publicationStatuses, { message: "Statut invalide" }).default("draft"),
  pageTypeId: z.number({ message: "Type de page invalide" }).int().positive().optional(),
  isInNavigation: checkboxField.default(false),
  noindex: checkboxField.default(false),
  featuredImage: imageUrlField,
  featuredImageAlt: optionalText(200),
});

function withSlug<T extends { title: string; slug: string }>(value: T, ctx: z.RefinementCtx) {
  const slug = value.slug || slugify(value.title);
  if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: PAGE_MESSAGES.slugRequired });
  else if (!SLUG_PATTERN.test(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: PAGE_MESSAGES.slugInvalid });
  else if ((RESERVED_PAGE_SLUGS as ReadonlyArray<string>).includes(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: PAGE_MESSAGES.slugReserved });
  return { ...value, slug };
}

export const createPageSchema = pageFields.transform(withSlug);
export const updatePageSchema = pageFields.extend({ id: idField, version: versionField }).transform(withSlug);

export type PageInput = z.output<typeof createPageSchema>;
export type PageFormValues = z.output<typeof pageFields>;

export const deletePageSchema = z.object({ intent: z.literal("delete"), id: idField });

type StoredPage = {
  title: string;
  slug: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  seoKeywords: string | null;
  status: (typeof publicationStatuses)[number];
  pageTypeId: number | null;
  isInNavigation: boolean;
  noindex: boolean;
  featuredImage: string | null;
  featuredImageAlt: string;
};

export function pageFormDefaults(page: StoredPage | null): PageFormValues {
  return {
    title: page?.title ?? "",
    slug: page?.slug ?? "",
    content: page?.content ?? "",
    metaTitle: page?.metaTitle ?? "",
    metaDescription: page?.metaDescription ?? "",
    seoKeywords: page?.seoKeywords ?? "",
    status: page?.status ?? "draft",
    pageTypeId: page?.pageTypeId ?? undefined,
    isInNavigation: page?.isInNavigation ?? false,
    noindex: page?.noindex ?? false,
    featuredImage: page?.featuredImage ?? "",
    featuredImageAlt: page?.featuredImageAlt ?? "",
  };
}
