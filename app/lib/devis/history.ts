// The history of a devis in French: what happened, to which indice, by whom. Browser-safe.
import type { DevisEventDetails, DevisEventType } from "~/db/schema";
import { indiceOf } from "./lines";
import { PAYMENT_MODE_LABELS, refusalReasonLabel, withdrawalChannelLabel } from "./schema";

const frenchDay = (day: string) => day.split("-").reverse().join("/");
const euros = (cents: number) => `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}\u00a0€`;

/** « : 972,00 € le 03/03/2027 par virement ». */
function money(details: DevisEventDetails | null): string {
  if (!details || details.amountCents === undefined) return "";
  const mode = details.mode && details.mode in PAYMENT_MODE_LABELS ? ` par ${PAYMENT_MODE_LABELS[details.mode as keyof typeof PAYMENT_MODE_LABELS].toLowerCase()}` : "";
  return ` : ${euros(details.amountCents)}${details.day ? ` le ${frenchDay(details.day)}` : ""}${mode}`;
}

export type HistoryEntry = {
  id: number;
  type: DevisEventType;
  details: DevisEventDetails | null;
  createdAt: Date | string | number;
  authorName: string | null;
  number: string;
  revision: number;
};

/** « 12/05/2026 matin » */
function visitText(day: string | undefined, window: string | undefined): string {
  if (!day) return "—";
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}${window === "apres_midi" ? " après-midi" : window === "matin" ? " matin" : ""}`;
}

export function historyText(entry: HistoryEntry): string {
  const indice = `indice ${indiceOf(entry.revision)}`;
  switch (entry.type) {
    case "created":
      return `Devis ${entry.number} créé (${indice})`;
    case "sent":
      return `${entry.number} ${indice} envoyé au client`;
    case "consulted":
      return `${entry.number} ${indice} consulté par le client (première ouverture du lien)`;
    case "accepted":
      return `${entry.number} ${indice} accepté en ligne${entry.details?.by ? ` par ${entry.details.by}` : ""}`;
    case "refused":
      return `${entry.number} ${indice} refusé par le client (raison : ${refusalReasonLabel(entry.details?.reason).toLowerCase()})`;
    case "expired":
      return `${entry.number} ${indice} expiré (validité dépassée sans réponse)`;
    case "replaced":
      return `${entry.number} ${indice} remplacé par l'indice ${indiceOf(entry.details?.revision ?? entry.revision + 1)}`;
    case "cancelled":
      return `${entry.number} ${indice} annulé`;
    case "revised":
      return `${entry.number} : nouvelle version (${indice}) créée depuis l'indice ${indiceOf(entry.details?.revision ?? entry.revision - 1)}`;
    case "reminder_client":
      return `${entry.number} ${indice} : relance envoyée au client`;
    case "reminder_owner":
      return `${entry.number} ${indice} : rappel d'expiration envoyé au responsable`;
    case "deposit_received":
      return `${entry.number} : acompte reçu${money(entry.details)}`;
    case "visit_planned":
      return `${entry.number} : intervention planifiée le ${visitText(entry.details?.day, entry.details?.window)} (e-mail et fichier calendrier envoyés au client)`;
    case "visit_replanned":
      return `${entry.number} : intervention déplacée du ${visitText(entry.details?.previousDay, entry.details?.previousWindow)} au ${visitText(entry.details?.day, entry.details?.window)} (client prévenu)`;
    case "report_uploaded":
      return `${entry.number} : rapport déposé (${entry.details?.filename ?? "PDF"})`;
    case "report_delivered":
      return `${entry.number} : rapport remis au client`;
    case "report_downloaded":
      return `${entry.number} : rapport téléchargé par le client pour la première fois (preuve de remise)`;
    case "balance_received":
      return `${entry.number} : solde reçu${money(entry.details)}`;
    case "withdrawn":
      return `${entry.number} : rétractation du client (${withdrawalChannelLabel(entry.details?.channel)}${entry.details?.day ? `, envoyée le ${frenchDay(entry.details.day)}` : ""})${entry.details?.previousDay ? ` ; intervention du ${visitText(entry.details.previousDay, entry.details.previousWindow)} annulée (fichier calendrier d'annulation envoyé au client)` : ""}`;
    case "refund_set":
      return `${entry.number} : remboursement dû fixé à ${euros(entry.details?.amountCents ?? 0)}`;
    case "refunded":
      return `${entry.number} : remboursement effectué${money(entry.details)}`;
  }
}

/** « par Inès Moreau », « par le client », « par la tâche planifiée ». */
export function historyAuthor(entry: HistoryEntry): string {
  if (entry.authorName) return `par ${entry.authorName}`;
  if (entry.type === "accepted" || entry.type === "refused" || entry.type === "consulted" || entry.type === "report_downloaded") return "par le client";
  if (entry.type === "withdrawn") return entry.details?.channel === "en_ligne" ? "par le client" : "enregistrée par l'équipe";
  return "par la tâche planifiée";
}
