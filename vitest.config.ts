import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { commonPasswords } from "./scripts/common-passwords-plugin.ts";

/** Dependencies the app and the tests import, as they import them (package or subpath). */
const PREBUNDLED = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom",
  "react-dom/server",
  "react-router",
  "react-aria-components",
  "@conform-to/react",
  "@conform-to/zod/v4",
  "zod",
  "zod/mini",
  "zod/v4/core",
  "drizzle-orm",
  "drizzle-orm/batch",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "jose",
  "pdf-lib",
  "@pdf-lib/fontkit",
  // The visit's .ics (docs/decisions/645): CommonJS, bundled so that yup's dependencies resolve in workerd.
  "ics",
  "unified",
  "remark-parse",
  "remark-gfm",
  "remark-rehype",
  "rehype-sanitize",
  "rehype-stringify",
  "unist-util-visit",
  "isbot",
  "uqr",
  "linkedom",
  "linkedom/worker",
  "@observablehq/plot",
];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: "test-secret-for-vitest-only-0123456789abcdef",
            SITE_ORIGIN: "https://www.lutetia-geotechnique.test",
          },
        },
      }),
      reactRouter(),
      commonPasswords(),
    ],
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    assetsInclude: ["**/*.icc"],
    test: {
      include: ["tests/{unit,integration}/**/*.test.{ts,tsx}"],
      // The workers pool reads cached modules through its WebSocket, whose messages workerd
      // caps at 1 MiB; linkedom's cached transform (code + source map) is ~3 MB and would
      // crash every test file but the first (workerd#1604).
      fsModuleCache: false,
      // One workerd per vitest worker for all its files: the app's module graph is loaded once,
      // not once per file; tests/setup.ts gives every file a fresh state (docs/decisions/910-shared-test-runtime.md).
      isolate: false,
      // Two workers at least: vitest's default (one core kept free) gave a 2-core machine a single
      // worker, which waits on its runtime's I/O half the time (95 % of one core); two run the
      // files in 135 s instead of 230 s there (docs/decisions/950-journeys-cost.md).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // The dependencies as a few pre-bundled modules instead of ~2 200 files fetched one by one
      // by the runtime (react-aria alone is ~1 000); every import path the code uses is listed,
      // so no package is loaded twice (docs/decisions/911-pre-bundled-test-dependencies.md).
      deps: { optimizer: { ssr: { enabled: true, include: PREBUNDLED } } },
      setupFiles: ["./tests/setup.ts"],
      // The first request of a runtime compiles the whole route tree in workerd (10–40 s on
      // a busy 2-core machine); later requests take milliseconds.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  };
});
