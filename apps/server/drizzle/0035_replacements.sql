CREATE TABLE "complete_replacements" (
	"survey_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"cells" text[] NOT NULL,
	"owed_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "complete_replacements_survey_id_session_id_pk" PRIMARY KEY("survey_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "panel_supplier_orders" ADD COLUMN "replacement_places" jsonb;--> statement-breakpoint
ALTER TABLE "survey_orders" ADD COLUMN "fielding_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_orders" ADD COLUMN "replacement_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "complete_replacements" ADD CONSTRAINT "complete_replacements_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders completed before this migration: their fielding ended at their last move (the window counts from there).
UPDATE "survey_orders" SET "fielding_ended_at" = "updated_at" WHERE "status" = 'Completed';
