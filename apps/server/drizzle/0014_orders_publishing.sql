CREATE TABLE "panel_supplier_orders" (
	"order_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"panel_supplier_order_id" text NOT NULL,
	"description" text NOT NULL,
	"samples_needed" integer NOT NULL,
	"cpi" double precision NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "panel_supplier_orders_status_check" CHECK ("panel_supplier_orders"."status" IN ('Closed', 'Completed', 'Halted', 'Live', 'Paused', 'Pending', 'Scheduled')),
	CONSTRAINT "panel_supplier_orders_numbers_check" CHECK ("panel_supplier_orders"."order_number" >= 1 AND "panel_supplier_orders"."samples_needed" >= 1 AND "panel_supplier_orders"."cpi" >= 0)
);
--> statement-breakpoint
CREATE TABLE "published_surveys" (
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"questionnaire" "bytea" NOT NULL,
	"audience" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"language" text NOT NULL,
	"samples_needed" integer NOT NULL,
	"soft_launch_samples" integer NOT NULL,
	"loi" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "published_surveys_survey_id_version_pk" PRIMARY KEY("survey_id","version"),
	CONSTRAINT "published_surveys_numbers_check" CHECK ("published_surveys"."version" >= 1 AND "published_surveys"."samples_needed" >= 1 AND "published_surveys"."soft_launch_samples" >= 0)
);
--> statement-breakpoint
ALTER TABLE "survey_orders" ADD COLUMN "is_soft_launch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_orders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panel_supplier_orders" ADD CONSTRAINT "panel_supplier_orders_survey_id_survey_orders_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey_orders"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_surveys" ADD CONSTRAINT "published_surveys_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panel_supplier_orders_number_idx" ON "panel_supplier_orders" USING btree ("survey_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_supplier_orders_supplier_id_idx" ON "panel_supplier_orders" USING btree ("panel_supplier_order_id");--> statement-breakpoint
-- A published version is what respondents answered: never changed, whoever writes the table.
CREATE FUNCTION "published_surveys_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'published survey versions are immutable' USING ERRCODE = 'raise_exception';
END $$;--> statement-breakpoint
CREATE TRIGGER "published_surveys_no_update"
  BEFORE UPDATE ON "published_surveys"
  FOR EACH ROW EXECUTE FUNCTION "published_surveys_immutable"();
