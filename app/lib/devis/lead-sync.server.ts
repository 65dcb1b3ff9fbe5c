// The request a devis came from follows it (docs/decisions/644): sending the devis makes it
// « En cours » with the devis' owner, the acceptance makes it « Traité », so the dashboard's
// « nouvelles demandes » stops counting it. The statements join the batch of the step: each
// writes only while the request is still in an earlier status (a request staff closed by hand
// is never reopened), with its history event and Journal row.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { LeadKind, LeadStatus } from "~/db/schema";
import type { Actor } from "~/lib/auth/actor";
import { auditInsertWhen } from "~/lib/audit/audit.server";
import { leadTables, leadTargetType, statusEventWhen } from "~/lib/leads/follow-up.server";

type Source = { sourceKind: LeadKind | null; sourceId: number | null; ownerId: number | null };

const FROM: Record<"en_cours" | "traite", Array<LeadStatus>> = { en_cours: ["nouveau"], traite: ["nouveau", "en_cours"] };

/** The statements that move the request of `d` to `to` (history, Journal, then the status); none for a devis prepared from nothing. */
export function leadFollowsDevis(db: Db, d: Source, to: "en_cours" | "traite", actor: Actor | null, now: Date) {
  if (!d.sourceKind || !d.sourceId) return [];
  const kind = d.sourceKind;
  const id = d.sourceId;
  const table = leadTables[kind];
  const before = and(eq(table.id, id), inArray(table.status, FROM[to]));
  const details = JSON.stringify({ from: FROM[to].length === 1 ? FROM[to][0] : "en_cours", to, devis: true });
  return [
    statusEventWhen(db, kind, id, { authorId: actor?.id ?? null, details: sql<string>`json_set(${details}, '$.from', ${table.status})`, where: before, now }),
    auditInsertWhen(db, { action: "lead.status_change", actor: actor ?? undefined, target: { type: leadTargetType(kind), id }, details: { to, by: "devis" } }, table, before, now),
    db
      .update(table)
      .set({
        status: to,
        statusChangedBy: actor?.id ?? null,
        statusChangedAt: now,
        ...(to === "en_cours" && d.ownerId !== null ? { ownerId: sql`coalesce(${table.ownerId}, ${d.ownerId})` } : {}),
        version: sql`${table.version} + 1`,
        updatedAt: now,
      })
      .where(before),
  ] as const;
}
