// The .ics of a planned visit, made by the `ics` package (RFC 5545: folding, escaping, UTC
// times): one event per dossier whose UID never changes. Planned or moved, it is an iTIP
// REQUEST (RFC 5546 §3.2.2) whose SEQUENCE is the planning's, so the calendar that holds the
// first date replaces it with the next; cancelled (the client withdrew while the visit was
// planned), it is a CANCEL of the same UID with the next SEQUENCE and STATUS:CANCELLED
// (§3.2.5), so the slot leaves the calendar. Rebuilt from the intervention's row (never
// changed) whenever an e-mail attaches it.
// docs/decisions/645-visit-planning-and-calendar.md, 945-visit-calendar-request-and-cancel.md
import { createEvent } from "ics";
import { and, eq } from "drizzle-orm";
import type { devisInterventions } from "~/db/schema";
import { devis, devisInterventions as interventions } from "~/db/schema";
import { fromParisInput } from "~/lib/dates";
import type { AttachmentProducer } from "~/lib/mail/attachments";
import { engineerContact } from "./visit-people.server";
import { INTERVENTION_WINDOWS } from "./visit-report-schema";
import type { Letterhead } from "../../db/types";

type Intervention = Pick<typeof devisInterventions.$inferSelect, "day" | "window" | "sequence" | "accessNotes" | "clientPresence" | "createdAt">;
type DevisFacts = Pick<typeof devis.$inferSelect, "id" | "number" | "siteStreet" | "sitePostcode" | "siteCity" | "clientName" | "clientEmail"> & {
  letterhead: Letterhead | null;
};

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

export type VisitIcsMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/**
 * The iTIP method of the file: REQUEST (planned or moved) or CANCEL need an ORGANIZER (RFC 5546
 * §3.2.2, §3.2.5), the firm's address printed on the devis; a devis without one (required for a
 * particulier's only: legal.ts) falls back to PUBLISH, whose STATUS still says CANCELLED.
 */
export function visitIcsMethod(d: Pick<DevisFacts, "letterhead">, cancelled: boolean): VisitIcsMethod {
  if (!d.letterhead?.email) return "PUBLISH";
  return cancelled ? "CANCEL" : "REQUEST";
}

export type Person = { name: string; email: string };

/**
 * The file for `visit`, the client's or (with `engineer` as `to`) the engineer's, each its own
 * attendee; with `cancelledAt`, the one that cancels it (its next SEQUENCE, stamped when it
 * was cancelled).
 */
export function visitIcs(
  d: DevisFacts,
  visit: Intervention,
  engineer: Person | null,
  options: { cancelledAt?: Date | null; to?: "client" | "engineer"; reason?: string } = {},
): string {
  const cancelledAt = options.cancelledAt ?? null;
  const forEngineer = options.to === "engineer";
  const { start, end } = visitInstants(visit.day, visit.window);
  const site = [d.siteStreet, `${d.sitePostcode} ${d.siteCity}`.trim()].filter(Boolean).join(", ");
  const firm = d.letterhead?.siteName ?? "Lutetia Géotechnique";
  const cancelled = cancelledAt !== null;
  const method = visitIcsMethod(d, cancelled);
  const description = (
    cancelled
      ? [`Intervention annulée pour le devis n° ${d.number}${options.reason ? ` : ${options.reason}` : "."}`]
      : forEngineer
        ? [
            `Intervention pour le devis n° ${d.number} : reconnaissance du terrain et sondages du programme d'investigations.`,
            `Client : ${d.clientName || d.clientEmail}${visit.clientPresence ? " (présence souhaitée)" : ""}.`,
            visit.accessNotes ? `Accès au terrain : ${visit.accessNotes}` : "",
          ]
        : [
            `Intervention de ${firm} pour le devis n° ${d.number} : reconnaissance du terrain et sondages prévus au programme d'investigations.`,
            engineer ? `Ingénieur sur place : ${engineer.name}.` : "",
            visit.clientPresence ? "Votre présence est souhaitée." : "",
            visit.accessNotes ? `Accès au terrain : ${visit.accessNotes}` : "",
            d.letterhead?.phone ? `Un empêchement ? Appelez-nous au ${d.letterhead.phone}.` : "",
          ]
  )
    .filter(Boolean)
    .join("\n");
  const { error, value } = createEvent({
    productId: "-//Lutetia Geotechnique//Dossiers//FR",
    method,
    uid: visitUid(d),
    // A cancellation supersedes the planning it cancels (RFC 5546 §2.1.4).
    sequence: cancelled ? visit.sequence + 1 : visit.sequence,
    // DTSTAMP: when this planning (or its cancellation) was made (a file rebuilt later is the same file).
    timestamp: (cancelledAt ?? visit.createdAt).getTime(),
    title: `${cancelled ? "Annulée – " : ""}Intervention géotechnique – devis ${d.number}`,
    description,
    location: site || undefined,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: cancelled ? "FREE" : "BUSY",
    ...(d.letterhead?.email ? { organizer: { name: firm, email: d.letterhead.email } } : {}),
    // The person told (no reply expected: a change goes through the firm, by phone or e-mail).
    ...(method !== "PUBLISH" && (!forEngineer || engineer)
      ? {
          attendees: [
            forEngineer && engineer
              ? { name: engineer.name, email: engineer.email, rsvp: false, partstat: "NEEDS-ACTION" as const, role: "REQ-PARTICIPANT" as const }
              : {
                  name: d.clientName || undefined,
                  email: d.clientEmail,
                  rsvp: false,
                  partstat: "NEEDS-ACTION" as const,
                  role: visit.clientPresence ? ("REQ-PARTICIPANT" as const) : ("OPT-PARTICIPANT" as const),
                },
          ],
        }
      : {}),
  } as Parameters<typeof createEvent>[0]);
  if (error || !value) throw new Error(`Fichier calendrier non généré : ${error?.message ?? "vide"}`);
  return value;
}

/** The .ics attached to a visit e-mail, rebuilt from the planning it announced (or cancelled). */
export const visitIcsAttachment: AttachmentProducer<"visit-ics"> = async (deps, ref) => {
  const [row] = await deps.db
    .select({
      visit: interventions,
      devis: {
        id: devis.id,
        number: devis.number,
        siteStreet: devis.siteStreet,
        sitePostcode: devis.sitePostcode,
        siteCity: devis.siteCity,
        clientName: devis.clientName,
        clientEmail: devis.clientEmail,
        letterhead: devis.letterhead,
        status: devis.status,
      },
    })
    .from(interventions)
    .innerJoin(devis, eq(devis.id, interventions.devisId))
    .where(and(eq(interventions.devisId, ref.devisId), eq(interventions.sequence, ref.sequence)))
    .limit(1);
  if (!row) throw new Error(`Intervention ${ref.devisId}/${ref.sequence} introuvable pour la pièce jointe`);
  const cancelledAt = ref.cancelledAt ? new Date(ref.cancelledAt) : null;
  const ics = visitIcs(row.devis, row.visit, await engineerContact(deps.db, row.visit.engineerId), {
    cancelledAt,
    to: ref.to ?? "client",
    // Two causes only: the client withdrew, or (the engineer's copy) another engineer took the visit.
    reason: row.devis.status === "retracte" ? "le client s'est rétracté (article L221-18 du Code de la consommation)." : "l'intervention est confiée à un autre ingénieur.",
  });
  const method = visitIcsMethod(row.devis, cancelledAt !== null);
  return { filename: ref.filename, contentType: `text/calendar; charset=utf-8; method=${method}`, content: new TextEncoder().encode(ics) };
};
