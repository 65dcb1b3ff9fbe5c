import { z } from "zod";

/** The login form (spec §5 "Login"). */
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

/** How long the login error stays on screen (spec §9). */
export const LOGIN_ERROR_TIMEOUT_MS = 8000;
