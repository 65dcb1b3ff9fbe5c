CREATE TABLE `devis_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`devis_id` integer NOT NULL,
	`kind` text NOT NULL,
	`paid_on` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`mode` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`devis_id`) REFERENCES `devis`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `devis_payments_devis_kind_unique` ON `devis_payments` (`devis_id`,`kind`);--> statement-breakpoint
ALTER TABLE `devis` ADD `deposit_percent` integer;--> statement-breakpoint
ALTER TABLE `devis` ADD `deposit_due_cents` integer;--> statement-breakpoint
ALTER TABLE `devis` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `devis` ADD `withdrawn_on` text;--> statement-breakpoint
ALTER TABLE `devis` ADD `withdrawal_channel` text;--> statement-breakpoint
ALTER TABLE `devis` ADD `refund_kept_cents` integer;--> statement-breakpoint
ALTER TABLE `devis` ADD `refund_reason` text;