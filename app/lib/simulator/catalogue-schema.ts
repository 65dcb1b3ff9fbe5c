// The simulator catalogue as staff edit it (editors and super admins). Prices
// are whole euros excluding VAT. Browser-safe.
import { z } from "zod";
import type { ListSpec } from "~/lib/admin/list";
import { checkboxField, displayOrderField, optionalText, versionField } from "~/lib/admin/schema";
import { SLUG_PATTERN } from "~/lib/content/rules";
import { legacyColumns, projectNatures, ruleLevels, type ServiceRules } from "./rules";
import { rulesOf } from "./rules";

export const CATALOGUE_LIST = { pageSize: 50, filters: ["nature"] } as const satisfies ListSpec;

export const CATALOGUE_MESSAGES = {
  loadFailed: "Impossible de charger le catalogue du simulateur. Veuillez réessayer.",
  created: "Prestation ajoutée au simulateur",
  updated: "Prestation mise à jour",
  deleted: "Prestation supprimée du simulateur",
  deleteFailed: "Impossible de supprimer la prestation",
  idTaken: "Une prestation avec cet identifiant existe déjà",
  notFound: "Prestation introuvable",
  pricesNotice: "Un changement de prix s'applique aux nouveaux devis uniquement : les simulations déjà enregistrées et leurs PDF gardent leurs lignes, leurs prix et leurs totaux.",
} as const;

const natureValues = projectNatures.map((n) => n.value) as [string, ...Array<string>];

/** A nature's select in the form: "" (prestation complémentaire), "obligatoire" or "recommandee". */
const ruleField = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.enum(ruleLevels.map((l) => l.value) as ["obligatoire", "recommandee"], { message: "Règle inconnue" }).optional(),
);
const rulesField = z
  .object(Object.fromEntries(natureValues.map((nature) => [nature, ruleField])) as Record<string, typeof ruleField>)
  .default({})
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, level]) => level)) as ServiceRules);

export { legacyColumns, rulesOf };

const fields = {
  name: z.string({ message: "Le nom de la prestation est requis" }).trim().min(3, "Le nom doit contenir au moins 3 caractères").max(150, "150 caractères au maximum"),
  description: optionalText(600),
  /** The devis' default programme of investigations for this mission (editable per devis). */
  programme: optionalText(600),
  /** The mission's deliverables, exclusions, client inputs and delay (docs/decisions/635). */
  deliverables: optionalText(800),
  exclusions: optionalText(800),
  clientInputs: optionalText(800),
  deliveryWeeks: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .number({ message: "Le délai est un nombre entier de semaines" })
      .int("Le délai est un nombre entier de semaines")
      .min(1, "Au moins 1 semaine")
      .max(52, "52 semaines au maximum")
      .optional(),
  ),
  /** Code civil 1792-1: a design or works mission (G2 to G5) makes the firm a constructeur (docs/decisions/636). */
  decennial: checkboxField,
  basePrice: z
    .number({ message: "Le prix doit être un nombre entier d'euros HT" })
    .int("Le prix doit être un nombre entier d'euros HT")
    .min(0, "Le prix ne peut pas être négatif")
    .max(100_000, "100 000 € HT au maximum"),
  rules: rulesField,
  isActive: checkboxField,
  displayOrder: displayOrderField,
};

export const createCatalogueSchema = z.object({
  intent: z.literal("create"),
  id: z
    .string({ message: "L'identifiant est requis" })
    .trim()
    .min(2, "L'identifiant doit contenir au moins 2 caractères")
    .max(40, "40 caractères au maximum")
    .regex(SLUG_PATTERN, "Lettres minuscules sans accent, chiffres et tirets uniquement (ex. g2-pro)"),
  ...fields,
});
const catalogueId = z.string({ message: CATALOGUE_MESSAGES.notFound }).trim().min(1, CATALOGUE_MESSAGES.notFound).max(40);
export const updateCatalogueSchema = z.object({ intent: z.literal("update"), id: catalogueId, version: versionField, ...fields });
export const deleteCatalogueSchema = z.object({ intent: z.literal("delete"), id: catalogueId });
export const catalogueActionSchema = z.discriminatedUnion("intent", [createCatalogueSchema, updateCatalogueSchema, deleteCatalogueSchema]);

export type CatalogueInput = Omit<z.output<typeof createCatalogueSchema>, "intent">;
export type CatalogueFormValues = Omit<CatalogueInput, "id"> & { intent?: string; id?: string; version?: number };
