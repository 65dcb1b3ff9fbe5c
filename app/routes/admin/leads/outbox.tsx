import type { Route } from "./+types/outbox";
import { ExportLink } from "~/components/admin/leads";
import { OutboxScreen } from "~/components/admin/outbox";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { adminMeta } from "~/lib/admin/meta";
import { loadOutboxScreen, resendFromOutboxScreen } from "~/lib/mail/outbox-screen.server";

export function meta() {
  return adminMeta("E-mails envoyés");
}

/** The site's e-mails (leads, visitors, staff notifications); account e-mails are under Utilisateurs (docs/decisions/323). */
const KIND = { route: "leadOutbox", scope: "site" } as const;

export function loader(args: Route.LoaderArgs) {
  return loadOutboxScreen(args, KIND);
}

export function action(args: Route.ActionArgs) {
  return resendFromOutboxScreen(args, KIND);
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OutboxScreen
      title="E-mails envoyés"
      description="Chaque e-mail du site (notifications, récapitulatifs, confirmations, réponses) avec son état d'envoi. Les e-mails des comptes de l'équipe sont sous Utilisateurs."
      actions={<ExportLink list="emails" />}
      query={loaderData.query}
      page={loaderData.page}
      now={loaderData.now}
      canOpenMessages={loaderData.canOpenMessages}
      capturing={loaderData.capturing}
      actionData={actionData}
      emptyMessage="Aucun e-mail pour le moment."
    />
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les e-mails. Veuillez réessayer.");
