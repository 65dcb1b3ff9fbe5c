import { expect, test } from "vitest";

// No file of app/ over 400 lines without its reason written on its first line
// (« // Over 400 lines: … »): a long file is a choice, not an accident (docs/decisions/919).
const sources = import.meta.glob("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

const LIMIT = 400;
const REASON = /^\/\/ Over 400 lines: \S.{20,}/;

const lineCount = (source: string) => source.split("\n").length - (source.endsWith("\n") ? 1 : 0);

/** The files over the limit whose first line gives no reason. */
function unexplained(files: Record<string, string>): Array<string> {
  return Object.entries(files)
    .filter(([, source]) => lineCount(source) > LIMIT && !REASON.test(source))
    .map(([file, source]) => `${file} (${lineCount(source)} lignes)`);
}

test("a file over 400 lines without a reason on its first line is named; one with a reason is not", () => {
  const long = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join("\n");
  expect(unexplained({ "/app/a.ts": long, "/app/b.ts": `// Over 400 lines: the one list of the data model, read in one place.\n${long}`, "/app/c.ts": "x\n".repeat(400) })).toEqual(
    ["/app/a.ts (401 lignes)"],
  );
});

test("every file of app/ over 400 lines says why on its first line", () => {
  expect(Object.keys(sources).length).toBeGreaterThan(300);
  expect(unexplained(sources)).toEqual([]);
});
