ALTER TABLE `report_exports` ADD `message_id` text REFERENCES messages(id);--> statement-breakpoint
ALTER TABLE `report_exports` ADD `chart_kind` text;