CREATE TABLE "knowledge_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL REFERENCES "teams"("id"),
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_categories_team_idx" ON "knowledge_categories" USING btree ("team_id");--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL REFERENCES "teams"("id"),
	"owner_id" text NOT NULL REFERENCES "users"("id"),
	"session_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"schedule" integer DEFAULT 0 NOT NULL,
	"is_allow_retry" boolean DEFAULT false NOT NULL,
	"err_msg" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sha1" text DEFAULT '' NOT NULL,
	"source_key" text NOT NULL,
	"file_id" text REFERENCES "files"("id") ON DELETE SET NULL,
	"edit_flag" boolean DEFAULT false NOT NULL,
	"edit_draft" text DEFAULT '' NOT NULL,
	"check_status" integer DEFAULT 0 NOT NULL,
	"thumbnails_url" text DEFAULT '' NOT NULL,
	"c_id" text DEFAULT '0' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"name_update_flag" boolean DEFAULT false NOT NULL,
	"chunk_type" integer DEFAULT 3 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_items_team_source_unique" ON "knowledge_items" USING btree ("team_id","source_key");--> statement-breakpoint
CREATE INDEX "knowledge_items_team_updated_idx" ON "knowledge_items" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL REFERENCES "knowledge_items"("id") ON DELETE CASCADE,
	"team_id" text NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"tokens" integer NOT NULL,
	"length" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"file_id" text,
	"page" integer,
	"quote" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_chunks_item_seq_unique" ON "knowledge_chunks" USING btree ("item_id","seq");--> statement-breakpoint
CREATE TABLE "knowledge_postings" (
	"term" text NOT NULL,
	"chunk_id" text NOT NULL REFERENCES "knowledge_chunks"("id") ON DELETE CASCADE,
	"team_id" text NOT NULL,
	"tf" integer NOT NULL,
	"length" integer NOT NULL,
	CONSTRAINT "knowledge_postings_pk" PRIMARY KEY("team_id","term","chunk_id")
);
--> statement-breakpoint
CREATE INDEX "knowledge_postings_chunk_idx" ON "knowledge_postings" USING btree ("chunk_id");--> statement-breakpoint
CREATE TABLE "knowledge_stats" (
	"team_id" text PRIMARY KEY NOT NULL,
	"chunks" bigint DEFAULT 0 NOT NULL,
	"total_length" bigint DEFAULT 0 NOT NULL
);
