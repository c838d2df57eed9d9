-- pg_trgm backs the fuzzy/partial name search (projects_name_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "fieldwork" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"language" text NOT NULL,
	"panel_supplier_code" text NOT NULL,
	"samples_needed" integer NOT NULL,
	"samples_adjusted" integer NOT NULL,
	"loi" integer,
	"loi_adjusted" integer,
	"incidence_rate" double precision DEFAULT 100 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"account_markup" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fieldwork_samples_check" CHECK ("fieldwork"."samples_needed" > 0 AND "fieldwork"."samples_adjusted" > 0),
	CONSTRAINT "fieldwork_incidence_check" CHECK ("fieldwork"."incidence_rate" > 0 AND "fieldwork"."incidence_rate" <= 100),
	CONSTRAINT "fieldwork_markup_check" CHECK ("fieldwork"."account_markup" >= 0)
);
--> statement-breakpoint
CREATE TABLE "survey_orders" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"customer_cpi" double precision,
	"status" text NOT NULL,
	"feasibility" double precision,
	"order_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_orders_status_check" CHECK ("survey_orders"."status" IN ('Closed', 'Completed', 'Halted', 'Live', 'Paused', 'Pending', 'Scheduled')),
	CONSTRAINT "survey_orders_type_check" CHECK ("survey_orders"."order_type" IN ('Omnibus', 'Survey'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"description" text,
	"project_type" text NOT NULL,
	"creator" text NOT NULL,
	"solution_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(nickname, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "projects_project_type_check" CHECK ("projects"."project_type" IN ('AdHoc', 'MultiMarket'))
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"state" text NOT NULL,
	"paused_at" timestamp with time zone,
	"fieldwork_start" timestamp with time zone,
	"fieldwork_end" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "surveys_state_check" CHECK ("surveys"."state" IN ('draft', 'live', 'paused', 'halted', 'scheduled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "draft_questionnaires" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"survey_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"operation" text NOT NULL,
	"arguments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respondent_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"respondent_id" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "respondent_sessions_status_check" CHECK ("respondent_sessions"."status" IN ('in_progress', 'complete', 'screened_out', 'quota_full', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_account_updated_idx" ON "projects" USING btree ("account_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_account_name_idx" ON "projects" USING btree ("account_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surveys_project_idx" ON "surveys" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "surveys_paused_idx" ON "surveys" USING btree ("paused_at") WHERE "surveys"."state" = 'paused';--> statement-breakpoint
CREATE INDEX "questionnaire_commands_survey_idx" ON "questionnaire_commands" USING btree ("survey_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "respondent_sessions_survey_respondent_key" ON "respondent_sessions" USING btree ("survey_id","respondent_id");--> statement-breakpoint
CREATE INDEX "respondent_sessions_survey_status_idx" ON "respondent_sessions" USING btree ("survey_id","status");--> statement-breakpoint
-- The product's one solution (SOLUTION_ID and SOLUTION_NAME in packages/domain/src/projects/constants.ts).
-- Its dates are fixed in the past so that it never looks like the latest update of a project.
INSERT INTO "solutions" ("id", "name", "created_at", "updated_at") VALUES ('self-serve-survey', 'Self-serve survey', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z') ON CONFLICT ("id") DO NOTHING;
