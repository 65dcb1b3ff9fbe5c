import { Form, Link, useLocation } from "react-router";
import type { Column } from "./kit/data-table";
import { type LeadKind, leadStatuses, type LeadStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import { leadPath } from "~/lib/leads/follow-up";
import { LEAD_STATUS_LABELS, type ExportList } from "~/lib/leads/schema";
import { inputClass, labelClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "./kit/submit-button";
import { Icon } from "~/components/ui/icon";
import { Badge } from "./kit/page";

const statusTone: Record<LeadStatus, "blue" | "amber" | "green" | "slate"> = {
  nouveau: "blue",
  en_cours: "amber",
  traite: "green",
  archive: "slate",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={statusTone[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}

/** "par Marie Dupont le 12/03/2026 10:15" when someone changed the status. */
export function StatusChangedBy({ name, email, at }: { name: string | null; email: string | null; at: Date | null }) {
  if (!at) return null;
  return (
    <span className="block text-xs text-slate-500">
      par {name ?? email ?? "un compte supprimé"} le {formatDateTime(at)}
    </span>
  );
}

export const leadStatusOptions = leadStatuses.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

type StatusRow = {
  status: LeadStatus;
  statusChangedByName: string | null;
  statusChangedByEmail: string | null;
  statusChangedAt: Date | null;
};

/** The "Statut" column of the contact requests and simulations lists. */
export function leadStatusColumn<T extends StatusRow>(): Column<T> {
  return {
    key: "status",
    header: "Statut",
    cell: (row) => (
      <>
        <LeadStatusBadge status={row.status} />
        <StatusChangedBy name={row.statusChangedByName} email={row.statusChangedByEmail} at={row.statusChangedAt} />
      </>
    ),
  };
}

/** The "Reçue le" column of the contact requests list and of the inbox ("Date" in the simulations list). */
export function leadReceivedColumn<T extends { createdAt: Date }>(header = "Reçue le"): Column<T> {
  return { key: "date", header, className: "whitespace-nowrap", cell: (row) => formatDateTime(row.createdAt) };
}

/** Who sent a lead, in a list: the name, then "email · phone". */
export function LeadSender({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <>
      <span className="font-medium text-slate-900">{name}</span>
      <span className="block text-xs text-slate-500">
        {email} · {phone}
      </span>
    </>
  );
}

/** A lead's reference in a list, as the link to its detail screen. */
export function LeadLink({ kind, id, children }: { kind: LeadKind; id: number; children: React.ReactNode }) {
  return (
    <Link to={leadPath(kind, id)} className="font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** Link to the CSV of the list with its current filters (a file download: a plain link). */
export function ExportLink({ list }: { list: ExportList }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("page");
  params.delete("ok");
  const query = params.toString();
  return (
    <a href={`/admin/demandes/export/${list}${query ? `?${query}` : ""}`} download className={buttonClass("secondary")}>
      <Icon name="download" className="size-4" />
      Exporter en CSV
    </a>
  );
}

/** Status change of a contact request or simulation. */
export function LeadStatusForm({ status, version }: { status: LeadStatus; version: number }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="version" value={version} />
      <div>
        <label htmlFor="lead-status" className={labelClass}>
          Statut
        </label>
        <select id="lead-status" name="status" defaultValue={status} key={status} className={`mt-1 ${inputClass} text-sm`}>
          {leadStatusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton intent="status" pendingLabel="Mise à jour...">
        Mettre à jour le statut
      </SubmitButton>
    </Form>
  );
}

export function DefinitionList({ items }: { items: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-slate-500">{term}</dt>
          <dd className="mt-0.5 text-slate-900">{value === "" || value === null || value === undefined ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}
