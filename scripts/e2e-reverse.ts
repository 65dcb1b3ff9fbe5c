// `npm run test:e2e:reverse`: the journeys with their files in reverse order, to show that no
// journey relies on what an earlier file left behind (docs/decisions/920). Playwright runs the
// files of its test folder in name order and has no option to change it: the folder's files
// are hard-linked into tests/e2e-reversed/ (same depth, so every helper finds the repository
// root as before), each spec named after its reversed rank, and Playwright runs that folder.
// Arguments go to `playwright test` (E2E_WORKERS applies as usual); traces of failures go to
// test-results/ as usual.
import { spawnSync } from "node:child_process";
import { linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "tests/e2e");
const reversed = path.join(root, "tests/e2e-reversed");

rmSync(reversed, { recursive: true, force: true });
mkdirSync(reversed);
const files = readdirSync(source, { withFileTypes: true }).filter((entry) => entry.isFile());
const specs = files.filter((entry) => entry.name.endsWith(".spec.ts")).map((entry) => entry.name);
specs.sort((a, b) => b.localeCompare(a));
for (const entry of files) {
  const rank = specs.indexOf(entry.name);
  const name = rank === -1 ? entry.name : `${String(rank).padStart(3, "0")}-${entry.name}`;
  linkSync(path.join(source, entry.name), path.join(reversed, name));
}
const config = path.join(reversed, "playwright.config.ts");
writeFileSync(
  config,
  `import base from "../../playwright.config.ts";\nexport default { ...base, testDir: ${JSON.stringify(reversed)}, globalSetup: ${JSON.stringify(path.join(source, "global-setup.ts"))}, outputDir: ${JSON.stringify(path.join(root, "test-results"))} };\n`,
);
console.log(`Ordre inverse : ${specs.join(", ")}`);
const result = spawnSync(path.join(root, "node_modules/.bin/playwright"), ["test", "--config", config, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
rmSync(reversed, { recursive: true, force: true });
process.exit(result.status ?? 1);
