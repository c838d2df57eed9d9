CREATE TABLE "survey_weighting_schemes" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"scheme" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_weighting_schemes" ADD CONSTRAINT "survey_weighting_schemes_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A scheme stored, changed or cleared changes every weight: it raises the survey's data revision
-- (0026), which each instance's results cache reads at every read and exports compare. A delete
-- only updates an existing revision row: a survey being deleted takes its row with it.
CREATE FUNCTION "survey_weighting_schemes_data_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "survey_data_revisions" SET "revision" = "revision" + 1 WHERE "survey_id" = OLD."survey_id";
  ELSE
    PERFORM "survey_data_revision_raise"(NEW."survey_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "survey_weighting_schemes_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "survey_weighting_schemes"
  FOR EACH ROW EXECUTE FUNCTION "survey_weighting_schemes_data_revision"();
