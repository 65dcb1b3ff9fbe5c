import { data } from "react-router";
import type { Route } from "./+types/import";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/admin/kit/page";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { DryRun, ImportForm, ImportReportCard, type PreviewRow } from "~/components/territory/import-screen";
import { TerritoryBackLink } from "~/components/territory/status";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { formAnswerStatus } from "~/lib/forms/status.server";
import { commitImport, getImportReport, previewImport } from "~/lib/territory/import.server";
import { importInput } from "~/lib/territory/import-request.server";
import { TERRITORY_MESSAGES } from "~/lib/territory/schema";
import { importSummary } from "~/lib/territory/transfer";

export function meta() {
  return adminMeta("Importer des données territoriales");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("territorialImport"));
  const id = Number(new URL(request.url).searchParams.get("rapport"));
  const report = Number.isSafeInteger(id) && id > 0 ? await getImportReport(getDb(context).db, id) : null;
  if (!report) return { report: null };
  return { report: { summary: importSummary(report.counts), errorRows: report.errorRows, at: formatDateTime(report.createdAt), by: report.actorEmail } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireRole(request, context, routeMinimum("territorialImport"));
  // The Worker has already refused a body over IMPORT_REQUEST_LIMIT (app/lib/http/body-limit.server.ts).
  const formData = await request.formData();
  const input = await importInput(formData);
  if (!input.ok) return data({ phase: "invalid" as const, ...input }, { status: formAnswerStatus(request, 400) });
  const { db } = getDb(context);
  if (formData.get("intent") === "commit") {
    const result = await commitImport(db, actor, input.rows, input.source);
    if (result.ok) throw redirectWithFlash(request, `/admin/territorial-import?rapport=${result.auditId}`, importSummary(result.counts));
    const partial =
      result.batchesWritten > 0
        ? " Une partie des lignes a été enregistrée : relancez l'import du même fichier pour le terminer (les lignes déjà importées resteront inchangées)."
        : " Rien n'a été enregistré.";
    return data({ phase: "invalid" as const, message: TERRITORY_MESSAGES.importFailed, detail: partial.trim(), text: input.text, kind: input.kind }, { status: 500 });
  }
  const plan = await previewImport(db, input.rows);
  const rows: Array<PreviewRow> = plan.entries.map(({ write: _write, ...entry }) => entry);
  return { phase: "preview" as const, rows, counts: plan.counts, payload: input.text, kind: input.kind, source: input.source };
}

export default function TerritorialImport({ loaderData, actionData }: Route.ComponentProps) {
  const { report } = loaderData;
  const preview = actionData?.phase === "preview" ? actionData : null;
  const invalid = actionData?.phase === "invalid" ? actionData : null;
  return (
    <>
      <TerritoryBackLink />
      <PageHeader
        title="Importer des données"
        description="Régions, départements et villes au format JSON de l'export. Une simulation montre d'abord ce que ferait chaque ligne ; rien n'est enregistré avant « Importer »."
        actions={
          <a href="/admin/territorial-export" download className={buttonClass("secondary")}>
            <Icon name="download" className="size-4" />
            Exporter
          </a>
        }
      />
      {report ? <ImportReportCard {...report} /> : null}
      {invalid ? (
        <div className="mb-4">
          <Banner tone="error">
            <p className="font-semibold">{invalid.message}</p>
            {invalid.detail ? <p className="mt-1">{invalid.detail}</p> : null}
          </Banner>
        </div>
      ) : null}
      <div className="space-y-8">
        {preview ? <DryRun rows={preview.rows} counts={preview.counts} payload={preview.payload} kind={preview.kind} source={preview.source} /> : null}
        <ImportForm key={preview ? "after-preview" : "form"} kind={preview?.kind ?? invalid?.kind ?? null} text={preview ? "" : (invalid?.text ?? "")} />
      </div>
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary(TERRITORY_MESSAGES.importLoadFailed);
