// Over 400 lines: the panels of one screen (search, plan, export, requests) sharing its loader data; to split when it grows (docs/decisions/341).
// « Données personnelles »: the pieces of the screen (search and results, the erasure's
// confirmation, the register, the retention at work, the inventory). Forms are plain posts
// to the screen's action: everything works without JavaScript.
import { Form, Link } from "react-router";
import { type Column, DataTable } from "~/components/admin/kit/data-table";
import { Pagination } from "~/components/admin/kit/pagination";
import { Badge, Card } from "~/components/admin/kit/page";
import { SubmitButton } from "~/components/admin/kit/submit-button";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { formatBytes, formatDateTime, formatDay } from "~/lib/admin/format";
import { PRIVACY_REQUEST_SOURCE_LABELS, PRIVACY_REQUEST_TYPE_LABELS } from "~/lib/privacy/labels";

type Values = Record<string, string> | undefined;
type FieldErrors = Record<string, Array<string>> | undefined;
type Action = "delete" | "anonymise" | "keep";

const ACTION_LABELS: Record<Action, string> = { delete: "Sera supprimé", anonymise: "Sera anonymisé", keep: "Sera conservé" };
const ACTION_TONES: Record<Action, "red" | "amber" | "green"> = { delete: "red", anonymise: "amber", keep: "green" };

export type FoundRecordView = {
  id: string;
  title: string;
  date: Date | null;
  href: string | null;
  action: Action;
  reason: string | null;
  mentionOnly: boolean;
  download: string | null;
};
export type FoundView = {
  email: string;
  phone: string | null;
  total: number;
  truncated: boolean;
  groups: Array<{ kind: string; label: string; description: string; truncated: boolean; records: Array<FoundRecordView> }>;
  anonymous: Array<string>;
};

/** The person's address (and phone) carried by every form of the results. */
function PersonFields({ found }: { found: { email: string; phone: string | null } }) {
  return (
    <>
      <input type="hidden" name="email" value={found.email} />
      {found.phone ? <input type="hidden" name="phone" value={found.phone} /> : null}
    </>
  );
}

export function SearchCard({ values, errors }: { values: Values; errors: FieldErrors }) {
  return (
    <Card title="Rechercher une personne">
      <Form method="post" className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end" noValidate>
        <input type="hidden" name="intent" value="find" />
        <TextField
          variant="admin"
          name="email"
          id="recherche-email"
          label="Adresse e-mail"
          type="email"
          isRequired
          defaultValue={values?.email ?? ""}
          errors={errors?.email}
          autoComplete="off"
        />
        <TextField
          variant="admin"
          name="phone"
          id="recherche-telephone"
          label="Téléphone (facultatif)"
          type="tel"
          defaultValue={values?.phone ?? ""}
          errors={errors?.phone}
          autoComplete="off"
          description="Retrouve aussi les demandes faites avec ce numéro."
        />
        <SubmitButton intent="find" pendingLabel="Recherche…">
          Rechercher
        </SubmitButton>
      </Form>
      <p className="mt-3 text-xs text-slate-600">
        L'adresse est comparée exactement (majuscules comprises) : « jean.dupont@exemple.fr » ne trouve ni « ajean.dupont@exemple.fr » ni « jean.dupont@exemple.fr.com ».
      </p>
    </Card>
  );
}

export function ResultsCard({
  found,
  exported,
  notice,
  error,
  values,
  errors,
}: {
  found: FoundView;
  exported?: { id: string; records: number; files: number; size: number } | null;
  notice?: string | null;
  error?: string | null;
  values: Values;
  errors: FieldErrors;
}) {
  return (
    <Card title={`Données de ${found.email}${found.phone ? ` / ${found.phone}` : ""}`}>
      <div className="space-y-4">
        {notice ? <Banner tone="success">{notice}</Banner> : null}
        {error ? <Banner tone="error">{error}</Banner> : null}
        {exported ? (
          <Banner tone="success" title="Export prêt">
            <p>
              {exported.records} enregistrement{exported.records > 1 ? "s" : ""} et {exported.files} fichier{exported.files > 1 ? "s" : ""} ({formatBytes(exported.size)}),
              disponible 7 jours.{" "}
              <a href={`/admin/donnees-personnelles/exports/${exported.id}`} className="font-semibold underline" download>
                Télécharger l'export (ZIP)
              </a>
            </p>
          </Banner>
        ) : null}
        <p className="text-sm text-slate-700">
          {found.total === 0 ? "Aucun enregistrement ne porte cette adresse." : `${found.total} enregistrement${found.total > 1 ? "s" : ""} trouvé${found.total > 1 ? "s" : ""}.`}{" "}
          {found.anonymous.join(", ")} : anonymes par conception (identifiant de visite aléatoire, sans adresse IP), rien ne les relie à une adresse e-mail.
        </p>
        {found.groups.map((group) => (
          <section key={group.kind} aria-labelledby={`groupe-${group.kind}`} className="rounded-lg border border-slate-200 p-4">
            <h3 id={`groupe-${group.kind}`} className="text-sm font-semibold text-slate-900">
              {group.label} ({group.records.length}
              {group.truncated ? " et plus" : ""})
            </h3>
            <p className="mt-1 text-xs text-slate-600">{group.description}</p>
            <ul className="mt-2 divide-y divide-slate-100">
              {group.records.map((record) => (
                <li key={record.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    {record.href ? (
                      <Link to={record.href} className="font-medium text-brand-700 underline hover:text-brand-900">
                        {record.title}
                      </Link>
                    ) : (
                      <span className="font-medium text-slate-800">{record.title}</span>
                    )}
                    {record.download ? (
                      <a href={record.download} className="ml-2 text-brand-700 underline" download>
                        Télécharger<span className="sr-only"> : {record.title}</span>
                      </a>
                    ) : null}
                    <span className="block text-xs text-slate-600">{formatDateTime(record.date, "date inconnue")}</span>
                    {record.reason ? <span className="block text-xs text-slate-700">{record.reason}</span> : null}
                    {record.mentionOnly ? <span className="block text-xs text-slate-700">Cite l'adresse dans une note d'un autre dossier.</span> : null}
                  </div>
                  <Badge tone={ACTION_TONES[record.action]}>{ACTION_LABELS[record.action]}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Form method="post">
            <input type="hidden" name="intent" value="export" />
            <PersonFields found={found} />
            <SubmitButton intent="export" pendingLabel="Préparation…">
              Exporter (ZIP)
            </SubmitButton>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="preview-erase" />
            <PersonFields found={found} />
            <SubmitButton intent="preview-erase" pendingLabel="Préparation…" tone="danger">
              Préparer l'effacement
            </SubmitButton>
          </Form>
        </div>
        <details className="rounded-lg border border-slate-200 p-4" open={Boolean(errors?.newEmail || errors?.newPhone)}>
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">Rectifier l'adresse ou le téléphone (RGPD, art. 16)</summary>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
            <input type="hidden" name="intent" value="correct" />
            <PersonFields found={found} />
            <TextField
              variant="admin"
              name="newEmail"
              id="rectifier-email"
              label="Nouvelle adresse e-mail"
              type="email"
              defaultValue={values?.newEmail ?? ""}
              errors={errors?.newEmail}
              autoComplete="off"
            />
            <TextField
              variant="admin"
              name="newPhone"
              id="rectifier-telephone"
              label="Nouveau téléphone"
              type="tel"
              defaultValue={values?.newPhone ?? ""}
              errors={errors?.newPhone}
              autoComplete="off"
              description={found.phone ? `Remplace ${found.phone} partout.` : "Recherchez d'abord avec l'ancien numéro."}
            />
            <SubmitButton intent="correct" pendingLabel="Rectification…">
              Rectifier partout
            </SubmitButton>
          </Form>
          <p className="mt-2 text-xs text-slate-600">
            Change la valeur dans les demandes, simulations, résultats « Mon terrain » et l'abonnement. Les e-mails déjà envoyés restent tels qu'ils ont été envoyés ; un compte de
            l'équipe se modifie dans « Utilisateurs ».
          </p>
        </details>
      </div>
    </Card>
  );
}

export type ErasureLineView = { kind: string; label: string; action: Action; count: number; note: string };

const PREVIEW_COLUMNS: ReadonlyArray<Column<ErasureLineView>> = [
  { key: "label", header: "Données", rowHeader: true, cell: (line) => line.label },
  { key: "action", header: "Effacement", cell: (line) => <Badge tone={ACTION_TONES[line.action]}>{ACTION_LABELS[line.action]}</Badge> },
  { key: "count", header: "Nombre", cell: (line) => line.count },
  { key: "note", header: "Ce qui se passe et pourquoi", cell: (line) => line.note },
];

export function EraseConfirmCard({ found, preview, error }: { found: FoundView; preview: { lines: Array<ErasureLineView>; fingerprint: string }; error?: string | null }) {
  const deleted = preview.lines.filter((l) => l.action === "delete").reduce((n, l) => n + l.count, 0);
  return (
    <Card title="Confirmer l'effacement">
      <div className="space-y-4" id="confirmation">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Banner tone="warning" title="Effacement définitif">
          <p>
            {deleted} enregistrement{deleted > 1 ? "s" : ""} de {found.email} {deleted > 1 ? "seront supprimés" : "sera supprimé"}, avec leurs fichiers. Ce qui est conservé l'est
            pour la raison indiquée. L'effacement ne peut pas être annulé.
          </p>
        </Banner>
        <DataTable caption="Ce que l'effacement va faire" columns={PREVIEW_COLUMNS} rows={preview.lines} rowKey={(line) => `${line.kind}-${line.action}-${line.note}`} />
        <div className="flex flex-wrap items-center gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="fingerprint" value={preview.fingerprint} />
            <PersonFields found={found} />
            <SubmitButton intent="erase" pendingLabel="Effacement…" tone="danger">
              Effacer définitivement
            </SubmitButton>
          </Form>
          <Link to="/admin/donnees-personnelles" className={buttonClass("secondary")}>
            Annuler
          </Link>
        </div>
      </div>
    </Card>
  );
}

export type RegisterRow = {
  id: number;
  type: keyof typeof PRIVACY_REQUEST_TYPE_LABELS;
  source: keyof typeof PRIVACY_REQUEST_SOURCE_LABELS;
  email: string | null;
  phone: string | null;
  receivedAt: Date;
  dueOn: string;
  answeredAt: Date | null;
  actedAt: Date | null;
  acknowledgedAt: Date | null;
  answerKind: "done" | "refused" | null;
  identityCheck: string | null;
  outcome: string | null;
  reducedAt: Date | null;
  handledByName: string | null;
  handledByEmail: string | null;
};

function DueBadge({ row, today }: { row: RegisterRow; today: string }) {
  if (row.answeredAt)
    return (
      <Badge tone="green">
        {row.answerKind === "refused" ? "Refusée" : "Traitée"} le {formatDay(row.answeredAt)}
      </Badge>
    );
  // « Traitée » only once answered (docs/decisions/345); past its deadline it is red.
  const late = row.dueOn < today;
  const soon = !late && row.dueOn <= addDays(today, 7);
  return <Badge tone={late ? "red" : soon ? "amber" : "slate"}>{late ? "En retard" : row.actedAt ? "Réponse à envoyer" : "À traiter"}</Badge>;
}

function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function RegisterCard({
  page,
  today,
  search,
  open,
  values,
  errors,
  error,
  intent,
}: {
  page: { rows: Array<RegisterRow>; total: number; page: number; pageCount: number };
  today: string;
  search: string;
  open: boolean;
  values: Values;
  errors: FieldErrors;
  error: string | null;
  intent: string | null;
}) {
  const columns: ReadonlyArray<Column<RegisterRow>> = [
    { key: "received", header: "Reçue le", rowHeader: true, className: "whitespace-nowrap", cell: (r) => formatDateTime(r.receivedAt) },
    { key: "type", header: "Demande", cell: (r) => PRIVACY_REQUEST_TYPE_LABELS[r.type] },
    {
      key: "person",
      header: "Personne",
      cell: (r) => (r.email ? [r.email, r.phone].filter(Boolean).join(" · ") : <span className="text-slate-600">Empreinte seulement (plus de 3 ans)</span>),
    },
    {
      key: "source",
      header: "Reçue par, identité",
      cell: (r) => (
        <>
          {PRIVACY_REQUEST_SOURCE_LABELS[r.source]}
          <span className="block text-xs text-slate-600">
            {r.source === "link" ? "Adresse vérifiée par le lien personnel" : r.identityCheck ? `Identité : ${r.identityCheck}` : "Identité non vérifiée"}
          </span>
          <span className="block text-xs text-slate-600">{r.acknowledgedAt ? `Accusé de réception le ${formatDay(r.acknowledgedAt)}` : "Sans accusé de réception"}</span>
        </>
      ),
    },
    { key: "due", header: "Réponse due le", className: "whitespace-nowrap", cell: (r) => formatDay(r.dueOn) },
    { key: "state", header: "État", cell: (r) => <DueBadge row={r} today={today} /> },
    {
      key: "done",
      header: "Ce qui a été fait",
      cell: (r) =>
        r.answeredAt ? (
          <>
            {r.outcome}
            <span className="block text-xs text-slate-600">par {r.handledByName ?? r.handledByEmail ?? "la tâche planifiée"}</span>
          </>
        ) : r.email ? (
          <>
            {r.outcome}
            <span className="mt-1 flex flex-wrap gap-3 text-sm">
              <Link to={`/admin/donnees-personnelles?repondre=${r.id}#reponse`} className="font-semibold text-brand-700 underline">
                Rédiger la réponse<span className="sr-only"> à la demande du {formatDateTime(r.receivedAt)}</span>
              </Link>
              <Link to={`/admin/donnees-personnelles?repondre=${r.id}&refus=identite#reponse`} className="text-brand-700 underline">
                Refuser<span className="sr-only"> la demande du {formatDateTime(r.receivedAt)}</span>
              </Link>
            </span>
          </>
        ) : null,
    },
  ];
  return (
    <Card title="Registre des demandes">
      <div className="space-y-4" id="registre">
        <p className="text-sm text-slate-700">
          Chaque demande d'accès, de rectification, d'effacement ou d'opposition, avec son échéance : un mois après sa réception (RGPD, art. 12.3). Une demande n'est traitée qu'une
          fois la réponse envoyée à la personne : après un export, une rectification ou un effacement, rédigez la réponse proposée.
        </p>
        {intent === "answer" && error ? <Banner tone="error">{error}</Banner> : null}
        <nav aria-label="Filtre du registre" className="flex gap-3 text-sm">
          <Link to="/admin/donnees-personnelles#registre" aria-current={open ? undefined : "page"} className={open ? "text-brand-700 underline" : "font-semibold text-slate-900"}>
            Toutes
          </Link>
          <Link
            to="/admin/donnees-personnelles?ouvertes=1#registre"
            aria-current={open ? "page" : undefined}
            className={open ? "font-semibold text-slate-900" : "text-brand-700 underline"}
          >
            À traiter
          </Link>
        </nav>
        {page.rows.length === 0 ? (
          <p className="text-sm text-slate-600">Aucune demande enregistrée.</p>
        ) : (
          <DataTable caption="Registre des demandes relatives aux données personnelles" columns={columns} rows={page.rows} rowKey={(r) => r.id} />
        )}
        <Pagination page={page.page} pageCount={page.pageCount} total={page.total} search={search} />
        <details className="rounded-lg border border-slate-200 p-4" open={intent === "record"}>
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">Enregistrer une demande reçue par courrier, téléphone ou e-mail</summary>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="record" />
            <SelectField
              variant="admin"
              name="type"
              id="registre-type"
              label="Demande"
              options={Object.entries(PRIVACY_REQUEST_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
              defaultValue={intent === "record" ? values?.type : "acces"}
              errors={intent === "record" ? errors?.type : undefined}
            />
            <TextField
              variant="admin"
              name="receivedOn"
              id="registre-date"
              label="Reçue le"
              type="date"
              isRequired
              defaultValue={intent === "record" ? (values?.receivedOn ?? today) : today}
              errors={intent === "record" ? errors?.receivedOn : undefined}
            />
            <TextField
              variant="admin"
              name="email"
              id="registre-email"
              label="Adresse e-mail de la personne"
              type="email"
              isRequired
              defaultValue={intent === "record" ? values?.email : ""}
              errors={intent === "record" ? errors?.email : undefined}
              autoComplete="off"
            />
            <TextField
              variant="admin"
              name="phone"
              id="registre-telephone"
              label="Téléphone (facultatif)"
              type="tel"
              defaultValue={intent === "record" ? values?.phone : ""}
              errors={intent === "record" ? errors?.phone : undefined}
              autoComplete="off"
            />
            <div className="sm:col-span-2">
              <TextAreaField
                variant="admin"
                name="identityCheck"
                id="registre-identite"
                label="Comment l'identité a été vérifiée"
                description="Obligatoire avant un export ou un effacement (RGPD, art. 12.6) : par exemple « courrier signé avec copie de la pièce d'identité, vue puis détruite » ou « demande reçue de l'adresse concernée, confirmée par retour d'e-mail »."
                rows={2}
                isRequired
                defaultValue={intent === "record" ? values?.identityCheck : ""}
                errors={intent === "record" ? errors?.identityCheck : undefined}
              />
            </div>
            <div>
              <SubmitButton intent="record" pendingLabel="Enregistrement…">
                Enregistrer la demande
              </SubmitButton>
            </div>
          </Form>
        </details>
      </div>
    </Card>
  );
}

export type RetentionView = {
  key: string;
  label: string;
  rule: string;
  lastRun: { at: Date; outcome: { removed: number; details?: Record<string, number> } | { error: string } } | null;
};

export function RetentionCard({ purges, labels }: { purges: Array<RetentionView>; labels: Record<string, string> }) {
  const columns: ReadonlyArray<Column<RetentionView>> = [
    { key: "label", header: "Données", rowHeader: true, cell: (p) => p.label },
    { key: "rule", header: "Durée", cell: (p) => p.rule },
    { key: "last", header: "Dernier passage", className: "whitespace-nowrap", cell: (p) => (p.lastRun ? formatDateTime(p.lastRun.at) : "Pas encore passé") },
    {
      key: "removed",
      header: "Ce qu'il a fait",
      cell: (p) => {
        if (!p.lastRun) return "—";
        const outcome = p.lastRun.outcome;
        if ("error" in outcome) return <span className="text-red-700">Échec : {outcome.error}</span>;
        const details = Object.entries(outcome.details ?? {})
          .filter(([, n]) => n > 0)
          .map(([name, n]) => `${n} ${labels[name] ?? name}`);
        return `${outcome.removed} traité${outcome.removed > 1 ? "s" : ""}${details.length > 0 ? ` (${details.join(", ")})` : ""}`;
      },
    },
  ];
  return (
    <Card title="Durées de conservation">
      <p className="mb-3 text-sm text-slate-700">
        La tâche planifiée de chaque nuit applique ces durées ; la politique de confidentialité les cite avec les mêmes valeurs (codes « Conservation » des éditeurs de pages).
      </p>
      <DataTable caption="Purges de la tâche planifiée" columns={columns} rows={purges} rowKey={(p) => p.key} />
    </Card>
  );
}

export type InventoryView = {
  kind: string;
  label: string;
  table: string;
  columns: Array<string>;
  r2: Array<string>;
  retention: string;
  legalBasis: string;
  erase: string;
  eraseNote: string;
  hold: string | null;
};

export function InventoryCard({ rows }: { rows: Array<InventoryView> }) {
  const columns: ReadonlyArray<Column<InventoryView>> = [
    {
      key: "label",
      header: "Données",
      rowHeader: true,
      cell: (r) => (
        <>
          {r.label}
          <code className="block text-xs font-normal text-slate-600">{r.table}</code>
        </>
      ),
    },
    { key: "columns", header: "Colonnes", cell: (r) => <span className="text-xs">{r.columns.join(", ")}</span> },
    { key: "r2", header: "Fichiers (R2)", cell: (r) => (r.r2.length > 0 ? <code className="text-xs">{r.r2.join(", ")}</code> : "—") },
    { key: "retention", header: "Conservation", cell: (r) => r.retention },
    { key: "basis", header: "Base légale", cell: (r) => r.legalBasis },
    {
      key: "erase",
      header: "À l'effacement",
      cell: (r) => (
        <>
          <strong>{r.erase}</strong> — {r.eraseNote}
          {r.hold ? <span className="block text-xs text-slate-700">{r.hold}</span> : null}
        </>
      ),
    },
  ];
  return (
    <Card title="Inventaire des données personnelles">
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">Voir où le site conserve des données personnelles ({rows.length} types)</summary>
        <div className="mt-3">
          <DataTable caption="Inventaire des données personnelles" columns={columns} rows={rows} rowKey={(r) => r.kind} />
        </div>
      </details>
    </Card>
  );
}
