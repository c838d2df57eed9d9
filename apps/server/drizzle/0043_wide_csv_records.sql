ALTER TABLE "respondent_export_rows" ADD COLUMN "csv_labels" text;--> statement-breakpoint
ALTER TABLE "respondent_export_rows" ADD COLUMN "csv_labels_weight_at" integer;--> statement-breakpoint
ALTER TABLE "respondent_export_rows" ADD COLUMN "csv_codes" text;--> statement-breakpoint
ALTER TABLE "respondent_export_rows" ADD COLUMN "csv_codes_weight_at" integer;--> statement-breakpoint
ALTER TABLE "respondent_export_rows" ADD COLUMN "record_format" integer;