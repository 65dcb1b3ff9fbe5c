import { z } from "zod";
import { type ListSpec, parseListQuery } from "~/lib/admin/list";
import type { newsletterStatuses, outboxStatuses, LeadStatus } from "~/db/schema";

export const LEADS_PAGE_SIZE = 20;

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  nouveau: "Nouveau",
  en_cours: "En cours",
  traite: "Traité",
  archive: "Archivé",
};

export const NEWSLETTER_STATUS_LABELS: Record<(typeof newsletterStatuses)[number], string> = {
  pending: "En attente de confirmation",
  confirmed: "Confirmé",
  unsubscribed: "Désabonné",
};

export const OUTBOX_STATUS_LABELS: Record<(typeof outboxStatuses)[number], string> = {
  queued: "En file d'attente",
  sending: "En cours d'envoi",
  sent: "Envoyé",
  captured: "Capturé (non envoyé)",
  failed: "Échec",
  dead: "Abandonné",
};

export const resendSchema = z.object({
  intent: z.literal("resend"),
  id: z.coerce.number({ message: "Message introuvable" }).int().positive("Message introuvable"),
});

export const LEAD_MESSAGES = {
  statusUpdated: "Statut mis à jour",
  statusFailed: "Impossible de mettre à jour le statut",
  contactNotFound: "Demande de contact introuvable",
  simulationNotFound: "Simulation introuvable",
  resent: "Message remis en file d'envoi",
  resendFailed: "Ce message ne peut pas être renvoyé (seuls les envois en échec ou abandonnés le peuvent).",
} as const;

export const LEADS_LIST = { pageSize: LEADS_PAGE_SIZE, filters: ["status"] } as const satisfies ListSpec<"status">;

/** The list state of a leads screen: search, status filter and page (admin list kit). */
export function parseListFilters(url: URL) {
  const query = parseListQuery(url, LEADS_LIST);
  return { ...query, status: query.filters.status };
}

export type ListFilters = ReturnType<typeof parseListFilters>;

export const EXPORT_LISTS = ["contacts", "simulations", "newsletter", "emails"] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];
