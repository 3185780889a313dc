ALTER TABLE `datasets` ADD `read_rows` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `datasets` ADD `read_bytes` integer DEFAULT 0 NOT NULL;