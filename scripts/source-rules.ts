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
 * The layers of app/, lowest first: a module imports from its own layer or a lower one, never
 * from a higher one — the database layer gets its request facts from its caller, a component its
 * root data from a hook module, not from app/root.tsx (docs/decisions/925).
 */
const LAYERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "app/db/", pattern: /^app\/db\// },
  { name: "app/lib/", pattern: /^app\/lib\// },
  { name: "app/components/", pattern: /^app\/components\// },
  { name: "app/routes/", pattern: /^app\/routes\// },
  { name: "app/root.tsx", pattern: /^app\/root(?:\.tsx?)?$/ },
];

const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function layerOf(appPath: string): number {
  return LAYERS.findIndex(({ pattern }) => pattern.test(appPath));
}

/** The path inside the repository an import of `file` names (`~/` is app/), or null for a package. */
function importedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The problem of an import that runs back up the layers, if it does. */
function uphillImport(file: string, specifier: string): string | null {
  const target = importedPath(file, specifier);
  const from = layerOf(file);
  const to = target === null ? -1 : layerOf(target);
  if (from < 0 || to <= from) return null;
  return `${LAYERS[from].name} imports nothing from ${LAYERS[to].name}: imports run downhill, db → lib → components → routes → root (docs/decisions/925)`;
}

/**
 * The problems of one file: unreachable references, decision numbers with no record in
 * docs/decisions (`decisions` lists the numbers that exist), batch answers read by position,
 * imports that run back up the layers of app/.
 */
export function sourceProblems(file: string, source: string, decisions: ReadonlySet<string>): Array<SourceProblem> {
  const problems: Array<SourceProblem> = [];
  const appPath = file.replace(/^\//, "");
  source.split("\n").forEach((text, index) => {
    const line = index + 1;
    for (const { pattern, why } of UNREACHABLE_REFERENCES) {
      if (pattern.test(text)) problems.push({ file, line, text: text.trim(), why });
    }
    for (const [, specifier] of text.matchAll(IMPORT_SPECIFIER)) {
      const why = uphillImport(appPath, specifier);
      if (why) problems.push({ file, line, text: text.trim(), why });
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
