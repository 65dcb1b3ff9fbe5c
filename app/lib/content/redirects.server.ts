import { batchByName } from "~/db/batch.server";
import { count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { isUniqueViolation } from "~/lib/admin/uniqueness.server";
import { redirects } from "~/db/schema";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { localPathError } from "~/lib/http/link-targets";
import { normalisePath, REDIRECT_MESSAGES, type RedirectInput, targetPath } from "./redirect-schema";

/**
 * Statements (for the batch that saves a renamed public page) that keep its old address
 * working: a 301 from the old path, older rules re-pointed to the new path (no chain), and
 * none left from the new path (no loop).
 */
export function renameRedirectStatements(db: Db, actorId: number, from: string, to: string): Array<BatchItem<"sqlite">> {
  return [
    db.delete(redirects).where(eq(redirects.fromPath, to)),
    db.update(redirects).set({ toPath: to, updatedBy: actorId }).where(eq(redirects.toPath, from)),
    db
      .insert(redirects)
      .values({ fromPath: from, toPath: to, statusCode: 301, updatedBy: actorId })
      .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, statusCode: 301, updatedBy: actorId, version: sql`${redirects.version} + 1` } }),
  ];
}

/** The statement (for the batch that deletes a public page) that drops the rules leading to it. */
export function redirectsToStatement(db: Db, path: string) {
  return db.delete(redirects).where(eq(redirects.toPath, path));
}

/** The rule of a missing path (with or without its trailing slash). */
export function redirectQuery(db: Db, path: string) {
  return db
    .select({ toPath: redirects.toPath, statusCode: redirects.statusCode })
    .from(redirects)
    .where(inArray(redirects.fromPath, [...new Set([path, normalisePath(path)])]))
    .limit(1);
}

// ---------------------------------------------------------------------------
// Back-office (/admin/redirects)
// ---------------------------------------------------------------------------

export type RedirectRow = typeof redirects.$inferSelect;

export async function listRedirects(db: Db, query: ListQuery): Promise<ListPage<RedirectRow>> {
  const where = textSearch([redirects.fromPath, redirects.toPath], query.q);
  const { rows, totals } = await batchByName(db, {
    rows: db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(desc(sql`coalesce(${redirects.updatedAt}, ${redirects.createdAt})`), desc(redirects.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(redirects).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, query);
}

export async function getRedirect(db: Db, id: number) {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
  return row ?? null;
}

/** Paths read by people: "/%C3%A9tude" shows as "/étude". */
export function readablePath(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** An address of this very site becomes a path (the rule then follows a change of domain). */
function localised(target: string, origin: string) {
  try {
    const url = new URL(target);
    if (url.origin === new URL(origin).origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // a path already
  }
  return target;
}

export type RuleProblem = { field: "fromPath" | "toPath"; message: string };

/**
 * Refuses a rule that would loop (A → A, A → B → A) or chain (A → B when B is itself
 * redirected, or X → A when A becomes a redirect): every old address must reach its
 * page in one hop.
 */
async function ruleProblem(db: Db, input: RedirectInput, exceptId?: number): Promise<RuleProblem | null> {
  // An address of this site became a path: it must be as safe as a typed one
  // ("https://site//evil.example" would otherwise become "//evil.example").
  const unsafe = input.toPath.startsWith("/") ? localPathError(input.toPath) : null;
  if (unsafe) return { field: "toPath", message: unsafe };
  const from = input.fromPath;
  const to = targetPath(input.toPath);
  const show = readablePath;
  if (to === from) return { field: "toPath", message: REDIRECT_MESSAGES.loop };
  const others = await db
    .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
    .from(redirects)
    .where(exceptId ? ne(redirects.id, exceptId) : undefined);
  if (others.some((rule) => rule.fromPath === from)) return { field: "fromPath", message: REDIRECT_MESSAGES.sourceTaken };
  const next = to ? others.find((rule) => rule.fromPath === to) : undefined;
  if (next && to) {
    if (targetPath(next.toPath) === from) {
      return {
        field: "toPath",
        message: `Boucle refusée : ${show(to)} redirige déjà vers ${show(from)}, les visiteurs tourneraient en rond (${show(from)} → ${show(to)} → ${show(from)}).`,
      };
    }
    return {
      field: "toPath",
      message: `Chaîne refusée : ${show(to)} est déjà redirigée vers ${show(next.toPath)}. Indiquez directement ${show(next.toPath)} comme destination.`,
    };
  }
  const previous = others.find((rule) => targetPath(rule.toPath) === from);
  if (previous) {
    return {
      field: "fromPath",
      message: `Chaîne refusée : ${show(from)} est la destination de la redirection ${show(previous.fromPath)} → ${show(from)}. Modifiez d'abord cette redirection pour qu'elle mène directement à ${show(input.toPath)}.`,
    };
  }
  return null;
}

const refused = (problem: RuleProblem) => invalidField(problem.field, problem.message);
const sourceTaken = () => invalidField("fromPath", REDIRECT_MESSAGES.sourceTaken);

/** `origin`: this site's address (a rule typed with it is stored as a path). */
type Deps = { db: Db; origin: string };

export async function createRedirect({ db, origin }: Deps, actor: Actor, raw: RedirectInput): Promise<SaveResult> {
  const input = { ...raw, toPath: localised(raw.toPath, origin) };
  const problem = await ruleProblem(db, input);
  if (problem) return refused(problem);
  try {
    await db.batch([
      db.insert(redirects).values({ ...input, updatedAt: new Date(), updatedBy: actor.id }),
      auditInsert(db, {
        action: "redirect.create",
        actor,
        target: { type: "redirect", id: sql`(select ${redirects.id} from ${redirects} where ${redirects.fromPath} = ${input.fromPath})` },
        details: input,
      }),
    ]);
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return sourceTaken();
    throw error;
  }
}

export async function updateRedirect(
  { db, origin }: Deps,
  actor: Actor,
  id: number,
  version: number,
  raw: RedirectInput,
  now = new Date(),
): Promise<SaveResult<{ version: number }>> {
  const before = await getRedirect(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const input = { fromPath: raw.fromPath, toPath: localised(raw.toPath, origin), statusCode: raw.statusCode };
  const problem = await ruleProblem(db, input, id);
  if (problem) return refused(problem);
  try {
    return await saveVersioned(db, redirects, { id, version }, actor.id, input, {
      now,
      after: [
        auditInsert(db, {
          action: "redirect.update",
          actor,
          target: { type: "redirect", id },
          details: { before: { fromPath: before.fromPath, toPath: before.toPath, statusCode: before.statusCode }, after: input },
        }),
      ],
    });
  } catch (error) {
    if (isUniqueViolation(error)) return sourceTaken();
    throw error;
  }
}

export async function deleteRedirect(db: Db, actor: Actor, id: number): Promise<boolean> {
  const before = await getRedirect(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(redirects).where(eq(redirects.id, id)),
    auditInsert(db, {
      action: "redirect.delete",
      actor,
      target: { type: "redirect", id },
      details: { fromPath: before.fromPath, toPath: before.toPath, statusCode: before.statusCode },
    }),
  ]);
  return true;
}
