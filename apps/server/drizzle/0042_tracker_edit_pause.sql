ALTER TABLE "tracker_waves" ALTER COLUMN "survey_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trackers" ADD COLUMN "anchor_wave" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trackers" ADD COLUMN "anchor_date" text;--> statement-breakpoint
ALTER TABLE "trackers" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracker_waves" ADD CONSTRAINT "tracker_waves_survey_check" CHECK ("tracker_waves"."survey_id" IS NOT NULL OR "tracker_waves"."status" = 'skipped');