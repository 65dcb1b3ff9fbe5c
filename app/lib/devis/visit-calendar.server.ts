// The .ics of a planned visit, made by the `ics` package (RFC 5545: folding, escaping, UTC
// times): one event per dossier whose UID never changes and whose SEQUENCE is the planning's
// sequence, so a calendar that imported the first file moves the event when the next one
// comes. Rebuilt from the intervention's row (never changed) whenever an e-mail attaches it.
// docs/decisions/645-visit-planning-and-calendar.md
import { createEvent } from "ics";
import { and, eq } from "drizzle-orm";
import type { devisInterventions } from "~/db/schema";
import { devis, devisInterventions as interventions } from "~/db/schema";
import { fromParisInput } from "~/lib/dates";
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { engineerName } from "./visit-people.server";
import { INTERVENTION_WINDOWS } from "./visit-report-schema";
import type { Letterhead } from "../../db/types";

type Intervention = Pick<typeof devisInterventions.$inferSelect, "day" | "window" | "sequence" | "accessNotes" | "clientPresence" | "createdAt">;
type DevisFacts = Pick<typeof devis.$inferSelect, "id" | "number" | "siteStreet" | "sitePostcode" | "siteCity"> & { letterhead: Letterhead | null };

/** The instants of a half-day in Paris. */
export function visitInstants(day: string, window: Intervention["window"]): { start: Date; end: Date } {
  const slot = INTERVENTION_WINDOWS[window];
  const start = fromParisInput(`${day}T${slot.start}`);
  const end = fromParisInput(`${day}T${slot.end}`);
  if (!start || !end) throw new Error(`Date d'intervention invalide : ${day}`);
  return { start, end };
}

/** The same UID for every planning of a dossier (RFC 5545 §3.8.4.7). */
export function visitUid(d: Pick<DevisFacts, "id" | "number">): string {
  return `intervention-${d.number}-${d.id}@lutetia-geotechnique.fr`;
}

export function visitIcsFilename(d: Pick<DevisFacts, "number">): string {
  return `intervention-${d.number}.ics`;
}

export function visitIcs(d: DevisFacts, visit: Intervention, engineer: string | null): string {
  const { start, end } = visitInstants(visit.day, visit.window);
  const site = [d.siteStreet, `${d.sitePostcode} ${d.siteCity}`.trim()].filter(Boolean).join(", ");
  const firm = d.letterhead?.siteName ?? "Lutetia Géotechnique";
  const description = [
    `Intervention de ${firm} pour le devis n° ${d.number} : reconnaissance du terrain et sondages prévus au programme d'investigations.`,
    engineer ? `Ingénieur sur place : ${engineer}.` : "",
    visit.clientPresence ? "Votre présence est souhaitée." : "",
    visit.accessNotes ? `Accès au terrain : ${visit.accessNotes}` : "",
    d.letterhead?.phone ? `Un empêchement ? Appelez-nous au ${d.letterhead.phone}.` : "",
  ]
    .filter(Boolean)
    .join("\n");
  const { error, value } = createEvent({
    productId: "-//Lutetia Geotechnique//Dossiers//FR",
    method: "PUBLISH",
    uid: visitUid(d),
    sequence: visit.sequence,
    // DTSTAMP: when this planning was made (a file rebuilt later is the same file).
    timestamp: visit.createdAt.getTime(),
    title: `Intervention géotechnique – devis ${d.number}`,
    description,
    location: site || undefined,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    busyStatus: "BUSY",
    ...(d.letterhead?.email ? { organizer: { name: firm, email: d.letterhead.email } } : {}),
  } as Parameters<typeof createEvent>[0]);
  if (error || !value) throw new Error(`Fichier calendrier non généré : ${error?.message ?? "vide"}`);
  return value;
}

/** The .ics attached to a visit e-mail, rebuilt from the planning it announced. */
export const visitIcsAttachment: AttachmentProducer<"visit-ics"> = async (deps, ref) => {
  const [row] = await deps.db
    .select({
      visit: interventions,
      devis: { id: devis.id, number: devis.number, siteStreet: devis.siteStreet, sitePostcode: devis.sitePostcode, siteCity: devis.siteCity, letterhead: devis.letterhead },
    })
    .from(interventions)
    .innerJoin(devis, eq(devis.id, interventions.devisId))
    .where(and(eq(interventions.devisId, ref.devisId), eq(interventions.sequence, ref.sequence)))
    .limit(1);
  if (!row) throw new Error(`Intervention ${ref.devisId}/${ref.sequence} introuvable pour la pièce jointe`);
  const ics = visitIcs(row.devis, row.visit, await engineerName(deps.db, row.visit.engineerId));
  return { filename: ref.filename, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: new TextEncoder().encode(ics) };
};
