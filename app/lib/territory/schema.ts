// Forms, lists and messages of the territory screens (regions, departments, cities).
// Browser-safe: the forms validate with these schemas as you type, the actions with
// the same schemas on the server.
import { z } from "zod";
import type { ListSpec } from "~/lib/admin/list";
import { checkboxField, slugField, versionField } from "~/lib/admin/schema";

/** Territorial lists show 20 rows sorted by name. */
export const TERRITORY_PAGE_SIZE = 20;

export const REGIONS_LIST = { pageSize: TERRITORY_PAGE_SIZE } as const satisfies ListSpec;
export const DEPARTMENTS_LIST = { pageSize: TERRITORY_PAGE_SIZE } as const satisfies ListSpec;
export const CITIES_LIST = { pageSize: TERRITORY_PAGE_SIZE } as const satisfies ListSpec;

/** Messages of the territorial screens (loading, saving, import). */
export const TERRITORY_MESSAGES = {
  regionsLoadFailed: "Impossible de charger les régions",
  departmentsLoadFailed: "Impossible de charger les départements",
  citiesLoadFailed: "Impossible de charger les villes",
  regionLoadFailed: "Impossible de charger les informations de la région",
  departmentLoadFailed: "Impossible de charger les informations du département",
  cityLoadFailed: "Impossible de charger les informations de la ville",
  dashboardLoadFailed: "Impossible de charger le tableau de bord territorial",
  mapLoadFailed: "Impossible de charger la carte territoriale",
  importLoadFailed: "Impossible de charger l'import de données",
  regionCreated: "Région créée avec succès",
  regionUpdated: "Région mise à jour avec succès",
  departmentCreated: "Département créé avec succès",
  departmentUpdated: "Département mis à jour avec succès",
  cityCreated: "Ville créée avec succès",
  cityUpdated: "Ville mise à jour avec succès",
  saveFailed: "Veuillez corriger les erreurs du formulaire.",
  regionCodeTaken: "Une région avec ce code existe déjà",
  regionSlugTaken: "Une région avec ce slug existe déjà",
  departmentCodeTaken: "Un département avec ce code existe déjà",
  citySlugTaken: "Une ville avec ce slug existe déjà",
  regionNotFound: "Région introuvable",
  departmentNotFound: "Département introuvable",
  cityNotFound: "Ville introuvable",
  importDone: "Import terminé",
  importFailed: "Impossible d'importer les données.",
  invalidFormat: "Format de données invalide",
} as const;

/** Department codes: 01–95, 2A and 2B (Corse), 97x/98x overseas. Always strings. */
export const DEPARTMENT_CODE_PATTERN = /^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|9[78]\d)$/;
export const DEPARTMENT_CODE_MESSAGE = "Code de département invalide (ex. « 01 », « 2A », « 974 »)";
/** INSEE region codes are two digits; a little room for other schemes. */
export const REGION_CODE_PATTERN = /^[0-9A-Z]{1,6}$/;
export const REGION_CODE_MESSAGE = "Code de région invalide : chiffres ou lettres majuscules, 6 caractères au maximum (ex. « 11 »)";
export const ZIP_CODE_PATTERN = /^\d{5}$/;

export const TEXT_MAX = 20_000;
export const ITEM_MAX = 1_000;

/** Trimmed optional text, "" when empty (conform submits an empty field as undefined). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .optional()
    .transform((value) => value ?? "");

/** The id chosen in a select. */
const idSelect = (message: string) =>
  z
    .string({ message })
    .regex(/^[1-9]\d*$/, message)
    .transform(Number);

const requiredName = (message: string) => z.string({ message }).trim().min(1, message).max(150, "150 caractères au maximum");

/** A list of short texts; blank lines are dropped. */
const textList = z
  .array(z.string().trim().max(ITEM_MAX, `${ITEM_MAX} caractères au maximum`).optional())
  .optional()
  .transform((items) => (items ?? []).filter((item): item is string => Boolean(item)));

/** A number as typed in French ("52,81", "143 000"); empty means unknown. */
const frenchNumber = (kind: "integer" | "decimal", message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const number = Number(value.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
      if (!Number.isFinite(number) || number < 0 || (kind === "integer" && !Number.isInteger(number)) || number > 1e9) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });

/** INSEE commune code: 5 characters, Corsica 2A/2B (e.g. 75056, 2A004, 97411). */
export const INSEE_CODE_PATTERN = /^(?:\d{5}|2[AB]\d{3})$/;
export const INSEE_CODE_MESSAGE = "Code INSEE invalide : 5 caractères (ex. « 75056 », « 2A004 »)";

export const RISK_SUMMARY_MODES = ["auto", "hidden", "custom"] as const;
export type RiskSummaryMode = (typeof RISK_SUMMARY_MODES)[number];
export const RISK_SUMMARY_MODE_LABELS: Record<RiskSummaryMode, string> = {
  auto: "Afficher le résumé automatique",
  hidden: "Masquer",
  custom: "Texte personnalisé",
};
export const RISK_SUMMARY_TEXT_MAX = 2_000;
export const RISK_SUMMARY_MESSAGES = {
  coordinatesPair: "Renseignez la latitude et la longitude, ou aucune des deux",
  inseeWithPoint: "Renseignez le code INSEE de la commune avec ses coordonnées",
  customNeedsText: "Saisissez le texte personnalisé, ou choisissez un autre mode",
  mode: "Choisissez l'affichage du résumé des risques",
} as const;

// ---------------------------------------------------------------------------
// The records (docs/decisions/919): one zod definition per region, department and city, and per
// entry of their lists, as they are stored and exchanged (the export, the import). The forms
// below are these records with the browser's encoding of some fields (French numbers,
// checkboxes, a select instead of a parent code): every cap is the record's, the same in the
// form and the import.
// ---------------------------------------------------------------------------

export const NAME_MAX = 150;
export const TITLE_MAX = 200;
export const ENTRY_TEXT_MAX = ITEM_MAX * 2;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, `${max} caractères au maximum`);
/** A list of records; an absent list is an empty one. */
const entries = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .optional()
    .transform((items) => items ?? []);
/** A count or a measure: positive, or null when unknown. */
const count = z.number().int().min(0).max(1e9).nullable();
const measure = z.number().min(0).max(1e9).nullable();

export const keyProjectRecord = z.object({
  title: requiredText("Le titre du projet est requis", TITLE_MAX),
  description: optionalText(ENTRY_TEXT_MAX),
  location: optionalText(TITLE_MAX),
});
export const caseStudyRecord = z.object({ title: requiredText("Le titre est requis", TITLE_MAX), description: optionalText(ENTRY_TEXT_MAX) });
export const cityReferenceRecord = z.object({
  name: requiredText("Le nom de la référence est requis", TITLE_MAX),
  description: optionalText(ENTRY_TEXT_MAX),
  isActive: z.boolean(),
});
export const cityTestimonialRecord = z.object({
  text: requiredText("Le texte du témoignage est requis", ENTRY_TEXT_MAX),
  author: requiredText("L'auteur est requis", NAME_MAX),
  role: optionalText(NAME_MAX),
  isActive: z.boolean(),
});

export const regionRecord = z.object({
  code: z.string({ message: "Le code de la région est requis" }).trim().toUpperCase().min(1, "Le code de la région est requis").regex(REGION_CODE_PATTERN, REGION_CODE_MESSAGE),
  slug: slugField("Le slug est requis"),
  name: requiredName("Le nom de la région est requis"),
  description: optionalText(TEXT_MAX),
  intro: optionalText(TEXT_MAX),
  geologicalContext: optionalText(TEXT_MAX),
  keyServices: textList,
  specificRisks: textList,
  specificServices: textList,
  specificChallenges: textList,
  keyProjects: entries(keyProjectRecord),
  caseStudies: entries(caseStudyRecord),
  metropolitan: z.boolean(),
  areaKm2: measure,
  population: count,
});

export const departmentRecord = z.object({
  code: z
    .string({ message: "Le code du département est requis" })
    .trim()
    .toUpperCase()
    .min(1, "Le code du département est requis")
    .regex(DEPARTMENT_CODE_PATTERN, DEPARTMENT_CODE_MESSAGE),
  name: requiredName("Le nom du département est requis"),
  regionCode: z.string().trim().toUpperCase().regex(REGION_CODE_PATTERN, REGION_CODE_MESSAGE),
  description: optionalText(TEXT_MAX),
  geologicalContext: optionalText(TEXT_MAX),
  keyServices: textList,
  specificRisks: textList,
  specificServices: textList,
});

export const cityRecord = z.object({
  slug: slugField("Le slug est requis"),
  name: requiredName("Le nom de la ville est requis"),
  departmentCode: z.string().trim().toUpperCase().regex(DEPARTMENT_CODE_PATTERN, DEPARTMENT_CODE_MESSAGE),
  zipCode: z.string({ message: "Le code postal est requis" }).trim().regex(ZIP_CODE_PATTERN, "Code postal invalide : 5 chiffres (ex. 72000)"),
  population: count,
  areaKm2: measure,
  description: optionalText(TEXT_MAX),
  geologicalContext: optionalText(TEXT_MAX),
  keyServices: textList,
  references: entries(cityReferenceRecord),
  testimonials: entries(cityTestimonialRecord),
  inseeCode: z.string().trim().toUpperCase().regex(INSEE_CODE_PATTERN, INSEE_CODE_MESSAGE).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  riskSummaryMode: z.enum(RISK_SUMMARY_MODES, { message: RISK_SUMMARY_MESSAGES.mode }),
  riskSummaryText: optionalText(RISK_SUMMARY_TEXT_MAX),
});

export type KeyProjectRow = z.output<typeof keyProjectRecord>;
export type CaseStudyRow = z.output<typeof caseStudyRecord>;
export type CityReferenceRow = z.output<typeof cityReferenceRecord>;
export type CityTestimonialRow = z.output<typeof cityTestimonialRecord>;
export type RegionRow = z.output<typeof regionRecord>;
export type DepartmentRow = z.output<typeof departmentRecord>;
export type CityRow = z.output<typeof cityRecord>;

// ---------------------------------------------------------------------------
// The forms: the records as a browser sends them
// ---------------------------------------------------------------------------

export const regionFormSchema = regionRecord.extend({
  version: versionField.optional(),
  metropolitan: checkboxField,
  areaKm2: frenchNumber("decimal", "Superficie invalide : un nombre de km² (ex. 12 011,5)"),
  population: frenchNumber("integer", "Population invalide : un nombre entier d'habitants"),
});

export const departmentFormSchema = departmentRecord.omit({ regionCode: true }).extend({
  version: versionField.optional(),
  regionId: idSelect("Choisissez une région"),
});

/** A coordinate as typed in French ("48,8566"); empty means unknown. */
const coordinate = (min: number, max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const number = Number(value.trim().replace(",", "."));
      if (!/^-?\d+(?:[.,]\d+)?$/.test(value.trim()) || !Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });

const riskSummaryFields = {
  inseeCode: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!INSEE_CODE_PATTERN.test(value)) {
        ctx.addIssue({ code: "custom", message: INSEE_CODE_MESSAGE });
        return z.NEVER;
      }
      return value;
    }),
  latitude: coordinate(-90, 90, "Latitude invalide : un nombre entre -90 et 90 (ex. 48,8566)"),
  longitude: coordinate(-180, 180, "Longitude invalide : un nombre entre -180 et 180 (ex. 2,3522)"),
  riskSummaryMode: z
    .enum(RISK_SUMMARY_MODES, { message: RISK_SUMMARY_MESSAGES.mode })
    .optional()
    .transform((value) => value ?? "auto"),
  riskSummaryText: optionalText(RISK_SUMMARY_TEXT_MAX),
};

export const cityFormSchema = cityRecord
  .omit({ departmentCode: true })
  .extend({
    version: versionField.optional(),
    departmentId: idSelect("Choisissez un département"),
    population: frenchNumber("integer", "Population invalide : un nombre entier d'habitants"),
    areaKm2: frenchNumber("decimal", "Superficie invalide : un nombre de km² (ex. 52,81)"),
    // The « Active » checkbox of each entry, as the form sends it.
    references: entries(cityReferenceRecord.extend({ isActive: checkboxField })),
    testimonials: entries(cityTestimonialRecord.extend({ isActive: checkboxField })),
    ...riskSummaryFields,
  })
  .superRefine((city, ctx) => {
    if ((city.latitude === null) !== (city.longitude === null)) {
      ctx.addIssue({ code: "custom", path: [city.latitude === null ? "latitude" : "longitude"], message: RISK_SUMMARY_MESSAGES.coordinatesPair });
    }
    if (city.latitude !== null && city.longitude !== null && city.inseeCode === null) {
      ctx.addIssue({ code: "custom", path: ["inseeCode"], message: RISK_SUMMARY_MESSAGES.inseeWithPoint });
    }
    if (city.riskSummaryMode === "custom" && !city.riskSummaryText) {
      ctx.addIssue({ code: "custom", path: ["riskSummaryText"], message: RISK_SUMMARY_MESSAGES.customNeedsText });
    }
  });

export type RegionInput = z.infer<typeof regionFormSchema>;
export type DepartmentInput = z.infer<typeof departmentFormSchema>;
export type CityInput = z.infer<typeof cityFormSchema>;

/** A number shown in a French form field ("52,81"); empty when unknown. */
export function formatFormNumber(value: number | null | undefined): string {
  return value == null ? "" : String(value).replace(".", ",");
}

/** "12 011,5 km²" / "N/A" on the region cards. */
export function formatArea(value: number | null | undefined): string {
  return value == null ? "N/A" : `${value.toLocaleString("fr-FR")} km²`;
}

export function formatPopulation(value: number | null | undefined): string {
  return value == null ? "N/A" : `${value.toLocaleString("fr-FR")} hab.`;
}

// What a region, a department or a city holds before anyone writes it: the form of a new one,
// and the columns an import file leaves out of a new row.
export const REGION_DEFAULTS = {
  metropolitan: true,
  areaKm2: null,
  population: null,
  description: "",
  intro: "",
  geologicalContext: "",
  keyServices: [],
  specificRisks: [],
  specificServices: [],
  specificChallenges: [],
  keyProjects: [],
  caseStudies: [],
};

export const DEPARTMENT_DEFAULTS = { description: "", geologicalContext: "", keyServices: [], specificRisks: [], specificServices: [] };

const AUTOMATIC_SUMMARY: RiskSummaryMode = "auto";

export const CITY_DEFAULTS = {
  zipCode: "",
  population: null,
  areaKm2: null,
  description: "",
  geologicalContext: "",
  keyServices: [],
  references: [],
  testimonials: [],
  inseeCode: null,
  latitude: null,
  longitude: null,
  riskSummaryMode: AUTOMATIC_SUMMARY,
  riskSummaryText: "",
};
