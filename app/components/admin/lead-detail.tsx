// The detail screen of a lead, a contact request or a simulation: the link back to its list,
// the header, the lead's own cards followed by its activity, and the "Suivi" panel beside them.
import { isRouteErrorResponse, Link } from "react-router";
import type { LeadActionData } from "~/lib/leads/actions.server";
import { telHref } from "~/lib/contact/links";
import { AdminScreenError } from "./error-fallback";
import { LeadActivity, type LeadFollowUpData, LeadFollowUpPanel } from "./lead-follow-up";
import { PageHeader } from "./kit/page";

export function LeadDetail({
  back,
  title,
  description,
  actions,
  followUp,
  error,
  children,
}: {
  /** The list the screen belongs to, e.g. `{ to: "/admin/demandes", label: "Toutes les demandes" }`. */
  back: { to: string; label: string };
  title: string;
  description: string;
  actions?: React.ReactNode;
  followUp: LeadFollowUpData;
  error?: LeadActionData;
  /** The lead's own cards, above its activity. */
  children: React.ReactNode;
}) {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={back.to} className="font-medium text-brand-700 hover:underline">
          {`← ${back.label}`}
        </Link>
      </p>
      <PageHeader title={title} description={description} actions={actions} />
      <div className="space-y-4">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            {children}
            <LeadActivity lead={followUp} error={error} />
          </div>
          <div className="space-y-6">
            <LeadFollowUpPanel lead={followUp} error={error} />
          </div>
        </div>
      </div>
    </>
  );
}

/** The e-mail address and phone number of a lead, as links, for its `DefinitionList`. */
export function contactLinks(email: string, phone: string): Array<[string, React.ReactNode]> {
  return [
    [
      "Email",
      <a key="email" href={`mailto:${email}`} className="text-brand-700 hover:underline">
        {email}
      </a>,
    ],
    [
      "Téléphone",
      <a key="phone" href={telHref(phone)} className="text-brand-700 hover:underline">
        {phone}
      </a>,
    ],
  ];
}

/** A missing lead (404) answers "Élément introuvable" with the loader's message; any other failure, the admin error. */
export function LeadDetailErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) return <AdminScreenError status={error.status} message={typeof error.data === "string" ? error.data : undefined} />;
  console.error(error);
  return <AdminScreenError />;
}
