DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_open_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."status" in ('pending', 'sending');