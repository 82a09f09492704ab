CREATE TABLE "heat_faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"titel" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heat_tos_acceptances" (
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heat_tos_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
ALTER TABLE "heat_tos_acceptances" ADD CONSTRAINT "heat_tos_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heat_faq_entries_section_idx" ON "heat_faq_entries" USING btree ("section","sort_order");