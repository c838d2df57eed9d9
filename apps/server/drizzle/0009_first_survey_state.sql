ALTER TABLE "projects" ADD COLUMN "first_survey_state" text;--> statement-breakpoint
CREATE FUNCTION "projects_first_survey_state"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    affected := ARRAY[NEW."project_id"];
  ELSIF TG_OP = 'DELETE' THEN
    affected := ARRAY[OLD."project_id"];
  ELSE
    affected := ARRAY[OLD."project_id", NEW."project_id"];
  END IF;
  UPDATE "projects" p
     SET "first_survey_state" = (
       SELECT s."state" FROM "surveys" s
        WHERE s."project_id" = p."id"
        ORDER BY s."created_at", s."id" LIMIT 1)
   WHERE p."id" = ANY (affected);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "surveys_first_state"
  AFTER INSERT OR DELETE OR UPDATE OF "state", "created_at", "project_id" ON "surveys"
  FOR EACH ROW EXECUTE FUNCTION "projects_first_survey_state"();--> statement-breakpoint
UPDATE "projects" p
   SET "first_survey_state" = (
     SELECT s."state" FROM "surveys" s
      WHERE s."project_id" = p."id"
      ORDER BY s."created_at", s."id" LIMIT 1);
