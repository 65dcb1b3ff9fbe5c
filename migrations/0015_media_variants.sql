ALTER TABLE `media` ADD `variants` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `media` ADD `original_key` text;--> statement-breakpoint
ALTER TABLE `media` ADD `decorative` integer DEFAULT false NOT NULL;