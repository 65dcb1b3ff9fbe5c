import { z } from "zod";
import type { ListSpec } from "~/lib/admin/list";
import { roles } from "~/db/schema";
import { versionField } from "~/lib/admin/schema";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "~/lib/auth/password";

export const USERS_PAGE_SIZE = 10;
export const USERS_LIST = { pageSize: USERS_PAGE_SIZE } as const satisfies ListSpec;

const passwordTooShort = PASSWORD_MESSAGES.tooShort;

const email = z
  .string({ message: "L'email est requis" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Email invalide" }).max(254, "Email invalide"));
const name = z.string().trim().max(100, "100 caractères au maximum").optional().default("");
const role = z.enum(roles, { message: "Rôle invalide" }).default("author");
const id = z.coerce.number({ message: "Utilisateur introuvable" }).int().positive("Utilisateur introuvable");

/**
 * 'Inviter un utilisateur' (docs/decisions/700): a super admin never chooses another person's
 * password; the invitee sets it from the e-mailed link.
 */
export const inviteUserSchema = z.object({
  intent: z.literal("invite"),
  email,
  firstName: name,
  lastName: name,
  role,
});

/** The e-mail is shown but not editable; the password is the account holder's own business. */
export const updateUserSchema = z.object({
  intent: z.literal("update"),
  id,
  version: versionField,
  firstName: name,
  lastName: name,
  role,
});

export const deleteUserSchema = z.object({ intent: z.literal("delete"), id });
export const resendInvitationSchema = z.object({ intent: z.literal("resend"), id });
export const cancelInvitationSchema = z.object({ intent: z.literal("cancel"), id });

export const userActionSchema = z.discriminatedUnion("intent", [inviteUserSchema, updateUserSchema, deleteUserSchema, resendInvitationSchema, cancelInvitationSchema]);

export type InviteUserInput = z.infer<typeof inviteUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const USER_MESSAGES = {
  loadFailed: "Impossible de charger les utilisateurs",
  updated: "Utilisateur mis à jour avec succès",
  updateFailed: "Échec de la mise à jour de l'utilisateur",
  deleted: "Utilisateur supprimé avec succès",
  deleteFailed: "Échec de la suppression de l'utilisateur",
  emailTaken: "Un utilisateur avec cet email existe déjà",
  notFound: "Utilisateur introuvable",
  selfDelete: "Vous ne pouvez pas supprimer votre propre compte.",
  selfDemote: "Vous ne pouvez pas modifier votre propre rôle.",
  lastSuperAdmin: "Impossible : il doit rester au moins un super administrateur.",
  invited: "Invitation envoyée",
  inviteFailed: "Échec de l'envoi de l'invitation",
  invitationResent: "Nouvelle invitation envoyée ; l'ancien lien n'est plus valable",
  invitationCancelled: "Invitation annulée",
  invitationNotFound: "Aucune invitation en attente pour cet utilisateur",
} as const;

// --- Création d'administrateur (/admin/create-admin) ---

/** A super admin is invited (docs/decisions/713): names and e-mail, never a password. */
export const createAdminSchema = z.object({
  firstName: z.string({ message: "Le prénom est requis" }).trim().min(1, "Le prénom est requis").max(100, "100 caractères au maximum"),
  lastName: z.string({ message: "Le nom est requis" }).trim().min(1, "Le nom est requis").max(100, "100 caractères au maximum"),
  email,
});

export const CREATE_ADMIN_MESSAGES = {
  howItWorks: "La personne reçoit un e-mail avec un lien valable 7 jours pour choisir elle-même son mot de passe : personne d'autre ne le choisit ni ne le voit.",
  success: "Le nouveau super administrateur pourra se connecter dès qu'il aura choisi son mot de passe depuis le lien reçu par e-mail (valable 7 jours).",
  failed: "Une erreur est survenue lors de la création du compte",
} as const;

// --- Mon Profil ---

export const profileNamesSchema = z.object({
  intent: z.literal("names"),
  firstName: name,
  lastName: name,
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ message: "Le mot de passe actuel est requis" }).min(1, "Le mot de passe actuel est requis"),
    newPassword: z.string({ message: "Le nouveau mot de passe est requis" }).min(MIN_PASSWORD_LENGTH, passwordTooShort).max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
    confirmPassword: z.string({ message: "Veuillez confirmer le nouveau mot de passe" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Les mots de passe ne correspondent pas",
    path: ["confirmPassword"],
  });

export const profileActionSchema = z.discriminatedUnion("intent", [profileNamesSchema, changePasswordSchema]);

/** « Déconnecter » one session of one's own account (its id: 22 base64url characters). */
export const endSessionSchema = z.object({
  intent: z.literal("end-session"),
  sessionId: z.string({ message: "Session inconnue" }).regex(/^[A-Za-z0-9_-]{22}$/, "Session inconnue"),
});

export const PROFILE_MESSAGES = {
  namesUpdated: "Profil mis à jour avec succès",
  passwordChanged: "Mot de passe modifié avec succès",
  wrongPassword: "Le mot de passe actuel est incorrect",
  /** The sign-in's message (LOGIN_MESSAGES.rateLimited), for the current-password check. */
  rateLimited: "Trop de tentatives. Veuillez patienter une minute avant de réessayer.",
  failed: "Échec de la mise à jour du profil",
  sessionEnded: "La session a été déconnectée.",
  otherSessionsEnded: "Toutes les autres sessions ont été déconnectées.",
  sessionNotFound: "Cette session n'existe plus ou n'est pas une autre session de votre compte.",
} as const;
