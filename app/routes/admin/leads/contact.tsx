import { data } from "react-router";
import type { Route } from "./+types/contact";
import { Icon } from "~/components/ui/icon";
import { DefinitionList } from "~/components/admin/leads";
import { contactLinks, LeadDetail, LeadDetailErrorBoundary } from "~/components/admin/lead-detail";
import { Card } from "~/components/admin/kit/page";
import { LeadDevisCard, PrepareDevisButton } from "~/components/devis/lead-devis";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { devisOfLead } from "~/lib/devis/devis.server";
import { formatBytes, formatDateTime } from "~/lib/admin/format";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { professionLabel, subjectLabel } from "~/lib/contact/schema";
import { leadAction } from "~/lib/leads/actions.server";
import { leadFollowUpView } from "~/lib/leads/follow-up.server";
import { getContactRequest } from "~/lib/leads/leads.server";
import { LEAD_MESSAGES } from "~/lib/leads/schema";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.request.reference ?? "Demande de contact");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("leadContact"));
  const db = getDb(context).db;
  const contact = await getContactRequest(db, parseId(params.id));
  if (!contact) throw data(LEAD_MESSAGES.contactNotFound, { status: 404 });
  const reference = contact.reference ?? `n° ${contact.id}`;
  const { env } = getCloudflare(context);
  const followUp = await leadFollowUpView(db, { ...contact, kind: "contact", reference }, user, { secret: env.JWT_SECRET, origin: env.SITE_ORIGIN });
  if (!followUp) throw data(LEAD_MESSAGES.contactNotFound, { status: 404 });
  return { request: contact, followUp, devis: await devisOfLead(db, "contact", contact.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("leadContact"));
  return leadAction({ request, context, user, kind: "contact", id: parseId(params.id) });
}

export default function ContactRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, followUp, devis } = loaderData;
  return (
    <LeadDetail
      back={{ to: "/admin/demandes", label: "Toutes les demandes" }}
      title={request.reference ?? `Demande n° ${request.id}`}
      description={`Reçue le ${formatDateTime(request.createdAt)}`}
      actions={<PrepareDevisButton kind="contact" id={request.id} />}
      followUp={followUp}
      error={actionData}
    >
      <LeadDevisCard devis={devis} />
      <Card title="Contact">
        <DefinitionList
          items={[
            ["Nom complet", request.fullName],
            ...contactLinks(request.email, request.phone),
            ["Type de métier", professionLabel(request.profession)],
            ["Objet", subjectLabel(request.subject)],
          ]}
        />
      </Card>
      <Card title="Message">
        <p className="whitespace-pre-wrap text-sm leading-relaxed text-slate-800">{request.message}</p>
      </Card>
      <Card title={`Pièces jointes (${request.attachments.length})`}>
        {request.attachments.length === 0 ? (
          <p className="text-sm text-slate-500">Aucune pièce jointe.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {request.attachments.map((file) => (
              <li key={file.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 truncate">{file.originalName}</span>
                <span className="flex shrink-0 items-center gap-3 text-slate-500">
                  {formatBytes(file.size)}
                  <a href={`/admin/demandes/pieces-jointes/${file.id}`} download className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                    <Icon name="download" className="size-4" />
                    Télécharger<span className="sr-only"> {file.originalName}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </LeadDetail>
  );
}

export const ErrorBoundary = LeadDetailErrorBoundary;
