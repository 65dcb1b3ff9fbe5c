import { batchByName } from "~/db/batch.server";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { isUniqueViolation } from "~/lib/admin/uniqueness.server";
import { testimonials } from "~/db/schema";
import { changedFields } from "~/lib/admin/changes";
import { saveVersioned } from "~/lib/admin/concurrency.server";
import { invalidField, type SaveResult } from "~/lib/admin/save";
import type { Actor } from "~/lib/auth/actor";
import { type ListPage, listPage, type ListQuery, offsetOf } from "~/lib/admin/list";
import { textSearch } from "~/lib/admin/search.server";
import { auditInsert } from "~/lib/audit/audit.server";
import { TESTIMONIAL_MESSAGES, type TestimonialInput } from "./testimonial-schema";

export function activeTestimonialsQuery(db: Db, limit = 3) {
  return db
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      author: testimonials.author,
      position: testimonials.position,
      company: testimonials.company,
    })
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.displayOrder), asc(testimonials.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------
// Back-office (/admin/testimonials)
// ---------------------------------------------------------------------------

export type TestimonialRow = typeof testimonials.$inferSelect;

/** In display order (the order of the home page), searchable on quote, author and company. */
export async function listTestimonials(db: Db, query: ListQuery<"active">): Promise<ListPage<TestimonialRow>> {
  const active = query.filters.active === "oui" ? true : query.filters.active === "non" ? false : undefined;
  const where = and(
    textSearch([testimonials.quote, testimonials.author, testimonials.company, testimonials.position], query.q),
    active === undefined ? undefined : eq(testimonials.isActive, active),
  );
  const { rows, totals } = await batchByName(db, {
    rows: db.select().from(testimonials).where(where).orderBy(asc(testimonials.displayOrder), asc(testimonials.id)).limit(query.pageSize).offset(offsetOf(query)),
    totals: db.select({ total: count() }).from(testimonials).where(where),
  });
  return listPage(rows, totals[0]?.total ?? 0, query);
}

export async function getTestimonial(db: Db, id: number) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

function values(input: TestimonialInput) {
  return {
    quote: input.quote,
    author: input.author,
    position: input.position,
    company: input.company,
    isActive: input.isActive,
    displayOrder: input.displayOrder,
  };
}

/** The same quote twice (a unique index) is refused on the quote. */
const duplicate = () => invalidField("quote", TESTIMONIAL_MESSAGES.duplicate);

export async function createTestimonial(db: Db, actor: Actor, input: TestimonialInput): Promise<SaveResult> {
  try {
    await db.batch([
      db.insert(testimonials).values({ ...values(input), updatedBy: actor.id }),
      auditInsert(db, {
        action: "testimonial.create",
        actor,
        target: { type: "testimonial", id: sql`(select ${testimonials.id} from ${testimonials} where ${testimonials.quote} = ${input.quote})` },
        details: { author: input.author, isActive: input.isActive },
      }),
    ]);
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate();
    throw error;
  }
}

export async function updateTestimonial(db: Db, actor: Actor, id: number, version: number, input: TestimonialInput, now = new Date()): Promise<SaveResult<{ version: number }>> {
  const before = await getTestimonial(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  const next = values(input);
  try {
    return await saveVersioned(db, testimonials, { id, version }, actor.id, next, {
      now,
      after: [
        auditInsert(db, {
          action: "testimonial.update",
          actor,
          target: { type: "testimonial", id },
          details: { author: input.author, changes: changedFields(before, next, ["quote", "author", "position", "company", "isActive", "displayOrder"]) },
        }),
      ],
    });
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate();
    throw error;
  }
}

export async function deleteTestimonial(db: Db, actor: Actor, id: number): Promise<boolean> {
  const before = await getTestimonial(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(testimonials).where(eq(testimonials.id, id)),
    auditInsert(db, { action: "testimonial.delete", actor, target: { type: "testimonial", id }, details: { author: before.author, quote: before.quote.slice(0, 200) } }),
  ]);
  return true;
}
