ALTER TABLE "chat_conversations" ADD COLUMN "work_id" text REFERENCES "works"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "chat_conversations_work_idx" ON "chat_conversations" USING btree ("work_id","user_id");--> statement-breakpoint
CREATE TABLE "work_revision_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL REFERENCES "teams"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"work_id" text NOT NULL REFERENCES "works"("id") ON DELETE CASCADE,
	"conversation_id" text NOT NULL REFERENCES "chat_conversations"("id") ON DELETE CASCADE,
	"message_id" text NOT NULL,
	"slide_num" integer NOT NULL,
	"operation" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"base_version" integer NOT NULL,
	"saved_version" integer,
	"proposed_slide" jsonb,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "work_revision_proposals_conversation_idx" ON "work_revision_proposals" USING btree ("conversation_id","created_at");
