CREATE TABLE "complete_quality_flags" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"respondent_id" text NOT NULL,
	"supplier_code" text NOT NULL,
	"fingerprint" text,
	"length_ms" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"flags" jsonb NOT NULL,
	"text_hashes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complete_exclusions" (
	"survey_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"excluded_by" uuid NOT NULL,
	"excluded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "complete_exclusions_survey_id_session_id_pk" PRIMARY KEY("survey_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "saved_crosstabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "exclusions_stamp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "complete_quality_flags" ADD CONSTRAINT "complete_quality_flags_session_id_respondent_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."respondent_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_quality_flags" ADD CONSTRAINT "complete_quality_flags_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complete_exclusions" ADD CONSTRAINT "complete_exclusions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_crosstabs" ADD CONSTRAINT "saved_crosstabs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complete_quality_flags_survey_idx" ON "complete_quality_flags" USING btree ("survey_id","completed_at");--> statement-breakpoint
CREATE INDEX "complete_quality_flags_respondent_idx" ON "complete_quality_flags" USING btree ("respondent_id","supplier_code");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_crosstabs_name_idx" ON "saved_crosstabs" USING btree ("survey_id",lower("name"));