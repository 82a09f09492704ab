CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"original_mime" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"renditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_token_unique" UNIQUE("token"),
	CONSTRAINT "media_files_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "media_files_image_alt_text" CHECK ("media_files"."kind" <> 'image' OR "media_files"."alt_text" <> '')
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);