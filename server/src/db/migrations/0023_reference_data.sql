CREATE TABLE "reference_data_sets" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communes" ADD COLUMN "retired_at" timestamp with time zone;