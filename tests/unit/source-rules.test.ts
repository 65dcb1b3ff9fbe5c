import { expect, test } from "vitest";
import { sourceProblems } from "../../scripts/source-rules";

// `npm run lint` runs these rules over app/, workers/ and scripts/ (scripts/lint-source.ts);
// here they run over app/ in workerd, and on lines they must refuse (docs/decisions/915).
const sources = import.meta.glob("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const decisions = new Set(Object.keys(import.meta.glob("/docs/decisions/*.md")).map((file) => /\/(\d{3})-/.exec(file)?.[1] ?? ""));

test("the lint refuses issue numbers, specification sections, the architecture notes, decisions that do not exist and batches read by position", () => {
  const source = [
    "// Invitations (issue 21): a link valid 7 days.",
    "/** Issues #4 and 5. */",
    "// As spec §7.2 asks.",
    "// ARCHITECTURE 23.",
    "// docs/decisions/401, 999",
    "// RFC 9110 §14.2 and docs/decisions/401 are fine.",
    "  const [rows, totals] = await db.batch([",
    "  const [[row]] = (await deps.db.batch([",
    "  const { rows, totals } = await batchByName(db, {",
  ].join("\n");
  expect(sourceProblems("app/x.ts", source, decisions).map(({ line, why }) => `${line}: ${why}`)).toEqual([
    "1: cite docs/decisions/NNN, not an issue number",
    "2: cite docs/decisions/NNN, not an issue number",
    "3: cite docs/decisions/NNN, not a section of the specification",
    "4: cite docs/decisions/NNN, not the shared architecture notes",
    "5: docs/decisions/999 does not exist",
    "7: read a batch by name: batchByName (app/db/batch.server.ts)",
    "8: read a batch by name: batchByName (app/db/batch.server.ts)",
  ]);
});

test("no file of app/ cites an issue, a specification section, the architecture notes or a missing decision, or reads a batch by position", () => {
  expect(Object.keys(sources).length).toBeGreaterThan(300);
  const problems = Object.entries(sources).flatMap(([file, source]) => sourceProblems(file, source, decisions));
  expect(problems).toEqual([]);
});
