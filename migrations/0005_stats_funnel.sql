CREATE TABLE `simulator_funnel` (
	`day` text NOT NULL,
	`visitor_id` text NOT NULL,
	`step` integer NOT NULL,
	`source` text DEFAULT 'direct' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`day`, `visitor_id`, `step`)
);
--> statement-breakpoint
CREATE INDEX `page_views_day_visitor_idx` ON `page_views` (`day`,`visitor_id`);