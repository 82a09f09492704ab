-- The search's fold (spec 01 §5, design: one fold for both sides): German umlauts and ß spelled out, other
-- accents removed, lower case. Declared immutable so generated columns can use it; the dictionary is named.
CREATE OR REPLACE FUNCTION kp_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(replace(replace(replace(value,
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS')))
$$;--> statement-breakpoint
CREATE TABLE "notification_configs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"moments" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT true NOT NULL,
	"foerdermittel" boolean DEFAULT true NOT NULL,
	"promote_notifications" boolean,
	"enable_mail_service" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"notification_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer,
	"titel" text NOT NULL,
	"content" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "notifications_source_key" UNIQUE("kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notifications_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
CREATE TABLE "search_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_people" ADD COLUMN "search_title" text GENERATED ALWAYS AS (kp_search_fold("firstname" || ' ' || "lastname")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "new_companies" ADD COLUMN "search_title" text GENERATED ALWAYS AS (kp_search_fold("title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "search_title" text GENERATED ALWAYS AS (kp_search_fold("title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_title" text GENERATED ALWAYS AS (kp_search_fold("title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_services" ADD COLUMN "search_title" text GENERATED ALWAYS AS (kp_search_fold("title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "search_title" text GENERATED ALWAYS AS (kp_search_fold("title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_configs" ADD CONSTRAINT "notification_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_unmailed_idx" ON "user_notifications" USING btree ("user_id") WHERE "user_notifications"."mailed_at" is null and "user_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "search_sessions_time_idx" ON "search_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_name_time_idx" ON "tracking_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "contact_people_search_idx" ON "contact_people" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "new_companies_search_idx" ON "new_companies" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_areas_search_idx" ON "service_areas" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_services_search_idx" ON "sub_services" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_posts_search_idx" ON "news_posts" USING gin ("search_title" gin_trgm_ops);