ALTER TABLE "knowledge_items" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "url" text DEFAULT '' NOT NULL;
