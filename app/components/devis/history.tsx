// The history of a devis (all its indices), newest first: on the devis and on its request.
import { formatDateTime } from "~/lib/admin/format";
import { type HistoryEntry, historyAuthor, historyText } from "~/lib/devis/history";

export function DevisHistory({ entries, label = "Historique du devis" }: { entries: Array<HistoryEntry>; label?: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">Aucun événement pour le moment.</p>;
  return (
    <ol aria-label={label} className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-brand-200 pl-3 text-sm">
          <p className="text-slate-800">{historyText(entry)}</p>
          <p className="text-xs text-slate-500">
            {historyAuthor(entry)} le {formatDateTime(entry.createdAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}
