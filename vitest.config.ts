import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { commonPasswords } from "./scripts/common-passwords-plugin.ts";

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
    test: {
      include: ["tests/{unit,integration}/**/*.test.{ts,tsx}"],
      // The workers pool reads cached modules through its WebSocket, whose messages workerd
      // caps at 1 MiB; linkedom's cached transform (code + source map) is ~3 MB and would
      // crash every test file but the first (workerd#1604).
      fsModuleCache: false,
      setupFiles: ["./tests/setup.ts"],
      // The first request of a file compiles the whole route tree in workerd (10–40 s on
      // a busy 2-core machine); later requests take milliseconds.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  };
});
