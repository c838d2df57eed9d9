CREATE TABLE "questionnaire_translations" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "published_surveys" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "questionnaire_translations" ADD CONSTRAINT "questionnaire_translations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;