CREATE TABLE "faculties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faculties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "oidc_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"browser_binding" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_faculties" (
	"user_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	CONSTRAINT "user_faculties_user_id_faculty_id_pk" PRIMARY KEY("user_id","faculty_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"img_url" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"rejected_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_new_employee" boolean DEFAULT false NOT NULL,
	"commune_id" integer,
	"enable_moments" boolean DEFAULT false NOT NULL,
	"enable_kommunalrabatt" boolean DEFAULT false NOT NULL,
	"enable_konzessionssachstaende" boolean DEFAULT false NOT NULL,
	"enable_waermeplanung" boolean DEFAULT false NOT NULL,
	"enable_vertragsuebersicht" boolean DEFAULT false NOT NULL,
	"enable_verbrauchsdaten" boolean DEFAULT false NOT NULL,
	"enable_kommunen_dashboard" boolean DEFAULT false NOT NULL,
	"enable_testate" boolean DEFAULT false NOT NULL,
	"enable_einspeisebeteiligung" boolean DEFAULT false NOT NULL,
	"bildungsportal_user" boolean DEFAULT false NOT NULL,
	"kommunalportal_ausblenden" boolean DEFAULT false NOT NULL,
	"show_bildungsportal" boolean DEFAULT false NOT NULL,
	"show_newsletter_sign_up" boolean DEFAULT true NOT NULL,
	"preferred_faculty" text,
	"preferred_commune" text,
	"telefon" text,
	"preferred_data_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_sub_unique" UNIQUE("sub"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "contact_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"custom_title" text,
	"email" text,
	"phone" text,
	"info" text,
	"image_url" text,
	"image_small_url" text
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"titel" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_area_persons" (
	"service_area_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_area_persons_service_area_id_contact_person_id_pk" PRIMARY KEY("service_area_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"route" text,
	"icon" text,
	"header_image_url" text,
	"content1" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"show_regional_leiter" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "commune_service_areas" (
	"commune_id" integer NOT NULL,
	"service_area_id" integer NOT NULL,
	CONSTRAINT "commune_service_areas_commune_id_service_area_id_pk" PRIMARY KEY("commune_id","service_area_id")
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ags" text,
	"kommunal_partner_id" integer,
	"regional_leiter_id" integer,
	"weiterer_kommunalpartner_id" integer,
	"partner_quote" text,
	"logo_url" text,
	"bg_image_url" text,
	"latitude" double precision,
	"longitude" double precision,
	"qlick_app_id" text,
	"ladestellen_bereichs_id" text,
	"enable_einspeisebeteiligung" boolean DEFAULT false NOT NULL,
	CONSTRAINT "communes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_faculties" ADD CONSTRAINT "user_faculties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_faculties" ADD CONSTRAINT "user_faculties_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_area_persons" ADD CONSTRAINT "service_area_persons_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_area_persons" ADD CONSTRAINT "service_area_persons_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_service_areas" ADD CONSTRAINT "commune_service_areas_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_service_areas" ADD CONSTRAINT "commune_service_areas_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communes" ADD CONSTRAINT "communes_kommunal_partner_id_contact_people_id_fk" FOREIGN KEY ("kommunal_partner_id") REFERENCES "public"."contact_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communes" ADD CONSTRAINT "communes_regional_leiter_id_contact_people_id_fk" FOREIGN KEY ("regional_leiter_id") REFERENCES "public"."contact_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communes" ADD CONSTRAINT "communes_weiterer_kommunalpartner_id_contact_people_id_fk" FOREIGN KEY ("weiterer_kommunalpartner_id") REFERENCES "public"."contact_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_confirmed_idx" ON "users" USING btree ("confirmed");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");