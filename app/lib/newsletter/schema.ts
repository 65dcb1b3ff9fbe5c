import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { CONTROL_CHARACTERS_MESSAGE, isOneLine } from "~/lib/forms/text";

export const NEWSLETTER_HONEYPOT = "site_web";

export const newsletterMessages = {
  email: "Veuillez entrer une adresse email valide",
  // One answer for a new, a pending and a confirmed address: the form must not tell
  // anyone whether an address is subscribed.
  pending:
    "Merci ! Si cette adresse n'est pas déjà abonnée, un e-mail de confirmation vient de lui être envoyé : cliquez sur le lien qu'il contient pour confirmer votre inscription.",
  generic: "L'inscription n'a pas pu être enregistrée. Veuillez réessayer plus tard.",
  confirmed: "Votre inscription à la newsletter est confirmée. Merci de votre intérêt !",
  unsubscribed: "Vous êtes désinscrit(e) de la newsletter : vous ne recevrez plus nos e-mails.",
  invalidLink: "Ce lien n'est pas valide ou n'est plus actif.",
} as const;

export const newsletterSchema = z.object({
  email: z.pipe(
    z.string({ error: newsletterMessages.email }).check(z.trim(), z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE), z.maxLength(254)),
    z.email({ error: newsletterMessages.email }),
  ),
  source: z.optional(z.string().check(z.trim(), z.refine(isOneLine, CONTROL_CHARACTERS_MESSAGE), z.maxLength(50))),
});

export type NewsletterActionData = {
  result: SubmissionResult<Array<string>>;
  outcome?: "pending";
  message?: string;
};
