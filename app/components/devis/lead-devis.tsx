// The devis of a request (contact request or simulation), on its screen: « Préparer le
// devis » and every devis prepared from it, with their history (who, what, when).
import { Form, Link } from "react-router";
import { Card } from "~/components/admin/kit/page";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { DevisStatus, LeadKind } from "~/db/schema";
import type { HistoryEntry } from "~/lib/devis/history";
import { formatCents, indiceOf } from "~/lib/devis/lines";
import { DevisHistory } from "./history";
import { DevisStatusBadge } from "./status";

/** « Préparer le devis »: creates the draft from this request and opens it. */
export function PrepareDevisButton({ kind, id }: { kind: LeadKind; id: number }) {
  return (
    <Form method="post" action="/admin/devis">
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="source" value={kind} />
      <input type="hidden" name="sourceId" value={id} />
      <button type="submit" className={buttonClass("primary")}>
        <Icon name="file" className="size-4" />
        Préparer le devis
      </button>
    </Form>
  );
}

export function LeadDevisCard({
  devis,
}: {
  devis: { rows: Array<{ id: number; number: string; revision: number; status: DevisStatus; totalHtCents: number }>; history: Array<HistoryEntry> };
}) {
  return (
    <Card title={`Devis (${devis.rows.length})`}>
      {devis.rows.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun devis pour cette demande : « Préparer le devis » en crée un, prérempli avec ce qu'elle contient.</p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-100">
            {devis.rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <Link to={`/admin/devis/${row.id}`} className="font-semibold text-brand-700 hover:underline">
                  {row.number} – indice {indiceOf(row.revision)}
                </Link>
                <span className="flex items-center gap-3">
                  <span>{formatCents(row.totalHtCents)} HT</span>
                  <DevisStatusBadge status={row.status} />
                </span>
              </li>
            ))}
          </ul>
          <DevisHistory entries={devis.history} label="Historique des devis de la demande" />
        </div>
      )}
    </Card>
  );
}
