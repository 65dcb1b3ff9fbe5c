// The team shown on « À propos »: name, role, photo of the médiathèque, short text, order. Browser-safe.
import { z } from "zod";
import type { ListSpec } from "~/lib/admin/list";
import { displayOrderField, idField, optionalText, versionField } from "~/lib/admin/schema";
import { photoField } from "./photos";

export const TEAM_LIST = { pageSize: 20, filters: [] } as const satisfies ListSpec;

export const TEAM_MESSAGES = {
  loadFailed: "Impossible de charger l'équipe. Veuillez réessayer.",
  created: "Membre de l'équipe ajouté",
  updated: "Membre de l'équipe mis à jour",
  deleted: "Membre de l'équipe supprimé",
  deleteFailed: "Impossible de supprimer ce membre de l'équipe",
  notFound: "Membre de l'équipe introuvable",
} as const;

const fields = {
  name: z.string({ message: "Le nom est requis" }).trim().min(1, "Le nom est requis").max(100, "100 caractères au maximum"),
  jobTitle: z.string({ message: "Le rôle est requis" }).trim().min(1, "Le rôle est requis").max(120, "120 caractères au maximum"),
  photo: photoField,
  bio: optionalText(600),
  displayOrder: displayOrderField,
};

export const createTeamMemberSchema = z.object({ intent: z.literal("create"), ...fields });
export const updateTeamMemberSchema = z.object({ intent: z.literal("update"), id: idField, version: versionField, ...fields });
export const deleteTeamMemberSchema = z.object({ intent: z.literal("delete"), id: idField });
export const teamMemberActionSchema = z.discriminatedUnion("intent", [createTeamMemberSchema, updateTeamMemberSchema, deleteTeamMemberSchema]);

export type TeamMemberInput = Omit<z.output<typeof createTeamMemberSchema>, "intent">;
export type TeamMemberFormValues = TeamMemberInput & { intent?: string; id?: number; version?: number };
