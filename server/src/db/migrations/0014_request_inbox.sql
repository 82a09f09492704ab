CREATE TABLE "request_handling" (
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_by_name" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer NOT NULL,
	CONSTRAINT "request_handling_kind_request_id_pk" PRIMARY KEY("kind","request_id"),
	CONSTRAINT "request_handling_status_check" CHECK ("request_handling"."status" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "request_handling" ADD CONSTRAINT "request_handling_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_handling_status_idx" ON "request_handling" USING btree ("status");--> statement-breakpoint
-- A request deleted with its moment or its account takes its handling (and the note about it) along.
CREATE FUNCTION "request_handling_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "request_handling" WHERE "kind" = TG_ARGV[0] AND "request_id" = (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consultation_requests_forget_handling" AFTER DELETE ON "consultation_requests" FOR EACH ROW EXECUTE FUNCTION "request_handling_forget"('consultation', 'id');--> statement-breakpoint
CREATE TRIGGER "moment_claims_forget_handling" AFTER DELETE ON "moment_claims" FOR EACH ROW EXECUTE FUNCTION "request_handling_forget"('moment-claim', 'id');--> statement-breakpoint
CREATE TRIGGER "education_requests_forget_handling" AFTER DELETE ON "education_requests" FOR EACH ROW EXECUTE FUNCTION "request_handling_forget"('education', 'id');--> statement-breakpoint
CREATE TRIGGER "newsletter_subscriptions_forget_handling" AFTER DELETE ON "newsletter_subscriptions" FOR EACH ROW EXECUTE FUNCTION "request_handling_forget"('newsletter', 'user_id');--> statement-breakpoint
CREATE TRIGGER "accessibility_feedback_forget_handling" AFTER DELETE ON "accessibility_feedback" FOR EACH ROW EXECUTE FUNCTION "request_handling_forget"('accessibility', 'id');
