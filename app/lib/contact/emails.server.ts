import type { OutgoingEmail } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { adminContactUrl } from "./links";
import { formatFileSize, professionLabel, subjectLabel } from "./schema";

const dateTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" });

export type ContactNotificationInput = {
  id: number;
  reference: string;
  createdAt: Date;
  fullName: string;
  email: string;
  phone: string;
  profession: string;
  subject: string;
  message: string;
  attachments: Array<{ name: string; size: number }>;
};

/** The staff notification: every field, the attachments listed (links to the admin), not attached. */
export function contactNotificationEmail(settings: Settings, origin: string, input: ContactNotificationInput): OutgoingEmail {
  const adminUrl = adminContactUrl(origin, input.id);
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    title: `Nouvelle demande de contact ${input.reference}`,
    blocks: [
      { kind: "paragraph", text: "Une nouvelle demande a été envoyée depuis le formulaire de contact du site." },
      {
        kind: "rows",
        heading: "Demande",
        rows: [
          { label: "Référence", value: input.reference },
          { label: "Reçue le", value: dateTime.format(input.createdAt).replace(/\u202f/g, " ") },
          { label: "Nom complet", value: input.fullName },
          { label: "Email", value: input.email },
          { label: "Téléphone", value: input.phone },
          { label: "Type de métier", value: professionLabel(input.profession) },
          { label: "Objet", value: subjectLabel(input.subject) },
        ],
      },
      { kind: "rows", heading: "Message", rows: [{ label: "Message", value: input.message }] },
      input.attachments.length > 0
        ? {
            kind: "list",
            heading: `Pièces jointes (${input.attachments.length})`,
            items: input.attachments.map((a) => ({ text: `${a.name} (${formatFileSize(a.size)})`, href: adminUrl })),
          }
        : { kind: "note", text: "Aucune pièce jointe." },
      { kind: "note", text: "Les pièces jointes ne sont pas jointes à cet e-mail : elles se téléchargent depuis l'administration, après connexion." },
      { kind: "button", label: "Ouvrir la demande dans l'administration", href: adminUrl },
    ],
  });
  return {
    type: "contact-notification",
    to: [{ email: settings.contact.notification_email }],
    replyTo: { email: input.email, name: input.fullName },
    subject: `[Contact] ${input.reference} – ${subjectLabel(input.subject)} – ${input.fullName}`,
    text,
    html,
    related: { type: "contact_request", id: input.id },
  };
}
