// Optimistic concurrency of staff edits, browser-safe part: what a conflict is and how
// it is told to the person whose save was refused.
import { formatDateTime } from "./format";

export type Conflict = { by: string | null; at: Date | string | number; version: number };

export function conflictMessage(conflict: Conflict): string {
  const who = conflict.by ?? "un autre membre de l'équipe";
  return `Ce contenu a été modifié par ${who} le ${formatDateTime(conflict.at)} depuis que vous l'avez ouvert. Vos modifications n'ont pas été enregistrées : elles restent affichées ci-dessous. Rechargez la dernière version pour les reporter.`;
}
