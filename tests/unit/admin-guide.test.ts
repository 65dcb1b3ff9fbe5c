import { expect, test } from "vitest";
import guide from "../../docs/admin-screens.md?raw";

// docs/admin-screens.md is followed as written (docs/decisions/919): every name its snippets
// import from the app exists there, and the registration step is the one the code reads.
// (Building the guide's screen on a scratch branch type-checks the snippets as a whole.)
const sources = import.meta.glob("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const tests = import.meta.glob("/tests/integration/*.ts", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** The table (step 1) and the modules (steps 2 to 5) the guide creates itself. */
const TABLE_OF_THE_GUIDE = "certifications";
const WRITTEN_BY_THE_GUIDE = [
  "~/lib/content/certification-schema",
  "~/lib/content/certifications.server",
  "~/components/admin/certification",
  "./+types/certifications",
  "./certification-schema",
];

const snippets = [...guide.matchAll(/```(?:ts|tsx)\n([\s\S]*?)```/g)].map((m) => m[1]);

function moduleSource(specifier: string): string | undefined {
  const base = `/app/${specifier.slice(2)}`;
  return [".ts", ".tsx", "/index.ts"].map((ext) => sources[`${base}${ext}`]).find((source) => source !== undefined);
}

function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(`export\\s+(?:async\\s+)?(?:const|let|function|type|class|interface)\\s+${name}\\b`);
  const listed = [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].some((m) =>
    m[1].split(",").some(
      (item) =>
        item
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)
          .pop() === name,
    ),
  );
  return declared.test(source) || listed;
}

test("every name the guide's snippets import from app/ is exported there", () => {
  expect(snippets.length).toBeGreaterThanOrEqual(7);
  const imports = snippets.flatMap((code) => [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"(~\/[^"]+)"/g)]);
  expect(imports.length).toBeGreaterThan(20);
  const missing: Array<string> = [];
  for (const [, names, specifier] of imports) {
    if (WRITTEN_BY_THE_GUIDE.includes(specifier)) continue;
    const source = moduleSource(specifier);
    if (!source) {
      missing.push(specifier);
      continue;
    }
    for (const raw of names.split(",")) {
      const name = raw.trim().replace(/^type\s+/, "");
      if (specifier === "~/db/schema" && name === TABLE_OF_THE_GUIDE) continue;
      if (name && !exportsName(source, name)) missing.push(`${specifier}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
});

test("the guide registers a screen where the code reads it, and names the tables the tests keep", () => {
  const register = snippets.find((code) => code.includes("in ADMIN_ROUTES"));
  expect(register).toBeDefined();
  expect(register).toMatch(/certifications: screen\("\/admin\/certifications", "editor", "routes\/admin\/certifications\.tsx"\)/);
  expect(register).not.toMatch(/app\/routes\.ts, inside/);
  expect(sources["/app/lib/auth/permissions.ts"]).toMatch(/const screen = \(pattern: string, minimum: Role, file: string/);
  expect(sources["/app/routes.ts"]).toContain("...adminScreenRoutes()");
  expect(sources["/app/components/admin/shell.tsx"]).toContain("export const ADMIN_NAV");
  expect(tests["/tests/integration/admin-role-matrix.test.ts"]).toContain("const AUTHORISED_POST");
  // A batch read by position would be refused by the lint: the guide's storage reads by name.
  expect(snippets.join("\n")).not.toMatch(/const \[[^\]]*\] = await db\.batch/);
});
