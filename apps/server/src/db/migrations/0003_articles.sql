CREATE TABLE "work_revisions" (
	"work_id" text NOT NULL,
	"team_id" text NOT NULL,
	"seq" integer NOT NULL,
	"components" jsonb NOT NULL,
	"select_optional_components" jsonb NOT NULL,
	"theme_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_revisions_work_id_seq_pk" PRIMARY KEY("work_id","seq")
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "components" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "theme_color" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_revisions" ADD CONSTRAINT "work_revisions_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_revisions" ADD CONSTRAINT "work_revisions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;