// 'État du site' (docs/decisions/722): what still stands between the installed site and its launch.
// Browser-safe: the screen, the dashboard card and the server share these types and labels.

/**
 * ok: nothing to do. todo (« À faire »): blocks the launch. warning (« Attention »): worth a
 * look, does not block. verify (« À vérifier »): could not be checked from the Worker.
 */
export type CheckState = "ok" | "todo" | "warning" | "verify";

export const CHECK_STATE_LABELS: Record<CheckState, string> = {
  ok: "OK",
  todo: "À faire",
  warning: "Attention",
  verify: "À vérifier",
};

export const CHECK_GROUPS = ["company", "legal", "production", "mail", "content", "accounts"] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

export const CHECK_GROUP_LABELS: Record<CheckGroup, string> = {
  company: "Informations de la société",
  legal: "Pages légales",
  production: "Configuration de production",
  mail: "Domaine d'envoi des e-mails",
  content: "Contenu",
  accounts: "Comptes des super administrateurs",
};

/** A DNS record to create, with the exact values to paste and what the lookup found. */
export type DnsRecordView = { type: "TXT"; name: string; value: string; found: Array<string> | null };

export type HealthCheck = {
  id: string;
  group: CheckGroup;
  label: string;
  state: CheckState;
  /** One French line: what is wrong, or that it is fine. */
  explanation: string;
  /** The exact place that fixes it (a field's anchor when there is one). */
  fix?: { href: string; label: string };
  /** A deployment command, for what only the Worker's configuration can change. */
  command?: string;
  /** Several places to fix (an image, a service…), each with its own link. */
  items?: Array<{ label: string; href: string }>;
  records?: Array<DnsRecordView>;
};

/** The content lines: what editors can fix themselves (médiathèque, services, redirects, outbox). */
export function isContentCheck(check: Pick<HealthCheck, "group">): boolean {
  return check.group === "content";
}

/** 'N points à régler avant la mise en ligne': the blocking checks not passed. */
export function blockingCount(checks: ReadonlyArray<Pick<HealthCheck, "state">>): number {
  return checks.filter((check) => check.state === "todo").length;
}

export function pointsLabel(count: number): string {
  return count === 1 ? "1 point à régler avant la mise en ligne" : `${count} points à régler avant la mise en ligne`;
}

/** The id of a setting's field on /admin/settings (« contact.phone » → « contact-phone »). */
export function settingAnchor(id: string): string {
  return id.replace(/[._]/g, "-");
}

/** The two views of 'État du site': the lines left to deal with, or every line. */
export type HealthView = "a-faire" | "tout";

/** `?vue=tout|a-faire`; by default « À faire seulement » while a line is not OK, everything once all are (docs/decisions/752). */
export function healthView(url: URL, checks: ReadonlyArray<Pick<HealthCheck, "state">>): HealthView {
  const asked = url.searchParams.get("vue");
  if (asked === "tout" || asked === "a-faire") return asked;
  return checks.some((check) => check.state !== "ok") ? "a-faire" : "tout";
}
