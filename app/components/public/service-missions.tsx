// A service page's missions as the simulator catalogue describes them: the same programme,
// deliverables, exclusions, client inputs and delay as the estimate and the devis print
// (docs/decisions/635). Server-rendered, no script.
import { missionDetails, NORM_REFERENCE } from "~/lib/simulator/missions";
import type { ServiceMission } from "~/lib/simulator/catalogue.server";

export function ServiceMissions({ missions }: { missions: Array<ServiceMission> }) {
  if (missions.length === 0) return null;
  return (
    <section aria-labelledby="contenu-des-missions" className="mt-12">
      <h2 id="contenu-des-missions" className="text-2xl font-bold text-brand-800">
        Le contenu de nos missions
      </h2>
      <p className="mt-2 text-slate-700">
        {`Ce que comprend chaque mission, selon la norme ${NORM_REFERENCE}\u202f: le même contenu figure sur l'estimation du simulateur et sur le devis, qui peut l'adapter à votre projet.`}
      </p>
      <div className="mt-6 space-y-4">
        {missions.map((m) => (
          <article key={m.id} data-mission={m.id} className="rounded-xl border border-slate-200 p-5">
            <h3 className="text-lg font-semibold text-slate-900">{m.name}</h3>
            <dl className="mt-2 space-y-2 text-sm text-slate-700">
              {missionDetails({
                kind: "mission",
                label: m.name,
                detail: m.description,
                programme: m.programme ?? "",
                mission: { deliverables: m.deliverables ?? "", exclusions: m.exclusions ?? "", clientInputs: m.clientInputs ?? "", deliveryWeeks: m.deliveryWeeks },
              }).map((detail) =>
                detail.label ? (
                  <div key={detail.label}>
                    <dt className="inline font-medium text-slate-900">{`${detail.label}\u202f: `}</dt>
                    <dd className="inline">{detail.text}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
