CREATE TABLE "respondent_answers" (
	"session_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"page_key" text NOT NULL,
	"answer" jsonb,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "respondent_answers_session_id_page_key_pk" PRIMARY KEY("session_id","page_key")
);
--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "supplier_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "state" jsonb;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "quota_cells" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "respondent_answers" ADD CONSTRAINT "respondent_answers_session_id_respondent_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."respondent_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respondent_answers_survey_idx" ON "respondent_answers" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "respondent_sessions_idle_idx" ON "respondent_sessions" USING btree ("updated_at") WHERE "respondent_sessions"."status" = 'in_progress';