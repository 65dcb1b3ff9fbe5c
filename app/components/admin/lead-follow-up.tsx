// The follow-up of a contact request or simulation on its detail screen: the "Suivi"
// panel (status, owner, follow-up day) and the activity column (reply, internal note,
// history). Plain forms posted to the screen's action: they work without JavaScript.
import { Form } from "react-router";
import type { LeadStatus } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import { FOLLOW_UP_MESSAGES, LEAD_EVENT_LABELS, OPEN_LEAD_STATUSES } from "~/lib/leads/follow-up";
import { LEAD_STATUS_LABELS, OUTBOX_STATUS_LABELS } from "~/lib/leads/schema";
import type { LeadActionData } from "~/lib/leads/actions.server";
import type { LeadHistoryEntry, leadFollowUpView } from "~/lib/leads/follow-up.server";
import { inputClass, labelClass } from "~/components/ui/field";
import { Banner } from "~/components/ui/banner";
import { SubmitButton } from "./kit/submit-button";
import { LeadStatusBadge, LeadStatusForm, StatusChangedBy } from "./leads";
import { Badge, Card } from "./kit/page";

export type LeadFollowUpData = NonNullable<Awaited<ReturnType<typeof leadFollowUpView>>>;

/** 2026-11-26 → 26/11/2026 */
export function formatFollowUpDay(day: string | null | undefined) {
  if (!day) return "";
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

function Notice({ error, intent, here }: { error?: LeadActionData; intent: string; here: string | Array<string> }) {
  const intents = Array.isArray(here) ? here : [here];
  if (!error || !intents.includes(error.intent)) return null;
  return (
    <Banner tone="error" id={`${intent}-erreur`}>
      {error.error}
    </Banner>
  );
}

export function FollowUpBadge({ day, today, status }: { day: string | null; today: string; status: LeadStatus }) {
  if (!day) return null;
  const open = (OPEN_LEAD_STATUSES as ReadonlyArray<string>).includes(status);
  if (open && day < today) return <Badge tone="red">En retard</Badge>;
  if (open && day === today) return <Badge tone="amber">Aujourd'hui</Badge>;
  return null;
}

/** Status, owner and follow-up day: the "Suivi" card of the detail screen. */
export function LeadFollowUpPanel({ lead, error }: { lead: LeadFollowUpData; error?: LeadActionData }) {
  const others = lead.staff.filter((member) => member.id !== lead.me);
  return (
    <Card title="Suivi">
      <div className="space-y-6">
        <div className="space-y-3">
          <p className="text-sm">
            Statut actuel : <LeadStatusBadge status={lead.status} />
            <StatusChangedBy name={lead.statusChangedByName} email={lead.statusChangedByEmail} at={lead.statusChangedAt} />
          </p>
          <Notice error={error} intent="status" here="status" />
          <LeadStatusForm status={lead.status} version={lead.version} />
        </div>

        <div className="space-y-3 border-t border-slate-100 pt-4">
          <p className="text-sm">
            Responsable : <strong className="font-semibold text-slate-900">{lead.owner ? lead.owner.name : "Non attribuée"}</strong>
          </p>
          <Notice error={error} intent="assign" here="assign" />
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="version" value={lead.version} />
            <div className="min-w-0 flex-1">
              <label htmlFor="lead-owner" className={labelClass}>
                Attribuer à
              </label>
              <select id="lead-owner" name="ownerId" defaultValue={lead.ownerId ?? ""} key={lead.version} className={`mt-1 ${inputClass} text-sm`}>
                <option value="">Non attribuée</option>
                {lead.staff.some((member) => member.id === lead.me) ? <option value={lead.me}>Moi</option> : null}
                {others.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton intent="assign" pendingLabel="Enregistrement...">
              Attribuer
            </SubmitButton>
          </Form>
        </div>

        <div className="space-y-3 border-t border-slate-100 pt-4">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            Date de relance : <strong className="font-semibold text-slate-900">{lead.followUpOn ? formatFollowUpDay(lead.followUpOn) : "aucune"}</strong>
            <FollowUpBadge day={lead.followUpOn} today={lead.today} status={lead.status} />
          </p>
          <Notice error={error} intent="follow_up" here="follow_up" />
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="follow_up" />
            <input type="hidden" name="version" value={lead.version} />
            <div className="min-w-0 flex-1">
              <label htmlFor="lead-follow-up" className={labelClass}>
                Relancer le
              </label>
              <input
                id="lead-follow-up"
                type="date"
                name="followUpOn"
                defaultValue={lead.followUpOn ?? ""}
                key={lead.version}
                aria-describedby="lead-follow-up-aide"
                className={`mt-1 ${inputClass} text-sm`}
              />
              <p id="lead-follow-up-aide" className="mt-1 text-xs text-slate-500">
                Laissez vide pour supprimer la relance. Le responsable reçoit un rappel par e-mail le jour venu.
              </p>
            </div>
            <SubmitButton intent="follow_up" pendingLabel="Enregistrement...">
              Enregistrer la date
            </SubmitButton>
          </Form>
        </div>
      </div>
    </Card>
  );
}

/** 'Répondre', the internal note and the history of the request. */
export function LeadActivity({ lead, error }: { lead: LeadFollowUpData; error?: LeadActionData }) {
  const replyValues = error?.intent === "reply" ? error.values : undefined;
  const noteValues = error?.intent === "note" ? error.values : undefined;
  // An error of the subject or the text is said next to that field; any other above the form.
  const replyFieldError = (name: "subject" | "body") => (error?.intent === "reply" && error.field === name ? error.error : undefined);
  const replyFormError = error?.intent === "reply" && error.field !== "subject" && error.field !== "body" ? error : undefined;
  const subjectError = replyFieldError("subject");
  const bodyError = replyFieldError("body");
  return (
    <>
      <Card title="Répondre">
        {/* Keyed by the history: once a reply or note is recorded, its form starts empty again. */}
        <Form method="post" key={`reply-${lead.history.length}`} className="space-y-3" aria-describedby="reponse-aide">
          <p id="reponse-aide" className="text-sm text-slate-600">
            Envoyée à <strong className="font-semibold text-slate-900">{lead.reply.to}</strong> telle que vous l'écrivez, salutation comprise : rien n'est ajouté avant votre texte.
            Le client répond à l'adresse de contact du cabinet. La réponse est conservée dans l'historique et dans les e-mails envoyés.
          </p>
          <Notice error={replyFormError} intent="reply" here="reply" />
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="messageId" value={replyValues?.messageId ?? lead.reply.messageId} />
          <div>
            <label htmlFor="reply-subject" className={labelClass}>
              Objet
            </label>
            <input
              id="reply-subject"
              name="subject"
              required
              maxLength={200}
              defaultValue={replyValues?.subject ?? lead.reply.subject}
              aria-invalid={subjectError ? true : undefined}
              aria-describedby={subjectError ? "reply-subject-erreur" : undefined}
              className={`mt-1 ${inputClass} text-sm`}
            />
            {subjectError ? (
              <p id="reply-subject-erreur" className="mt-1 text-sm font-medium text-red-700">
                {subjectError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="reply-body" className={labelClass}>
              Message
            </label>
            <textarea
              id="reply-body"
              name="body"
              required
              maxLength={10_000}
              rows={6}
              defaultValue={replyValues?.body ?? ""}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? "reply-body-erreur reply-ajouts" : "reply-ajouts"}
              className={`mt-1 ${inputClass} text-sm`}
            />
            {bodyError ? (
              <p id="reply-body-erreur" className="mt-1 text-sm font-medium text-red-700">
                {bodyError}
              </p>
            ) : null}
          </div>
          <div id="reply-ajouts">
            <p className="text-sm font-medium text-slate-700">Ajouté sous votre message, exactement :</p>
            <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-xs leading-relaxed text-slate-700">{lead.reply.additions}</pre>
          </div>
          <SubmitButton intent="reply" pendingLabel="Envoi...">
            Envoyer la réponse
          </SubmitButton>
        </Form>
      </Card>

      <Card title="Note interne">
        <Form method="post" key={`note-${lead.history.length}`} className="space-y-3">
          <Notice error={error} intent="note" here="note" />
          <input type="hidden" name="intent" value="note" />
          <div>
            <label htmlFor="note-body" className={labelClass}>
              Note (visible uniquement par l'équipe)
            </label>
            <textarea id="note-body" name="body" required maxLength={5000} rows={3} defaultValue={noteValues?.body ?? ""} className={`mt-1 ${inputClass} text-sm`} />
          </div>
          <SubmitButton intent="note" pendingLabel="Ajout...">
            Ajouter la note
          </SubmitButton>
        </Form>
      </Card>

      <Card title={`Historique (${lead.history.length})`}>
        {lead.history.length === 0 ? (
          <p className="text-sm text-slate-500">Aucune action pour le moment.</p>
        ) : (
          <ol aria-label="Historique de la demande" className="divide-y divide-slate-100">
            {lead.history.map((entry) => (
              <li key={entry.id} className="py-3 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 text-slate-500">
                  <span className="font-semibold text-slate-900">{LEAD_EVENT_LABELS[entry.type]}</span>
                  <span>
                    par {entry.authorName ?? "un compte supprimé"} le {formatDateTime(entry.createdAt)}
                  </span>
                </p>
                <HistoryBody entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}

const deliveryTone = { queued: "amber", sending: "amber", sent: "green", captured: "slate", failed: "red", dead: "red" } as const;

function HistoryBody({ entry }: { entry: LeadHistoryEntry }) {
  const details = entry.details ?? {};
  switch (entry.type) {
    case "status":
      return (
        <p className="mt-1 text-slate-800">
          {LEAD_STATUS_LABELS[details.from as LeadStatus] ?? details.from} → {LEAD_STATUS_LABELS[details.to as LeadStatus] ?? details.to}
        </p>
      );
    case "assigned":
      return <p className="mt-1 text-slate-800">{details.to ? `Attribuée à ${details.toName ?? "un compte supprimé"}` : "N'est plus attribuée"}</p>;
    case "follow_up":
      return <p className="mt-1 text-slate-800">{details.to ? `Relance prévue le ${formatFollowUpDay(String(details.to))}` : FOLLOW_UP_MESSAGES.followUpCleared}</p>;
    case "note":
      return <p className="mt-1 whitespace-pre-wrap text-slate-800">{entry.body}</p>;
    case "reply": {
      const status = entry.deliveryStatus as keyof typeof deliveryTone | null;
      return (
        <div className="mt-1 space-y-1 text-slate-800">
          <p className="flex flex-wrap items-center gap-2">
            <span>
              « {details.subject} » à {details.recipient}
            </span>
            {status ? <Badge tone={deliveryTone[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge> : null}
          </p>
          {entry.deliveryError && status !== "sent" ? <p className="text-xs text-red-700">{entry.deliveryError}</p> : null}
          <p className="whitespace-pre-wrap">{entry.body}</p>
          {entry.deliveredText ? (
            <details className="text-xs text-slate-600">
              <summary className="cursor-pointer font-medium text-brand-700">Texte reçu par le client</summary>
              <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans leading-relaxed">{entry.deliveredText}</pre>
            </details>
          ) : null}
        </div>
      );
    }
  }
}
