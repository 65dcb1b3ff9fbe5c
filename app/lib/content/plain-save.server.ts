// Saving a service or a page at the version its form was loaded at: the slug checked, the
// version it replaces kept as a revision, a published address that changes keeps a 301, the
// audit row names the changed fields, and the search index is rebuilt, all in one batch.
import { batchByName } from "~/db/batch.server";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { pages, services } from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { type RevisionEntity, revisionInsert } from "~/lib/admin/revisions.server";
import type { SaveResult } from "~/lib/admin/save";
import { isUniqueViolation, slugTaken } from "~/lib/admin/uniqueness.server";
import type { AuditAction } from "~/lib/audit/actions";
import { auditInsert } from "~/lib/audit/audit.server";
import type { Actor } from "~/lib/auth/actor";
import { rebuildSearchIndexStatements } from "~/lib/search/index-statements";
import { renameRedirectStatements } from "./redirects.server";
import { renderedContent } from "./rendered-body.server";

type PlainTable = typeof services | typeof pages;
type Stored = { id: number; version: number; slug: string; status: string; updatedBy: number | null; updatedAt: Date | null };

export type PlainSave<T extends PlainTable, K extends string> = {
  table: T;
  kind: RevisionEntity & ("service" | "page");
  action: AuditAction;
  /** The row as it is before the save. */
  before: Stored & Partial<Record<K, unknown>>;
  /** The form's values of the revision kept for `before`. */
  snapshot: Record<string, unknown>;
  /** The slug this save writes (a fixed page keeps its own), and the title the audit names. */
  slug: string;
  title: string;
  /** The Markdown body, rendered here once the slug is known to be free. */
  content: string;
  /** The columns written, from the rendered body. */
  values: (rendered: Awaited<ReturnType<typeof renderedContent>>) => Partial<T["$inferInsert"]> & Partial<Record<K, unknown>>;
  /** The fields whose change the audit row lists. */
  tracked: ReadonlyArray<K>;
  /** The public address of a slug (for the 301 of a renamed published record). */
  path: (slug: string) => string;
  /** The answer when the slug belongs to another record. */
  slugRefused: () => SaveResult<never>;
};

export async function savePlainContent<T extends PlainTable, K extends string>(
  db: Db,
  actor: Actor,
  version: number,
  now: Date,
  save: PlainSave<T, K>,
): Promise<SaveResult<{ id: number; version: number }>> {
  const { before, slug } = save;
  if (await slugTaken(db, save.table, slug, before.id)) return save.slugRefused();
  const values = save.values(await renderedContent(db, save.table, save.content));
  const renamed = before.slug !== slug && before.status === "published";
  try {
    const outcome = await saveVersioned(db, save.table, { id: before.id, version }, actor.id, values, {
      now,
      before: [revisionInsert(db, save.kind, before, save.snapshot)],
      after: [
        ...(renamed ? renameRedirectStatements(db, actor.id, save.path(before.slug), save.path(slug)) : []),
        auditInsert(db, {
          action: save.action,
          actor,
          target: { type: save.kind, id: before.id },
          details: { title: save.title, slug, changes: changedFields(before, values, save.tracked) },
        }),
        ...rebuildSearchIndexStatements(db),
      ],
    });
    return outcome.ok ? { ...outcome, id: before.id } : outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return save.slugRefused();
    throw error;
  }
}

export type PlainCreate<T extends PlainTable> = {
  table: T;
  kind: "service" | "page";
  action: AuditAction;
  slug: string;
  title: string;
  status: string;
  content: string;
  /** The row inserted, from the rendered body. */
  values: (rendered: Awaited<ReturnType<typeof renderedContent>>) => T["$inferInsert"];
  slugRefused: () => SaveResult<never>;
};

/** Creates a service or a page with its rendered body, audit row and search index in one batch. */
export async function createPlainContent<T extends PlainTable>(db: Db, actor: Actor, create: PlainCreate<T>): Promise<SaveResult<{ id: number }>> {
  const table: PlainTable = create.table;
  if (await slugTaken(db, table, create.slug)) return create.slugRefused();
  const values = create.values(await renderedContent(db, table, create.content));
  try {
    const { inserted } = await batchByName(db, {
      inserted: db.insert(table).values(values).returning({ id: table.id }),
      audit: auditInsert(db, {
        action: create.action,
        actor,
        target: { type: create.kind, id: sql`(select ${table.id} from ${table} where ${table.slug} = ${create.slug})` },
        details: { title: create.title, slug: create.slug, status: create.status },
      }),
      searchIndex: rebuildSearchIndexStatements(db),
    });
    return { ok: true, id: inserted[0].id };
  } catch (error) {
    if (isUniqueViolation(error)) return create.slugRefused();
    throw error;
  }
}
