CREATE TABLE "scan_logins" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"watch_key_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"requester_ip" text NOT NULL,
	"requester_agent" text NOT NULL,
	"user_id" text,
	"ticket_nonce" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_logins" ADD CONSTRAINT "scan_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_logins_secret_unique" ON "scan_logins" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "scan_logins_expires_idx" ON "scan_logins" USING btree ("expires_at");
