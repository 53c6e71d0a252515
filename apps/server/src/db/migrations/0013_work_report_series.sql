-- A monitoring series (MonitorReport works): the reports of one series share a report_id within a team.
ALTER TABLE "works" ADD COLUMN "report_id" text;--> statement-breakpoint
CREATE INDEX "works_team_report_idx" ON "works" USING btree ("team_id","report_id");
