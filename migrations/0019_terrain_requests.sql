CREATE TABLE `terrain_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`consent_at` integer NOT NULL,
	`address` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`city_code` text NOT NULL,
	`city` text NOT NULL,
	`postcode` text NOT NULL,
	`risks` text NOT NULL,
	`status` text DEFAULT 'nouveau' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `terrain_requests_created_at_idx` ON `terrain_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `terrain_requests_email_idx` ON `terrain_requests` (`email`);