import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { useErrorToast } from "~/components/admin/kit/feedback";
import { Card, PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { DevisAnswer, DevisActions } from "~/components/devis/devis-admin";
import { DraftChecks, SendConfirmDialog } from "~/components/devis/send-check";
import { DevisDocument } from "~/components/devis/devis-document";
import { DossierAdmin } from "~/components/devis/dossier-admin";
import { DocumentsCard, ReportCard, VisitCard } from "~/components/devis/visit-report-admin";
import { DevisForm } from "~/components/devis/devis-form";
import { DevisHistory } from "~/components/devis/history";
import { DevisStatusBadge } from "~/components/devis/status";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { conflictMessage } from "~/lib/admin/concurrency";
import { answerFailure } from "~/lib/admin/edit-action.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { actionError, formReply } from "~/lib/admin/forms.server";
import { formatDateTime, formatDay } from "~/lib/admin/format";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { cancelDevis, catalogueChoices, catalogueLine, getDevisScreen, reviseDevis, saveDevisDraft, setClientReminder } from "~/lib/devis/devis.server";
import { dossierParts } from "~/lib/devis/dossier-screen.server";
import { visitReportAction } from "~/lib/devis/visit-report-action.server";
import { devisFormDefaults } from "~/lib/devis/form-defaults";
import { can } from "~/lib/devis/lifecycle";
import { parisDay } from "~/lib/dates";
import { indiceOf } from "~/lib/devis/lines";
import { DEVIS_MESSAGES, editDevisActionSchema } from "~/lib/devis/schema";
import { SEND_DIALOG, sendConfirmation } from "~/lib/devis/preview.server";
import { SEND_MESSAGES, type SendOutcome, sendCheckContext, sendDevis, sendProblems, sendProblemsOf } from "~/lib/devis/send.server";
import { devisView } from "~/lib/devis/view";
import { dossierAction } from "~/lib/devis/dossier-action.server";
import { isDossierIntent } from "~/lib/devis/dossier-schema";
import { adminDossier } from "~/lib/devis/dossier-view.server";
import { leadPath } from "~/lib/leads/follow-up";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Devis ${loaderData.meta.number} – indice ${indiceOf(loaderData.meta.revision)}` : "Devis");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("devisItem"));
  const { db } = getDb(context);
  const screen = await getDevisScreen(db, parseId(params.id));
  if (!screen) throw data(DEVIS_MESSAGES.notFound, { status: 404 });
  const row = screen.devis;
  const draft = row.status === "brouillon";
  const parts = await dossierParts(db, row.id, { staff: true });
  const [choices, check] = draft ? await Promise.all([catalogueChoices(db), sendCheckContext(db)]) : [[], null];
  const confirmation = draft && new URL(request.url).searchParams.get("dialog") === SEND_DIALOG ? await sendConfirmation(db, row) : null;
  return {
    confirmation,
    meta: {
      id: row.id,
      number: row.number,
      revision: row.revision,
      status: row.status,
      version: row.version,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      validUntil: row.validUntil,
      consultedAt: row.consultedAt,
      answeredAt: row.answeredAt,
      refusalReason: row.refusalReason,
      refusalComment: row.refusalComment,
      clientReminder: row.clientReminder,
      clientEmail: row.clientEmail,
      hasPdf: Boolean(row.pdfKey),
      hasSignedPdf: Boolean(row.signedPdfKey),
      pdfSha256: row.pdfSha256,
      source: row.sourceKind && row.sourceId ? { kind: row.sourceKind, id: row.sourceId, reference: row.estimateReference } : null,
      ownerName: screen.ownerName,
    },
    defaultValue: draft ? devisFormDefaults(row) : null,
    view: draft ? null : devisView(row),
    problems: check ? sendProblems(row, check.settings, check.catalogue, check.cgv, check.missions) : [],
    versions: screen.versions,
    history: screen.history,
    acceptance: screen.acceptance,
    staff: screen.staff,
    catalogue: choices,
    dossier: draft ? null : await adminDossier(db, row),
    visitReport: { ...parts, canPlan: can("planVisit", row.status) || can("replanVisit", row.status), canUpload: can("deliverReport", row.status), today: parisDay(new Date()) },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("devisItem"));
  const id = parseId(params.id);
  const path = `/admin/devis/${id}`;
  const { db } = getDb(context);
  const formData = await request.formData();
  // The dossier after acceptance (payments, withdrawal, refund): docs/decisions/640.
  if (isDossierIntent(formData.get("intent"))) return dossierAction(request, context, actor, id, formData);
  const { env } = getCloudflare(context);
  const visitReportAnswer = await visitReportAction(
    request,
    { db, bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, jwtSecret: env.JWT_SECRET },
    actor,
    id,
    formData,
  );
  if (visitReportAnswer) return visitReportAnswer;
  const submission = parseWithZod(formData, { schema: editDevisActionSchema });
  if (submission.status !== "success") return formReply(request, submission);
  const value = submission.value;
  const notFound = { notFound: DEVIS_MESSAGES.notFound };

  if (value.intent === "cancel") {
    const outcome = await cancelDevis(db, actor, id, value.version);
    if (outcome.ok) throw redirectWithFlash(request, path, DEVIS_MESSAGES.cancelled);
    if (outcome.reason === "not-found") throw data(DEVIS_MESSAGES.notFound, { status: 404 });
    return actionError(
      outcome.reason === "conflict" ? conflictMessage(outcome.conflict) : (outcome.reason === "invalid" && outcome.formError) || DEVIS_MESSAGES.cannotCancel,
      409,
      "cancel",
    );
  }
  if (value.intent === "revise") {
    const outcome = await reviseDevis({ db, bucket: env.ATTACHMENTS }, actor, id);
    if (outcome.ok) throw redirectWithFlash(request, `/admin/devis/${outcome.id}`, DEVIS_MESSAGES.revised);
    if (outcome.reason === "not-found") throw data(DEVIS_MESSAGES.notFound, { status: 404 });
    return actionError((outcome.reason === "invalid" && outcome.formError) || DEVIS_MESSAGES.cannotRevise, 409, "revise");
  }
  if (value.intent === "reminder") {
    const outcome = await setClientReminder(db, actor, id, value.version, value.clientReminder);
    if (outcome.ok) throw redirectWithFlash(request, path, DEVIS_MESSAGES.reminderSaved);
    if (outcome.reason === "not-found") throw data(DEVIS_MESSAGES.notFound, { status: 404 });
    return actionError(outcome.reason === "conflict" ? conflictMessage(outcome.conflict) : DEVIS_MESSAGES.notFound, 409, "reminder");
  }

  const sendDeps = { db, bucket: env.ATTACHMENTS, queue: env.MAIL_QUEUE, origin: env.SITE_ORIGIN, jwtSecret: env.JWT_SECRET };
  if (value.intent === "send-confirmed") return sendAnswer(request, path, await sendDevis(sendDeps, actor, id, value.version));

  // save, send and add-mission post the whole draft: it is saved first.
  const extraLine = value.intent === "add-mission" ? await catalogueLine(db, value.missionId) : null;
  if (value.intent === "add-mission" && !extraLine) return formReply(request, submission, { fieldErrors: { missionId: [DEVIS_MESSAGES.unknownCatalogue] } });
  const saved = await saveDevisDraft(db, actor, id, value.version, value, { extraLine });
  if (!saved.ok) return answerFailure(request, submission, saved, notFound);
  if (value.intent === "save") throw redirectWithFlash(request, path, DEVIS_MESSAGES.saved);
  if (value.intent === "add-mission") throw redirectWithFlash(request, path, DEVIS_MESSAGES.lineAdded);

  // « Envoyer »: the saved draft is sent only once the dialog naming what leaves is confirmed.
  const problems = await sendProblemsOf(db, id);
  if (problems.length === 0) throw redirect(`${path}?dialog=${SEND_DIALOG}`);
  return sendAnswer(request, path, { ok: false, reason: "problems", problems });
}

function sendAnswer(request: Request, path: string, sent: SendOutcome): never {
  if (sent.ok) throw redirectWithFlash(request, path, DEVIS_MESSAGES.sent);
  if (sent.reason === "not-found") throw data(DEVIS_MESSAGES.notFound, { status: 404 });
  // The draft is saved; what keeps it from being sent is listed on the page (its loader computes it).
  const message =
    sent.reason === "problems"
      ? `Devis enregistré mais non envoyé : ${sent.problems.length} point${sent.problems.length > 1 ? "s" : ""} à régler (liste « Avant l'envoi »).`
      : sent.reason === "conflict"
        ? conflictMessage(sent.conflict)
        : SEND_MESSAGES[sent.reason];
  throw redirectWithFlash(request, path, message, "error");
}

export default function DevisScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { meta, defaultValue, view, problems, versions, history, acceptance, staff, catalogue, confirmation, visitReport } = loaderData;
  useErrorToast(actionData, actionData?.error ?? actionData?.result?.error?.[""]?.[0] ?? null);
  const draft = meta.status === "brouillon";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/devis" className="font-medium text-brand-700 hover:underline">
          ← Tous les devis
        </Link>
      </p>
      <PageHeader
        title={`Devis ${meta.number} – indice ${indiceOf(meta.revision)}`}
        description={
          meta.sentAt
            ? `Envoyé le ${formatDateTime(meta.sentAt)} à ${meta.clientEmail}${meta.validUntil ? `, valable jusqu'au ${formatDay(`${meta.validUntil}T12:00:00Z`)}` : ""}`
            : `Brouillon créé le ${formatDateTime(meta.createdAt)}`
        }
        actions={
          <>
            <DevisStatusBadge status={meta.status} />
            {meta.hasPdf ? (
              <a href={`/admin/devis/${meta.id}/devis.pdf`} download className={buttonClass("secondary")}>
                <Icon name="download" className="size-4" />
                PDF envoyé
              </a>
            ) : null}
            {meta.hasSignedPdf ? (
              <a href={`/admin/devis/${meta.id}/devis-signe.pdf`} download className={buttonClass("primary")}>
                <Icon name="download" className="size-4" />
                Devis signé (PDF)
              </a>
            ) : null}
          </>
        }
      />
      {actionData?.error ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {meta.source ? (
            <p className="text-sm text-slate-700">
              Préparé depuis{" "}
              <Link to={leadPath(meta.source.kind, meta.source.id)} className="font-semibold text-brand-700 hover:underline">
                {meta.source.kind === "simulation" ? `la simulation ${meta.source.reference ?? ""}` : "la demande de contact"}
              </Link>
              .
            </p>
          ) : null}
          {draft && defaultValue ? (
            <>
              <DraftChecks id={meta.id} number={meta.number} problems={problems} />
              {confirmation ? <SendConfirmDialog id={meta.id} confirmation={confirmation} /> : null}
              <DevisForm
                key={meta.version}
                id={meta.id}
                version={meta.version}
                defaultValue={defaultValue}
                staff={staff}
                catalogue={catalogue}
                lastResult={actionData?.result}
                conflict={actionData?.conflict}
              />
            </>
          ) : view ? (
            <>
              {loaderData.dossier ? <DossierAdmin dossier={loaderData.dossier} version={meta.version} answer={actionData} /> : null}
              <DevisAnswer meta={meta} acceptance={acceptance} />
              <Card title="Le devis envoyé">
                <DevisDocument devis={view} headingLevel={3} />
              </Card>
            </>
          ) : null}
          {visitReport.canPlan || visitReport.visits.length > 0 ? (
            <VisitCard
              status={meta.status}
              version={meta.version}
              visits={visitReport.visits}
              engineers={visitReport.engineers}
              canPlan={visitReport.canPlan}
              answer={actionData}
              today={visitReport.today}
            />
          ) : null}
          {visitReport.canUpload || visitReport.report ? (
            <ReportCard version={meta.version} report={visitReport.report} canUpload={visitReport.canUpload} answer={actionData} />
          ) : null}
          <DocumentsCard devisId={meta.id} documents={visitReport.documents} draft={draft} answer={actionData} />
          <DevisActions meta={meta} />
        </div>
        <div className="space-y-6">
          <Card title="Versions">
            <ul className="space-y-2 text-sm">
              {versions.map((v) => (
                <li key={v.id} className="flex items-center justify-between gap-2">
                  {v.id === meta.id ? (
                    <span className="font-semibold">Indice {indiceOf(v.revision)} (cette version)</span>
                  ) : (
                    <Link to={`/admin/devis/${v.id}`} className="font-semibold text-brand-700 hover:underline">
                      Indice {indiceOf(v.revision)}
                    </Link>
                  )}
                  <DevisStatusBadge status={v.status} />
                </li>
              ))}
            </ul>
          </Card>
          <Card title={`Historique (${history.length})`}>
            <DevisHistory entries={history} />
          </Card>
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(DEVIS_MESSAGES.loadFailed);
