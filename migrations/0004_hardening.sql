CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_user_idx` ON `staff_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `staff_sessions_expires_at_idx` ON `staff_sessions` (`expires_at`);--> statement-breakpoint
ALTER TABLE `simulations` ADD `wizard_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `simulations_wizard_id_unique` ON `simulations` (`wizard_id`);