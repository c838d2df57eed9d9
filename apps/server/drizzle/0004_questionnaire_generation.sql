-- Drafts get a generation (new for every row, so a draft deleted and created again is told apart
-- from the old one at the same version); each logged command records the command-schema version
-- of the build that wrote it (existing rows: 1).
ALTER TABLE "draft_questionnaires" ADD COLUMN "generation" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_commands" ADD COLUMN "schema_version" integer DEFAULT 1 NOT NULL;