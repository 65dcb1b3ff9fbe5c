// The outbox as a list of the admin kit, shared by 'Demandes → E-mails envoyés' (the site's
// e-mails, editors) and 'Utilisateurs → E-mails des comptes' (super admins): dates, recipients,
// subject, type (a French label, never its code), state, « Ouvrir » and « Renvoyer ».
import type { ReactNode } from "react";
import { useErrorToast } from "~/components/admin/kit/feedback";
import type { Column } from "~/components/admin/kit/data-table";
import { ListScreen } from "~/components/admin/kit/list";
import { Badge } from "~/components/admin/kit/page";
import { Banner } from "~/components/ui/banner";
import { outboxStatuses } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import type { ListPage, ListQuery } from "~/lib/admin/list";
import { OUTBOX_STATUS_LABELS } from "~/lib/leads/schema";
import { isStuckSending } from "~/lib/mail/claim";
import { mailTypeLabel } from "~/lib/mail/types";

type Status = (typeof outboxStatuses)[number];

export const OUTBOX_STATUS_TONES = { queued: "blue", sending: "blue", sent: "green", captured: "slate", failed: "amber", dead: "red" } as const satisfies Record<Status, string>;

/** « envoyé le … » / « capturé le … » under the state. */
export function outboxDoneLabel(status: Status, at: Date | null) {
  if (!at) return "";
  if (status === "sent") return `envoyé le ${formatDateTime(at)}`;
  if (status === "captured") return `capturé le ${formatDateTime(at)}`;
  return "";
}

export type OutboxListRow = {
  id: number;
  type: string;
  to: Array<{ email: string; name?: string }>;
  subject: string;
  status: Status;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  claimedAt: Date | null;
  createdAt: Date;
};

export const outboxStatusOptions = outboxStatuses.map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] }));

/** The message viewer (super admins). */
export const outboxMessagePath = (id: number) => `/admin/emails/${id}`;

function columnsAt(now: number): Array<Column<OutboxListRow>> {
  return [
    { key: "date", header: "Date", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.createdAt) },
    { key: "to", header: "Destinataires", cell: (row) => row.to.map((address) => address.email).join(", ") },
    { key: "subject", header: "Objet", rowHeader: true, cell: (row) => <span className="font-medium text-slate-900">{row.subject}</span> },
    { key: "type", header: "Type", cell: (row) => mailTypeLabel(row.type) },
    {
      key: "state",
      header: "État",
      cell: (row) => {
        const done = outboxDoneLabel(row.status, row.sentAt);
        return (
          <>
            <Badge tone={OUTBOX_STATUS_TONES[row.status]}>{OUTBOX_STATUS_LABELS[row.status]}</Badge>
            <span className="block text-xs text-slate-500">
              {row.attempts} tentative{row.attempts > 1 ? "s" : ""}
              {done ? ` · ${done}` : ""}
            </span>
            {row.lastError ? <span className="block max-w-xs break-words text-xs text-red-700">{row.lastError}</span> : null}
            {isStuckSending(row, now) ? <span className="block text-xs text-red-700">Envoi interrompu : aucune réponse depuis plus de 10 minutes.</span> : null}
          </>
        );
      },
    },
  ];
}

export function OutboxScreen({
  title,
  description,
  actions,
  query,
  page,
  now,
  canOpenMessages,
  capturing,
  actionData,
  emptyMessage,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  query: ListQuery;
  page: ListPage<OutboxListRow>;
  now: number;
  /** Super admins open a message (its body while it is captured). */
  canOpenMessages: boolean;
  /** No provider configured: the e-mails stay here. */
  capturing: boolean;
  /** The answer of a refused « Renvoyer ». */
  actionData?: { error: string };
  emptyMessage: string;
}) {
  const error = actionData?.error;
  useErrorToast(actionData, error);
  const notice = (
    <>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {capturing ? (
        <Banner tone="info">
          Aucun fournisseur d'envoi n'est configuré (MAILCHANNELS_API_KEY) : les e-mails ne partent pas, ils sont capturés ici
          {canOpenMessages ? " et « Ouvrir » montre leur contenu." : "."}
        </Banner>
      ) : null}
    </>
  );
  return (
    <ListScreen
      title={title}
      description={description}
      actions={actions}
      notice={notice}
      query={query}
      page={page}
      columns={columnsAt(now)}
      rowKey={(row) => row.id}
      rowActions={(row) => [
        canOpenMessages && { label: "Ouvrir", target: `l'e-mail « ${row.subject} »`, href: outboxMessagePath(row.id) },
        (row.status === "failed" || row.status === "dead" || isStuckSending(row, now)) && {
          label: "Renvoyer",
          target: `l'e-mail « ${row.subject} »`,
          post: { intent: "resend", id: row.id },
          pendingLabel: "Envoi...",
        },
      ]}
      search={{ placeholder: "Objet, destinataire, type" }}
      filters={[{ name: "status", label: "Statut", options: outboxStatusOptions }]}
      empty={{ message: emptyMessage, filteredMessage: "Aucun e-mail ne correspond à votre recherche." }}
    />
  );
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/**
 * The plain-text version of a captured message, escaped by React; links to this site (the
 * account links a newcomer needs locally) are clickable, any other address stays text.
 */
export function MessageText({ text, origin }: { text: string; origin: string }) {
  const parts: Array<ReactNode> = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    const at = match.index ?? 0;
    parts.push(text.slice(last, at));
    parts.push(
      url.startsWith(`${origin}/`) ? (
        <a key={at} href={url} className="break-all font-semibold text-brand-700 underline">
          {url}
        </a>
      ) : (
        url
      ),
    );
    last = at + url.length;
  }
  parts.push(text.slice(last));
  return <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-sans text-sm leading-relaxed text-slate-800">{parts}</pre>;
}

/** The HTML version, shown in a frame with every permission removed (no script, no form, no same-origin). */
export function MessageHtml({ html, subject }: { html: string; subject: string }) {
  return (
    <iframe
      title={`Version HTML de l'e-mail « ${subject} »`}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-[40rem] w-full rounded-lg border border-slate-200 bg-white"
    />
  );
}
