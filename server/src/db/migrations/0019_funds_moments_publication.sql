ALTER TABLE "foerdermittel" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Existing programmes and moments stay visible: they are published from their creation on.
UPDATE "foerdermittel" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "moments" SET "published_at" = "created_at";
