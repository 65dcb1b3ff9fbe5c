// The follow-up of a contact request or simulation, browser-safe part: the forms of the
// detail screens (status, owner, follow-up day, note, reply), the labels of the history
// and the filters of the unified 'Demandes' list.
import { z } from "zod";
import { leadKinds, leadStatuses, type LeadEventType, type LeadKind, type LeadStatus } from "~/db/schema";
import { type ListSpec, parseListQuery } from "~/lib/admin/list";
import { isCalendarDay } from "~/lib/dates";
import { isOneLine } from "~/lib/forms/text";
import { LEADS_PAGE_SIZE } from "./schema";

/** Statuses whose follow-up day still matters: a handled or archived request is never due. */
export const OPEN_LEAD_STATUSES = ["nouveau", "en_cours"] as const satisfies ReadonlyArray<LeadStatus>;

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact",
  simulation: "Simulation",
};

export const LEAD_EVENT_LABELS: Record<LeadEventType, string> = {
  status: "Statut modifié",
  note: "Note interne",
  assigned: "Attribution",
  reply: "Réponse envoyée",
  follow_up: "Date de relance",
};

export const FOLLOW_UP_MESSAGES = {
  noteAdded: "Note ajoutée",
  noteRequired: "Saisissez le texte de la note.",
  noteTooLong: "La note ne peut pas dépasser 5 000 caractères.",
  assigned: "Responsable mis à jour",
  unassigned: "La demande n'est plus attribuée",
  ownerInvalid: "Choisissez un membre de l'équipe qui peut suivre les demandes (éditeur ou super administrateur).",
  followUpSaved: "Date de relance enregistrée",
  followUpCleared: "Date de relance supprimée",
  followUpInvalid: "Saisissez une date de relance valide (jj/mm/aaaa).",
  replyQueued: "Réponse enregistrée et mise en file d'envoi",
  replyAlreadyQueued: "Cette réponse a déjà été envoyée.",
  subjectRequired: "Saisissez l'objet de la réponse.",
  subjectTooLong: "L'objet ne peut pas dépasser 200 caractères.",
  subjectOneLine: "L'objet doit tenir sur une ligne : retirez les retours à la ligne et les caractères de contrôle.",
  bodyRequired: "Saisissez le texte de la réponse.",
  bodyTooLong: "La réponse ne peut pas dépasser 10 000 caractères.",
  unknownIntent: "Action inconnue.",
  versionMissing: "Rechargez la page : la version de la demande est manquante.",
} as const;

const version = z.coerce.number({ message: FOLLOW_UP_MESSAGES.versionMissing }).int().positive(FOLLOW_UP_MESSAGES.versionMissing);

const day = z
  .string()
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), FOLLOW_UP_MESSAGES.followUpInvalid)
  .transform((value) => (value === "" ? null : value));

export const statusIntentSchema = z.object({
  intent: z.literal("status"),
  version,
  status: z.enum(leadStatuses, { message: "Statut invalide" }),
});

export const assignIntentSchema = z.object({
  intent: z.literal("assign"),
  version,
  /** "" removes the owner. */
  ownerId: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{1,9}$/.test(value), FOLLOW_UP_MESSAGES.ownerInvalid)
    .transform((value) => (value === "" ? null : Number(value))),
});

export const followUpIntentSchema = z.object({
  intent: z.literal("follow_up"),
  version,
  followUpOn: day,
});

export const noteIntentSchema = z.object({
  intent: z.literal("note"),
  body: z.string({ message: FOLLOW_UP_MESSAGES.noteRequired }).trim().min(1, FOLLOW_UP_MESSAGES.noteRequired).max(5000, FOLLOW_UP_MESSAGES.noteTooLong),
});

export const replyIntentSchema = z.object({
  intent: z.literal("reply"),
  /** Chosen when the form was shown: posting the same form twice queues one message. */
  messageId: z.uuid(FOLLOW_UP_MESSAGES.unknownIntent),
  /** A header of the e-mail: one line (docs/decisions/322). */
  subject: z
    .string({ message: FOLLOW_UP_MESSAGES.subjectRequired })
    .trim()
    .min(1, FOLLOW_UP_MESSAGES.subjectRequired)
    .max(200, FOLLOW_UP_MESSAGES.subjectTooLong)
    .refine(isOneLine, FOLLOW_UP_MESSAGES.subjectOneLine),
  body: z.string({ message: FOLLOW_UP_MESSAGES.bodyRequired }).trim().min(1, FOLLOW_UP_MESSAGES.bodyRequired).max(10_000, FOLLOW_UP_MESSAGES.bodyTooLong),
});

export const leadIntentSchema = z.discriminatedUnion("intent", [statusIntentSchema, assignIntentSchema, followUpIntentSchema, noteIntentSchema, replyIntentSchema], {
  error: FOLLOW_UP_MESSAGES.unknownIntent,
});

/** The detail screen of a request. */
export function leadPath(kind: LeadKind, id: number) {
  return kind === "contact" ? `/admin/demandes/contacts/${id}` : `/admin/demandes/simulations/${id}`;
}

/** "Re : votre demande CT-2026-000042" */
export function replySubject(kind: LeadKind, reference: string) {
  return kind === "contact" ? `Re : votre demande ${reference}` : `Re : votre simulation de devis ${reference}`;
}

// ---------------------------------------------------------------------------
// The unified list
// ---------------------------------------------------------------------------

export const DUE_FILTERS = {
  retard: "En retard",
  aujourdhui: "Aujourd'hui",
  semaine: "Cette semaine",
} as const;
export type DueFilter = keyof typeof DUE_FILTERS;

/** The Sunday that ends the (Monday to Sunday) week of a YYYY-MM-DD day. */
export function endOfWeek(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + ((7 - weekday) % 7));
  return end.toISOString().slice(0, 10);
}

/** Owner filter: "moi", "aucun" (non attribuée) or a staff id. */
export const OWNER_ME = "moi";
export const OWNER_NONE = "aucun";

export const INBOX_LIST = {
  pageSize: LEADS_PAGE_SIZE,
  filters: ["type", "status", "owner", "due"],
} as const satisfies ListSpec<"type" | "status" | "owner" | "due">;

export function parseInboxQuery(url: URL) {
  const query = parseListQuery(url, INBOX_LIST);
  const { type, status, owner, due } = query.filters;
  return {
    ...query,
    type: (leadKinds as ReadonlyArray<string>).includes(type) ? (type as LeadKind) : null,
    status: (leadStatuses as ReadonlyArray<string>).includes(status) ? (status as LeadStatus) : null,
    owner: owner === OWNER_ME || owner === OWNER_NONE ? owner : /^\d{1,9}$/.test(owner) ? Number(owner) : null,
    due: Object.hasOwn(DUE_FILTERS, due) ? (due as DueFilter) : null,
  };
}

export type InboxQuery = ReturnType<typeof parseInboxQuery>;

/** The word after the sidebar's count of new requests: "Demandes 3 nouvelles". */
export function newRequestsWord(count: number) {
  return count > 1 ? "nouvelles" : "nouvelle";
}
