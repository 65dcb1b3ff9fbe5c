// The simulator's steps (contact, project, services), their French messages and the stored
// project type. Safe in the browser. Which services a nature locks or ticks: selection.ts;
// amounts and option labels as people read them: format.ts.
import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { asList } from "~/lib/forms/parse";
import { CONTROL_CHARACTERS_MESSAGE, isCleanMultiline, isOneLine, MULTILINE_CONTROL_CHARACTERS_MESSAGE } from "~/lib/forms/text";
import type { PricedQuote, ResolvedModifier } from "./pricing";
import { isProjectNature, projectNatures, type ProjectNature } from "./rules";

export const SIMULATOR_STEPS = ["Contact", "Projet", "Services", "Récapitulatif"] as const;

/** The nine building types a project may have (a land sale has none). */
export const buildingTypes = [
  { value: "maison_individuelle", label: "Maison individuelle" },
  { value: "immeuble_collectif", label: "Immeuble collectif" },
  { value: "batiment_industriel", label: "Bâtiment industriel" },
  { value: "batiment_commercial", label: "Bâtiment commercial" },
  { value: "batiment_public", label: "Bâtiment public" },
  { value: "ouvrage_art", label: "Ouvrage d'art" },
  { value: "infrastructure_lineaire", label: "Infrastructure linéaire" },
  { value: "lotissement", label: "Lotissement" },
  { value: "energie_renouvelable", label: "Énergie renouvelable" },
] as const;

export const floorOptions = [
  { value: "plain-pied", label: "Plain-pied" },
  { value: "R+1", label: "R+1" },
  { value: "R+2", label: "R+2" },
  { value: "R+3", label: "R+3" },
  { value: "R+4 et plus", label: "R+4 et plus" },
] as const;

export const startOptions = [
  { value: "des_que_possible", label: "Dès que possible" },
  { value: "1_3_mois", label: "Dans 1 à 3 mois" },
  { value: "3_6_mois", label: "Dans 3 à 6 mois" },
  { value: "plus_6_mois", label: "Dans plus de 6 mois" },
  { value: "non_defini", label: "Date non définie" },
] as const;

export const accessOptions = [
  { value: "facile", label: "Facile (accès direct pour les engins)" },
  { value: "moyenne", label: "Moyenne (accès limité, portail étroit)" },
  { value: "difficile", label: "Difficile (fond de parcelle, pente, escaliers)" },
] as const;

export const groundOptions = [
  { value: "inconnu", label: "Je ne sais pas" },
  { value: "argileux", label: "Argileux" },
  { value: "sableux", label: "Sableux" },
  { value: "limoneux", label: "Limoneux" },
  { value: "calcaire", label: "Calcaire / rocheux" },
  { value: "remblais", label: "Remblais" },
] as const;

type Values<T extends ReadonlyArray<{ value: string }>> = { [K in keyof T]: T[K]["value"] };
const values = <T extends ReadonlyArray<{ value: string }>>(list: T) => list.map((o) => o.value) as unknown as Values<T>;
/** The stored project type is one of four; anything else becomes construction_neuve. */
export function normaliseProjectType(nature: string) {
  return ["construction_neuve", "renovation", "extension", "vente_terrain"].includes(nature) ? nature : "construction_neuve";
}

export const simulatorMessages = {
  firstName: "Le prénom doit contenir au moins 2 caractères.",
  lastName: "Le nom doit contenir au moins 2 caractères.",
  email: "Veuillez entrer une adresse email valide.",
  phone: "Le numéro de téléphone doit contenir au moins 10 chiffres.",
  acceptCGU: "Vous devez accepter les CGU pour continuer.",
  projectNature: "Le type de projet est requis",
  constructionType: "Le type de bâtiment est requis",
  location: "La localisation est requise",
  surfaceBatie: "La surface bâtie est requise",
  terrain: "La superficie du terrain est requise",
  surfaceNumber: "Indiquez une surface en m² (nombre positif).",
  disorders: "Décrivez les désordres constatés (fissures, tassements…)",
  services: "Veuillez sélectionner au moins un service.",
  missing: "Veuillez remplir tous les champs obligatoires.",
  generic: "Une erreur est survenue. Veuillez réessayer.",
  expired: "Votre simulation a expiré ou n'est plus valide. Merci de recommencer.",
  success: "Votre demande de devis a été soumise avec succès! Un email récapitulatif vous a été envoyé.",
  recapCapped:
    "Votre estimation est disponible au téléchargement ci-dessous, mais aucun e-mail n'a été envoyé : cette adresse a déjà reçu 3 récapitulatifs d'estimation au cours de la dernière heure.",
  recapFailed: "Votre demande de devis est enregistrée et votre estimation est disponible au téléchargement ci-dessous, mais l'e-mail récapitulatif n'a pas pu être envoyé.",
  duplicate: "Cette demande de devis a déjà été enregistrée : vous la retrouvez ci-dessous. Aucun nouvel e-mail n'a été envoyé.",
  visitorInfo: "Une erreur est survenue, mais vous pouvez continuer.",
} as const;

// The default sits outside the pipe, so that the constraint (the required mark) says optional.
const checkbox = z._default(
  z.pipe(
    z.union([z.literal("on"), z.literal("true"), z.boolean()]),
    z.transform((v) => v === "on" || v === "true" || v === true),
  ),
  false,
);

const oneLine = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(z.trim(), z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE), z.minLength(min, message), z.maxLength(max));

export const contactStepSchema = z.object({
  firstName: oneLine(simulatorMessages.firstName, 2, 100),
  lastName: oneLine(simulatorMessages.lastName, 2, 100),
  email: z.pipe(
    z.string({ error: simulatorMessages.email }).check(z.trim(), z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE), z.maxLength(254)),
    z.email({ error: simulatorMessages.email }),
  ),
  phone: z.string({ error: simulatorMessages.phone }).check(
    z.trim(),
    z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE),
    z.maxLength(40),
    z.refine((v) => v.replace(/\D/g, "").length >= 10, simulatorMessages.phone),
  ),
  acceptCGU: z.literal("on", { error: simulatorMessages.acceptCGU }),
});
export type ContactStep = Omit<z.infer<typeof contactStepSchema>, "acceptCGU"> & { acceptCGU: true };

const surface = z.string().check(
  z.trim(),
  z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE),
  z.maxLength(20),
  z.refine((v) => /^\d+([.,]\d+)?$/.test(v) && Number.parseFloat(v.replace(",", ".")) > 0, simulatorMessages.surfaceNumber),
);

const optionalChoice = <T extends readonly [string, ...Array<string>]>(list: T) => z.optional(z.enum(list));

/** Step-2 fields whose use depends on the project's nature. */
export type NatureField = "constructionType" | "surfaceBatie" | "terrain" | "nombreEtages" | "presenceSousSol" | "description";
export type FieldUse = "required" | "optional" | "hidden";

/**
 * Which step-2 fields apply to each nature (docs/decisions/601-simulator-project-fields.md):
 * a land sale is about the plot, not a building; a diagnostic (G5) needs the existing
 * building and its disorders. Location is always required; the other fields are optional.
 */
export const projectFieldUse: Record<ProjectNature, Record<NatureField, FieldUse>> = {
  construction_neuve: {
    constructionType: "required",
    surfaceBatie: "required",
    terrain: "required",
    nombreEtages: "optional",
    presenceSousSol: "optional",
    description: "optional",
  },
  extension: { constructionType: "required", surfaceBatie: "required", terrain: "required", nombreEtages: "optional", presenceSousSol: "optional", description: "optional" },
  renovation: { constructionType: "required", surfaceBatie: "required", terrain: "optional", nombreEtages: "optional", presenceSousSol: "optional", description: "optional" },
  vente_terrain: { constructionType: "hidden", surfaceBatie: "hidden", terrain: "required", nombreEtages: "hidden", presenceSousSol: "hidden", description: "optional" },
  acquisition: { constructionType: "optional", surfaceBatie: "optional", terrain: "required", nombreEtages: "optional", presenceSousSol: "optional", description: "optional" },
  diagnostic: { constructionType: "required", surfaceBatie: "required", terrain: "optional", nombreEtages: "optional", presenceSousSol: "optional", description: "required" },
};

/** How a field applies before a nature is chosen: shown, never required. */
export function fieldUse(nature: unknown, field: NatureField): FieldUse {
  return isProjectNature(nature) ? projectFieldUse[nature][field] : "optional";
}

const requiredMessages: Record<NatureField, string> = {
  constructionType: simulatorMessages.constructionType,
  surfaceBatie: simulatorMessages.surfaceBatie,
  terrain: simulatorMessages.terrain,
  nombreEtages: simulatorMessages.missing,
  presenceSousSol: simulatorMessages.missing,
  description: simulatorMessages.disorders,
};

const projectFields = z.object({
  projectNature: z.enum(values(projectNatures), { error: simulatorMessages.projectNature }),
  constructionType: optionalChoice(values(buildingTypes)),
  location: oneLine(simulatorMessages.location, 2, 200),
  surfaceBatie: z.optional(surface),
  terrain: z.optional(surface),
  nombreEtages: optionalChoice(values(floorOptions)),
  presenceSousSol: checkbox,
  presenceEau: checkbox,
  dateDebutProjet: optionalChoice(values(startOptions)),
  accessibiliteSite: optionalChoice(values(accessOptions)),
  urgenceMission: checkbox,
  description: z.optional(z.string().check(z.trim(), z.refine(isCleanMultiline, MULTILINE_CONTROL_CHARACTERS_MESSAGE), z.maxLength(5000))),
  typeTerrainConnu: optionalChoice(values(groundOptions)),
});

/**
 * Step 2. The fields the chosen nature requires are checked even when other fields
 * fail (`when`), so every message shows at once; the fields it does not ask are
 * dropped (stored as NULL, never invented).
 */
export const projectStepSchema = z.pipe(
  projectFields.check(
    z.superRefine(
      (value, ctx) => {
        const nature = (value as { projectNature?: unknown } | undefined)?.projectNature;
        if (!isProjectNature(nature)) return;
        for (const [field, use] of Object.entries(projectFieldUse[nature]) as Array<[NatureField, FieldUse]>) {
          const present = (value as Record<string, unknown>)[field];
          if (use === "required" && (present === undefined || present === "" || present === false)) {
            ctx.addIssue({ code: "custom", message: requiredMessages[field], path: [field], input: present });
          }
        }
      },
      { when: () => true },
    ),
  ),
  z.transform((value): ProjectStep => {
    const uses = projectFieldUse[value.projectNature];
    const applies = (field: NatureField) => uses[field] !== "hidden";
    return {
      ...value,
      constructionType: applies("constructionType") ? value.constructionType : undefined,
      surfaceBatie: applies("surfaceBatie") ? value.surfaceBatie : undefined,
      nombreEtages: applies("nombreEtages") ? value.nombreEtages : undefined,
      presenceSousSol: applies("presenceSousSol") ? value.presenceSousSol : false,
    };
  }),
);
export type ProjectStep = z.output<typeof projectFields>;

export const servicesStepSchema = z.object({
  services: z.pipe(
    z.transform(asList),
    z.array(z.string().check(z.maxLength(64)), { error: simulatorMessages.services }).check(z.minLength(1, simulatorMessages.services), z.maxLength(50)),
  ),
});

export const submitStepSchema = z.object({ contactRequested: checkbox });

/** The quote step 4 shows: mission and modifier lines, totals (app/lib/simulator/pricing.ts). */
export type Quote = PricedQuote;

/** Name of the honeypot input of every step (hidden from people, filled by bots). */
export const SIMULATOR_HONEYPOT = "site_web";

/** What the wizard shows; returned by the loader and by every action. */
export type WizardView = {
  step: 1 | 2 | 3 | 4;
  /** Signed state, posted back in a hidden field. */
  token: string;
  contact: Partial<ContactStep> | null;
  project: Partial<ProjectStep> | null;
  services: Array<string> | null;
  quote: Quote | null;
  /** Step 3: the modifiers the answers call for, for the live estimate (the same pricing as step 4). */
  modifiers?: Array<ResolvedModifier> | null;
  result?: SubmissionResult<Array<string>>;
  /** Step 3: why the nature's mandatory services cannot be removed (server-side text, kept out of the page's script). */
  mandatoryReason?: string;
  /** The plot checked on /mon-terrain the visitor came from (docs/decisions/611-simulation-site.md). */
  checkedPlace?: { label: string; clay: string | null; lookup: string };
  /** Non-blocking warning (visitor info could not be stored). */
  warning?: string;
  error?: string;
  done?: {
    devisNumber: string;
    pdfUrl: string;
    email: string;
    totalTtc: number;
    /** The recap e-mail was queued for `email`. */
    emailSent: boolean;
    /** Why no e-mail was sent (cap reached, already submitted, mail failure). */
    notice?: string;
    /** The visitor came from /mon-terrain: the signed place whose result they may receive by e-mail. */
    terrain?: { lieu: string };
  };
};
