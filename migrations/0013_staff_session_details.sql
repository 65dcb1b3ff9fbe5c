ALTER TABLE `staff_sessions` ADD `last_seen_at` integer;--> statement-breakpoint
ALTER TABLE `staff_sessions` ADD `user_agent` text;--> statement-breakpoint
ALTER TABLE `staff_sessions` ADD `country` text;--> statement-breakpoint
ALTER TABLE `staff_sessions` ADD `city` text;