import { data, Link } from "react-router";
import type { Route } from "./+types/email-message";
import { Card, Badge, PageHeader } from "~/components/admin/kit/page";
import { DefinitionList } from "~/components/admin/leads";
import { MessageHtml, MessageText, OUTBOX_STATUS_TONES, outboxDoneLabel } from "~/components/admin/outbox";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { formatDateTime } from "~/lib/admin/format";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { OUTBOX_STATUS_LABELS } from "~/lib/leads/schema";
import { openOutboxMessage } from "~/lib/mail/outbox-list.server";
import { mailTypeLabel } from "~/lib/mail/types";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.message.subject ?? "E-mail");
}

/** One e-mail of the outbox (super admins): its body only while it is captured (docs/decisions/324). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("outboxMessage"));
  const message = await openOutboxMessage(getDb(context).db, user, parseId(params.id));
  if (!message) throw data("E-mail introuvable", { status: 404 });
  return { message, origin: getCloudflare(context).env.SITE_ORIGIN };
}

export const action = readOnlyAction("outboxMessage");

const address = (a: { email: string; name?: string } | null | undefined) => (a ? (a.name ? `${a.name} <${a.email}>` : a.email) : "");

export default function EmailMessage({ loaderData }: Route.ComponentProps) {
  const { message, origin } = loaderData;
  const back = message.account ? { to: "/admin/users/emails", label: "E-mails des comptes" } : { to: "/admin/demandes/emails", label: "E-mails envoyés" };
  const done = outboxDoneLabel(message.status, message.sentAt);
  return (
    <div className="space-y-6">
      <Link to={back.to} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {back.label}
      </Link>
      <PageHeader title={message.subject} description={`${mailTypeLabel(message.type)} · écrit le ${formatDateTime(message.createdAt)}`} />
      <Card title="En-têtes">
        <DefinitionList
          items={[
            ["Destinataires", message.to.map(address).join(", ")],
            ["Répondre à", address(message.replyTo)],
            ["Type", mailTypeLabel(message.type)],
            [
              "État",
              <>
                <Badge tone={OUTBOX_STATUS_TONES[message.status]}>{OUTBOX_STATUS_LABELS[message.status]}</Badge>
                {done ? <span className="ml-2 text-xs text-slate-500">{done}</span> : null}
              </>,
            ],
            ["Tentatives", String(message.attempts)],
            ["Dernière erreur", message.lastError ?? ""],
          ]}
        />
      </Card>
      {message.body ? (
        <>
          <Card title="Texte">
            <MessageText text={message.body.text} origin={origin} />
          </Card>
          <Card title="Version HTML">
            <MessageHtml html={message.body.html} subject={message.subject} />
          </Card>
          <Card title={`Pièces jointes (${message.attachments.length})`}>
            {message.attachments.length === 0 ? (
              <p className="text-sm text-slate-500">Aucune pièce jointe.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {message.attachments.map((file, index) => (
                  <li key={file.filename} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="min-w-0 truncate">{file.filename}</span>
                    <a
                      href={`/admin/emails/${message.id}/pieces-jointes/${index}`}
                      download
                      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                    >
                      <Icon name="download" className="size-4" />
                      Télécharger<span className="sr-only"> {file.filename}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      ) : (
        <Card title="Contenu">
          <p className="text-sm text-slate-700">
            {message.status === "sent"
              ? "Le fournisseur d'envoi a accepté cet e-mail : son contenu n'est plus affiché ici. Les liens de compte qu'il contenait ont été retirés de la copie conservée."
              : "Le contenu n'est affiché que pour un e-mail capturé (aucun fournisseur d'envoi configuré, en local)."}
          </p>
        </Card>
      )}
    </div>
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible d'afficher cet e-mail. Veuillez réessayer.");
