import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { Suggestion } from "~/lib/seo/not-found";

export function NotFoundScreen({
  suggestions,
  title = "Page non trouvée",
  message = "La page que vous recherchez n'existe pas ou a été déplacée.",
}: {
  suggestions: Array<Suggestion>;
  title?: string;
  message?: string;
}) {
  return (
    <main id="contenu" className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-20">
      <div className="w-full max-w-2xl text-center">
        <p className="text-6xl font-black text-brand-500">404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            <Icon name="home" className="size-4" />
            Accueil
          </Link>
          <Link to="/contact" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
            <Icon name="mail" className="size-4" />
            Nous contacter
          </Link>
          <Link to="/search" className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
            <Icon name="search" className="size-4" />
            Rechercher
          </Link>
        </div>
        <section aria-labelledby="suggestions" className="mt-12 rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200">
          <h2 id="suggestions" className="font-semibold text-slate-900">
            Pages qui pourraient vous intéresser
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link to={s.href} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
                  <Icon name="arrow-right" className="size-4" />
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
