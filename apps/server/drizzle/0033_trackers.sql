CREATE TABLE "respondent_exclusions" (
	"survey_id" uuid NOT NULL,
	"excluded_survey_id" uuid NOT NULL,
	CONSTRAINT "respondent_exclusions_survey_id_excluded_survey_id_pk" PRIMARY KEY("survey_id","excluded_survey_id")
);
--> statement-breakpoint
CREATE TABLE "tracker_waves" (
	"tracker_id" uuid NOT NULL,
	"wave" integer NOT NULL,
	"survey_id" uuid NOT NULL,
	"status" text NOT NULL,
	"launch_at" timestamp with time zone NOT NULL,
	"cost_pence" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"launched_at" timestamp with time zone,
	CONSTRAINT "tracker_waves_tracker_id_wave_pk" PRIMARY KEY("tracker_id","wave")
);
--> statement-breakpoint
CREATE TABLE "trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"creator_email" text NOT NULL,
	"every" integer NOT NULL,
	"unit" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"wave_count" integer,
	"time_zone" text NOT NULL,
	"exclude_waves" integer NOT NULL,
	"purchase" text NOT NULL,
	"budget_pence" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trackers_unit_check" CHECK ("trackers"."unit" IN ('week', 'month')),
	CONSTRAINT "trackers_purchase_check" CHECK (("trackers"."purchase" = 'approval' AND "trackers"."budget_pence" IS NULL) OR ("trackers"."purchase" = 'budget' AND "trackers"."budget_pence" >= 0))
);
--> statement-breakpoint
ALTER TABLE "respondent_exclusions" ADD CONSTRAINT "respondent_exclusions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respondent_exclusions" ADD CONSTRAINT "respondent_exclusions_excluded_survey_id_surveys_id_fk" FOREIGN KEY ("excluded_survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_waves" ADD CONSTRAINT "tracker_waves_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_waves" ADD CONSTRAINT "tracker_waves_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracker_waves_survey_key" ON "tracker_waves" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "tracker_waves_due_idx" ON "tracker_waves" USING btree ("status","launch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trackers_project_key" ON "trackers" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "trackers_account_idx" ON "trackers" USING btree ("account_id");