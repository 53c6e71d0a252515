ALTER TABLE "chat_messages" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_team_limits" ADD COLUMN "premium_total_messages" integer;--> statement-breakpoint
ALTER TABLE "chat_team_limits" ADD COLUMN "premium_daily_messages" integer;--> statement-breakpoint
CREATE TABLE "chat_member_settings" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"premium" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
