import { expect, test } from "vitest";
import nodeConfig from "../../tsconfig.node.json?raw";

// The seed and the scripts run in Node through tsx, which does not resolve the app's "~/" alias:
// an application file they load (listed in tsconfig.node.json) imports its neighbours by
// relative path. A "~/" import there builds and passes the workerd tests, then `npm start`,
// `npm run db:seed` and every browser journey fail at the seed ("Cannot find package '~'").
const sources = import.meta.glob("/app/**/*.ts", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

test("application files loaded by the seed and the scripts import by relative path, never through ~/", () => {
  const listed = (JSON.parse(nodeConfig.replace(/^\s*\/\/.*$/gm, "")) as { include: Array<string> }).include.filter((file) => file.startsWith("app/"));
  expect(listed.length).toBeGreaterThan(10);
  const offending = listed.flatMap((file) => {
    const source = sources[`/${file}`];
    expect(source, file).toBeDefined();
    // A type-only import is erased before Node runs the file.
    return [...source.matchAll(/^import (?!type )[^;]*?from "~\/[^"]*";/gm)].map(([statement]) => `${file}: ${statement}`);
  });
  expect(offending).toEqual([]);
});
