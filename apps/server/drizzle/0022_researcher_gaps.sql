CREATE TABLE "field_health_actions" (
	"survey_id" uuid NOT NULL,
	"action" text NOT NULL,
	"rates" text[] NOT NULL,
	"reason" text NOT NULL,
	"acted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "field_health_actions_survey_id_action_pk" PRIMARY KEY("survey_id","action"),
	CONSTRAINT "field_health_actions_action_check" CHECK ("field_health_actions"."action" IN ('pause', 'halt'))
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "weighted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "field_health_actions" ADD CONSTRAINT "field_health_actions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;