// Two-factor sign-in: the forms, messages and policy values, browser-safe.
import { z } from "zod";

/** 'Double authentification obligatoire' (Paramètres → Sécurité). */
export const TWO_FACTOR_POLICIES = ["none", "super_admin", "all"] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];
export const DEFAULT_TWO_FACTOR_POLICY: TwoFactorPolicy = "super_admin";

export const TWO_FACTOR_POLICY_LABELS: Record<TwoFactorPolicy, string> = {
  none: "Personne",
  super_admin: "Super administrateurs",
  all: "Tout le personnel",
};

export function twoFactorPolicyOf(value: string): TwoFactorPolicy {
  return (TWO_FACTOR_POLICIES as ReadonlyArray<string>).includes(value) ? (value as TwoFactorPolicy) : DEFAULT_TWO_FACTOR_POLICY;
}

export const TWO_FACTOR_MESSAGES = {
  codeFormat: "Saisissez les 6 chiffres affichés par votre application.",
  wrongCode: "Code incorrect ou déjà utilisé. Saisissez le code actuellement affiché par votre application.",
  wrongSecondFactor: "Code incorrect ou déjà utilisé. Réessayez avec le code actuel de votre application ou un code de secours.",
  missingSecondFactor: "Saisissez le code à 6 chiffres de votre application ou l'un de vos codes de secours.",
  rateLimited: "Trop de tentatives. Veuillez patienter une minute avant de réessayer.",
  wrongPassword: "Mot de passe incorrect",
  enrolmentExpired: "L'activation a expiré. Rechargez la page pour obtenir un nouveau code à scanner.",
  pendingExpired: "Votre connexion a expiré (5 minutes). Saisissez à nouveau votre email et votre mot de passe.",
  enabled: "Double authentification activée. Conservez vos codes de secours.",
  disabled: "Double authentification désactivée",
  userNotFound: "Utilisateur introuvable",
  resetSelf: "Pour votre propre compte, désactivez la double authentification depuis votre profil.",
  resetNothing: "La double authentification n'est pas activée pour ce compte.",
  reset: (email: string) => `Double authentification réinitialisée pour ${email} : un e-mail l'en informe.`,
  locked:
    "Trop de codes erronés : la double authentification de ce compte est bloquée et un e-mail a été envoyé à son adresse. Pour la débloquer, choisissez un nouveau mot de passe avec « Mot de passe oublié », ou demandez à un super administrateur.",
  attemptsLeft: (left: number) =>
    left === 1
      ? "Attention : encore un code erroné et la double authentification de ce compte sera bloquée."
      : `Attention : encore ${left} codes erronés et la double authentification de ce compte sera bloquée.`,
  unlocked: (email: string) => `Double authentification débloquée pour ${email}.`,
  unlockNothing: "La double authentification de ce compte n'est pas bloquée.",
  unlockSelf: "Pour votre propre compte, choisissez un nouveau mot de passe avec « Mot de passe oublié » : le lien débloque la double authentification.",
} as const;

const code = z
  .string({ message: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

const currentPassword = z.string({ message: "Mot de passe requis" }).min(1, "Mot de passe requis");

/** Enrolment: the first code confirms the secret was scanned. */
export const confirmTwoFactorSchema = z.object({ intent: z.literal("enable"), code });

/**
 * Enrolment from the profile: the current password too (ASVS 5.0 7.5.1), so that a session
 * alone cannot enrol another authenticator (docs/decisions/716).
 */
export const enableTwoFactorSchema = confirmTwoFactorSchema.extend({ password: currentPassword });

/** Turning it off: the password and a current code. */
export const disableTwoFactorSchema = z.object({
  intent: z.literal("disable"),
  password: currentPassword,
  code,
});

/** The code step of the sign-in: a code from the app, or a recovery code. */
export const secondFactorSchema = z
  .object({
    code: z.string().trim().max(20).optional(),
    recoveryCode: z.string().trim().max(40).optional(),
  })
  .refine((value) => Boolean(value.code) || Boolean(value.recoveryCode), { message: TWO_FACTOR_MESSAGES.missingSecondFactor, path: ["code"] });

/** The .txt offered once with the recovery codes. */
export function recoveryCodesText(email: string, codes: ReadonlyArray<string>): string {
  return [
    "Lutetia Géotechnique — codes de secours (double authentification)",
    `Compte : ${email}`,
    "",
    "Chaque code ne sert qu'une fois, à la place du code de votre application.",
    "",
    ...codes,
    "",
  ].join("\n");
}
