-- Knowledge search moves in-process (decision 0045): each chunk keeps its analysed terms as one JSON text
-- ([[term, tf], ...]) that a process reads to build its index, instead of one postings row per term.
ALTER TABLE "knowledge_chunks" ADD COLUMN "term_vector" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE "knowledge_chunks" c SET "term_vector" = coalesce(
  (SELECT json_agg(json_build_array(p."term", p."tf") ORDER BY p."term")::text
     FROM "knowledge_postings" p WHERE p."chunk_id" = c."id"),
  '[]');--> statement-breakpoint
DROP TABLE "knowledge_postings";--> statement-breakpoint
-- The chunk's embedding (float32, little-endian) when an embedding model is configured; null otherwise.
ALTER TABLE "knowledge_chunks" ADD COLUMN "embedding" bytea;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_team_idx" ON "knowledge_chunks" USING btree ("team_id");--> statement-breakpoint
-- The team's index generation: bumped in the same transaction as every change to what search reads.
ALTER TABLE "knowledge_stats" ADD COLUMN "generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The generation at which each item last changed for search, so a process catches up item by item.
CREATE TABLE "knowledge_index_changes" (
	"team_id" text NOT NULL,
	"item_id" text NOT NULL,
	"generation" bigint NOT NULL,
	CONSTRAINT "knowledge_index_changes_pk" PRIMARY KEY("team_id","item_id")
);--> statement-breakpoint
CREATE INDEX "knowledge_index_changes_team_generation_idx" ON "knowledge_index_changes" USING btree ("team_id","generation");
