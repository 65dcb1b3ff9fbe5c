-- Full-text index of public content (articles, services, pages, regions, departments, cities).
-- drizzle-kit cannot model FTS5 virtual tables, hence this custom migration.
-- Rows are (re)written by app/lib/search when content changes; accents and case are folded.
CREATE VIRTUAL TABLE `search_index` USING fts5(
	`kind` UNINDEXED,
	`ref` UNINDEXED,
	`url` UNINDEXED,
	`title`,
	`body`,
	tokenize = 'unicode61 remove_diacritics 2'
);
