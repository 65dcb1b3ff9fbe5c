CREATE TABLE `newsletter_suppressions` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `privacy_erasures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer,
	`email_hash` text NOT NULL,
	`plan` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`r2_done_at` integer,
	`finished_at` integer,
	FOREIGN KEY (`request_id`) REFERENCES `privacy_requests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `privacy_erasures_status_idx` ON `privacy_erasures` (`status`);--> statement-breakpoint
CREATE INDEX `privacy_erasures_email_hash_idx` ON `privacy_erasures` (`email_hash`);--> statement-breakpoint
CREATE TABLE `privacy_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` integer,
	`email_hash` text NOT NULL,
	`r2_key` text NOT NULL,
	`records` integer NOT NULL,
	`files` integer NOT NULL,
	`size` integer NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `privacy_requests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `privacy_exports_r2_key_unique` ON `privacy_exports` (`r2_key`);--> statement-breakpoint
CREATE INDEX `privacy_exports_email_hash_idx` ON `privacy_exports` (`email_hash`);--> statement-breakpoint
CREATE INDEX `privacy_exports_expires_idx` ON `privacy_exports` (`expires_at`);--> statement-breakpoint
CREATE TABLE `privacy_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`source` text DEFAULT 'staff' NOT NULL,
	`email` text,
	`phone` text,
	`email_hash` text NOT NULL,
	`received_at` integer NOT NULL,
	`due_on` text NOT NULL,
	`answered_at` integer,
	`outcome` text,
	`handled_by` integer,
	`created_by` integer,
	`reduced_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `privacy_requests_email_hash_idx` ON `privacy_requests` (`email_hash`);--> statement-breakpoint
CREATE INDEX `privacy_requests_due_idx` ON `privacy_requests` (`answered_at`,`due_on`);--> statement-breakpoint
CREATE INDEX `privacy_requests_received_idx` ON `privacy_requests` (`received_at`);--> statement-breakpoint
CREATE TABLE `retention_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ran_at` integer NOT NULL,
	`results` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retention_runs_ran_at_idx` ON `retention_runs` (`ran_at`);--> statement-breakpoint
DROP INDEX `contact_requests_email_idx`;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `phone_digits` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace("phone", ' ', ''), '.', ''), '-', ''), '(', ''), ')', ''), char(160), '')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `contact_requests_email_lower_idx` ON `contact_requests` (lower("email"));--> statement-breakpoint
CREATE INDEX `contact_requests_phone_digits_idx` ON `contact_requests` (`phone_digits`);--> statement-breakpoint
DROP INDEX `simulations_email_idx`;--> statement-breakpoint
ALTER TABLE `simulations` ADD `user_phone_digits` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace("user_phone", ' ', ''), '.', ''), '-', ''), '(', ''), ')', ''), char(160), '')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `simulations_email_lower_idx` ON `simulations` (lower("user_email"));--> statement-breakpoint
CREATE INDEX `simulations_phone_digits_idx` ON `simulations` (`user_phone_digits`);--> statement-breakpoint
DROP INDEX `terrain_requests_email_idx`;--> statement-breakpoint
CREATE INDEX `terrain_requests_email_lower_idx` ON `terrain_requests` (lower("email"));--> statement-breakpoint
DROP INDEX `visitor_info_email_idx`;--> statement-breakpoint
ALTER TABLE `visitor_info` ADD `phone_digits` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace("phone", ' ', ''), '.', ''), '-', ''), '(', ''), ')', ''), char(160), '')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `visitor_info_email_lower_idx` ON `visitor_info` (lower("email"));--> statement-breakpoint
CREATE INDEX `visitor_info_phone_digits_idx` ON `visitor_info` (`phone_digits`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_email_lower_idx` ON `audit_log` (lower("actor_email"));--> statement-breakpoint
CREATE INDEX `email_outbox_to_email_idx` ON `email_outbox` (lower("to" ->> '$[0].email'));--> statement-breakpoint
CREATE INDEX `email_outbox_reply_to_email_idx` ON `email_outbox` (lower("reply_to" ->> '$.email'));