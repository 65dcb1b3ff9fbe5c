// The dossier's e-mails to the client: the visit planned (with its .ics), the visit moved
// (what changed, with the updated .ics), the report delivered (a link, never the file: the
// first download from the personal link is the proof of delivery). Each carries the
// personal-data link (docs/decisions/342) and is written in the batch of the step it tells.
import type { devis, devisInterventions } from "~/db/schema";
import { formatLongDate } from "~/lib/dates";
import type { OutgoingEmail } from "~/lib/mail/outbox.server";
import { renderEmail, STAFF_AUDIENCE } from "~/lib/mail/templates.server";
import type { Settings } from "~/lib/settings/definitions";
import { DT_DICT_NOTICE, INTERVENTION_WINDOWS } from "./visit-report-schema";
import type { Recipient } from "./emails.server";
import { visitIcsFilename } from "./visit-calendar.server";

type Devis = typeof devis.$inferSelect;
type Visit = Pick<typeof devisInterventions.$inferSelect, "day" | "window" | "sequence" | "accessNotes" | "clientPresence" | "dtDeclaredOn" | "dtAnsweredOn">;

const longDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);
const weekday = new Intl.DateTimeFormat("fr-FR", { weekday: "long", timeZone: "UTC" });

/** « mardi 12 mai 2026, le matin (8 h – 12 h) » */
export function visitWhen(visit: Pick<Visit, "day" | "window">): string {
  return `${weekday.format(new Date(`${visit.day}T12:00:00Z`))} ${longDay(visit.day)}, ${INTERVENTION_WINDOWS[visit.window].label}`;
}

const site = (d: Pick<Devis, "siteStreet" | "sitePostcode" | "siteCity">) => [d.siteStreet, `${d.sitePostcode} ${d.siteCity}`.trim()].filter(Boolean).join(", ");

/** What a new planning changes, in French, for the e-mail and the history. */
export function visitChanges(before: Visit & { engineer: string | null }, after: Visit & { engineer: string | null }): Array<string> {
  const changes: Array<string> = [];
  if (before.day !== after.day || before.window !== after.window) changes.push(`Date : ${visitWhen(before)} → ${visitWhen(after)}`);
  if (before.engineer !== after.engineer) changes.push(`Ingénieur : ${before.engineer ?? "non précisé"} → ${after.engineer ?? "non précisé"}`);
  if (before.clientPresence !== after.clientPresence) changes.push(after.clientPresence ? "Votre présence est désormais souhaitée." : "Votre présence n'est plus nécessaire.");
  if (before.accessNotes !== after.accessNotes) changes.push(`Accès au terrain : ${after.accessNotes || "aucune consigne particulière"}`);
  return changes;
}

export function visitEmail(
  settings: Settings,
  d: Devis,
  input: { visit: Visit; engineer: string | null; previous: (Visit & { engineer: string | null }) | null; link: string; owner: Recipient | null; privacyUrl: string },
): OutgoingEmail {
  const { visit, previous } = input;
  const changes = previous ? visitChanges(previous, { ...visit, engineer: input.engineer }) : [];
  const rows = [
    { label: "Date", value: visitWhen(visit) },
    { label: "Lieu", value: site(d) || "Adresse du chantier indiquée sur le devis" },
    ...(input.engineer ? [{ label: "Ingénieur", value: input.engineer }] : []),
    { label: "Votre présence", value: visit.clientPresence ? "Souhaitée (pour nous montrer le terrain et ses accès)" : "Pas nécessaire" },
    ...(visit.accessNotes ? [{ label: "Accès au terrain", value: visit.accessNotes }] : []),
  ];
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyUrl },
    greeting: d.clientName ? `Bonjour ${d.clientName},` : "Bonjour,",
    title: previous ? `Nouvelle date d'intervention – devis ${d.number}` : `Date d'intervention – devis ${d.number}`,
    blocks: [
      {
        kind: "paragraph",
        text: previous
          ? `La date de notre intervention sur votre terrain pour le devis n° ${d.number} a changé. Voici ce qui change :`
          : `Notre intervention sur votre terrain pour le devis n° ${d.number} est prévue le ${visitWhen(visit)}.`,
      },
      ...(previous ? [{ kind: "list" as const, items: changes.map((change) => ({ text: change })) }] : []),
      { kind: "rows", heading: "L'intervention", rows },
      ...(visit.dtDeclaredOn || visit.dtAnsweredOn ? [{ kind: "note" as const, text: DT_DICT_NOTICE }] : []),
      {
        kind: "paragraph",
        text: `Le fichier joint (${visitIcsFilename(d)}) ajoute l'intervention à votre agenda${previous ? " et remplace la date précédente" : ""}. Votre dossier reste consultable à tout moment :`,
      },
      { kind: "button", label: "Suivre mon dossier", href: input.link },
      { kind: "note", text: "Un empêchement ? Répondez simplement à ce message pour convenir d'une autre date." },
    ],
  });
  return {
    type: previous ? ("devis-visit-replanned" as const) : ("devis-visit-planned" as const),
    to: [{ email: d.clientEmail, name: d.clientName || undefined }],
    ...(input.owner ? { replyTo: input.owner } : {}),
    subject: `${previous ? "Nouvelle date d'intervention" : "Date d'intervention"} : ${visitWhen(visit)} – devis ${d.number}`,
    text,
    html,
    attachments: [{ kind: "visit-ics", devisId: d.id, sequence: visit.sequence, filename: visitIcsFilename(d) }],
    related: { type: "devis", id: d.id },
  };
}

/**
 * The engineer's copy (docs/decisions/945): the visit they lead, planned or moved (its
 * REQUEST .ics, they are its attendee), or taken away from them — another engineer took it, or
 * the client withdrew — with the CANCEL that removes it from their calendar.
 */
export function engineerVisitEmail(
  settings: Settings,
  d: Devis,
  input: {
    kind: "planned" | "moved" | "cancelled";
    visit: Visit;
    engineer: { name: string; email: string };
    changes?: ReadonlyArray<string>;
    /** cancelled: when, and why in one French sentence. */
    cancelledAt?: Date;
    reason?: string;
    adminLink: string;
  },
): OutgoingEmail {
  const { visit, kind } = input;
  const when = visitWhen(visit);
  const rows = [
    { label: "Date", value: when },
    { label: "Lieu", value: site(d) || "Adresse du chantier indiquée sur le devis" },
    { label: "Client", value: [d.clientName || d.clientEmail, d.clientPhone].filter(Boolean).join(", ") },
    { label: "Présence du client", value: visit.clientPresence ? "Souhaitée" : "Pas nécessaire" },
    ...(visit.accessNotes ? [{ label: "Accès au terrain", value: visit.accessNotes }] : []),
  ];
  const title =
    kind === "cancelled" ? `Intervention annulée – devis ${d.number}` : kind === "moved" ? `Intervention modifiée – devis ${d.number}` : `Intervention à mener – devis ${d.number}`;
  const { text, html } = renderEmail(settings, {
    audience: STAFF_AUDIENCE,
    greeting: `Bonjour ${input.engineer.name},`,
    title,
    blocks: [
      {
        kind: "paragraph",
        text:
          kind === "cancelled"
            ? `L'intervention du ${when} pour le devis n° ${d.number} ne vous concerne plus : ${input.reason ?? "elle est annulée."}`
            : kind === "moved"
              ? `L'intervention que vous menez pour le devis n° ${d.number} a changé :`
              : `Vous menez l'intervention du devis n° ${d.number}, prévue le ${when}.`,
      },
      ...(kind === "moved" && input.changes?.length ? [{ kind: "list" as const, items: input.changes.map((change) => ({ text: change })) }] : []),
      ...(kind === "cancelled" ? [] : [{ kind: "rows" as const, heading: "L'intervention", rows }]),
      ...(kind !== "cancelled" && (visit.dtDeclaredOn || visit.dtAnsweredOn) ? [{ kind: "note" as const, text: DT_DICT_NOTICE }] : []),
      {
        kind: "paragraph",
        text:
          kind === "cancelled"
            ? `Le fichier joint (${visitIcsFilename(d)}) la retire de votre agenda.`
            : `Le fichier joint (${visitIcsFilename(d)}) ${kind === "moved" ? "met à jour l'intervention dans" : "ajoute l'intervention à"} votre agenda.`,
      },
      { kind: "button", label: "Ouvrir le dossier", href: input.adminLink },
    ],
  });
  return {
    type: "devis-visit-engineer" as const,
    to: [{ email: input.engineer.email, name: input.engineer.name }],
    subject: `${kind === "cancelled" ? "Intervention annulée" : kind === "moved" ? "Intervention modifiée" : "Intervention"} : ${when} – devis ${d.number}`,
    text,
    html,
    attachments: [
      {
        kind: "visit-ics",
        devisId: d.id,
        sequence: visit.sequence,
        ...(kind === "cancelled" && input.cancelledAt ? { cancelledAt: input.cancelledAt.getTime() } : {}),
        to: "engineer" as const,
        filename: visitIcsFilename(d),
      },
    ],
    related: { type: "devis", id: d.id },
  };
}

export function reportEmail(settings: Settings, d: Devis, input: { link: string; owner: Recipient | null; privacyUrl: string; filename: string }): OutgoingEmail {
  const { text, html } = renderEmail(settings, {
    audience: { kind: "visitor", privacyLink: input.privacyUrl },
    greeting: d.clientName ? `Bonjour ${d.clientName},` : "Bonjour,",
    title: `Votre rapport d'étude géotechnique – devis ${d.number}`,
    blocks: [
      { kind: "paragraph", text: `Le rapport de la mission commandée par le devis n° ${d.number} est disponible. Vous pouvez le télécharger depuis votre dossier :` },
      { kind: "button", label: "Télécharger mon rapport", href: input.link },
      {
        kind: "paragraph",
        text: "Conservez-le avec les documents de votre terrain ou de votre projet : il vous sera demandé par le notaire (vente d'un terrain en zone d'argiles, loi ELAN), par le constructeur ou par l'assureur.",
      },
      { kind: "note", text: `Fichier : ${input.filename}. Ce lien vous est personnel. Pour toute question sur le rapport, répondez simplement à ce message.` },
    ],
  });
  return {
    type: "devis-report-delivered" as const,
    to: [{ email: d.clientEmail, name: d.clientName || undefined }],
    ...(input.owner ? { replyTo: input.owner } : {}),
    subject: `Votre rapport est disponible – devis ${d.number}`,
    text,
    html,
    related: { type: "devis", id: d.id },
  };
}
