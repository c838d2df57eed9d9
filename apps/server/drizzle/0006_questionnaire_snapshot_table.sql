-- Questionnaire drafts: the snapshot document leaves the head row (locked by every edit) for a
-- table of its own, stored as json (written and read whole).
CREATE TABLE "draft_questionnaire_snapshots" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"generation" uuid NOT NULL,
	"version" integer NOT NULL,
	"questionnaire_id" text NOT NULL,
	"document" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_questionnaire_snapshots" ADD CONSTRAINT "draft_questionnaire_snapshots_survey_id_draft_questionnaires_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."draft_questionnaires"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every draft's snapshot moves to its own row (written behind without locking the head row).
INSERT INTO "draft_questionnaire_snapshots" ("survey_id", "generation", "version", "questionnaire_id", "document")
SELECT "survey_id", "generation", "snapshot_version", "document"->>'questionnaireId', "document"::json
  FROM "draft_questionnaires";--> statement-breakpoint
CREATE UNIQUE INDEX "draft_questionnaire_snapshots_questionnaire_id_idx" ON "draft_questionnaire_snapshots" USING btree ("questionnaire_id");--> statement-breakpoint
ALTER TABLE "draft_questionnaires" DROP COLUMN "document";--> statement-breakpoint
ALTER TABLE "draft_questionnaires" DROP COLUMN "snapshot_version";