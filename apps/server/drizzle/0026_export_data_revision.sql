CREATE TABLE "survey_data_revisions" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "data_revision" bigint;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "file_bytes" bigint;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_data_revisions" ADD CONSTRAINT "survey_data_revisions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_account_files_idx" ON "export_jobs" USING btree ("account_id") WHERE "export_jobs"."file_path" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "export_jobs_running_idx" ON "export_jobs" USING btree ("heartbeat_at") WHERE "export_jobs"."status" = 'running';--> statement-breakpoint
ALTER TABLE "export_jobs" DROP COLUMN "exclusions_stamp";--> statement-breakpoint
-- Jobs left queued or running by an earlier version (a node stopped mid-export) are taken up by
-- the reclaimer once their heartbeat, starting now, is stale.
UPDATE "export_jobs" SET "heartbeat_at" = now() WHERE "status" IN ('queued', 'running');--> statement-breakpoint
-- The data revision is raised by the statements that change what an export holds: a session
-- becoming complete or no longer complete (or deleted while complete), and exclusions added or
-- removed. A row trigger on sessions fires only when the status crosses 'complete'; exclusions
-- use statement triggers (one raise per request, however many completes it names).
CREATE FUNCTION "survey_data_revision_raise"(survey uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "survey_data_revisions" ("survey_id", "revision") VALUES (survey, 1)
  ON CONFLICT ("survey_id") DO UPDATE SET "revision" = "survey_data_revisions"."revision" + 1;
$$;--> statement-breakpoint
CREATE FUNCTION "respondent_sessions_data_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "survey_data_revision_raise"(NEW."survey_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "respondent_sessions_complete_changed"
  AFTER UPDATE OF "status" ON "respondent_sessions"
  FOR EACH ROW WHEN ((OLD."status" = 'complete') IS DISTINCT FROM (NEW."status" = 'complete'))
  EXECUTE FUNCTION "respondent_sessions_data_revision"();--> statement-breakpoint
-- Inserted and deleted completes: once per statement (a seed inserts thousands in one).
CREATE FUNCTION "respondent_sessions_data_revision_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A survey being deleted takes its revision row with it: never insert one for it.
    UPDATE "survey_data_revisions" SET "revision" = "revision" + 1
     WHERE "survey_id" IN (SELECT "survey_id" FROM old_rows WHERE "status" = 'complete');
  ELSE
    PERFORM "survey_data_revision_raise"(s)
       FROM (SELECT DISTINCT "survey_id" AS s FROM new_rows WHERE "status" = 'complete') n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "respondent_sessions_completes_inserted"
  AFTER INSERT ON "respondent_sessions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "respondent_sessions_data_revision_rows"();--> statement-breakpoint
CREATE TRIGGER "respondent_sessions_completes_deleted"
  AFTER DELETE ON "respondent_sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "respondent_sessions_data_revision_rows"();--> statement-breakpoint
CREATE FUNCTION "complete_exclusions_data_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "survey_data_revisions" SET "revision" = "revision" + 1
     WHERE "survey_id" IN (SELECT DISTINCT "survey_id" FROM old_rows);
  ELSE
    PERFORM "survey_data_revision_raise"(s) FROM (SELECT DISTINCT "survey_id" AS s FROM new_rows) n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "complete_exclusions_added"
  AFTER INSERT ON "complete_exclusions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "complete_exclusions_data_revision"();--> statement-breakpoint
CREATE TRIGGER "complete_exclusions_removed"
  AFTER DELETE ON "complete_exclusions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "complete_exclusions_data_revision"();
