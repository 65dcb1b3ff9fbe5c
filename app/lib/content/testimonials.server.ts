import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { testimonials } from "~/db/schema";

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
