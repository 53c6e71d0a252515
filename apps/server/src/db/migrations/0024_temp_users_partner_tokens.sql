ALTER TABLE "users" ADD COLUMN "temp_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temp_key_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_temp_key_unique" ON "users" USING btree ("temp_key_hash");--> statement-breakpoint
CREATE TABLE "partner_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_tokens_expires_idx" ON "partner_tokens" USING btree ("expires_at");
