// A catalogue mission's technical content, one source for the simulator, the estimate, the
// devis and the service page: programme, deliverables, exclusions, what the client provides and
// its own delay (docs/decisions/635-mission-texts-from-the-catalogue.md). Browser-safe, no
// import but types: the wording of each printed line lives here once.
import type { MissionTexts } from "../../db/types";

/** The standard and its edition, as every document prints it. */
export const NORM_REFERENCE = "NF P 94-500 (novembre 2013)";

/** « Mission géotechnique selon la norme NF P 94-500 (novembre 2013). » */
export const NORM_MISSION_NOTICE = `Mission géotechnique selon la norme ${NORM_REFERENCE}.`;

/** A mission of the NF P 94-500 classification (G1 to G5) by its name. */
export const isNormMission = (label: string) => /\bG[1-5]\b/.test(label);

/** A catalogue row's texts, or null when none is set yet (a row saved before they existed). */
export function missionTextsOf(row: { deliverables: string | null; exclusions: string | null; clientInputs: string | null; deliveryWeeks: number | null }): MissionTexts | null {
  if (!row.deliverables && !row.exclusions && !row.clientInputs && !row.deliveryWeeks) return null;
  return { deliverables: row.deliverables ?? "", exclusions: row.exclusions ?? "", clientInputs: row.clientInputs ?? "", deliveryWeeks: row.deliveryWeeks ?? null };
}

export const weeksLabel = (weeks: number) => `${weeks} semaine${weeks > 1 ? "s" : ""}`;

export type MissionDetail = { label: string | null; text: string };

/**
 * The lines under a mission's name, in the order every document prints them: the standard,
 * « Comprend », the programme, the deliverables, what is not included, what the client
 * provides, the mission's delay. Empty parts are left out.
 */
export function missionDetails(line: { kind: string; label: string; detail: string; programme: string; mission?: MissionTexts | null }): Array<MissionDetail> {
  const details: Array<MissionDetail> = [];
  const mission = line.kind === "mission";
  if (mission && isNormMission(line.label)) details.push({ label: null, text: NORM_MISSION_NOTICE });
  if (line.detail) details.push(mission ? { label: "Comprend", text: line.detail } : { label: null, text: line.detail });
  if (line.programme) details.push({ label: "Programme d'investigations", text: line.programme });
  const m = mission ? line.mission : null;
  if (m?.deliverables) details.push({ label: "Livrables", text: m.deliverables });
  if (m?.exclusions) details.push({ label: "Non compris", text: m.exclusions });
  if (m?.clientInputs) details.push({ label: "À fournir par le client", text: m.clientInputs });
  if (m?.deliveryWeeks) details.push({ label: "Délai de la mission", text: `${weeksLabel(m.deliveryWeeks)} après le début de la mission` });
  return details;
}

/** « Programme d'investigations : … » as one printed string. */
export const detailText = (d: MissionDetail) => (d.label ? `${d.label}\u202f: ${d.text}` : d.text);

/**
 * The report's delivery delay a devis takes by default: the longest delay of its catalogue
 * missions (they run together, the report comes with the last one), or null without one.
 */
export function defaultDeliveryWeeks(missionIds: ReadonlyArray<string | null>, catalogue: ReadonlyArray<{ id: string; deliveryWeeks: number | null }>): number | null {
  const weeks = missionIds.map((id) => catalogue.find((row) => row.id === id)?.deliveryWeeks ?? 0).filter((w) => w > 0);
  return weeks.length > 0 ? Math.max(...weeks) : null;
}

/**
 * True when a devis' missions make the firm a constructeur (Code civil 1792-1): a catalogue
 * mission flagged décennale, or a mission line that names G2 to G5 (docs/decisions/636).
 */
export function needsDecennial(
  lines: ReadonlyArray<{ kind: string; catalogueId: string | null; label: string }>,
  catalogue: ReadonlyArray<{ id: string; decennial: boolean }>,
): boolean {
  return lines.some((line) => line.kind === "mission" && (catalogue.find((row) => row.id === line.catalogueId)?.decennial === true || /\bG[2-5]\b/.test(line.label)));
}
