ALTER TABLE `simulations` ADD `site` text;--> statement-breakpoint
ALTER TABLE `simulations` ADD `estimate_pdf_key` text;