PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_simulations` (
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
	`construction_type` text,
	`location` text NOT NULL,
	`surface_batie` text,
	`terrain_superficie` text,
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
	`wizard_id` text,
	`status` text DEFAULT 'nouveau' NOT NULL,
	`status_changed_by` integer,
	`status_changed_at` integer,
	`owner_id` integer,
	`follow_up_on` text,
	`updated_by` integer,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`visitor_info_id`) REFERENCES `visitor_info`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`status_changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_simulations`("id", "public_token", "devis_number", "devis_date", "visitor_info_id", "user_email", "user_phone", "user_first_name", "user_last_name", "project_nature", "project_type", "construction_type", "location", "surface_batie", "terrain_superficie", "nombre_etages", "presence_sous_sol", "presence_eau", "date_debut_projet", "accessibilite_site", "urgence_mission", "description", "type_terrain_connu", "services", "services_details", "total_ht", "total_ttc", "contact_requested", "wizard_id", "status", "status_changed_by", "status_changed_at", "owner_id", "follow_up_on", "updated_by", "version", "created_at", "updated_at") SELECT "id", "public_token", "devis_number", "devis_date", "visitor_info_id", "user_email", "user_phone", "user_first_name", "user_last_name", "project_nature", "project_type", "construction_type", "location", "surface_batie", "terrain_superficie", "nombre_etages", "presence_sous_sol", "presence_eau", "date_debut_projet", "accessibilite_site", "urgence_mission", "description", "type_terrain_connu", "services", "services_details", "total_ht", "total_ttc", "contact_requested", "wizard_id", "status", "status_changed_by", "status_changed_at", "owner_id", "follow_up_on", "updated_by", "version", "created_at", "updated_at" FROM `simulations`;--> statement-breakpoint
DROP TABLE `simulations`;--> statement-breakpoint
ALTER TABLE `__new_simulations` RENAME TO `simulations`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `simulations_public_token_unique` ON `simulations` (`public_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `simulations_devis_number_unique` ON `simulations` (`devis_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `simulations_wizard_id_unique` ON `simulations` (`wizard_id`);--> statement-breakpoint
CREATE INDEX `simulations_created_at_idx` ON `simulations` (`created_at`);--> statement-breakpoint
CREATE INDEX `simulations_status_idx` ON `simulations` (`status`);--> statement-breakpoint
CREATE INDEX `simulations_email_idx` ON `simulations` (`user_email`);--> statement-breakpoint
CREATE INDEX `simulations_owner_idx` ON `simulations` (`owner_id`);--> statement-breakpoint
CREATE INDEX `simulations_follow_up_idx` ON `simulations` (`follow_up_on`);--> statement-breakpoint
ALTER TABLE `simulator_services` ADD `rules` text;