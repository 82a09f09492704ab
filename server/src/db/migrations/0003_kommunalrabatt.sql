CREATE TABLE "lieferstellen" (
	"id" serial PRIMARY KEY NOT NULL,
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"marktlokation" text NOT NULL,
	"marktlokation_sort" numeric(20, 0) GENERATED ALWAYS AS ((marktlokation)::numeric) STORED NOT NULL,
	"adresszeile1" text NOT NULL,
	"adresszeile2" text DEFAULT '' NOT NULL,
	"plz" text NOT NULL,
	"ort" text NOT NULL,
	"geschaeftspartner_nummer" text NOT NULL,
	"geschaeftspartner_name" text NOT NULL,
	"zuordnung_mg" text,
	"zusatzinfo1" text,
	"zusatzinfo2" text,
	"zusatzinfo3" text,
	"vk_sammler" text,
	"vk_einzel" text,
	"sparte" text NOT NULL,
	"spannungsebene" text,
	"druckstufe" text,
	"rabatt" boolean DEFAULT false NOT NULL,
	"added_by_commune" boolean DEFAULT false NOT NULL,
	"added_by_new" boolean DEFAULT false NOT NULL,
	"new_geschaeftspartner" boolean DEFAULT false NOT NULL,
	"notiz" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lieferstellen_row_key" UNIQUE("commune_id","year","marktlokation","geschaeftspartner_nummer")
);
--> statement-breakpoint
CREATE TABLE "lieferstellen_comment_reads" (
	"user_id" integer NOT NULL,
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"marktlokation" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lieferstellen_comment_reads_user_id_commune_id_year_marktlokation_pk" PRIMARY KEY("user_id","commune_id","year","marktlokation")
);
--> statement-breakpoint
CREATE TABLE "lieferstellen_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"marktlokation" text NOT NULL,
	"user_id" integer,
	"author" text NOT NULL,
	"by_employee" boolean NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lieferstellen_details" (
	"commune_id" integer NOT NULL,
	"marktlokation" text NOT NULL,
	"geschaeftspartner_nummer" text NOT NULL,
	"year" integer NOT NULL,
	"rabatt_menge" numeric(14, 4) NOT NULL,
	CONSTRAINT "lieferstellen_details_commune_id_marktlokation_geschaeftspartner_nummer_year_pk" PRIMARY KEY("commune_id","marktlokation","geschaeftspartner_nummer","year")
);
--> statement-breakpoint
CREATE TABLE "marktlokationen" (
	"commune_id" integer NOT NULL,
	"marktlokation" text NOT NULL,
	"sparte" text NOT NULL,
	"adresszeile1" text NOT NULL,
	"adresszeile2" text DEFAULT '' NOT NULL,
	"plz" text NOT NULL,
	"ort" text NOT NULL,
	"geschaeftspartner_nummer" text NOT NULL,
	"geschaeftspartner_name" text NOT NULL,
	"spannungsebene" text,
	"druckstufe" text,
	CONSTRAINT "marktlokationen_commune_id_marktlokation_pk" PRIMARY KEY("commune_id","marktlokation")
);
--> statement-breakpoint
CREATE TABLE "rabatt_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"lieferstelle_id" integer,
	"user_id" integer,
	"user_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rabatt_status" (
	"commune_id" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'Neu' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rabatt_status_commune_id_year_pk" PRIMARY KEY("commune_id","year")
);
--> statement-breakpoint
ALTER TABLE "lieferstellen" ADD CONSTRAINT "lieferstellen_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieferstellen_comment_reads" ADD CONSTRAINT "lieferstellen_comment_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieferstellen_comment_reads" ADD CONSTRAINT "lieferstellen_comment_reads_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieferstellen_comments" ADD CONSTRAINT "lieferstellen_comments_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieferstellen_comments" ADD CONSTRAINT "lieferstellen_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lieferstellen_details" ADD CONSTRAINT "lieferstellen_details_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marktlokationen" ADD CONSTRAINT "marktlokationen_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabatt_history" ADD CONSTRAINT "rabatt_history_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabatt_history" ADD CONSTRAINT "rabatt_history_lieferstelle_id_lieferstellen_id_fk" FOREIGN KEY ("lieferstelle_id") REFERENCES "public"."lieferstellen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabatt_history" ADD CONSTRAINT "rabatt_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rabatt_status" ADD CONSTRAINT "rabatt_status_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lieferstellen_list_idx" ON "lieferstellen" USING btree ("commune_id","year","marktlokation_sort");--> statement-breakpoint
CREATE INDEX "lieferstellen_comments_thread_idx" ON "lieferstellen_comments" USING btree ("commune_id","year","marktlokation","created_at");--> statement-breakpoint
CREATE INDEX "rabatt_history_lieferstelle_idx" ON "rabatt_history" USING btree ("lieferstelle_id");--> statement-breakpoint
CREATE INDEX "rabatt_history_year_idx" ON "rabatt_history" USING btree ("commune_id","year","kind");