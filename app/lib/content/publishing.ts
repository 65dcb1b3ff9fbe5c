// Explicit publishing of articles, services and pages (docs/decisions/740): the button
// pressed is the intent ('Publier', 'Enregistrer le brouillon', 'Programmer', 'Mettre à
// jour', 'Repasser en brouillon'); the server derives the stored status from it and says
// in the toast what happened. Browser-safe: the forms choose their buttons with it.
import type { PublicationStatus } from "~/db/schema";
import { fromParisInput } from "~/lib/dates";

export const PUBLISH_INTENTS = ["publish", "draft", "schedule", "unpublish"] as const;
export type PublishIntent = (typeof PUBLISH_INTENTS)[number];

export type ContentKind = "article" | "service" | "page";

export const PUBLISH_MESSAGES = {
  unknownIntent: "Choisissez « Publier » ou « Enregistrer le brouillon » pour enregistrer.",
  draftSaved: "Brouillon enregistré",
  scheduleNeedsFutureDate: "Pour programmer l'article, indiquez une date de publication à venir (heure de Paris).",
  publishWithFutureDate: "Cette date est à venir : choisissez « Programmer » pour publier l'article à cette date, ou videz la date pour le publier maintenant.",
  noScheduling: "Seuls les articles peuvent être programmés.",
  unpublishConfirm: "Le contenu ne sera plus visible sur le site tant qu'il n'aura pas été publié de nouveau.",
} as const;

/** What the toast says, with the gender of each noun ('Page publiée', 'Service publié'). */
const KIND_MESSAGES: Record<ContentKind, { published: string; updated: string; unpublished: string; noun: string }> = {
  article: { published: "Article publié", updated: "Article mis à jour", unpublished: "Article repassé en brouillon", noun: "l'article" },
  service: { published: "Service publié", updated: "Service mis à jour", unpublished: "Service repassé en brouillon", noun: "le service" },
  page: { published: "Page publiée", updated: "Page mise à jour", unpublished: "Page repassée en brouillon", noun: "la page" },
};

/** The intent posted by the button pressed, or null when none (or an unknown one) was. */
export function readPublishIntent(value: FormDataEntryValue | null | undefined): PublishIntent | null {
  return typeof value === "string" && (PUBLISH_INTENTS as ReadonlyArray<string>).includes(value) ? (value as PublishIntent) : null;
}

/** The status an intent saves: 'Programmer' publishes at a date to come. */
export function intentStatus(intent: PublishIntent): PublicationStatus {
  return intent === "publish" || intent === "schedule" ? "published" : "draft";
}

/** True when the intent makes (or keeps) the content public, now or at its date. */
export function intentPublishes(intent: PublishIntent): boolean {
  return intentStatus(intent) === "published";
}

const parisDateTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" });
const parisTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "01/12/2026 à 09:30" (Paris). */
export function formatScheduleDate(date: Date): string {
  return `${parisDateTime.format(date)} à ${parisTime.format(date)}`;
}

/**
 * The toast of a save: 'Article publié' the first time, 'Article mis à jour' when it was
 * already public, 'Brouillon enregistré', 'Article programmé pour le 01/12/2026 à 09:30'.
 */
export function publishToast(kind: ContentKind, intent: PublishIntent, wasPublished: boolean, scheduledAt?: Date | null): string {
  const messages = KIND_MESSAGES[kind];
  if (intent === "schedule" && scheduledAt) {
    return `${kind === "page" ? "Page programmée" : kind === "service" ? "Service programmé" : "Article programmé"} pour le ${formatScheduleDate(scheduledAt)}`;
  }
  if (intent === "publish" || intent === "schedule") return wasPublished ? messages.updated : messages.published;
  if (intent === "unpublish" || wasPublished) return messages.unpublished;
  return PUBLISH_MESSAGES.draftSaved;
}

export type PublicationCheck = { ok: true; status: PublicationStatus; scheduledAt: Date | null } | { ok: false; reason: "refused"; field: "publishedAt" | null; message: string };

/**
 * The status of an article's save from its intent and the date typed ('datetime-local',
 * Paris): 'Programmer' needs a date to come; 'Publier' with a date to come is refused
 * (the staff member meant one or the other: the form says which button to press).
 */
export function articlePublication(intent: PublishIntent, publishedAt: string, now: Date): PublicationCheck {
  const date = publishedAt ? fromParisInput(publishedAt) : null;
  const future = date !== null && date.getTime() > now.getTime();
  if (intent === "schedule") {
    return future
      ? { ok: true, status: "published", scheduledAt: date }
      : { ok: false, reason: "refused", field: "publishedAt", message: PUBLISH_MESSAGES.scheduleNeedsFutureDate };
  }
  if (intent === "publish" && future) return { ok: false, reason: "refused", field: "publishedAt", message: PUBLISH_MESSAGES.publishWithFutureDate };
  return { ok: true, status: intentStatus(intent), scheduledAt: null };
}

/** Services and pages have no publication date: 'Programmer' is not theirs. */
export function plainPublication(intent: PublishIntent): PublicationCheck {
  if (intent === "schedule") return { ok: false, reason: "refused", field: null, message: PUBLISH_MESSAGES.noScheduling };
  return { ok: true, status: intentStatus(intent), scheduledAt: null };
}

export type PublishButton = { intent: PublishIntent; label: string; pendingLabel: string };
export type StoredState = "draft" | "scheduled" | "published";

/**
 * The buttons of an edit form: a draft offers 'Publier' (or 'Programmer' when a date to
 * come is typed) and 'Enregistrer le brouillon'; a published (or scheduled) item offers
 * 'Mettre à jour' and 'Repasser en brouillon' (which asks for confirmation).
 */
export function publishButtons(stored: StoredState, scheduling = false): { primary: PublishButton; secondary: PublishButton } {
  const pendingLabel = "Enregistrement...";
  const primary: PublishButton = scheduling
    ? { intent: "schedule", label: stored === "scheduled" ? "Mettre à jour" : "Programmer", pendingLabel }
    : { intent: "publish", label: stored === "published" ? "Mettre à jour" : "Publier", pendingLabel };
  const secondary: PublishButton =
    stored === "draft" ? { intent: "draft", label: "Enregistrer le brouillon", pendingLabel } : { intent: "unpublish", label: "Repasser en brouillon", pendingLabel };
  return { primary, secondary };
}

/** The question of the confirmation of 'Repasser en brouillon'. */
export function unpublishQuestion(kind: ContentKind): string {
  return `Repasser ${KIND_MESSAGES[kind].noun} en brouillon ?`;
}

/** The form-level message when an image stops the publication (the field says which one). */
export const ALT_BLOCKS_PUBLISHING = "Publication impossible : une image n'a pas de texte alternatif (voir le champ signalé). Vous pouvez l'enregistrer en brouillon.";
