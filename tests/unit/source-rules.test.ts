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

test("the lint refuses an import that runs back up: the database layer from app/lib, a component from app/root.tsx", () => {
  const imports = (file: string, lines: Array<string>) => sourceProblems(file, lines.join("\n"), decisions).map(({ line, why }) => `${line}: ${why}`);
  expect(
    imports("app/db/get-db.server.ts", [
      'import { getCloudflare } from "~/lib/context";',
      'import { hasSessionCookie, readCookie } from "../lib/http/cookies";',
      'import type { Db } from "./client.server";',
      'import { eq } from "drizzle-orm";',
    ]),
  ).toEqual([
    "1: app/db/ imports nothing from app/lib/: imports run downhill, db → lib → components → routes → root (docs/decisions/925)",
    "2: app/db/ imports nothing from app/lib/: imports run downhill, db → lib → components → routes → root (docs/decisions/925)",
  ]);
  // The unit test's glob names files from the root ("/app/…"): the same rule applies.
  expect(
    imports("/app/components/terrain/terrain-page.tsx", [
      'import { useRootData } from "~/root";',
      '} from "../../root";',
      'const lazy = import("~/routes/public/home");',
      'import { useRootData } from "~/components/layout/use-root-data";',
      'import { getDb } from "~/db/get-db.server";',
    ]),
  ).toEqual([
    "1: app/components/ imports nothing from app/root.tsx: imports run downhill, db → lib → components → routes → root (docs/decisions/925)",
    "2: app/components/ imports nothing from app/root.tsx: imports run downhill, db → lib → components → routes → root (docs/decisions/925)",
    "3: app/components/ imports nothing from app/routes/: imports run downhill, db → lib → components → routes → root (docs/decisions/925)",
  ]);
  expect(imports("app/lib/stats/page-views.server.ts", ['import { Chart } from "~/components/admin/chart";'])).toHaveLength(1);
  expect(imports("app/routes/public/home.tsx", ['import { useRootData } from "~/root";', 'import { Header } from "~/components/layout/header";'])).toHaveLength(1);
  expect(imports("workers/app.ts", ['import { handleFetch } from "~/lib/http/pipeline.server";'])).toEqual([]);
});

test("no file of app/ cites an issue, a specification section, the architecture notes or a missing decision, reads a batch by position or imports uphill", () => {
  expect(Object.keys(sources).length).toBeGreaterThan(300);
  const problems = Object.entries(sources).flatMap(([file, source]) => sourceProblems(file, source, decisions));
  expect(problems).toEqual([]);
});
