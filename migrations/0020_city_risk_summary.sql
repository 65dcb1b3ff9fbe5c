ALTER TABLE `cities` ADD `insee_code` text;--> statement-breakpoint
ALTER TABLE `cities` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `cities` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `cities` ADD `risk_summary_mode` text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE `cities` ADD `risk_summary_text` text DEFAULT '' NOT NULL;