import { data, Link } from "react-router";
import type { Route } from "./+types/simulation";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { DefinitionList } from "~/components/admin/leads";
import { contactLinks, LeadDetail, LeadDetailErrorBoundary } from "~/components/admin/lead-detail";
import { tableClass } from "~/components/admin/kit/data-table";
import { Card } from "~/components/admin/kit/page";
import { LeadDevisCard, PrepareDevisButton } from "~/components/devis/lead-devis";
import { getDb } from "~/db/get-db.server";
import { getCloudflare } from "~/lib/context";
import { devisOfLead } from "~/lib/devis/devis.server";
import { formatDateTime, formatDay } from "~/lib/admin/format";
import { parseId } from "~/lib/admin/http.server";
import { adminMeta } from "~/lib/admin/meta";
import { requireRole } from "~/lib/auth/guards.server";
import { routeMinimum } from "~/lib/auth/permissions";
import { leadAction } from "~/lib/leads/actions.server";
import { leadFollowUpView } from "~/lib/leads/follow-up.server";
import { getSimulation } from "~/lib/leads/leads.server";
import { LEAD_MESSAGES } from "~/lib/leads/schema";
import { accessLabel, buildingTypeLabel, floorsLabel, formatEuros, formatSurface, groundLabel, natureLabel, startLabel, yesNo } from "~/lib/leads/labels";
import { quoteLinesOf } from "~/lib/simulator/pricing";
import { terrainRequestsFor } from "~/lib/terrain/admin.server";
import { lookupPath, siteAddress } from "~/lib/terrain/place";
import type { SitePlace } from "~/db/types";

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Estimation ${loaderData.simulation.devisNumber}` : "Simulation");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, routeMinimum("leadSimulation"));
  const db = getDb(context).db;
  const simulation = await getSimulation(db, parseId(params.id));
  if (!simulation) throw data(LEAD_MESSAGES.simulationNotFound, { status: 404 });
  const { env } = getCloudflare(context);
  const followUp = await leadFollowUpView(db, { ...simulation, kind: "simulation", reference: simulation.devisNumber, email: simulation.userEmail }, user, {
    secret: env.JWT_SECRET,
    origin: env.SITE_ORIGIN,
  });
  if (!followUp) throw data(LEAD_MESSAGES.simulationNotFound, { status: 404 });
  // The same plot's /mon-terrain result, when the visitor also asked it by e-mail.
  const terrainRequests = simulation.site ? await terrainRequestsFor(db, { email: simulation.userEmail, address: simulation.site.label }) : [];
  return { simulation, followUp, terrainRequests, devis: await devisOfLead(db, "simulation", simulation.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, routeMinimum("leadSimulation"));
  return leadAction({ request, context, user, kind: "simulation", id: parseId(params.id) });
}

export default function Simulation({ loaderData, actionData }: Route.ComponentProps) {
  const { simulation: s, followUp, terrainRequests, devis } = loaderData;
  return (
    <LeadDetail
      back={{ to: "/admin/demandes/simulations", label: "Toutes les simulations" }}
      title={`Estimation ${s.devisNumber}`}
      description={`Simulation du ${formatDay(s.devisDate)} — enregistrée le ${formatDateTime(s.createdAt)}`}
      actions={
        <>
          <a href={`/admin/demandes/simulations/${s.id}/devis.pdf`} download className={buttonClass("secondary")}>
            <Icon name="download" className="size-4" />
            Télécharger l'estimation (PDF)
          </a>
          <PrepareDevisButton kind="simulation" id={s.id} />
        </>
      }
      followUp={followUp}
      error={actionData}
    >
      <LeadDevisCard devis={devis} />
      <Card title="Client">
        <DefinitionList items={[["Nom", `${s.userFirstName} ${s.userLastName}`], ...contactLinks(s.userEmail, s.userPhone), ["Rappel souhaité", yesNo(s.contactRequested)]]} />
      </Card>
      {s.site ? <SiteCard site={s.site} terrainRequests={terrainRequests} /> : null}
      <Card title="Projet">
        <DefinitionList
          items={[
            ["Nature du projet", natureLabel(s.projectNature)],
            ["Type de bâtiment", buildingTypeLabel(s.constructionType)],
            ["Localisation", s.location],
            ["Surface bâtie", formatSurface(s.surfaceBatie)],
            ["Superficie du terrain", formatSurface(s.terrainSuperficie)],
            ["Nombre d'étages", floorsLabel(s.nombreEtages)],
            ["Sous-sol", yesNo(s.presenceSousSol)],
            ["Présence d'eau", yesNo(s.presenceEau)],
            ["Début du projet", startLabel(s.dateDebutProjet)],
            ["Accessibilité du site", accessLabel(s.accessibiliteSite)],
            ["Mission urgente", yesNo(s.urgenceMission)],
            ["Nature du terrain connue", groundLabel(s.typeTerrainConnu)],
          ]}
        />
        {s.description ? <p className="mt-4 whitespace-pre-wrap text-sm text-slate-800">{s.description}</p> : null}
      </Card>
      <Card title="Prestations">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach and scroll it (axe scrollable-region-focusable) */}
        <div className={tableClass.wrapper} tabIndex={0} role="region" aria-label="Prestations de la simulation">
          <table className={tableClass.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClass.th}>
                  Prestation
                </th>
                <th scope="col" className={`${tableClass.th} text-right`}>
                  Quantité
                </th>
                <th scope="col" className={`${tableClass.th} text-right`}>
                  Prix HT
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quoteLinesOf(s).map((line) => (
                <tr key={`${line.kind}-${line.id}`}>
                  <td className={tableClass.td}>{line.kind === "modifier" ? `Majoration : ${line.label}` : line.label}</td>
                  <td className={`${tableClass.td} text-right`}>1</td>
                  <td className={`${tableClass.td} text-right`}>{formatEuros(line.amountHt)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 text-sm">
              <TotalRow label="Total HT">{formatEuros(s.totalHt, "HT")}</TotalRow>
              <TotalRow label="TVA (20 %)">{formatEuros(s.totalTtc - s.totalHt)}</TotalRow>
              <TotalRow label="Total TTC" strong>
                {formatEuros(s.totalTtc, "TTC")}
              </TotalRow>
            </tfoot>
          </table>
        </div>
      </Card>
    </LeadDetail>
  );
}

/** The plot the visitor checked on /mon-terrain before the simulation (docs/decisions/611). */
function SiteCard({ site, terrainRequests }: { site: SitePlace; terrainRequests: Route.ComponentProps["loaderData"]["terrainRequests"] }) {
  return (
    <Card title="Chantier (terrain vérifié)">
      <DefinitionList
        items={[
          ["Adresse du chantier", siteAddress(site)],
          ["Code INSEE", site.inseeCode],
          [
            "Argiles (retrait-gonflement)",
            site.clay ? (
              <span key="clay">
                {site.clay.label}
                <span className="block text-xs text-slate-500">
                  Source : {site.clay.source}, consultée le {formatDay(new Date(site.clay.readAt))}
                </span>
              </span>
            ) : (
              "Non lue lors de la vérification"
            ),
          ],
          [
            "Résultat envoyé par e-mail",
            terrainRequests.length > 0 ? (
              <Link key="terrain" to={`/admin/demandes/terrains?q=${encodeURIComponent(terrainRequests[0].email)}`} className="text-brand-700 hover:underline">
                {`Demande « Mon terrain » du ${formatDateTime(terrainRequests[0].createdAt)}`}
              </Link>
            ) : (
              "Non demandé"
            ),
          ],
        ]}
      />
      {site.lookup ? (
        <a href={lookupPath(site.lookup)} className={`mt-4 ${buttonClass("secondary")}`}>
          Voir la vérification
        </a>
      ) : null}
    </Card>
  );
}

function TotalRow({ label, strong = false, children }: { label: string; strong?: boolean; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={2} className={`px-4 py-2 text-right ${strong ? "font-semibold text-slate-900" : "font-medium text-slate-600"}`}>
        {label}
      </th>
      <td className={strong ? "px-4 py-2 text-right font-semibold text-slate-900" : "px-4 py-2 text-right"}>{children}</td>
    </tr>
  );
}

export const ErrorBoundary = LeadDetailErrorBoundary;
