ALTER TABLE "draft_questionnaire_snapshots" ALTER COLUMN "document" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_questionnaire_snapshots" ADD COLUMN "packed" "bytea";--> statement-breakpoint
-- Already gzipped in Node: stored out of line without a second (pglz) compression attempt.
ALTER TABLE "draft_questionnaire_snapshots" ALTER COLUMN "packed" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "draft_questionnaire_snapshots" ADD CONSTRAINT "draft_questionnaire_snapshots_stored" CHECK ("packed" IS NOT NULL OR "document" IS NOT NULL);
