// Run by `npm run lint` after Biome: the rules of scripts/source-rules.ts over app/, workers/,
// scripts/ and tests/ (docs/decisions/915; tests/ too: a test's title says what the user does,
// never an issue number, docs/decisions/926). Exits 1, listing each problem, when one is broken.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sourceProblems } from "./source-rules.ts";

const root = path.resolve(import.meta.dirname, "..");
const decisions = new Set(
  readdirSync(path.join(root, "docs/decisions"))
    .map((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1])
    .filter((n) => n !== undefined),
);

function sourceFiles(dir: string): Array<string> {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

// The rules' own test holds the lines they must refuse.
const RULES_TEST = "tests/unit/source-rules.test.ts";

const problems = ["app", "workers", "scripts", "tests"]
  .flatMap(sourceFiles)
  .filter((file) => file !== RULES_TEST)
  .flatMap((file) => sourceProblems(file, readFileSync(path.join(root, file), "utf8"), decisions));

for (const p of problems) console.error(`${p.file}:${p.line}: ${p.why}\n    ${p.text}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} reference(s) to fix (docs/decisions/915).`);
  process.exit(1);
}
