// The answer to a personal data request (« Données personnelles », ?repondre=) and the
// dashboard's panel of pending requests (docs/decisions/345, 346). Plain posts and links:
// everything works without JavaScript.
import { Form, Link } from "react-router";
import { Badge, Card } from "~/components/admin/kit/page";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { Banner } from "~/components/ui/banner";
import { TextAreaField } from "~/components/ui/field";
import { formatDateTime, formatDay } from "~/lib/admin/format";
import { PRIVACY_REQUEST_SOURCE_LABELS, PRIVACY_REQUEST_TYPE_LABELS } from "~/lib/privacy/labels";
import { REFUSAL_REASONS, type RefusalReason } from "~/lib/privacy/schema";

export type AnswerView = {
  id: number;
  type: keyof typeof PRIVACY_REQUEST_TYPE_LABELS;
  source: keyof typeof PRIVACY_REQUEST_SOURCE_LABELS;
  email: string;
  receivedAt: Date;
  dueOn: string;
  identityCheck: string | null;
  acted: boolean;
  kind: "done" | "refused";
  refusal: RefusalReason | null;
  body: string;
};

export function AnswerCard({
  answer,
  error,
  errors,
  values,
}: {
  answer: AnswerView;
  error?: string | null;
  errors?: Record<string, Array<string>>;
  values?: Record<string, string>;
}) {
  const base = `/admin/donnees-personnelles?repondre=${answer.id}`;
  const waiting = answer.kind === "done" && !answer.acted && answer.type !== "opposition";
  return (
    <Card title="Répondre à la demande">
      <div className="space-y-4" id="reponse">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">Demande</dt>
          <dd>{PRIVACY_REQUEST_TYPE_LABELS[answer.type]}</dd>
          <dt className="font-medium text-slate-600">Personne</dt>
          <dd>{answer.email}</dd>
          <dt className="font-medium text-slate-600">Reçue le</dt>
          <dd>
            {formatDateTime(answer.receivedAt)} ({PRIVACY_REQUEST_SOURCE_LABELS[answer.source].toLowerCase()})
          </dd>
          <dt className="font-medium text-slate-600">Identité</dt>
          <dd>{answer.source === "link" ? "Adresse vérifiée par le lien personnel" : (answer.identityCheck ?? "Non vérifiée")}</dd>
          <dt className="font-medium text-slate-600">Réponse due le</dt>
          <dd>{formatDay(answer.dueOn)}</dd>
        </dl>
        <nav aria-label="Type de réponse" className="flex flex-wrap gap-3 text-sm">
          <Link
            to={`${base}#reponse`}
            aria-current={answer.kind === "done" ? "page" : undefined}
            className="text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:text-slate-900"
          >
            Réponse : ce qui a été fait
          </Link>
          {(Object.keys(REFUSAL_REASONS) as Array<RefusalReason>).map((reason) => (
            <Link
              key={reason}
              to={`${base}&refus=${reason}#reponse`}
              aria-current={answer.refusal === reason ? "page" : undefined}
              className="text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:text-slate-900"
            >
              Refuser : {REFUSAL_REASONS[reason].label.toLowerCase()}
            </Link>
          ))}
        </nav>
        {waiting ? (
          <Banner tone="warning">
            Ce qui est demandé n'a pas encore été fait : recherchez la personne, puis exportez, rectifiez ou effacez ; la réponse sera prérédigée d'après ce qui a été fait.
          </Banner>
        ) : null}
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Form method="post" action={`${base}${answer.refusal ? `&refus=${answer.refusal}` : ""}`} className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="id" value={answer.id} />
          <input type="hidden" name="kind" value={answer.kind} />
          <TextAreaField
            variant="admin"
            name="body"
            id="reponse-texte"
            label="Texte de la réponse"
            description="Relisez et modifiez si besoin. Le lien personnel de la personne et les coordonnées de la société sont ajoutés au bas de l'e-mail. Le texte envoyé est gardé au registre 3 ans."
            rows={18}
            isRequired
            defaultValue={values?.body ?? answer.body}
            errors={errors?.body}
          />
          <SubmitButton intent="answer" pendingLabel="Envoi…">
            {answer.kind === "refused" ? "Envoyer le refus" : "Envoyer la réponse"}
          </SubmitButton>
        </Form>
      </div>
    </Card>
  );
}

export type PendingRequestView = {
  id: number;
  type: keyof typeof PRIVACY_REQUEST_TYPE_LABELS;
  receivedAt: Date;
  dueOn: string;
  acted: boolean;
  daysLeft: number;
  overdue: boolean;
};

/** The dashboard's panel: every open request, its deadline, red once passed. */
export function PendingRequestsPanel({ pending }: { pending: { total: number; overdue: number; rows: Array<PendingRequestView> } }) {
  return (
    <section aria-labelledby="dashboard-privacy" className="mt-6 space-y-3" data-testid="privacy-pending">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-privacy" className="text-lg font-semibold text-slate-900">
          Demandes sur les données personnelles
        </h2>
        <Link to="/admin/donnees-personnelles?ouvertes=1#registre" className="text-sm font-semibold text-brand-700 hover:underline">
          Ouvrir le registre
        </Link>
      </div>
      <p className="text-sm text-slate-700">
        {pending.total} demande{pending.total > 1 ? "s" : ""} à traiter
        {pending.overdue > 0 ? <strong className="text-red-800">, dont {pending.overdue} en retard</strong> : null} : une réponse est due un mois après la réception (RGPD, art.
        12.3).
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {pending.rows.map((row) => (
          <li key={row.id} className={`flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm ${row.overdue ? "bg-red-50" : ""}`}>
            <Link to={`/admin/donnees-personnelles?repondre=${row.id}#reponse`} className="font-medium text-slate-800 hover:text-brand-700 hover:underline">
              {PRIVACY_REQUEST_TYPE_LABELS[row.type]}, reçue le {formatDay(row.receivedAt)}
            </Link>
            <span className="flex items-center gap-2 text-xs text-slate-700">
              Réponse due le {formatDay(row.dueOn)}
              <Badge tone={row.overdue ? "red" : row.daysLeft <= 7 ? "amber" : "slate"}>
                {row.overdue
                  ? `En retard de ${-row.daysLeft} jour${-row.daysLeft > 1 ? "s" : ""}`
                  : row.daysLeft === 0
                    ? "Aujourd'hui"
                    : `${row.daysLeft} jour${row.daysLeft > 1 ? "s" : ""} restant${row.daysLeft > 1 ? "s" : ""}`}
              </Badge>
              {row.acted ? <Badge tone="amber">Réponse à envoyer</Badge> : null}
            </span>
          </li>
        ))}
      </ul>
      {pending.total > pending.rows.length ? <p className="text-xs text-slate-600">… et {pending.total - pending.rows.length} autres dans le registre.</p> : null}
    </section>
  );
}
