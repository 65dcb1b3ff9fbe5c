CREATE TABLE `lead_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`type` text NOT NULL,
	`author_id` integer,
	`body` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_events_lead_idx` ON `lead_events` (`kind`,`lead_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `owner_id` integer;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_requests_owner_idx` ON `contact_requests` (`owner_id`);--> statement-breakpoint
CREATE INDEX `contact_requests_follow_up_idx` ON `contact_requests` (`follow_up_on`);--> statement-breakpoint
ALTER TABLE `simulations` ADD `owner_id` integer;--> statement-breakpoint
ALTER TABLE `simulations` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `simulations` ADD `updated_by` integer;--> statement-breakpoint
ALTER TABLE `simulations` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `simulations_owner_idx` ON `simulations` (`owner_id`);--> statement-breakpoint
CREATE INDEX `simulations_follow_up_idx` ON `simulations` (`follow_up_on`);