import { data, Form, redirect, useLocation } from "react-router";
import type { Route } from "./+types/outbox";
import { Banner, SubmitButton } from "~/components/admin/form";
import { ExportLink, LeadsFilters } from "~/components/admin/leads";
import { Badge, EmptyState, PageHeader, Pagination, tableClass, withParams } from "~/components/admin/page";
import { getDb } from "~/db/batch.server";
import { outboxStatuses } from "~/db/schema";
import { formatDateTime } from "~/lib/admin/format";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { listOutbox, resendEmail } from "~/lib/leads/leads.server";
import { LEAD_MESSAGES, OUTBOX_STATUS_LABELS, parseListFilters, resendSchema } from "~/lib/leads/schema";
import { isStuckSending } from "~/lib/mail/claim";

export function meta() {
  return adminMeta("E-mails envoyés");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, routeMinimum("leadOutbox"));
  const url = new URL(request.url);
  const filters = parseListFilters(url);
  // The server's clock decides which claims are stuck (same answer on hydration).
  return { filters, ok: url.searchParams.get("ok") === "resent", now: Date.now(), ...(await listOutbox(getDb(context).db, filters)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("leadOutbox"));
  const parsed = resendSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 400 });
  const { env } = getCloudflare(context);
  const resent = await resendEmail({ db: getDb(context).db, queue: env.MAIL_QUEUE }, user, parsed.data.id);
  if (!resent) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 409 });
  const url = new URL(request.url);
  url.searchParams.set("ok", "resent");
  throw redirect(`${url.pathname}${url.search}`);
}

const statusOptions = outboxStatuses.map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] }));
const tone = { queued: "blue", sending: "blue", sent: "green", failed: "amber", dead: "red" } as const;

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, rows, page, pageCount, total, ok, now } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageHeader
        title="E-mails envoyés"
        description="Chaque e-mail du site (notifications, récapitulatifs, confirmations) avec son état d'envoi."
        actions={<ExportLink list="emails" />}
      />
      <div className="mb-4 space-y-2">
        {ok ? <Banner tone="success">{LEAD_MESSAGES.resent}</Banner> : null}
        {actionData?.error ? <Banner tone="error">{actionData.error}</Banner> : null}
      </div>
      <LeadsFilters q={filters.q} status={filters.status} statuses={statusOptions} placeholder="Objet, destinataire, type" />
      {rows.length === 0 ? (
        <EmptyState>Aucun e-mail ne correspond à votre recherche.</EmptyState>
      ) : (
        <div className={tableClass.wrapper} tabIndex={0} role="region" aria-label="E-mails envoyés">
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>Date</th>
                <th scope="col" className={tableClass.th}>Destinataires</th>
                <th scope="col" className={tableClass.th}>Objet</th>
                <th scope="col" className={tableClass.th}>État</th>
                <th scope="col" className={tableClass.th}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} className={tableClass.row}>
                  <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(row.createdAt)}</td>
                  <td className={tableClass.td}>{row.to.map((address) => address.email).join(", ")}</td>
                  <td className={tableClass.td}>
                    <span className="font-medium text-slate-900">{row.subject}</span>
                    <span className="block text-xs text-slate-500">{row.type}</span>
                  </td>
                  <td className={tableClass.td}>
                    <Badge tone={tone[row.status]}>{OUTBOX_STATUS_LABELS[row.status]}</Badge>
                    <span className="block text-xs text-slate-500">
                      {row.attempts} tentative{row.attempts > 1 ? "s" : ""}
                      {row.sentAt ? ` · envoyé le ${formatDateTime(row.sentAt)}` : ""}
                    </span>
                    {isStuckSending(row, now) ? <span className="block text-xs text-red-700">Envoi interrompu : aucune réponse depuis plus de 10 minutes.</span> : null}
                    {row.lastError ? <span className="block max-w-xs break-words text-xs text-red-700">{row.lastError}</span> : null}
                  </td>
                  <td className={`${tableClass.td} text-right`}>
                    {row.status === "failed" || row.status === "dead" || isStuckSending(row, now) ? (
                      <Form method="post" action={`/admin/demandes/emails${withParams(location.search, { ok: null })}`}>
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="id" value={row.id} />
                        <SubmitButton intent="resend" pendingLabel="Envoi...">
                          Renvoyer<span className="sr-only"> l'e-mail « {row.subject} »</span>
                        </SubmitButton>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} total={total} search={location.search} />
    </>
  );
}
