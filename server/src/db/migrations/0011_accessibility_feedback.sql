CREATE TABLE "accessibility_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"description" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
