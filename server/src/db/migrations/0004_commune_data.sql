CREATE TABLE "concession_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"os_id" text NOT NULL,
	"commune_id" integer NOT NULL,
	"titel" text NOT NULL,
	"dokumenttyp" text NOT NULL,
	"jahr" integer NOT NULL,
	"sparte" text NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"document_date" date,
	CONSTRAINT "concession_documents_os_id_unique" UNIQUE("os_id")
);
--> statement-breakpoint
CREATE TABLE "concession_topic_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"datum" timestamp with time zone NOT NULL,
	"details" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concession_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"thema_id" text NOT NULL,
	"commune_id" integer NOT NULL,
	"vertrag" text NOT NULL,
	"service_area_id" integer,
	"archiviert" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concession_topics_thema_id_unique" UNIQUE("thema_id")
);
--> statement-breakpoint
CREATE TABLE "commune_funding_services" (
	"commune_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commune_funding_services_commune_id_service_id_pk" PRIMARY KEY("commune_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "commune_profiles" (
	"commune_id" integer PRIMARY KEY NOT NULL,
	"consumption_imported_on" date,
	"mayor_name" text,
	"mayor_position" text,
	"mayor_party" text,
	"mayor_birthday" date,
	"mayor_website" text,
	"mayor_picture_url" text
);
--> statement-breakpoint
CREATE TABLE "consumption_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"carrier" text NOT NULL,
	"sector" text NOT NULL,
	"tariff" text NOT NULL,
	"mwh" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_in_values" (
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"source" text NOT NULL,
	"mwh" double precision NOT NULL,
	CONSTRAINT "feed_in_values_commune_id_year_source_pk" PRIMARY KEY("commune_id","year","source")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"os_id" text NOT NULL,
	"commune_id" integer NOT NULL,
	"status" text NOT NULL,
	"gegenstand" text NOT NULL,
	"beginn" date,
	"ende" date,
	"gebiet" text NOT NULL,
	"stadtteil" text,
	"vertragspartner_intern" text NOT NULL,
	"termine" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_os_id_unique" UNIQUE("os_id")
);
--> statement-breakpoint
ALTER TABLE "concession_documents" ADD CONSTRAINT "concession_documents_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_topic_entries" ADD CONSTRAINT "concession_topic_entries_topic_id_concession_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."concession_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_topics" ADD CONSTRAINT "concession_topics_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concession_topics" ADD CONSTRAINT "concession_topics_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_funding_services" ADD CONSTRAINT "commune_funding_services_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_funding_services" ADD CONSTRAINT "commune_funding_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_profiles" ADD CONSTRAINT "commune_profiles_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_values" ADD CONSTRAINT "consumption_values_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_in_values" ADD CONSTRAINT "feed_in_values_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concession_documents_filter_idx" ON "concession_documents" USING btree ("commune_id","jahr","dokumenttyp");--> statement-breakpoint
CREATE INDEX "concession_topic_entries_topic_idx" ON "concession_topic_entries" USING btree ("topic_id","datum");--> statement-breakpoint
CREATE INDEX "concession_topics_commune_idx" ON "concession_topics" USING btree ("commune_id");--> statement-breakpoint
CREATE INDEX "consumption_values_commune_year_idx" ON "consumption_values" USING btree ("commune_id","year");--> statement-breakpoint
CREATE INDEX "contracts_commune_idx" ON "contracts" USING btree ("commune_id");