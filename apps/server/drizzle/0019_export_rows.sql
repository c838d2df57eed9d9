CREATE TABLE "respondent_export_rows" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"published_version" integer NOT NULL,
	"format" integer NOT NULL,
	"cells" text NOT NULL,
	"categories" text
);
--> statement-breakpoint
ALTER TABLE "respondent_export_rows" ADD CONSTRAINT "respondent_export_rows_session_id_respondent_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."respondent_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respondent_export_rows_survey_idx" ON "respondent_export_rows" USING btree ("survey_id","session_id");