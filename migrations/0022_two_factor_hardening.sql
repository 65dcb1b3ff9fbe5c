CREATE TABLE `staff_pending_sign_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_pending_sign_ins_user_idx` ON `staff_pending_sign_ins` (`user_id`);--> statement-breakpoint
CREATE INDEX `staff_pending_sign_ins_expires_at_idx` ON `staff_pending_sign_ins` (`expires_at`);--> statement-breakpoint
ALTER TABLE `staff_two_factor` ADD `failed_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `staff_two_factor` ADD `failed_window_start` integer;--> statement-breakpoint
ALTER TABLE `staff_two_factor` ADD `locked_at` integer;