import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "./password";

/** The login form: a valid e-mail and a password. */
export const loginSchema = z.object({
  email: z
    .string({ message: "Email invalide" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Email invalide" })),
  password: z.string({ message: "Mot de passe requis" }).min(1, "Mot de passe requis"),
  redirectTo: z.string().optional(),
});

export const LOGIN_MESSAGES = {
  invalidCredentials: "Identifiants incorrects. Vérifiez votre email et mot de passe.",
  rateLimited: "Trop de tentatives de connexion. Veuillez patienter une minute avant de réessayer.",
  generic: "Une erreur est survenue lors de la connexion",
} as const;

/** How long the login error stays on screen: 8 s. */
export const LOGIN_ERROR_TIMEOUT_MS = 8000;

// --- Mot de passe oublié, nouveau mot de passe, invitation (docs/decisions/700) ---

export const forgotPasswordSchema = z.object({
  email: z
    .string({ message: "L'email est requis" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Email invalide" }).max(254, "Email invalide")),
});

/** A new password and its confirmation; the account-bound rules run on the server (password.ts). */
export const newPasswordSchema = z
  .object({
    password: z.string({ message: "Le mot de passe est requis" }).min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort).max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
    confirmPassword: z.string({ message: "Veuillez confirmer le mot de passe" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Les mots de passe ne correspondent pas",
    path: ["confirmPassword"],
  });

export const ACCOUNT_LINK_MESSAGES = {
  resetSent: "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.",
  resetRateLimited: "Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.",
  resetExpired: "Ce lien n'est plus valable. Demandez un nouveau lien depuis « Mot de passe oublié ».",
  invitationExpired: "Ce lien n'est plus valable. Demandez une nouvelle invitation à votre administrateur.",
  passwordReset: "Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.",
} as const;
