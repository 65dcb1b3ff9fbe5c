// The firm's project references: title, city of the territory, year, missions G1–G5, client
// type, text, médiathèque photos, published or not. Browser-safe.
import { z } from "zod";
import { type ClientType, clientTypes, type GeotechnicalMission, geotechnicalMissions } from "~/db/types";
import type { ListSpec } from "~/lib/admin/list";
import { checkboxField, idField, versionField } from "~/lib/admin/schema";
import { photoField } from "./photos";

export const REFERENCES_LIST = { pageSize: 20, filters: ["published"] } as const satisfies ListSpec;

/** At most this many photos per reference. */
export const MAX_REFERENCE_PHOTOS = 6;

export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  particulier: "Particulier",
  architecte: "Architecte ou maître d'œuvre",
  promoteur: "Promoteur ou constructeur",
  collectivite: "Collectivité ou établissement public",
  entreprise: "Entreprise",
  copropriete: "Copropriété",
};

/** The NF P 94-500 missions, as the public list and the form name them. */
export const MISSION_LABELS: Record<GeotechnicalMission, string> = {
  G1: "G1 – étude préalable",
  G2: "G2 – étude de conception",
  G3: "G3 – étude et suivi d'exécution",
  G4: "G4 – supervision d'exécution",
  G5: "G5 – diagnostic géotechnique",
};

export const REFERENCE_MESSAGES = {
  loadFailed: "Impossible de charger les références. Veuillez réessayer.",
  created: "Référence créée",
  updated: "Référence mise à jour",
  deleted: "Référence supprimée",
  deleteFailed: "Impossible de supprimer la référence",
  notFound: "Référence introuvable",
  unknownCity: "Choisissez une ville du territoire.",
} as const;

const thisYear = () => new Date().getFullYear();

const fields = {
  title: z.string({ message: "Le titre est requis" }).trim().min(1, "Le titre est requis").max(150, "150 caractères au maximum"),
  cityId: z.coerce.number({ message: REFERENCE_MESSAGES.unknownCity }).int(REFERENCE_MESSAGES.unknownCity).positive(REFERENCE_MESSAGES.unknownCity),
  year: z
    .number({ message: "L'année est requise (quatre chiffres)" })
    .int("L'année est un nombre entier")
    .min(1950, "Année trop ancienne (1950 au plus tôt)")
    .refine((year) => year <= thisYear() + 1, "L'année ne peut pas dépasser l'an prochain"),
  missions: z
    .array(z.enum(geotechnicalMissions, { message: "Mission inconnue" }), { message: "Cochez au moins une mission (G1 à G5)" })
    .min(1, "Cochez au moins une mission (G1 à G5)")
    .transform((missions) => geotechnicalMissions.filter((m) => missions.includes(m))),
  clientType: z.enum(clientTypes, { message: "Choisissez le type de client" }),
  text: z.string({ message: "Le texte est requis" }).trim().min(20, "Le texte doit contenir au moins 20 caractères").max(2000, "2 000 caractères au maximum"),
  photos: z
    .array(photoField)
    .max(MAX_REFERENCE_PHOTOS, `${MAX_REFERENCE_PHOTOS} photos au maximum`)
    .default([])
    .transform((photos) => photos.filter((photo) => photo !== "")),
  isPublished: checkboxField,
};

export const createReferenceSchema = z.object({ intent: z.literal("create"), ...fields });
export const updateReferenceSchema = z.object({ intent: z.literal("update"), id: idField, version: versionField, ...fields });
export const deleteReferenceSchema = z.object({ intent: z.literal("delete"), id: idField });
export const referenceActionSchema = z.discriminatedUnion("intent", [createReferenceSchema, updateReferenceSchema, deleteReferenceSchema]);

export type ReferenceInput = Omit<z.output<typeof createReferenceSchema>, "intent">;
export type ReferenceFormValues = Omit<ReferenceInput, "cityId"> & { cityId?: number; intent?: string; id?: number; version?: number };

/** The public list's filters, read from the URL (`?mission=G2&departement=77`); anything else is ignored. */
export type ReferenceFilters = { mission: GeotechnicalMission | null; department: string | null };

export function parseReferenceFilters(url: URL): ReferenceFilters {
  const mission = url.searchParams.get("mission")?.toUpperCase() ?? "";
  const department = url.searchParams.get("departement")?.toUpperCase() ?? "";
  return {
    mission: (geotechnicalMissions as ReadonlyArray<string>).includes(mission) ? (mission as GeotechnicalMission) : null,
    department: /^(?:\d{2}|2[AB]|\d{3})$/.test(department) ? department : null,
  };
}

/** A reference as the public pages show it. */
export type PublicReference = {
  id: number;
  title: string;
  year: number;
  missions: Array<GeotechnicalMission>;
  clientType: ClientType;
  text: string;
  city: { name: string; slug: string };
  department: { code: string; name: string };
  photos: Array<{ src: string; media: import("~/lib/media/picture").MediaImage | null }>;
};

/** The anchor of a reference on /references (search results and sitemap link to it). */
export const referenceAnchor = (id: number) => `reference-${id}`;
