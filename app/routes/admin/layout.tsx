import { RouterProvider } from "react-aria-components";
import { isRouteErrorResponse, type NavigateOptions, Outlet, useHref, useNavigate } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorFallback, AdminScreenError } from "~/components/admin/error-fallback";
import { AdminShell } from "~/components/admin/shell";
import { FlashMessage } from "~/components/admin/kit/feedback";
import { KeepEarlyInput } from "~/components/admin/kit/early-input";
import { consumeFlash } from "~/lib/admin/flash.server";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { readOnlyAction, requireRole } from "~/lib/auth/guards.server";
import { canOpen, routeMinimum } from "~/lib/auth/permissions";
import { getDb } from "~/db/get-db.server";
import { countNewRequests } from "~/lib/leads/inbox.server";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("dashboard"));
  // One COUNT for the sidebar's 'Demandes' link, only for staff who may open it.
  const newRequests = canOpen(user, "leads") ? await countNewRequests(getDb(context).db) : 0;
  return { user, flash: consumeFlash(request, context), newRequests };
}

export const action = readOnlyAction("dashboard");

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    // react-aria links and menus of the back-office navigate through React Router.
    <RouterProvider navigate={navigate} useHref={useHref}>
      <AdminShell user={loaderData.user} counts={{ leads: loaderData.newRequests }}>
        <FlashMessage flash={loaderData.flash} />
        <Outlet />
      </AdminShell>
      {/* After the screen: its effects run once the screen's have (docs/decisions/409). */}
      <KeepEarlyInput />
    </RouterProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto max-w-xl p-8">
        <AdminScreenError status={404} />
      </main>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <AdminErrorFallback />
    </>
  );
}
