CREATE TABLE "complete_exclusions" (
	"survey_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"excluded_by" uuid NOT NULL,
	"excluded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "complete_exclusions_survey_id_session_id_pk" PRIMARY KEY("survey_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "exclusions_stamp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complete_exclusions" ADD CONSTRAINT "complete_exclusions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;