// Rules on the text of the source files, shared by `npm run lint` (scripts/lint-source.ts)
// and the unit test that shows they refuse what they should (tests/unit/source-rules.test.ts).
// No Node import here: the test runs in workerd.

export type SourceProblem = { file: string; line: number; text: string; why: string };

/**
 * References a successor cannot follow from the repository: an issue number, a section of the
 * specification, or the shared architecture notes. A comment cites docs/decisions/NNN instead
 * (docs/decisions/915).
 */
const UNREACHABLE_REFERENCES: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /\bissues?\s*#?\d+/i, why: "cite docs/decisions/NNN, not an issue number" },
  { pattern: /\bspec(?:ification)?\s*§/i, why: "cite docs/decisions/NNN, not a section of the specification" },
  // Written A(RCHITECTURE) so that this line does not match itself.
  { pattern: /\bA(RCHITECTURE)\b/, why: "cite docs/decisions/NNN, not the shared architecture notes" },
];

/** A batch answer unpacked by position: a statement added in the middle would shift every name after it (docs/decisions/916). */
const POSITIONAL_BATCH = /\bconst \[[^=]*\]\s*=\s*\(?\s*await [\w.$]+\.batch\(/;

const DECISION_REFERENCE = /docs\/decisions\/(\d{3})((?:,\s*\d{3})*)/g;

/**
 * The problems of one file: unreachable references, decision numbers with no record in
 * docs/decisions (`decisions` lists the numbers that exist), batch answers read by position.
 */
export function sourceProblems(file: string, source: string, decisions: ReadonlySet<string>): Array<SourceProblem> {
  const problems: Array<SourceProblem> = [];
  source.split("\n").forEach((text, index) => {
    const line = index + 1;
    for (const { pattern, why } of UNREACHABLE_REFERENCES) {
      if (pattern.test(text)) problems.push({ file, line, text: text.trim(), why });
    }
    if (POSITIONAL_BATCH.test(text)) problems.push({ file, line, text: text.trim(), why: "read a batch by name: batchByName (app/db/batch.server.ts)" });
    for (const match of text.matchAll(DECISION_REFERENCE)) {
      const numbers = [match[1], ...(match[2].match(/\d{3}/g) ?? [])];
      for (const number of numbers) {
        if (!decisions.has(number)) problems.push({ file, line, text: text.trim(), why: `docs/decisions/${number} does not exist` });
      }
    }
  });
  return problems;
}
