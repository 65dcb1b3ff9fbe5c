// The service form (fields, slug rule, French messages): one zod schema shared by the form and its action. Browser-safe.
import { z } from "zod";
import { publicationStatuses } from "~/db/schema";
import type { ListSpec } from "~/lib/admin/list";
import { dayField, idField, imageUrlField, optionalText, versionField } from "~/lib/admin/schema";
import { linkTargetField } from "~/lib/http/link-targets";
import { slugify, SLUG_PATTERN } from "./rules";

export const SERVICES_LIST = { pageSize: 10 } as const satisfies ListSpec;

export const SERVICE_MESSAGES = {
  loadFailed: "Une erreur est survenue lors du chargement des services. Veuillez réessayer.",
  notFound: "Impossible de charger ce service",
  formLoadFailed: "Impossible de charger les données du service",
  deleted: "Service supprimé",
  deleteFailed: "Impossible de supprimer le service",
  saveFailed: "Une erreur est survenue lors de l'enregistrement du service",
  titleRequired: "Le nom du service est requis",
  slugRequired: "Le slug est requis",
  slugInvalid: "Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres, des tirets et des tirets bas.",
  slugTaken: "Un service avec ce slug existe déjà",
  descriptionRequired: "La description courte est requise",
  fixErrors: "Veuillez corriger les champs signalés.",
  offerNeedsPrice: "Indiquez le prix « à partir de » de l'offre, ou videz sa date de validité et sa zone.",
} as const;

/**
 * The icons a service may show (a subset of app/components/ui/icon.tsx), with what each
 * one depicts so the choice can be made without seeing it.
 */
export const SERVICE_ICONS = [
  { value: "layers", label: "Couches de sol" },
  { value: "drill", label: "Foreuse (sondages)" },
  { value: "search", label: "Loupe (diagnostic)" },
  { value: "flask", label: "Fiole (laboratoire)" },
  { value: "droplets", label: "Goutte d'eau (hydraulique)" },
  { value: "leaf", label: "Feuille (environnement, pollution)" },
  { value: "hard-hat", label: "Casque (chantier)" },
  { value: "shield", label: "Bouclier (garantie, expertise)" },
  { value: "target", label: "Cible (précision)" },
  { value: "map-pin", label: "Repère (site, localisation)" },
  { value: "file", label: "Document (rapport)" },
  { value: "calculator", label: "Calculatrice (dimensionnement)" },
  { value: "clock", label: "Horloge (suivi, délais)" },
  { value: "zap", label: "Éclair (urgence)" },
] as const;
const iconValues = SERVICE_ICONS.map((icon) => icon.value) as [string, ...Array<string>];

/** A link of "Voir aussi": a path of this site or an https address. */
const linkHref = linkTargetField({
  required: "L'adresse du lien est requise",
  otherwise: "Indiquez un chemin du site (/services/sondages) ou une adresse https://",
  max: 300,
});

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, `${max} caractères au maximum`);

/** Durations of the structured data are ISO 8601 ("P14D"); staff type a number of days. */
export function durationDays(iso: string | null | undefined): number | undefined {
  const match = /^P(\d+)D$/.exec(iso ?? "");
  return match ? Number(match[1]) : undefined;
}

export const serviceFields = z.object({
  title: requiredText(SERVICE_MESSAGES.titleRequired, 120),
  /** Empty: derived from the name (`slugify`). */
  slug: optionalText(120),
  shortDescription: requiredText(SERVICE_MESSAGES.descriptionRequired, 400),
  displayOrder: z
    .number({ message: "L'ordre d'affichage doit être un nombre entier" })
    .int("L'ordre d'affichage doit être un nombre entier")
    .min(0, "L'ordre d'affichage ne peut pas être négatif")
    .max(999, "999 au maximum")
    .default(0),
  status: z.enum(publicationStatuses, { message: "Statut invalide" }).default("draft"),
  content: optionalText(100_000),
  featuredImage: imageUrlField,
  featuredImageAlt: optionalText(200),
  icon: z.enum(iconValues, { message: "Choisissez une icône de la liste" }).default("layers"),
  metaTitle: optionalText(120),
  metaDescription: optionalText(300),
  faq: z
    .array(z.object({ question: requiredText("La question est requise", 300), answer: requiredText("La réponse est requise", 3000) }))
    .max(30, "30 questions au maximum")
    .default([]),
  relatedLinks: z
    .array(z.object({ label: requiredText("Le texte du lien est requis", 120), href: linkHref }))
    .max(20, "20 liens au maximum")
    .default([]),
  serviceType: optionalText(120),
  serviceOutput: optionalText(300),
  areaServed: z.array(requiredText("Indiquez une zone ou retirez la ligne", 120)).max(30, "30 zones au maximum").default([]),
  estimatedDurationDays: z
    .number({ message: "La durée doit être un nombre de jours" })
    .int("La durée doit être un nombre entier de jours")
    .min(1, "1 jour au minimum")
    .max(730, "730 jours au maximum")
    .optional(),
  /** The offer (docs/decisions/720): a price "from", whole euros excl. VAT; a past validity is kept but not published. */
  priceAmount: z
    .number({ message: "Le prix doit être un nombre entier d'euros" })
    .int("Le prix doit être un nombre entier d'euros")
    .min(1, "Le prix doit être supérieur à 0 €")
    .max(1_000_000, "1 000 000 € au maximum")
    .optional(),
  priceValidUntil: dayField().optional(),
  priceAreaServed: optionalText(120),
});

/** A validity or an area without a price would be an offer nobody sees: say so on the price. */
function offerNeedsPrice(value: { priceAmount?: number; priceValidUntil?: string; priceAreaServed: string }, ctx: z.RefinementCtx) {
  if (value.priceAmount === undefined && (value.priceValidUntil || value.priceAreaServed)) {
    ctx.addIssue({ code: "custom", path: ["priceAmount"], message: SERVICE_MESSAGES.offerNeedsPrice });
  }
}

/** The slug the service will be saved with: the one typed, else the name's. */
function withSlug<T extends { title: string; slug: string }>(value: T, ctx: z.RefinementCtx) {
  const slug = value.slug || slugify(value.title);
  if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: SERVICE_MESSAGES.slugRequired });
  else if (!SLUG_PATTERN.test(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: SERVICE_MESSAGES.slugInvalid });
  return { ...value, slug };
}

export const createServiceSchema = serviceFields.superRefine(offerNeedsPrice).transform(withSlug);
export const updateServiceSchema = serviceFields.extend({ id: idField, version: versionField }).superRefine(offerNeedsPrice).transform(withSlug);

export type ServiceInput = z.output<typeof createServiceSchema>;

export const deleteServiceSchema = z.object({ intent: z.literal("delete"), id: idField });

/** The values of the form (what conform fills its fields from). */
export type ServiceFormValues = z.output<typeof serviceFields>;

type StoredService = {
  title: string;
  slug: string;
  shortDescription: string;
  displayOrder: number;
  status: (typeof publicationStatuses)[number];
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  icon: string;
  metaTitle: string | null;
  metaDescription: string | null;
  faq: Array<{ question: string; answer: string }>;
  relatedLinks: Array<{ label: string; href: string }>;
  serviceType: string;
  serviceOutput: string | null;
  areaServed: Array<string>;
  estimatedDuration: string | null;
  priceAmount: number | null;
  priceValidUntil: string | null;
  priceAreaServed: string | null;
};

/** What the form starts from: a stored service, or the defaults of a new one (draft). */
export function serviceFormDefaults(service: StoredService | null): ServiceFormValues {
  if (!service) {
    return {
      ...{ title: "", slug: "", shortDescription: "", content: "", featuredImage: "", featuredImageAlt: "", metaTitle: "", metaDescription: "" },
      ...{ displayOrder: 0, status: "draft", icon: "layers", faq: [], relatedLinks: [], serviceType: "", serviceOutput: "", areaServed: [], priceAreaServed: "" },
    };
  }
  return {
    title: service.title,
    slug: service.slug,
    shortDescription: service.shortDescription,
    displayOrder: service.displayOrder,
    status: service.status,
    content: service.content,
    featuredImage: service.featuredImage ?? "",
    featuredImageAlt: service.featuredImageAlt,
    icon: service.icon,
    metaTitle: service.metaTitle ?? "",
    metaDescription: service.metaDescription ?? "",
    faq: service.faq,
    relatedLinks: service.relatedLinks,
    serviceType: service.serviceType,
    serviceOutput: service.serviceOutput ?? "",
    areaServed: service.areaServed,
    estimatedDurationDays: durationDays(service.estimatedDuration),
    priceAmount: service.priceAmount ?? undefined,
    priceValidUntil: service.priceValidUntil ?? undefined,
    priceAreaServed: service.priceAreaServed ?? "",
  };
}
