CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_type_check" CHECK ("media"."type" IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_name_key" ON "media" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_account_idx" ON "media" USING btree ("account_id","created_at");