ALTER TABLE `blog_posts` ADD `content_render_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `content_render_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `services` ADD `content_render_version` integer DEFAULT 0 NOT NULL;