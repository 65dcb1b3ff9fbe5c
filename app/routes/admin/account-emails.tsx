import type { Route } from "./+types/account-emails";
import { OutboxScreen } from "~/components/admin/outbox";
import { UsersSectionNav } from "~/components/admin/users-section";
import { screenErrorBoundary } from "~/components/admin/kit/screen-error";
import { adminMeta } from "~/lib/admin/meta";
import { loadOutboxScreen, resendFromOutboxScreen } from "~/lib/mail/outbox-screen.server";

export function meta() {
  return adminMeta("E-mails des comptes");
}

/** Invitations, reset links, sign-in alerts, 2FA resets…: super admins only (docs/decisions/323). */
const KIND = { route: "accountEmails", scope: "account" } as const;

export function loader(args: Route.LoaderArgs) {
  return loadOutboxScreen(args, KIND);
}

export function action(args: Route.ActionArgs) {
  return resendFromOutboxScreen(args, KIND);
}

export default function AccountEmails({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <UsersSectionNav />
      <OutboxScreen
        title="E-mails des comptes"
        description="Les e-mails envoyés aux comptes de l'équipe : invitations, liens de réinitialisation, alertes de connexion, double authentification. Un lien de compte est retiré de la copie conservée dès que l'e-mail est envoyé, et un e-mail jamais envoyé est supprimé quand son lien expire."
        query={loaderData.query}
        page={loaderData.page}
        now={loaderData.now}
        canOpenMessages={loaderData.canOpenMessages}
        capturing={loaderData.capturing}
        actionData={actionData}
        emptyMessage="Aucun e-mail de compte pour le moment."
      />
    </>
  );
}

export const ErrorBoundary = screenErrorBoundary("Impossible de charger les e-mails des comptes. Veuillez réessayer.");
