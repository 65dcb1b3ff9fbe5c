// The data of « Données personnelles » (/admin/donnees-personnelles): the register, the
// retention at work, the inventory, and a person's records as the screen shows them.
import { getTableConfig } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import type { MailDeps } from "./acknowledgement.server";
import { draftAnswer } from "./answer.server";
import { getRequest, listRegister, requestsDueSoon } from "./register.server";
import { type RefusalReason, refusalReasons } from "./schema";
import { erasureSummary, planErasure, planFingerprint } from "./erase.server";
import type { PersonFound } from "./find.server";
import { ERASE_LABELS, INVENTORY, LEGAL_BASES } from "./inventory.server";
import { retentionOverview } from "./retention-runs.server";

const HOLDS_LABELS = { email: "e-mail", phone: "téléphone", name: "nom", address: "adresse", free_text: "texte libre", technical: "donnée technique", hash: "empreinte" } as const;

/** The inventory as the screen and the decision record show it. */
export function inventoryRows() {
  return INVENTORY.map((entry) => ({
    kind: entry.kind,
    label: entry.label,
    table: getTableConfig(entry.table).name,
    columns: [
      ...entry.columns.map((c) => `${c.column.name} (${HOLDS_LABELS[c.holds]})`),
      ...(entry.linkedTables ?? []).flatMap((linked) => linked.columns.map((c) => `${getTableConfig(linked.table).name}.${c.column.name} (${HOLDS_LABELS[c.holds]})`)),
    ],
    r2: (entry.r2 ?? []).map((store) => `${store.bucket} ${store.prefix}`),
    retention: entry.retention,
    legalBasis: LEGAL_BASES[entry.legalBasis],
    erase: entry.match === "anonymous" ? "Anonyme par conception" : ERASE_LABELS[entry.erase],
    eraseNote: entry.eraseNote,
    hold: entry.hold?.reason ?? null,
  }));
}

export async function privacyScreen(db: Db, query: { page: number; open: boolean }) {
  const [register, retention, due] = await Promise.all([listRegister(db, query), retentionOverview(db), requestsDueSoon(db)]);
  return { register, retention, due, inventory: inventoryRows() };
}

/** A person's records for the screen: what each is, its date and link, and what erasing would do with it. */
export async function foundView(found: PersonFound) {
  return {
    email: found.email,
    phone: found.phone,
    total: found.total,
    truncated: found.truncated,
    groups: found.groups.map((group) => ({
      kind: group.kind,
      label: group.label,
      description: group.description,
      truncated: group.truncated,
      records: group.records.map((record) => ({
        id: String(record.id),
        title: record.title,
        date: record.date,
        href: record.href,
        action: record.action,
        reason: record.reason,
        mentionOnly: record.mentionOnly,
        // The exports of the person are downloadable from the results.
        download: group.kind === "privacy_export" ? `/admin/donnees-personnelles/exports/${record.id}` : null,
      })),
    })),
    anonymous: INVENTORY.filter((e) => e.match === "anonymous").map((e) => e.label),
  };
}

/** The confirmation step of an erasure: the lines of the preview and the plan's fingerprint. */
export async function erasurePreview(found: PersonFound) {
  return { lines: erasureSummary(found), fingerprint: await planFingerprint(planErasure(found)) };
}

/** The answer form of `?repondre=ID[&refus=reason]`: the request's facts and the prefilled text; null when answered or unknown. */
export async function answerView(deps: MailDeps, search: URLSearchParams) {
  const id = Number.parseInt(search.get("repondre") ?? "", 10);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const asked = search.get("refus");
  const refusal = (refusalReasons as Array<string>).includes(asked ?? "") ? (asked as RefusalReason) : null;
  const [row, draft] = await Promise.all([getRequest(deps.db, id), draftAnswer(deps, id, refusal)]);
  if (!row?.email || !draft) return null;
  return {
    id,
    type: row.type,
    source: row.source,
    email: row.email,
    receivedAt: row.receivedAt,
    dueOn: row.dueOn,
    identityCheck: row.identityCheck,
    acted: row.actedAt !== null,
    kind: draft.kind,
    refusal,
    body: draft.body,
  };
}
