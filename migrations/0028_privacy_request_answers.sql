ALTER TABLE `privacy_requests` ADD `acted_at` integer;--> statement-breakpoint
ALTER TABLE `privacy_requests` ADD `identity_check` text;--> statement-breakpoint
ALTER TABLE `privacy_requests` ADD `acknowledged_at` integer;--> statement-breakpoint
ALTER TABLE `privacy_requests` ADD `answer_kind` text;--> statement-breakpoint
ALTER TABLE `privacy_requests` ADD `answer_text` text;--> statement-breakpoint
-- data statements (keep at merge)
-- A request answered before this version was acted on when it was marked answered.
UPDATE `privacy_requests` SET `acted_at` = `answered_at` WHERE `answered_at` IS NOT NULL AND `acted_at` IS NULL;
