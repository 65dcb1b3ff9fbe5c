import { data, Link } from "react-router";
import type { Route } from "./+types/access-denied";
import { Icon } from "~/components/ui/icon";
import { adminMeta } from "~/lib/admin/meta";
import { adminResponseHeaders } from "~/lib/admin/middleware.server";
import { getOptionalUser } from "~/lib/auth/guards.server";

export const middleware: Array<Route.MiddlewareFunction> = [adminResponseHeaders];

export function meta() {
  return adminMeta("Accès refusé");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  return { signedIn: user !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  await getOptionalUser(request, context);
  return data({ error: "Méthode non autorisée" }, { status: 405 });
}

export default function AccessDenied({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Icon name="lock" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Accès refusé</h1>
        <p className="mt-3 text-slate-600">Vous n'avez pas les permissions nécessaires pour accéder à cette page.</p>
        <Link
          to={loaderData.signedIn ? "/admin" : "/admin/login"}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          Retour au tableau de bord
        </Link>
      </div>
    </main>
  );
}
