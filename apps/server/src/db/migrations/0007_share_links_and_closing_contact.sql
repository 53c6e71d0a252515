ALTER TABLE "teams" ADD COLUMN "closing_contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "share_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "share_downloads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Links published before the switch existed keep what they offered: downloads stay allowed on them.
UPDATE "works" SET "share_downloads" = true WHERE "share_token" IS NOT NULL;