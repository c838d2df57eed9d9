DROP INDEX "saved_crosstabs_name_idx";--> statement-breakpoint
ALTER TABLE "saved_crosstabs" ADD COLUMN "markets" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "markets" text;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_crosstabs_scope_name_idx" ON "saved_crosstabs" USING btree ("survey_id",coalesce("markets", ''),lower("name"));