CREATE TABLE "moment_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"moment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"commune" text NOT NULL,
	"task" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moments" (
	"id" serial PRIMARY KEY NOT NULL,
	"titel" text NOT NULL,
	"beschreibung" text NOT NULL,
	"bild_url" text,
	"bild_alt" text DEFAULT '' NOT NULL,
	"startdatum" date NOT NULL,
	"enddatum" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moments_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact_person_id" integer
);
--> statement-breakpoint
ALTER TABLE "moment_claims" ADD CONSTRAINT "moment_claims_moment_id_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."moments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_claims" ADD CONSTRAINT "moment_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moments_settings" ADD CONSTRAINT "moments_settings_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moment_claims_moment_idx" ON "moment_claims" USING btree ("moment_id");