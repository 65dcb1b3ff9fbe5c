import { Icon } from "~/components/ui/icon";

/** The general crash screen ('Oups ! Une erreur s'est produite'). Plain links: it must work even if JS failed. */
export function CrashScreen({ message }: { message?: string }) {
  return (
    <main className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-24">
      <div className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Icon name="alert" className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Oups ! Une erreur s'est produite</h1>
        <p className="mt-3 text-slate-600">{message || "Quelque chose s'est mal passé."}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a
            // biome-ignore lint/a11y/useValidAnchor: an empty address reloads the current page, with or without JavaScript
            href=""
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            <Icon name="refresh" className="size-4" />
            Recharger la page
          </a>
          <a href="/" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
            <Icon name="home" className="size-4" />
            Retour à l'accueil
          </a>
        </div>
      </div>
    </main>
  );
}
