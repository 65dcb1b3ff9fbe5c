CREATE TABLE `cgv_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version` integer NOT NULL,
	`content` text NOT NULL,
	`sha256` text NOT NULL,
	`published_at` integer NOT NULL,
	`published_by` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cgv_versions_version_unique` ON `cgv_versions` (`version`);--> statement-breakpoint
ALTER TABLE `devis` ADD `cgv_version` integer;--> statement-breakpoint
ALTER TABLE `devis` ADD `cgv_sha256` text;--> statement-breakpoint
ALTER TABLE `devis_acceptances` ADD `cgv_version` integer;--> statement-breakpoint
ALTER TABLE `devis_acceptances` ADD `cgv_sha256` text;