CREATE TABLE "survey_quota_cells" (
	"survey_id" uuid NOT NULL,
	"cell_key" text NOT NULL,
	"target" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_quota_cells_survey_id_cell_key_pk" PRIMARY KEY("survey_id","cell_key"),
	CONSTRAINT "survey_quota_cells_bounds_check" CHECK ("survey_quota_cells"."reserved" >= 0 AND "survey_quota_cells"."filled" >= 0 AND "survey_quota_cells"."filled" + "survey_quota_cells"."reserved" <= "survey_quota_cells"."target")
);
--> statement-breakpoint
ALTER TABLE "survey_quota_cells" ADD CONSTRAINT "survey_quota_cells_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;