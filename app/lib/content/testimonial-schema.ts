// Testimonials (quote, author, position, company) with the admin's active flag
// and display order. Browser-safe.
import { z } from "zod";
import type { ListSpec } from "~/lib/admin/list";
import { checkboxField, displayOrderField, idField, optionalText, versionField } from "~/lib/admin/schema";

export const TESTIMONIALS_LIST = { pageSize: 10, filters: ["active"] } as const satisfies ListSpec;

export const TESTIMONIAL_MESSAGES = {
  loadFailed: "Impossible de charger les témoignages. Veuillez réessayer.",
  created: "Témoignage créé",
  updated: "Témoignage mis à jour",
  deleted: "Témoignage supprimé",
  deleteFailed: "Impossible de supprimer le témoignage",
  saveFailed: "Impossible d'enregistrer le témoignage",
  duplicate: "Ce témoignage existe déjà",
  notFound: "Témoignage introuvable",
} as const;

const fields = {
  quote: z.string({ message: "Le témoignage est requis" }).trim().min(10, "Le témoignage doit contenir au moins 10 caractères").max(1500, "1 500 caractères au maximum"),
  author: z.string({ message: "L'auteur est requis" }).trim().min(1, "L'auteur est requis").max(100, "100 caractères au maximum"),
  position: optionalText(150),
  company: optionalText(150),
  isActive: checkboxField,
  displayOrder: displayOrderField,
};

export const createTestimonialSchema = z.object({ intent: z.literal("create"), ...fields });
export const updateTestimonialSchema = z.object({ intent: z.literal("update"), id: idField, version: versionField, ...fields });
export const deleteTestimonialSchema = z.object({ intent: z.literal("delete"), id: idField });
export const testimonialActionSchema = z.discriminatedUnion("intent", [createTestimonialSchema, updateTestimonialSchema, deleteTestimonialSchema]);

export type TestimonialInput = Omit<z.output<typeof createTestimonialSchema>, "intent">;
export type TestimonialFormValues = TestimonialInput & { intent?: string; id?: number; version?: number };
