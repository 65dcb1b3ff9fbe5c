CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`actor_email` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_at_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`);--> statement-breakpoint
CREATE TABLE `blog_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_categories_slug_unique` ON `blog_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`featured_image` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`category_id` integer,
	`tags` text DEFAULT '[]' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`seo_keywords` text,
	`author_id` integer,
	`highlighted` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer,
	FOREIGN KEY (`category_id`) REFERENCES `blog_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_published_idx` ON `blog_posts` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`category_id`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`department_id` integer NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`population` integer,
	`area_km2` real,
	`description` text DEFAULT '' NOT NULL,
	`geological_context` text DEFAULT '' NOT NULL,
	`key_services` text DEFAULT '[]' NOT NULL,
	`references` text DEFAULT '[]' NOT NULL,
	`testimonials` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`department_id`) REFERENCES `departments`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_slug_unique` ON `cities` (`slug`);--> statement-breakpoint
CREATE INDEX `cities_department_idx` ON `cities` (`department_id`);--> statement-breakpoint
CREATE INDEX `cities_zip_idx` ON `cities` (`zip_code`);--> statement-breakpoint
CREATE TABLE `contact_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`original_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `contact_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_attachments_r2_key_unique` ON `contact_attachments` (`r2_key`);--> statement-breakpoint
CREATE INDEX `contact_attachments_request_idx` ON `contact_attachments` (`request_id`);--> statement-breakpoint
CREATE TABLE `contact_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`profession` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`user_agent` text,
	`status` text DEFAULT 'nouveau' NOT NULL,
	`status_changed_by` integer,
	`status_changed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`status_changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_requests_reference_unique` ON `contact_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `contact_requests_created_at_idx` ON `contact_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_requests_status_idx` ON `contact_requests` (`status`);--> statement-breakpoint
CREATE INDEX `contact_requests_email_idx` ON `contact_requests` (`email`);--> statement-breakpoint
CREATE TABLE `departments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`region_id` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`geological_context` text DEFAULT '' NOT NULL,
	`key_services` text DEFAULT '[]' NOT NULL,
	`specific_risks` text DEFAULT '[]' NOT NULL,
	`specific_services` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `regions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `departments_code_unique` ON `departments` (`code`);--> statement-breakpoint
CREATE INDEX `departments_region_idx` ON `departments` (`region_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`type` text NOT NULL,
	`to` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`attachments` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`transport` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`related_type` text,
	`related_id` integer,
	`claimed_at` integer,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_message_id_unique` ON `email_outbox` (`message_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`);--> statement-breakpoint
CREATE INDEX `email_outbox_created_at_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_related_idx` ON `email_outbox` (`related_type`,`related_id`);--> statement-breakpoint
CREATE TABLE `media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`r2_key` text NOT NULL,
	`name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`width` integer,
	`height` integer,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_r2_key_unique` ON `media` (`r2_key`);--> statement-breakpoint
CREATE INDEX `media_created_at_idx` ON `media` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token` text NOT NULL,
	`consent_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`source` text DEFAULT 'actualites' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token_unique` ON `newsletter_subscribers` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_lower_unique` ON `newsletter_subscribers` (lower("email"));--> statement-breakpoint
CREATE TABLE `not_found_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`path` text NOT NULL,
	`referrer` text,
	`search_term` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `not_found_events_day_idx` ON `not_found_events` (`day`);--> statement-breakpoint
CREATE TABLE `page_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`fields_config` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_types_name_unique` ON `page_types` (`name`);--> statement-breakpoint
CREATE TABLE `page_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`path` text NOT NULL,
	`title` text,
	`page_type` text NOT NULL,
	`visitor_id` text NOT NULL,
	`is_new_visitor` integer DEFAULT false NOT NULL,
	`source` text DEFAULT 'direct' NOT NULL,
	`referrer_host` text,
	`region` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_views_day_idx` ON `page_views` (`day`);--> statement-breakpoint
CREATE INDEX `page_views_created_at_idx` ON `page_views` (`created_at`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`seo_keywords` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`featured_image` text,
	`page_type_id` integer,
	`is_in_navigation` integer DEFAULT false NOT NULL,
	`noindex` integer DEFAULT false NOT NULL,
	`author_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`page_type_id`) REFERENCES `page_types`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pages_slug_unique` ON `pages` (`slug`);--> statement-breakpoint
CREATE INDEX `pages_status_idx` ON `pages` (`status`);--> statement-breakpoint
CREATE INDEX `pages_created_at_idx` ON `pages` (`created_at`);--> statement-breakpoint
CREATE TABLE `redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_path` text NOT NULL,
	`to_path` text NOT NULL,
	`status_code` integer DEFAULT 301 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_from_path_unique` ON `redirects` (`from_path`);--> statement-breakpoint
CREATE TABLE `regions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`geological_context` text DEFAULT '' NOT NULL,
	`key_services` text DEFAULT '[]' NOT NULL,
	`specific_risks` text DEFAULT '[]' NOT NULL,
	`specific_services` text DEFAULT '[]' NOT NULL,
	`specific_challenges` text DEFAULT '[]' NOT NULL,
	`key_projects` text DEFAULT '[]' NOT NULL,
	`case_studies` text DEFAULT '[]' NOT NULL,
	`metropolitan` integer DEFAULT true NOT NULL,
	`area_km2` real,
	`population` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `regions_code_unique` ON `regions` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `regions_slug_unique` ON `regions` (`slug`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`featured_image` text,
	`icon` text DEFAULT 'layers' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`faq` text DEFAULT '[]' NOT NULL,
	`related_links` text DEFAULT '[]' NOT NULL,
	`service_type` text DEFAULT 'Étude géotechnique' NOT NULL,
	`service_output` text,
	`estimated_duration` text,
	`area_served` text DEFAULT '[]' NOT NULL,
	`price_amount` integer,
	`price_currency` text DEFAULT 'EUR' NOT NULL,
	`price_valid_until` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `services_slug_unique` ON `services` (`slug`);--> statement-breakpoint
CREATE INDEX `services_status_order_idx` ON `services` (`status`,`display_order`);--> statement-breakpoint
CREATE TABLE `settings` (
	`section` text NOT NULL,
	`key` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`section`, `key`)
);
--> statement-breakpoint
CREATE TABLE `simulations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_token` text NOT NULL,
	`devis_number` text NOT NULL,
	`devis_date` integer NOT NULL,
	`visitor_info_id` integer,
	`user_email` text NOT NULL,
	`user_phone` text NOT NULL,
	`user_first_name` text NOT NULL,
	`user_last_name` text NOT NULL,
	`project_nature` text NOT NULL,
	`project_type` text NOT NULL,
	`construction_type` text NOT NULL,
	`location` text NOT NULL,
	`surface_batie` text NOT NULL,
	`terrain_superficie` text NOT NULL,
	`nombre_etages` text,
	`presence_sous_sol` integer DEFAULT false NOT NULL,
	`presence_eau` integer DEFAULT false NOT NULL,
	`date_debut_projet` text,
	`accessibilite_site` text,
	`urgence_mission` integer DEFAULT false NOT NULL,
	`description` text,
	`type_terrain_connu` text,
	`services` text DEFAULT '[]' NOT NULL,
	`services_details` text DEFAULT '[]' NOT NULL,
	`total_ht` integer NOT NULL,
	`total_ttc` integer NOT NULL,
	`contact_requested` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'nouveau' NOT NULL,
	`status_changed_by` integer,
	`status_changed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`visitor_info_id`) REFERENCES `visitor_info`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`status_changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `simulations_public_token_unique` ON `simulations` (`public_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `simulations_devis_number_unique` ON `simulations` (`devis_number`);--> statement-breakpoint
CREATE INDEX `simulations_created_at_idx` ON `simulations` (`created_at`);--> statement-breakpoint
CREATE INDEX `simulations_status_idx` ON `simulations` (`status`);--> statement-breakpoint
CREATE INDEX `simulations_email_idx` ON `simulations` (`user_email`);--> statement-breakpoint
CREATE TABLE `simulator_services` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`base_price` integer NOT NULL,
	`mandatory` integer DEFAULT false NOT NULL,
	`recommended_for` text DEFAULT '[]' NOT NULL,
	`service_slug` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_stats` (
	`date` text PRIMARY KEY NOT NULL,
	`page_views` integer DEFAULT 0 NOT NULL,
	`unique_visitors` integer DEFAULT 0 NOT NULL,
	`new_visitors` integer DEFAULT 0 NOT NULL,
	`total_visits` integer DEFAULT 0 NOT NULL,
	`top_pages` text DEFAULT '[]' NOT NULL,
	`data` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote` text NOT NULL,
	`author` text NOT NULL,
	`position` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `testimonials_quote_unique` ON `testimonials` (`quote`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'author' NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`session_version` integer DEFAULT 1 NOT NULL,
	`last_sign_in_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE TABLE `visitor_info` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`consent_cgu` integer NOT NULL,
	`consent_at` integer NOT NULL,
	`user_agent` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_info_email_idx` ON `visitor_info` (`email`);--> statement-breakpoint
CREATE INDEX `visitor_info_created_at_idx` ON `visitor_info` (`created_at`);