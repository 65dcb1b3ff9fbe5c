// The e-mails of the dossier after acceptance: the deposit and the balance received (to the
// client), the withdrawal acknowledged at once on a durable medium (L221-21) and told to the
// owner, the refund made. Each is an outbox row of the batch of the step it tells.
// docs/decisions/642-deposit-and-payments.md, 643-withdrawal.md
import type { devis, devisInterventions } from "~/db/schema";
import type { OutgoingEmail } from "~/lib/mail/outbox.server";
import { renderEmail } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { clientGreeting, devisTitle, ownerNotice, type Recipient, replyTo, shortDay, toClient } from "./emails.server";
import { formatCentsPlain, indiceOf } from "./lines";
import { PAYMENT_MODE_LABELS, WITHDRAWAL_CHANNEL_LABELS } from "./schema";
import { visitIcsFilename } from "./visit-calendar.server";
import { visitWhen } from "./visit-report-emails.server";
import type { PaymentMode, WithdrawalChannel } from "~/db/schema";

type Devis = typeof devis.$inferSelect;
/** The planned visit a withdrawal cancels, and when (docs/decisions/945). */
export type CancelledVisit = Pick<typeof devisInterventions.$inferSelect, "day" | "window" | "sequence"> & { at: Date };

export type DossierMailInput = { link: string; privacyUrl: string; owner: Recipient | null };

/** « Acompte reçu » / « Solde reçu »: what was received, and what comes next. */
export function paymentReceivedEmail(
  settings: Settings,
  d: Devis,
  payment: { kind: "acompte" | "solde"; amountCents: number; paidOn: string; mode: PaymentMode; next: string },
  input: DossierMailInput,
): OutgoingEmail {
  const what = payment.kind === "acompte" ? "Acompte reçu" : "Solde reçu";
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyUrl },
    greeting: clientGreeting(d),
    title: `${what} – devis ${d.number}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Nous avons bien reçu ${payment.kind === "acompte" ? "l'acompte" : "le solde"} de votre ${devisTitle(d)}. Merci.`,
      },
      {
        kind: "rows",
        rows: [
          { label: "Montant", value: formatCentsPlain(payment.amountCents) },
          { label: "Reçu le", value: shortDay(payment.paidOn) },
          { label: "Mode de paiement", value: PAYMENT_MODE_LABELS[payment.mode] },
        ],
      },
      { kind: "paragraph", text: payment.next },
      { kind: "button", label: "Suivre mon dossier", href: input.link },
    ],
  });
  return {
    type: payment.kind === "acompte" ? "devis-deposit-received" : "devis-balance-received",
    to: toClient(d),
    replyTo: replyTo(settings, input.owner),
    subject: `${what} – devis ${d.number} – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "devis", id: d.id },
  };
}

/**
 * The acknowledgement of a withdrawal, sent at once (L221-21 for an online withdrawal; also for
 * one staff recorded, so the client knows it was received), and the owner's notice.
 */
export function withdrawalEmails(
  settings: Settings,
  d: Devis,
  withdrawal: { sentOn: string; channel: WithdrawalChannel; receivedCents: number; cancelledVisit?: CancelledVisit | null },
  input: DossierMailInput & { adminLink: string },
): Array<OutgoingEmail> {
  const visit = withdrawal.cancelledVisit ?? null;
  const refund =
    withdrawal.receivedCents > 0
      ? `Les sommes versées (${formatCentsPlain(withdrawal.receivedCents)}) vous seront remboursées au plus tard quatorze jours après la réception de votre décision, par le même moyen de paiement sauf accord contraire (article L221-24 du Code de la consommation). Si vous aviez demandé que la mission commence avant la fin du délai de rétractation, le montant correspondant à la part déjà réalisée en sera déduit (article L221-25).`
      : "Aucune somme n'a été versée : aucun remboursement n'est à prévoir.";
  const client = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyUrl },
    greeting: clientGreeting(d),
    title: `Rétractation enregistrée – devis ${d.number}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Nous accusons réception de votre rétractation du contrat conclu par l'acceptation du ${devisTitle(d)} (article L221-21 du Code de la consommation). La mission n'aura pas lieu.`,
      },
      ...(visit
        ? [
            {
              kind: "paragraph" as const,
              text: `L'intervention prévue le ${visitWhen(visit)} est annulée : le fichier joint (${visitIcsFilename(d)}) la retire de votre agenda.`,
            },
          ]
        : []),
      {
        kind: "rows",
        rows: [
          { label: "Rétractation", value: WITHDRAWAL_CHANNEL_LABELS[withdrawal.channel] },
          { label: "Envoyée le", value: shortDay(withdrawal.sentOn) },
          { label: "Devis", value: `${d.number}, indice ${indiceOf(d.revision)}` },
        ],
      },
      { kind: "paragraph", text: refund },
      { kind: "button", label: "Voir mon dossier", href: input.link },
      { kind: "note", text: "Conservez ce message : il est la preuve de votre rétractation." },
    ],
  });
  const emails: Array<OutgoingEmail> = [
    {
      type: "devis-withdrawal-client",
      to: toClient(d),
      replyTo: replyTo(settings, input.owner),
      subject: `Accusé de réception de votre rétractation – devis ${d.number}`,
      text: client.text,
      html: client.html,
      ...(visit ? { attachments: [{ kind: "visit-ics" as const, devisId: d.id, sequence: visit.sequence, cancelledAt: visit.at.getTime(), filename: visitIcsFilename(d) }] } : {}),
      related: { type: "devis", id: d.id },
    },
  ];
  const owner = ownerNotice(settings, d, input.owner, {
    type: "devis-withdrawal-owner",
    subject: `[Rétractation] ${d.number} – ${d.clientName}`,
    title: `Rétractation du client – devis ${d.number}`,
    blocks: [
      {
        kind: "paragraph",
        text: visit
          ? `${d.clientName || "Le client"} s'est rétracté du ${devisTitle(d)} (${WITHDRAWAL_CHANNEL_LABELS[withdrawal.channel]}, le ${shortDay(withdrawal.sentOn)}). L'intervention prévue le ${visitWhen(visit)} est annulée (le client a reçu le fichier d'annulation pour son agenda) : prévenez l'ingénieur et libérez la date.`
          : `${d.clientName || "Le client"} s'est rétracté du ${devisTitle(d)} (${WITHDRAWAL_CHANNEL_LABELS[withdrawal.channel]}, le ${shortDay(withdrawal.sentOn)}). Arrêtez toute intervention prévue.`,
      },
      {
        kind: "paragraph",
        text:
          withdrawal.receivedCents > 0
            ? `Sommes reçues : ${formatCentsPlain(withdrawal.receivedCents)}, à rembourser dans les 14 jours (L221-24), moins la part réalisée à sa demande expresse le cas échéant (L221-25) : indiquez-la puis enregistrez le remboursement sur le devis.`
            : "Aucune somme n'a été reçue : rien à rembourser.",
      },
      { kind: "button", label: "Ouvrir le devis", href: input.adminLink },
    ],
  });
  return owner ? [...emails, owner] : emails;
}

/** « Remboursement effectué »: the amount, the day, and what was kept and why. */
export function refundEmail(
  settings: Settings,
  d: Devis,
  refund: { amountCents: number; paidOn: string; mode: PaymentMode; keptCents: number; reason: string | null },
  input: DossierMailInput,
): OutgoingEmail {
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyUrl },
    greeting: clientGreeting(d),
    title: `Remboursement effectué – devis ${d.number}`,
    blocks: [
      { kind: "paragraph", text: `Suite à votre rétractation du ${devisTitle(d)}, nous vous avons remboursé ${formatCentsPlain(refund.amountCents)}.` },
      {
        kind: "rows",
        rows: [
          { label: "Montant remboursé", value: formatCentsPlain(refund.amountCents) },
          { label: "Le", value: shortDay(refund.paidOn) },
          { label: "Mode", value: PAYMENT_MODE_LABELS[refund.mode] },
          ...(refund.keptCents > 0
            ? [{ label: "Retenu (part réalisée à votre demande, article L221-25)", value: `${formatCentsPlain(refund.keptCents)}${refund.reason ? ` : ${refund.reason}` : ""}` }]
            : []),
        ],
      },
      { kind: "button", label: "Voir mon dossier", href: input.link },
    ],
  });
  return {
    type: "devis-refunded",
    to: toClient(d),
    replyTo: replyTo(settings, input.owner),
    subject: `Remboursement effectué – devis ${d.number} – ${settings.general.site_name}`,
    text,
    html,
    related: { type: "devis", id: d.id },
  };
}
