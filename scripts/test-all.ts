// `npm test`: the type-check, the lint, the workerd suite, then the journeys — each must pass
// for the next to run. The journeys' build and starting state (scripts/e2e-state.ts) need none
// of the three, and the type-check runs on one core while the workerd suite waits on its
// runtimes part of the time: they are prepared meanwhile, from the start, their output in
// .e2e-state/prepare.log (printed if they fail), and Playwright's global setup uses that state
// instead of preparing it again (docs/decisions/950-journeys-cost.md).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const template = path.join(root, ".e2e-state/template");
const log = path.join(root, ".e2e-state/prepare.log");

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

function run(command: string, args: Array<string>, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return exited(spawn(command, args, { cwd: root, stdio: "inherit", env }));
}

mkdirSync(path.dirname(log), { recursive: true });
const output = openSync(log, "w");
const started = Date.now();
const preparing = spawn("bash", ["-c", `"${bin("react-router")}" build && "${bin("tsx")}" scripts/e2e-state.ts "${template}"`], {
  cwd: root,
  stdio: ["ignore", output, output],
  detached: true,
});
let preparedAfter = 0;
const prepared = exited(preparing).then((code) => {
  preparedAfter = Date.now() - started;
  return code;
});
// Its own process group (it outlives a failed check only to be stopped): Ctrl+C stops it too.
process.once("SIGINT", () => {
  if (preparing.exitCode === null && preparing.pid) process.kill(-preparing.pid, "SIGTERM");
  process.exit(130);
});
console.log("Build et état de départ des parcours : préparés pendant les vérifications et les tests workerd (.e2e-state/prepare.log)");

for (const script of ["typecheck", "lint", "test:unit"]) {
  const code = await run("npm", ["run", script]);
  if (code === 0) continue;
  if (preparing.exitCode === null && preparing.pid) process.kill(-preparing.pid, "SIGTERM");
  await prepared;
  process.exit(code);
}
const checksAfter = Date.now() - started;
const preparation = await prepared;
if (preparation !== 0) {
  console.error(readFileSync(log, "utf8").slice(-6000));
  console.error("La préparation des parcours (build, état de départ) a échoué : voir ci-dessus.");
  process.exit(preparation);
}
const s = (ms: number) => `${Math.round(ms / 1000)} s`;
console.log(`Build et état de départ prêts après ${s(preparedAfter)} ; vérifications et tests workerd finis après ${s(checksAfter)}`);

process.exit(await run(bin("playwright"), ["test"], { ...process.env, E2E_STATE_READY: template }));
