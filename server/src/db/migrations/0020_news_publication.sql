ALTER TABLE "news_posts" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_at");