CREATE TABLE "results_index_snapshot_parts" (
	"survey_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "results_index_snapshot_parts_survey_id_part_pk" PRIMARY KEY("survey_id","part")
);
--> statement-breakpoint
CREATE TABLE "results_index_snapshots" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"format" integer NOT NULL,
	"completes" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"data_revision" bigint NOT NULL,
	"bytes" bigint NOT NULL,
	"parts" integer NOT NULL,
	"encode_ms" integer NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "results_index_snapshot_parts" ADD CONSTRAINT "results_index_snapshot_parts_survey_id_results_index_snapshots_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."results_index_snapshots"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_index_snapshots" ADD CONSTRAINT "results_index_snapshots_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The parts are written and read whole: stored out of line without pglz, which would spend CPU on every write and read of up to 8 MB.
ALTER TABLE "results_index_snapshot_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
