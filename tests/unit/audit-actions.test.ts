import { expect, test } from "vitest";
import { AUDIT_ACTIONS, auditActionLabel } from "~/lib/audit/actions";

// Every audit row is written through the typed helper (app/lib/audit/audit.server.ts), whose
// `action` is an AuditAction, and every action the code writes or reads has a French label in
// the Journal (docs/decisions/918).
const sources = {
  ...import.meta.glob("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob("/scripts/**/*.ts", { query: "?raw", import: "default", eager: true }),
} as Record<string, string>;

const HELPER = "/app/lib/audit/audit.server.ts";

/** Action names the source writes or reads: `action: "x.y"`, `auditLog.action, "x.y"`, and lists of them next to auditLog. */
function actionNames(source: string): Array<string> {
  const names = [
    ...source.matchAll(/\baction:\s*(?:`|")([a-z_]+\.[a-z_]+)(?:`|")/g),
    ...source.matchAll(/auditLog\.action,\s*"([a-z_]+\.[a-z_]+)"/g),
    ...source.matchAll(/action\s*===?\s*"([a-z_]+\.[a-z_]+)"/g),
  ].map((m) => m[1]);
  for (const list of source.matchAll(/_EVENTS[^=]*=\s*\[([^\]]*)\]/g)) names.push(...[...list[1].matchAll(/"([a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]));
  return names;
}

test("no file but the audit helper inserts into audit_log", () => {
  const direct = Object.entries(sources)
    .filter(([file]) => file !== HELPER && file.startsWith("/app/"))
    .filter(([, source]) => /\.insert\(\s*auditLog\s*\)|insert\s+into\s+audit_log/i.test(source))
    .map(([file]) => file);
  expect(direct).toEqual([]);
});

test("every audit action written or read in app/ and scripts/ has a French label", () => {
  const written = new Set(Object.values(sources).flatMap(actionNames));
  // The scan finds the actions of the back-office, the queue consumers and the command line.
  for (const known of ["article.delete", "webhook.delivered", "simulation.mail_failed", "user.create_cli"]) expect(written).toContain(known);
  const unlabelled = [...written].filter((action) => !(action in AUDIT_ACTIONS));
  expect(unlabelled).toEqual([]);
  for (const action of written) expect(auditActionLabel(action)).not.toBe(action);
});

test("the scan sees an unlabelled action", () => {
  const source = 'await recordAudit(db, { action: "webhook.sent_twice", target });\nconst WEBHOOK_EVENTS = ["webhook.delivered", "webhook.lost"];';
  expect(actionNames(source).filter((action) => !(action in AUDIT_ACTIONS))).toEqual(["webhook.sent_twice", "webhook.lost"]);
});
