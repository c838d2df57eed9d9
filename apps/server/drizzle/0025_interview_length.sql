ALTER TABLE "respondent_sessions" ADD COLUMN "simulated_length_ms" integer;--> statement-breakpoint
ALTER TABLE "respondent_sessions" ADD COLUMN "length_ms" integer;--> statement-breakpoint
-- Completes before issue 34 kept no length: theirs is the wall time from start to complete.
UPDATE "respondent_sessions" SET "length_ms" = LEAST(2147483647, GREATEST(0, round(extract(epoch FROM "completed_at" - "started_at") * 1000)))::integer WHERE "status" = 'complete' AND "completed_at" IS NOT NULL;
