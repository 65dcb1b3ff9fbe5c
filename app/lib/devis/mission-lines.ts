// A devis' mission lines with the catalogue's texts (deliverables, exclusions, client inputs,
// delay): copied when the version is sent, and kept with it (docs/decisions/635). A draft shows
// them the same way, from today's catalogue. Browser-safe.
import type { DevisLine } from "../../db/types";
import { missionTextsOf } from "../simulator/missions";

type MissionRow = { id: string; deliverables: string | null; exclusions: string | null; clientInputs: string | null; deliveryWeeks: number | null };

export function withMissionTexts(lines: ReadonlyArray<DevisLine>, catalogue: ReadonlyArray<MissionRow>): Array<DevisLine> {
  return lines.map((line) => {
    if (line.kind !== "mission" || !line.catalogueId) return line;
    const row = catalogue.find((r) => r.id === line.catalogueId);
    const mission = row ? missionTextsOf(row) : null;
    if (!mission) return line;
    return { ...line, mission };
  });
}
