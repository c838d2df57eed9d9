CREATE TABLE "market_purchase_lines" (
	"purchase_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"country_code" text NOT NULL,
	"completes" integer NOT NULL,
	"cpi" double precision NOT NULL,
	"total_pence" bigint NOT NULL,
	CONSTRAINT "market_purchase_lines_purchase_id_survey_id_pk" PRIMARY KEY("purchase_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "market_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"total_pence" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_purchases_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "market_purchase_lines" ADD CONSTRAINT "market_purchase_lines_purchase_id_market_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."market_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_purchase_lines" ADD CONSTRAINT "market_purchase_lines_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_purchases" ADD CONSTRAINT "market_purchases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;