import type { Db } from "~/db/client.server";
import { formatDateTime } from "~/lib/admin/format";
import { parisDay } from "~/lib/dates";
import { professionLabel, subjectLabel } from "~/lib/contact/schema";
import { toCsv } from "./csv";
import { exportOutbox } from "~/lib/mail/outbox-list.server";
import { siteAddress } from "~/lib/terrain/place";
import { exportContactRequests, exportNewsletterSubscribers, exportSimulations } from "./leads.server";
import { buildingTypeLabel, mailTypeLabel, natureLabel, newsletterSourceLabel, surfaceCell } from "./labels";
import { LEAD_STATUS_LABELS, NEWSLETTER_STATUS_LABELS, OUTBOX_STATUS_LABELS, type ExportList, type ListFilters } from "./schema";

const who = (row: { statusChangedByName: string | null; statusChangedByEmail: string | null }) => row.statusChangedByName ?? row.statusChangedByEmail ?? "";

/** The CSV of one list of the leads inbox, with the list's current filters. */
export async function buildLeadsExport(db: Db, list: ExportList, filters: Pick<ListFilters, "q" | "status">, now = new Date()) {
  const day = parisDay(now);
  switch (list) {
    case "contacts": {
      const rows = await exportContactRequests(db, filters);
      return {
        filename: `demandes-contact-${day}.csv`,
        csv: toCsv(
          ["Référence", "Date", "Nom complet", "Email", "Téléphone", "Métier", "Objet", "Message", "Pièces jointes", "Statut", "Statut modifié par", "Statut modifié le"],
          rows.map((r) => [
            r.reference ?? "",
            formatDateTime(r.createdAt),
            r.fullName,
            r.email,
            r.phone,
            professionLabel(r.profession),
            subjectLabel(r.subject),
            r.message,
            r.attachmentCount,
            LEAD_STATUS_LABELS[r.status],
            who(r),
            formatDateTime(r.statusChangedAt),
          ]),
        ),
      };
    }
    case "simulations": {
      const rows = await exportSimulations(db, filters);
      return {
        filename: `simulations-${day}.csv`,
        csv: toCsv(
          [
            "Numéro de devis",
            "Date",
            "Prénom",
            "Nom",
            "Email",
            "Téléphone",
            "Nature du projet",
            "Type de bâtiment",
            "Localisation",
            "Surface bâtie (m²)",
            "Superficie du terrain (m²)",
            "Total HT (€)",
            "Total TTC (€)",
            "Rappel souhaité",
            "Statut",
            "Statut modifié par",
            "Statut modifié le",
            "Adresse du chantier",
          ],
          rows.map((r) => [
            r.devisNumber,
            formatDateTime(r.createdAt),
            r.userFirstName,
            r.userLastName,
            r.userEmail,
            r.userPhone,
            natureLabel(r.projectNature),
            buildingTypeLabel(r.constructionType),
            r.location,
            surfaceCell(r.surfaceBatie),
            surfaceCell(r.terrainSuperficie),
            r.totalHt,
            r.totalTtc,
            r.contactRequested ? "Oui" : "Non",
            LEAD_STATUS_LABELS[r.status],
            who(r),
            formatDateTime(r.statusChangedAt),
            r.site ? siteAddress(r.site) : "",
          ]),
        ),
      };
    }
    case "newsletter": {
      const rows = await exportNewsletterSubscribers(db, filters);
      return {
        filename: `newsletter-${day}.csv`,
        csv: toCsv(
          ["Email", "Statut", "Source", "Consentement", "Confirmation", "Désabonnement"],
          rows.map((r) => [
            r.email,
            NEWSLETTER_STATUS_LABELS[r.status],
            newsletterSourceLabel(r.source),
            formatDateTime(r.consentAt),
            formatDateTime(r.confirmedAt),
            formatDateTime(r.unsubscribedAt),
          ]),
        ),
      };
    }
    case "emails": {
      const rows = await exportOutbox(db, "site", filters);
      return {
        filename: `emails-${day}.csv`,
        csv: toCsv(
          ["Date", "Type", "Destinataires", "Objet", "Statut", "Tentatives", "Dernière erreur", "Envoyé le"],
          rows.map((r) => [
            formatDateTime(r.createdAt),
            mailTypeLabel(r.type),
            r.to.map((a) => a.email).join(", "),
            r.subject,
            OUTBOX_STATUS_LABELS[r.status],
            r.attempts,
            r.lastError ?? "",
            formatDateTime(r.sentAt),
          ]),
        ),
      };
    }
  }
}
