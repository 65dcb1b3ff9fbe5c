CREATE TABLE `devis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'brouillon' NOT NULL,
	`owner_id` integer,
	`created_by` integer,
	`source_kind` text,
	`source_id` integer,
	`estimate_reference` text,
	`client_type` text DEFAULT 'particulier' NOT NULL,
	`client_name` text DEFAULT '' NOT NULL,
	`client_company` text DEFAULT '' NOT NULL,
	`client_email` text DEFAULT '' NOT NULL,
	`client_phone` text DEFAULT '' NOT NULL,
	`client_phone_digits` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace("client_phone", ' ', ''), '.', ''), '-', ''), '(', ''), ')', ''), char(160), '')) VIRTUAL,
	`client_address` text DEFAULT '' NOT NULL,
	`site_street` text DEFAULT '' NOT NULL,
	`site_postcode` text DEFAULT '' NOT NULL,
	`site_city` text DEFAULT '' NOT NULL,
	`site_insee_code` text,
	`clay_level` text,
	`clay_source` text,
	`clay_read_on` text,
	`project_nature` text,
	`project_description` text DEFAULT '' NOT NULL,
	`lines` text DEFAULT '[]' NOT NULL,
	`discount_label` text DEFAULT '' NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`total_ht_cents` integer DEFAULT 0 NOT NULL,
	`tva_cents` integer DEFAULT 0 NOT NULL,
	`total_ttc_cents` integer DEFAULT 0 NOT NULL,
	`validity_months` integer DEFAULT 2 NOT NULL,
	`payment_terms` text DEFAULT '' NOT NULL,
	`delivery_weeks` integer,
	`note` text DEFAULT '' NOT NULL,
	`client_reminder` integer DEFAULT true NOT NULL,
	`sent_at` integer,
	`sent_by` integer,
	`valid_until` text,
	`token_hash` text,
	`token_sealed` text,
	`letterhead` text,
	`pdf_key` text,
	`pdf_sha256` text,
	`consulted_at` integer,
	`answered_at` integer,
	`refusal_reason` text,
	`refusal_comment` text,
	`signed_pdf_key` text,
	`signed_pdf_sha256` text,
	`client_reminded_at` integer,
	`owner_reminded_at` integer,
	`closed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_by` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devis_number_revision_unique` ON `devis` (`number`,`revision`);--> statement-breakpoint
CREATE UNIQUE INDEX `devis_token_hash_unique` ON `devis` (`token_hash`);--> statement-breakpoint
CREATE INDEX `devis_status_idx` ON `devis` (`status`);--> statement-breakpoint
CREATE INDEX `devis_owner_idx` ON `devis` (`owner_id`);--> statement-breakpoint
CREATE INDEX `devis_source_idx` ON `devis` (`source_kind`,`source_id`);--> statement-breakpoint
CREATE INDEX `devis_sent_at_idx` ON `devis` (`sent_at`);--> statement-breakpoint
CREATE INDEX `devis_valid_until_idx` ON `devis` (`valid_until`);--> statement-breakpoint
CREATE INDEX `devis_client_email_lower_idx` ON `devis` (lower("client_email"));--> statement-breakpoint
CREATE INDEX `devis_client_phone_digits_idx` ON `devis` (`client_phone_digits`);--> statement-breakpoint
CREATE TABLE `devis_acceptances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`number` text NOT NULL,
	`revision` integer NOT NULL,
	`pdf_sha256` text NOT NULL,
	`signer_name` text NOT NULL,
	`signer_quality` text NOT NULL,
	`withdrawal_choice` text,
	`accepted_at` integer NOT NULL,
	`ip` text,
	`user_agent` text,
	`signed_pdf_key` text NOT NULL,
	`signed_pdf_sha256` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devis_acceptances_devis_unique` ON `devis_acceptances` (`devis_id`);--> statement-breakpoint
CREATE TABLE `devis_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`type` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`author_id` integer,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `devis_events_devis_idx` ON `devis_events` (`devis_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `simulator_services` ADD `programme` text;