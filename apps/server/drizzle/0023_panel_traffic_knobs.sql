CREATE TABLE "panel_traffic_knobs" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"knobs" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panel_traffic_knobs" ADD CONSTRAINT "panel_traffic_knobs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;