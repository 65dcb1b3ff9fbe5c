import { sql } from "drizzle-orm";
import { ROUTE_PAGES } from "./route-pages";

/**
 * A string constant of this code base as an SQL literal. Drizzle's D1 batch cannot bind the
 * parameters of a `db.run(sql…)` statement, and these statements run in batches.
 */
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

export type SqlRunner<R> = { run(query: ReturnType<typeof sql>): R };

/**
 * Statements that rebuild the full-text index from published content. Pure SQL
 * (insert … select), so they also run through the seed CLI's SQL recorder.
 */
export function rebuildSearchIndexStatements<R>(db: SqlRunner<R>) {
  return [
    db.run(sql`delete from search_index`),
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'article', slug, '/actualites/' || slug, title, excerpt || ' ' || content || ' ' || coalesce(tags, '')
      from blog_posts where status = 'published'`),
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'service', slug, '/services/' || slug, title, short_description || ' ' || content || ' ' || coalesce(faq, '')
      from services where status = 'published'`),
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'page', slug, '/' || slug, title, coalesce(meta_description, '') || ' ' || content
      from pages where status = 'published'`),
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'region', slug, '/regions/' || slug, name, description || ' ' || intro || ' ' || geological_context
      from regions`),
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'department', code, '/departements/' || code, name || ' (' || code || ')', description || ' ' || geological_context
      from departments`),
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'city', slug, '/villes/' || slug, name, zip_code || ' ' || description || ' ' || geological_context
      from cities`),
    // Published project references, found on /references; the seed's fictitious examples are
    // not offered by the search (docs/decisions/753).
    db.run(sql`insert into search_index (kind, ref, url, title, body)
      select 'reference', cast(r.id as text), '/references#reference-' || r.id, r.title, c.name || ' ' || r.year || ' ' || replace(replace(replace(r.missions, '"', ''), '[', ''), ']', '') || ' ' || r.text
      from project_references r join cities c on c.id = r.city_id where r.is_published = 1 and r.is_example = 0`),
    // The simulator, the contact page and /mon-terrain are routes, not stored pages (docs/decisions/721).
    ...Object.values(ROUTE_PAGES).map((page) =>
      db.run(sql`insert into search_index (kind, ref, url, title, body)
        values ('page', ${literal(page.ref)}, ${literal(page.url)}, ${literal(page.title)}, ${literal(`${page.description} ${page.keywords}`)})`),
    ),
  ] as const;
}
