CREATE TABLE "portal_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"map_tile_url" text,
	"map_tile_attribution" text,
	"wish_charger_map_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
