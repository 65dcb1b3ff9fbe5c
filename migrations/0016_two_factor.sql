CREATE TABLE `staff_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_recovery_codes_hash_unique` ON `staff_recovery_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `staff_recovery_codes_user_idx` ON `staff_recovery_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `staff_two_factor` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`secret_ciphertext` text NOT NULL,
	`enabled_at` integer,
	`last_used_step` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
