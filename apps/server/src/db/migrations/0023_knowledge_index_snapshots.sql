-- A team's in-process search index in compact binary form, with the generation it reflects (decision 0045):
-- a process with nothing cached loads it and reads only the items changed since, instead of every chunk.
-- The bytes are stored as base64 text: PGlite converts bytea through hex one byte at a time (seconds for
-- a few MB), base64 converts natively on both databases.
CREATE TABLE "knowledge_index_snapshots" (
	"team_id" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Stored out of line uncompressed: base64 of packed integers barely compresses, and compressing it costs
-- seconds per snapshot in PGlite (WASM).
ALTER TABLE "knowledge_index_snapshots" ALTER COLUMN "data" SET STORAGE EXTERNAL;
