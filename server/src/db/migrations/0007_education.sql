CREATE TABLE "education_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer,
	"titel" text NOT NULL,
	"subtitel" text,
	"beschreibung" text,
	"datum" timestamp with time zone,
	"published_at" timestamp with time zone,
	"seats" integer,
	"stoerer_anzeigen" boolean DEFAULT false NOT NULL,
	"dauer" text,
	"bne_ziele" text,
	"kontaktformular_anzeigen" boolean DEFAULT false NOT NULL,
	"youtube_iframe" text,
	"vorschau_url" text,
	"header_url" text,
	"header_caption" text,
	"typ" text,
	"themen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schulfaecher" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jahrgangsstufen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ansprechpartner_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inhalt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sortierung" integer DEFAULT 0 NOT NULL,
	"title" text,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "education_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"material_id" integer,
	"material_titel" text,
	"firstname" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"mail" text NOT NULL,
	"bildungseinrichtung" text,
	"jahrgangsstufe" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sponsoring_text" text,
	"sponsoring_contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_text" text,
	"contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_mail_to" text
);
--> statement-breakpoint
ALTER TABLE "education_materials" ADD CONSTRAINT "education_materials_menu_item_id_education_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."education_menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_requests" ADD CONSTRAINT "education_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_requests" ADD CONSTRAINT "education_requests_material_id_education_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."education_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_materials_menu_idx" ON "education_materials" USING btree ("menu_item_id");--> statement-breakpoint
CREATE INDEX "education_materials_created_idx" ON "education_materials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "education_requests_material_idx" ON "education_requests" USING btree ("material_id");