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
CREATE INDEX "request_handling_status_idx" ON "request_handling" USING btree ("status");