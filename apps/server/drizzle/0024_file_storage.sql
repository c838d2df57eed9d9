CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"size" bigint,
	"upload_offset" bigint DEFAULT 0 NOT NULL,
	"parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_account_idx" ON "media_uploads" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files" USING btree ("key") WHERE "stored_files"."size" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stored_files_unfinished_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."size" IS NULL;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Files written before the file store were on one node's disk under an absolute path: their jobs
-- count as swept (a new request writes the file into the store).
UPDATE "export_jobs" SET "file_path" = NULL WHERE "file_path" LIKE '/%';
