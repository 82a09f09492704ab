CREATE TABLE "consultation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"commune_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content1" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" text
);
--> statement-breakpoint
CREATE TABLE "construction_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sparte" text NOT NULL,
	"commune" text NOT NULL,
	"street" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content1" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_company_persons" (
	"new_company_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "new_company_persons_new_company_id_contact_person_id_pk" PRIMARY KEY("new_company_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "service_persons" (
	"service_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_persons_service_id_contact_person_id_pk" PRIMARY KEY("service_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_area_id" integer NOT NULL,
	"title" text NOT NULL,
	"required_flag" text,
	"content1" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_downloads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interesting_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_regional_leiter" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_service_persons" (
	"sub_service_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_service_persons_sub_service_id_contact_person_id_pk" PRIMARY KEY("sub_service_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "sub_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"title" text NOT NULL,
	"required_flag" text,
	"content1" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_downloads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interesting_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_regional_leiter" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foerdermittel" (
	"id" serial PRIMARY KEY NOT NULL,
	"foerdertitel" text NOT NULL,
	"untertitel" text,
	"frist" date,
	"aufruf" text,
	"foerderthema_id" integer,
	"antragsberechtigt" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"beihilfekategorie" text,
	"foerdergegenstaende" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"foerderhoehe" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hinweis" text,
	"ansprechpartner" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"foerdermittelgeber" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foerdermittel_persons" (
	"foerdermittel_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "foerdermittel_persons_foerdermittel_id_contact_person_id_pk" PRIMARY KEY("foerdermittel_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "foerdermittel_services" (
	"foerdermittel_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "foerdermittel_services_foerdermittel_id_service_id_pk" PRIMARY KEY("foerdermittel_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "foerdermittel_sub_services" (
	"foerdermittel_id" integer NOT NULL,
	"sub_service_id" integer NOT NULL,
	CONSTRAINT "foerdermittel_sub_services_foerdermittel_id_sub_service_id_pk" PRIMARY KEY("foerdermittel_id","sub_service_id")
);
--> statement-breakpoint
CREATE TABLE "foerdermittel_themen" (
	"foerdermittel_id" integer NOT NULL,
	"thema_id" integer NOT NULL,
	CONSTRAINT "foerdermittel_themen_foerdermittel_id_thema_id_pk" PRIMARY KEY("foerdermittel_id","thema_id")
);
--> statement-breakpoint
CREATE TABLE "foerderthemen" (
	"id" serial PRIMARY KEY NOT NULL,
	"titel" text NOT NULL,
	"bilder" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "foerderthemen_titel_unique" UNIQUE("titel")
);
--> statement-breakpoint
CREATE TABLE "news_post_persons" (
	"news_post_id" integer NOT NULL,
	"contact_person_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_post_persons_news_post_id_contact_person_id_pk" PRIMARY KEY("news_post_id","contact_person_id")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_press" boolean NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"content_plaintext" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_small_url" text,
	"image_caption" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pub_date" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"custom_updated_at" timestamp with time zone,
	"custom_published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reads" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tracking_consent" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tracking_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "file_downloads" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "interesting_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "communes" ADD COLUMN "einwohner" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_company_persons" ADD CONSTRAINT "new_company_persons_new_company_id_new_companies_id_fk" FOREIGN KEY ("new_company_id") REFERENCES "public"."new_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_company_persons" ADD CONSTRAINT "new_company_persons_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_persons" ADD CONSTRAINT "service_persons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_persons" ADD CONSTRAINT "service_persons_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_service_persons" ADD CONSTRAINT "sub_service_persons_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_service_persons" ADD CONSTRAINT "sub_service_persons_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel" ADD CONSTRAINT "foerdermittel_foerderthema_id_foerderthemen_id_fk" FOREIGN KEY ("foerderthema_id") REFERENCES "public"."foerderthemen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_persons" ADD CONSTRAINT "foerdermittel_persons_foerdermittel_id_foerdermittel_id_fk" FOREIGN KEY ("foerdermittel_id") REFERENCES "public"."foerdermittel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_persons" ADD CONSTRAINT "foerdermittel_persons_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_services" ADD CONSTRAINT "foerdermittel_services_foerdermittel_id_foerdermittel_id_fk" FOREIGN KEY ("foerdermittel_id") REFERENCES "public"."foerdermittel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_services" ADD CONSTRAINT "foerdermittel_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_sub_services" ADD CONSTRAINT "foerdermittel_sub_services_foerdermittel_id_foerdermittel_id_fk" FOREIGN KEY ("foerdermittel_id") REFERENCES "public"."foerdermittel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_sub_services" ADD CONSTRAINT "foerdermittel_sub_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_themen" ADD CONSTRAINT "foerdermittel_themen_foerdermittel_id_foerdermittel_id_fk" FOREIGN KEY ("foerdermittel_id") REFERENCES "public"."foerdermittel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foerdermittel_themen" ADD CONSTRAINT "foerdermittel_themen_thema_id_foerderthemen_id_fk" FOREIGN KEY ("thema_id") REFERENCES "public"."foerderthemen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_persons" ADD CONSTRAINT "news_post_persons_news_post_id_news_posts_id_fk" FOREIGN KEY ("news_post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_post_persons" ADD CONSTRAINT "news_post_persons_contact_person_id_contact_people_id_fk" FOREIGN KEY ("contact_person_id") REFERENCES "public"."contact_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_post_id_news_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_area_idx" ON "services" USING btree ("service_area_id");--> statement-breakpoint
CREATE INDEX "sub_services_service_idx" ON "sub_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "news_posts_list_idx" ON "news_posts" USING btree ("is_press","pub_date" DESC NULLS LAST,"id" DESC NULLS LAST);