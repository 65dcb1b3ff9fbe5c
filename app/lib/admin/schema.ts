// zod pieces shared by the back-office forms. Browser-safe.
import { z } from "zod";
import { SLUG_PATTERN } from "~/lib/content/rules";
import { isCalendarDay } from "~/lib/dates";
import { imageReferenceUrl, MEDIA_REFERENCE_MESSAGE } from "~/lib/media/url";

/** The version a form was loaded at (optimistic concurrency). */
export const versionField = z.coerce.number({ message: "Version manquante : rechargez la page." }).int().min(1, "Version manquante : rechargez la page.");

/** A positive integer id carried by a form. */
export const idField = z.coerce.number({ message: "Élément introuvable" }).int().positive("Élément introuvable");

/**
 * Trimmed optional text; "" when absent. (A default, not a preprocess: conform turns an
 * empty field into `undefined` before the schema runs and does not apply preprocessors.)
 */
export const optionalText = (max = 5000) => z.string().trim().max(max, `${max} caractères au maximum`).default("");

/** A slug as `slugify` writes it. */
export const slugField = (requiredMessage: string, invalidMessage = "Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.") =>
  z.string({ message: requiredMessage }).trim().min(1, requiredMessage).max(120, "120 caractères au maximum").regex(SLUG_PATTERN, invalidMessage);

/**
 * A day from a native date input (YYYY-MM-DD) that exists: "2027-13-01" sent by hand is refused
 * with the message, never a crash. Add `.optional()` for a day that may stay empty.
 */
export const dayField = (message = "Date invalide") => z.string().trim().refine(isCalendarDay, message);

/** The place of a row in its public list: a whole number from 0 to 999, 0 when left empty. */
export const displayOrderField = z
  .number({ message: "L'ordre doit être un nombre entier" })
  .int("L'ordre doit être un nombre entier")
  .min(0, "L'ordre ne peut pas être négatif")
  .max(999, "999 au maximum")
  .default(0);

/** A native checkbox: "on" when ticked, absent otherwise. */
export const checkboxField = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/**
 * An image of the médiathèque ("/media/{key}", checked against the médiathèque on save) or
 * one of the site's illustrations; "" for none.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(500, MEDIA_REFERENCE_MESSAGE)
  .refine((value) => value === "" || imageReferenceUrl(value) === value, MEDIA_REFERENCE_MESSAGE)
  .default("");

/** 'Restaurer' under an edit form (articles, services, pages). */
export const restoreSchema = z.object({ intent: z.literal("restore"), revisionId: idField, version: versionField });

export const REVISION_MESSAGES = {
  restored: "Version restaurée avec succès.",
  restoreFailed: "Échec de la restauration de la version.",
  /** The old version no longer passes today's form rules (a field added or tightened since). */
  restoreInvalid: "Cette version ne respecte plus les règles actuelles du formulaire : restaurez-la à la main.",
} as const;
