CREATE TABLE "work_comment_reads" (
	"work_id" text NOT NULL,
	"team_id" text NOT NULL,
	"section_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_comment_reads_work_id_section_id_user_id_pk" PRIMARY KEY("work_id","section_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"work_id" text NOT NULL,
	"section_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_slides" (
	"work_id" text NOT NULL,
	"team_id" text NOT NULL,
	"slide_num" integer NOT NULL,
	"slide" jsonb NOT NULL,
	CONSTRAINT "work_slides_work_id_slide_num_pk" PRIMARY KEY("work_id","slide_num")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"file_ids" jsonb NOT NULL,
	"select_template" text NOT NULL,
	"select_optional_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"out_lang" text NOT NULL,
	"report_status" integer DEFAULT 0 NOT NULL,
	"process" text DEFAULT 'inProgress' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"err_msg" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ppt_id" text,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_comment_reads" ADD CONSTRAINT "work_comment_reads_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_comment_reads" ADD CONSTRAINT "work_comment_reads_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_comment_reads" ADD CONSTRAINT "work_comment_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_comments" ADD CONSTRAINT "work_comments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_comments" ADD CONSTRAINT "work_comments_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_comments" ADD CONSTRAINT "work_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_slides" ADD CONSTRAINT "work_slides_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_slides" ADD CONSTRAINT "work_slides_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_comments_section_idx" ON "work_comments" USING btree ("work_id","section_id","created_at");--> statement-breakpoint
CREATE INDEX "works_team_idx" ON "works" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "works_ppt_id_unique" ON "works" USING btree ("ppt_id");