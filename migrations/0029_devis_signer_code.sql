CREATE TABLE `devis_signer_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `devis_signer_codes_devis_idx` ON `devis_signer_codes` (`devis_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `devis_acceptances` ADD `signer_relation` text;--> statement-breakpoint
ALTER TABLE `devis_acceptances` ADD `code_sent_at` integer;--> statement-breakpoint
ALTER TABLE `devis_acceptances` ADD `code_verified_at` integer;