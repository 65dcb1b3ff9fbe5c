// The e-mails of a devis: sent to the client (with the frozen PDF, the devis link, and the
// personal data link the layout prints, docs/decisions/343),
// accepted (the signed PDF, to the client and the owner), refused (to the owner), and the
// two reminders. Each is an outbox row written in the batch of the change it tells.
import type { devis } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import type { OutgoingEmail } from "~/lib/mail/outbox.server";
import { type EmailBlock, renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import { type Settings, settingFact } from "~/lib/settings/definitions";
import { natureLabel } from "~/lib/leads/labels";
import { formatCentsPlain, indiceOf } from "./lines";
import { devisFilename } from "./pdf.server";
import { refusalReasonLabel, WITHDRAWAL_CHOICE_LABELS } from "./schema";

type Devis = typeof devis.$inferSelect;
export type Recipient = { email: string; name?: string };

// What every e-mail of a devis and of its dossier says alike (dossier-emails.server.ts too).
/** An ISO day (« 2026-05-12 ») as « 12/05/2026 ». */
export const shortDay = (value: string) => formatDate(`${value}T12:00:00Z`);
/** « devis n° D-2026-0042 (indice A) » */
export const devisTitle = (d: Pick<Devis, "number" | "revision">) => `devis n° ${d.number} (indice ${indiceOf(d.revision)})`;
export const clientGreeting = (d: Pick<Devis, "clientName">) => (d.clientName ? `Bonjour ${d.clientName},` : "Bonjour,");
const ownerGreeting = (owner: Recipient | null) => (owner?.name ? `Bonjour ${owner.name},` : "Bonjour,");
export const toClient = (d: Pick<Devis, "clientEmail" | "clientName">): Array<Recipient> => [{ email: d.clientEmail, name: d.clientName || undefined }];
const amounts = (d: Pick<Devis, "totalHtCents" | "totalTtcCents">) => `${formatCentsPlain(d.totalHtCents)} HT, soit ${formatCentsPlain(d.totalTtcCents)} TTC`;
const site = (d: Pick<Devis, "siteStreet" | "sitePostcode" | "siteCity">) => [d.siteStreet, `${d.sitePostcode} ${d.siteCity}`.trim()].filter(Boolean).join(", ");

/** The devis' owner, or else the firm's contact address. */
export function replyTo(settings: Settings, owner: Recipient | null): Recipient | undefined {
  if (owner) return owner;
  const email = settingFact(settings, "contact", "email");
  return email ? { email, name: settings.general.site_name } : undefined;
}

export function sentEmail(
  settings: Settings,
  d: Devis,
  input: {
    link: string;
    pdfKey: string;
    owner: Recipient | null;
    privacyLink: string;
    attestation?: { key: string; filename: string } | null;
    documents?: Array<{ kind: "devis-document"; documentId: number; filename: string }>;
  },
): OutgoingEmail {
  const documents = input.documents ?? [];
  const what = natureLabel(d.projectNature);
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyLink },
    greeting: clientGreeting(d),
    title: `Votre devis ${d.number}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Veuillez trouver ci-joint notre ${devisTitle(d)}${what ? ` pour votre projet (${what.toLowerCase()})` : ""}${site(d) ? ` au ${site(d)}` : ""} : ${amounts(d)}.`,
      },
      ...(d.estimateReference ? [{ kind: "paragraph" as const, text: `Il confirme l'estimation indicative ${d.estimateReference} obtenue sur notre simulateur.` }] : []),
      // The engineer's note to the client, as the devis prints it (docs/decisions/649).
      ...(d.note.trim() ? [{ kind: "rows" as const, heading: "Le mot de l'ingénieur", rows: [{ label: "Note", value: d.note.trim() }] }] : []),
      ...(documents.length > 0 ? [{ kind: "list" as const, heading: "Documents joints au devis", items: documents.map((doc) => ({ text: doc.filename })) }] : []),
      { kind: "paragraph", text: `Vous pouvez le consulter, le télécharger et l'accepter en ligne jusqu'au ${shortDay(d.validUntil ?? "")} :` },
      { kind: "button", label: "Consulter et accepter le devis", href: input.link },
      {
        kind: "note",
        text: "Ce lien vous est personnel : il vous permet d'accepter le devis en ligne. Ne le transférez pas. Pour toute question, répondez simplement à ce message.",
      },
    ],
  });
  return {
    type: "devis-sent",
    to: toClient(d),
    replyTo: replyTo(settings, input.owner),
    subject: `Votre devis ${d.number} – ${settings.general.site_name}`,
    text,
    html,
    attachments: [
      { kind: "stored-pdf", key: input.pdfKey, filename: devisFilename(d.number, d.revision) },
      // The insurer's attestation, as stored when the devis was sent (docs/decisions/636).
      ...(input.attestation ? [{ kind: "insurance-attestation" as const, key: input.attestation.key, filename: input.attestation.filename }] : []),
      ...documents,
    ],
    related: { type: "devis", id: d.id },
  };
}

export function acceptedEmails(
  settings: Settings,
  d: Devis,
  input: {
    signedKey: string;
    owner: Recipient | null;
    signerName: string;
    /** Set when the signer is not the client (docs/decisions/627): the owner's e-mail flags it. */
    signerRelation?: string | null;
    withdrawalChoice: "attendre" | "commencer" | null;
    adminLink: string;
    link: string;
    privacyLink: string;
    /** What to pay and when work starts (order-texts.ts), as the signed PDF prints them. */
    payment?: Array<string>;
  },
): Array<OutgoingEmail> {
  const attachment = { kind: "stored-pdf" as const, key: input.signedKey, filename: devisFilename(d.number, d.revision, true) };
  const start = d.clientType === "particulier" && input.withdrawalChoice ? WITHDRAWAL_CHOICE_LABELS[input.withdrawalChoice] : null;
  const client = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyLink },
    greeting: `Bonjour ${input.signerName},`,
    title: `Devis ${d.number} accepté`,
    blocks: [
      { kind: "paragraph", text: `Nous avons bien reçu votre acceptation du ${devisTitle(d)} : ${amounts(d)}. Merci pour votre confiance.` },
      { kind: "paragraph", text: "Vous trouverez ci-joint le devis signé électroniquement, avec la preuve de votre acceptation." },
      ...(start ? [{ kind: "rows" as const, rows: [{ label: "Votre choix", value: start }] }] : []),
      ...(input.payment?.length ? [{ kind: "list" as const, heading: "Acompte et début de la mission", items: input.payment.map((text) => ({ text })) }] : []),
      {
        kind: "paragraph",
        text: "L'ingénieur en charge de votre dossier vous propose ensuite la date de l'intervention sur le terrain. Vous suivez chaque étape depuis votre lien personnel.",
      },
      { kind: "button", label: "Suivre mon dossier", href: input.link },
    ],
  });
  const emails: Array<OutgoingEmail> = [
    {
      type: "devis-accepted-client",
      to: [{ email: d.clientEmail, name: input.signerName }],
      replyTo: replyTo(settings, input.owner),
      subject: `Devis ${d.number} accepté – ${settings.general.site_name}`,
      text: client.text,
      html: client.html,
      attachments: [attachment],
      related: { type: "devis", id: d.id },
    },
  ];
  const owner = ownerNotice(settings, d, input.owner, {
    type: "devis-accepted-owner",
    subject: `[Devis accepté]${input.signerRelation ? " [signataire à vérifier]" : ""} ${d.number} – ${d.clientName}`,
    title: `Devis ${d.number} accepté en ligne`,
    blocks: [
      { kind: "paragraph", text: `${input.signerName} a accepté le ${devisTitle(d)} (${d.clientName}${d.clientCompany ? `, ${d.clientCompany}` : ""}) : ${amounts(d)}.` },
      ...(input.signerRelation
        ? [
            {
              kind: "paragraph" as const,
              text: `À vérifier : le signataire, ${input.signerName}, n'est pas ${d.clientName}, à qui le devis est adressé ; il a déclaré agir en qualité de « ${input.signerRelation} ». Assurez-vous de son pouvoir d'engager le client avant de commencer la mission (Code civil, article 1156).`,
            },
          ]
        : []),
      ...(start ? [{ kind: "rows" as const, rows: [{ label: "Début de la mission", value: start }] }] : []),
      { kind: "paragraph", text: "Le devis signé (avec la preuve d'acceptation) est joint et conservé avec le devis." },
      { kind: "button", label: "Ouvrir le devis", href: input.adminLink },
    ],
    attachments: [attachment],
  });
  return owner ? [...emails, owner] : emails;
}

/** The staff inbox, when the devis has no owner (or the owner's account is gone). */
function internalRecipient(settings: Settings): Recipient | null {
  const email = settingFact(settings, "contact", "notification_email");
  return email ? { email } : null;
}

/**
 * An e-mail to the devis' owner, or else to the staff inbox (none when neither is known): the
 * notices of an acceptance, a refusal and a withdrawal.
 */
export function ownerNotice(
  settings: Settings,
  d: Pick<Devis, "id">,
  owner: Recipient | null,
  mail: Pick<OutgoingEmail, "type" | "subject" | "attachments"> & { title: string; blocks: Array<EmailBlock> },
): OutgoingEmail | null {
  const to = owner ?? internalRecipient(settings);
  if (!to) return null;
  const { text, html } = renderEmail(settings, { audience: STAFF_AUDIENCE, greeting: ownerGreeting(owner), title: mail.title, blocks: mail.blocks });
  return { type: mail.type, to: [to], subject: mail.subject, text, html, ...(mail.attachments ? { attachments: mail.attachments } : {}), related: { type: "devis", id: d.id } };
}

export function refusedEmail(settings: Settings, d: Devis, input: { owner: Recipient | null; reason: string | null; comment: string; adminLink: string }): OutgoingEmail | null {
  return ownerNotice(settings, d, input.owner, {
    type: "devis-refused",
    subject: `[Devis refusé] ${d.number} – ${d.clientName}`,
    title: `Devis ${d.number} refusé`,
    blocks: [
      { kind: "paragraph", text: `${d.clientName || "Le client"} a refusé le ${devisTitle(d)} (${amounts(d)}).` },
      { kind: "rows", rows: [{ label: "Raison", value: refusalReasonLabel(input.reason) }, ...(input.comment ? [{ label: "Commentaire", value: input.comment }] : [])] },
      { kind: "button", label: "Ouvrir le devis", href: input.adminLink },
    ],
  });
}

export function clientReminderEmail(settings: Settings, d: Devis, input: { link: string; owner: Recipient | null; privacyLink: string }): OutgoingEmail {
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyLink },
    greeting: clientGreeting(d),
    title: `Votre devis ${d.number} vous attend`,
    blocks: [
      { kind: "paragraph", text: `Nous vous avons adressé notre ${devisTitle(d)} (${amounts(d)}). Il reste valable jusqu'au ${shortDay(d.validUntil ?? "")}.` },
      { kind: "paragraph", text: "Vous pouvez le consulter et l'accepter en ligne, ou nous dire s'il ne vous convient pas :" },
      { kind: "button", label: "Consulter le devis", href: input.link },
      { kind: "note", text: "Ce rappel n'est envoyé qu'une fois. Pour toute question, répondez simplement à ce message." },
    ],
  });
  return {
    type: "devis-reminder-client",
    to: toClient(d),
    replyTo: replyTo(settings, input.owner),
    subject: `Rappel : votre devis ${d.number} – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "devis", id: d.id },
  };
}

export function ownerExpiryEmail(settings: Settings, d: Devis, input: { owner: Recipient; adminLink: string }): OutgoingEmail {
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: ownerGreeting(input.owner),
    title: `Le devis ${d.number} expire le ${shortDay(d.validUntil ?? "")}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Le ${devisTitle(d)} de ${d.clientName} (${amounts(d)}) n'a pas encore reçu de réponse et expire dans 7 jours, le ${shortDay(d.validUntil ?? "")}.`,
      },
      { kind: "paragraph", text: "Une relance par téléphone, ou une nouvelle version du devis, peut encore le sauver." },
      { kind: "button", label: "Ouvrir le devis", href: input.adminLink },
    ],
  });
  return {
    type: "devis-reminder-owner",
    to: [input.owner],
    subject: `[Devis] ${d.number} expire dans 7 jours – ${d.clientName}`,
    text,
    html,
    related: { type: "devis", id: d.id },
  };
}
