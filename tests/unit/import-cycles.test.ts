import { expect, test } from "vitest";

// No import cycle in app/ (docs/decisions/917): a module is read, and loaded, after the modules it
// imports. Type-only imports count too: a cycle of types is a tangle for the reader all the same.
const sources = import.meta.glob("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The app file an import specifier names, or null for a package (or a file outside app/). */
function resolve(files: Record<string, string>, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `/app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = new URL(specifier, `file://${from}`).pathname;
  else return null;
  base = base.replace(/\?.*$/, "");
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (candidate in files) return candidate;
  }
  return null;
}

/** The import graph of app/: file → the app files it imports. */
function importGraph(files: Record<string, string>): Map<string, Array<string>> {
  const graph = new Map<string, Array<string>>();
  for (const [file, source] of Object.entries(files)) {
    const targets = [...source.matchAll(IMPORT)].map((m) => resolve(files, file, m[1] ?? m[2])).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): the cycles. */
function cycles(graph: Map<string, Array<string>>): Array<Array<string>> {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: Array<string> = [];
  const onStack = new Set<string>();
  const found: Array<Array<string>> = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: Array<string> = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

test("the cycle finder sees a cycle through ~/ and relative imports, and none in a tree", () => {
  const files = {
    "/app/lib/a/one.ts": 'import { two } from "~/lib/b/two";\n',
    "/app/lib/b/two.ts": 'import type { Three } from "./three";\nexport const two = 2;\n',
    "/app/lib/b/three.ts": 'export { one } from "../a/one";\n',
    "/app/lib/c/leaf.ts": 'import { z } from "zod";\nimport "~/lib/b/two";\n',
  };
  const graph = importGraph(files);
  expect(graph.get("/app/lib/c/leaf.ts")).toEqual(["/app/lib/b/two.ts"]);
  expect(cycles(graph)).toEqual([["/app/lib/a/one.ts", "/app/lib/b/three.ts", "/app/lib/b/two.ts"]]);
  expect(cycles(importGraph({ "/app/lib/c/leaf.ts": files["/app/lib/c/leaf.ts"], "/app/lib/b/two.ts": "export const two = 2;\n" }))).toEqual([]);
});

test("app/ has no import cycle", () => {
  const graph = importGraph(sources);
  expect(graph.size).toBeGreaterThan(300);
  expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  expect(cycles(graph)).toEqual([]);
});
