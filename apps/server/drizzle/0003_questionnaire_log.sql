-- Command log + write-behind snapshots: the document is a snapshot as of snapshot_version; every
-- existing document is the draft at its version, so the backfill is snapshot_version = version.
ALTER TABLE "draft_questionnaires" ADD COLUMN "snapshot_version" integer;--> statement-breakpoint
UPDATE "draft_questionnaires" SET "snapshot_version" = "version";--> statement-breakpoint
ALTER TABLE "draft_questionnaires" ALTER COLUMN "snapshot_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_commands" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "questionnaire_commands" ADD COLUMN "ctx" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_commands_survey_version_idx" ON "questionnaire_commands" USING btree ("survey_id","version");
