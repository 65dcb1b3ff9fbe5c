import { Icon } from "~/components/ui/icon";

const UNEXPECTED = "Une erreur inattendue est survenue. Rechargez la page ; si le problème persiste, reconnectez-vous.";

/**
 * The two ways out of an error: reload, or sign in again ("Se reconnecter" signs out with a POST
 * and goes to login). A plain link and a plain form: they work even when the JavaScript failed.
 */
function RecoveryActions({ linkClass, buttonClass }: { linkClass: string; buttonClass: string }) {
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: an empty href is the current address, query included: the reload works without JavaScript. */}
      <a href="" className={linkClass}>
        Recharger la page
      </a>
      <form method="post" action="/admin/logout">
        <button type="submit" className={buttonClass}>
          Se reconnecter
        </button>
      </form>
    </>
  );
}

/** The error fallback of the admin area, outside the shell (reload, or sign in again). */
export function AdminErrorFallback({ message }: { message?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div role="alert" className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Icon name="alert" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Erreur dans l'interface d'administration</h1>
        <p className="mt-3 text-slate-600">{UNEXPECTED}</p>
        {message ? <p className="mt-2 text-sm text-slate-500">{message}</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <RecoveryActions
            linkClass="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
            buttonClass="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
          />
        </div>
      </div>
    </main>
  );
}

/** Error of one admin screen, shown inside the shell: a missing record or the fallback text. */
export function AdminScreenError({ status, message }: { status?: number; message?: string }) {
  if (status === 404) {
    return (
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Élément introuvable</h1>
        <p className="mt-2 text-slate-600">{message || "Cet élément n'existe pas ou a été supprimé."}</p>
        <a href="/admin" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          Retour au tableau de bord
        </a>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">Erreur dans l'interface d'administration</h1>
      <p className="mt-2 text-slate-600">{UNEXPECTED}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <RecoveryActions linkClass="font-semibold text-brand-700 hover:underline" buttonClass="font-semibold text-brand-700 hover:underline" />
      </div>
    </div>
  );
}
