import { Link } from "react-router";
import { type HealthCheck, pointsLabel } from "~/lib/health/checks";

/** 'N points à régler avant la mise en ligne' until every blocking check passes; then one short line. */
export function LaunchCard({ blocking, lines, screen }: { blocking: number; lines: Array<HealthCheck>; screen: boolean }) {
  if (blocking === 0 && lines.length === 0) {
    return (
      <p className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
        Aucun point bloquant avant la mise en ligne.{" "}
        {screen ? (
          <Link to="/admin/etat-du-site" className="inline-flex min-h-6 items-center font-semibold underline">
            État du site
          </Link>
        ) : null}
      </p>
    );
  }
  return (
    <section aria-labelledby="mise-en-ligne" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <h2 id="mise-en-ligne" className="font-semibold">
        {blocking > 0 ? pointsLabel(blocking) : "Points de contenu à revoir"}
      </h2>
      {screen ? (
        <p className="mt-1">
          <Link to="/admin/etat-du-site" className="inline-flex min-h-6 items-center font-semibold underline">
            Ouvrir l'état du site
          </Link>
        </p>
      ) : lines.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {lines.map((line) => (
            <li key={line.id}>
              {line.explanation}{" "}
              {line.fix ? (
                <Link to={line.fix.href} className="inline-flex min-h-6 items-center font-semibold underline">
                  {line.fix.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">Les points restants relèvent d'un super administrateur (paramètres, configuration, comptes).</p>
      )}
    </section>
  );
}
