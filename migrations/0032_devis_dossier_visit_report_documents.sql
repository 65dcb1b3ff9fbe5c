CREATE TABLE `devis_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`filename` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devis_documents_r2_key_unique` ON `devis_documents` (`r2_key`);--> statement-breakpoint
CREATE INDEX `devis_documents_devis_idx` ON `devis_documents` (`devis_id`);--> statement-breakpoint
CREATE TABLE `devis_interventions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`sequence` integer NOT NULL,
	`day` text NOT NULL,
	`window` text NOT NULL,
	`engineer_id` integer,
	`access_notes` text DEFAULT '' NOT NULL,
	`client_presence` integer DEFAULT false NOT NULL,
	`dt_declared_on` text,
	`dt_answered_on` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by` integer,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devis_interventions_devis_sequence_unique` ON `devis_interventions` (`devis_id`,`sequence`);--> statement-breakpoint
CREATE TABLE `devis_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`filename` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`uploaded_at` integer NOT NULL,
	`uploaded_by` integer,
	`delivered_at` integer,
	`delivered_by` integer,
	`first_download_at` integer,
	`first_download_ip` text,
	`first_download_user_agent` text,
	`downloads` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devis_reports_r2_key_unique` ON `devis_reports` (`r2_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `devis_reports_devis_unique` ON `devis_reports` (`devis_id`);