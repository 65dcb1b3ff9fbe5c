// Qualifications (OPQIBI…) and insurance of the firm: label, number, issuer, last valid day. Browser-safe.
import { z } from "zod";
import { type CredentialKind, credentialKinds } from "../../db/types";
import type { ListSpec } from "~/lib/admin/list";
import { dayField, displayOrderField, idField, optionalText, versionField } from "~/lib/admin/schema";

export const CREDENTIALS_LIST = { pageSize: 20, filters: ["kind"] } as const satisfies ListSpec;

export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  qualification: "Qualification ou certification",
  insurance: "Assurance",
};

export const CREDENTIAL_MESSAGES = {
  loadFailed: "Impossible de charger les qualifications et assurances. Veuillez réessayer.",
  created: "Qualification ou assurance ajoutée",
  updated: "Qualification ou assurance mise à jour",
  deleted: "Qualification ou assurance supprimée",
  deleteFailed: "Impossible de supprimer cette qualification ou assurance",
  notFound: "Qualification ou assurance introuvable",
  badDay: "Date de fin de validité invalide : choisissez un jour du calendrier.",
} as const;

const fields = {
  kind: z.enum(credentialKinds, { message: "Choisissez le type : qualification ou assurance." }),
  label: z.string({ message: "Le libellé est requis" }).trim().min(1, "Le libellé est requis").max(150, "150 caractères au maximum"),
  number: optionalText(60),
  issuer: optionalText(150),
  /** Absent when left empty: valid without end. */
  validUntil: dayField(CREDENTIAL_MESSAGES.badDay).optional(),
  displayOrder: displayOrderField,
};

export const createCredentialSchema = z.object({ intent: z.literal("create"), ...fields });
export const updateCredentialSchema = z.object({ intent: z.literal("update"), id: idField, version: versionField, ...fields });
export const deleteCredentialSchema = z.object({ intent: z.literal("delete"), id: idField });
export const credentialActionSchema = z.discriminatedUnion("intent", [createCredentialSchema, updateCredentialSchema, deleteCredentialSchema]);

export type CredentialInput = Omit<z.output<typeof createCredentialSchema>, "intent">;
export type CredentialFormValues = CredentialInput & { intent?: string; id?: number; version?: number };

export { credentialLine, type PublicCredential } from "./kinds";
