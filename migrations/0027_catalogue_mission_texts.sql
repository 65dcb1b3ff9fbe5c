ALTER TABLE `simulator_services` ADD `deliverables` text;--> statement-breakpoint
ALTER TABLE `simulator_services` ADD `exclusions` text;--> statement-breakpoint
ALTER TABLE `simulator_services` ADD `client_inputs` text;--> statement-breakpoint
ALTER TABLE `simulator_services` ADD `delivery_weeks` integer;--> statement-breakpoint
ALTER TABLE `simulator_services` ADD `decennial` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- data statements (keep at merge)
-- The mediator's website defaulted to a government page that is not the mediator's: cleared, so
-- the devis check asks for the real one (docs/decisions/637-mediator-complete.md).
UPDATE `settings` SET `value` = '' WHERE `section` = 'mediator' AND `key` = 'website' AND `value` = 'https://www.economie.gouv.fr/mediation-conso';
