// The « Majorations » form of « Simulateur (prix) »: the price modifiers staff edit.
// Browser-safe: the form validates with the same rules as the action.
import { z } from "zod";
import { versionField } from "~/lib/admin/schema";
import type { PricingModifiers } from "../../db/types";

export const MODIFIERS_INTENT = "modifiers";

export const MODIFIERS_MESSAGES = {
  updated: "Majorations mises à jour",
  notFound: "Les majorations sont introuvables : rechargez la page.",
  notice:
    "Chaque majoration qui s'applique apparaît sur sa propre ligne dans le récapitulatif, l'e-mail et le PDF du devis. Une modification ne vaut que pour les nouveaux devis : les simulations enregistrées gardent leurs lignes et leurs totaux.",
} as const;

const euros = (label: string) =>
  z
    .number({ message: `${label} : indiquez un nombre entier d'euros HT (0 pour aucune majoration)` })
    .int(`${label} : indiquez un nombre entier d'euros HT`)
    .min(0, `${label} : le montant ne peut pas être négatif`)
    .max(100_000, `${label} : 100 000 € HT au maximum`)
    .default(0);

const DEPARTMENT = /^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/;

/** "75, 92 93;94" → ["75", "92", "93", "94"]. */
export function parseDepartments(value: string) {
  return value
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean)
    .map((code) => (/^\d$/.test(code) ? `0${code}` : code));
}

const surfaceBand = z.object({
  basis: z.enum(["built", "plot"], { message: "Choisissez la surface concernée" }),
  from: z
    .number({ message: "Indiquez la surface minimale en m² (nombre entier)" })
    .int("Indiquez la surface minimale en m² (nombre entier)")
    .min(1, "La surface minimale est d'au moins 1 m²")
    .max(10_000_000, "Surface trop grande"),
  unit: z.enum(["eur", "percent"], { message: "Choisissez € HT ou %" }),
  amount: z
    .number({ message: "Indiquez le montant de la majoration" })
    .int("Indiquez un nombre entier")
    .min(0, "Le montant ne peut pas être négatif")
    .max(100_000, "100 000 au maximum"),
  missions: z.array(z.string().max(40)).default([]),
});

const travelZone = z.object({
  label: z.string({ message: "Nommez la zone (ex. Grande couronne)" }).trim().min(2, "Nommez la zone (ex. Grande couronne)").max(80, "80 caractères au maximum"),
  departments: z
    .string({ message: "Indiquez au moins un numéro de département" })
    .trim()
    .max(400, "400 caractères au maximum")
    .transform(parseDepartments)
    .refine((codes) => codes.length > 0, "Indiquez au moins un numéro de département")
    .refine((codes) => codes.every((code) => DEPARTMENT.test(code)), "Numéros de département séparés par des virgules (ex. 77, 78, 2A, 971)"),
  amount: euros("Montant du déplacement"),
});

export const modifiersSchema = z
  .object({
    intent: z.literal(MODIFIERS_INTENT),
    version: versionField,
    urgencyPercent: z
      .number({ message: "Urgence : indiquez un pourcentage entier (0 pour aucune majoration)" })
      .int("Urgence : indiquez un pourcentage entier")
      .min(0, "Urgence : le pourcentage ne peut pas être négatif")
      .max(200, "Urgence : 200 % au maximum")
      .default(0),
    accessMoyenne: euros("Accès moyen"),
    accessDifficile: euros("Accès difficile"),
    basement: euros("Sous-sol"),
    surfaceBands: z.array(surfaceBand).max(20, "20 paliers au maximum").default([]),
    travelZones: z.array(travelZone).max(20, "20 zones au maximum").default([]),
    travelOther: euros("Autres départements"),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    value.travelZones.forEach((zone, index) => {
      for (const code of zone.departments) {
        const other = seen.get(code);
        if (other !== undefined && other !== index) {
          ctx.addIssue({ code: "custom", path: ["travelZones", index, "departments"], message: `Le département ${code} est déjà dans la zone ${other + 1}` });
        }
        seen.set(code, index);
      }
    });
  });

export type ModifiersInput = z.output<typeof modifiersSchema>;

/** What is stored: the form's values without intent and version. */
export function toModifiers(input: ModifiersInput): PricingModifiers {
  return {
    urgencyPercent: input.urgencyPercent,
    accessMoyenne: input.accessMoyenne,
    accessDifficile: input.accessDifficile,
    basement: input.basement,
    surfaceBands: input.surfaceBands.map((band) => ({ ...band, missions: [...new Set(band.missions)] })),
    travelZones: input.travelZones.map((zone) => ({ ...zone, departments: [...new Set(zone.departments)] })),
    travelOther: input.travelOther,
  };
}
