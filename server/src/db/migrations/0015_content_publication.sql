-- Publication of services, sub-services and the FAQs (issue 16 item 4): existing rows become live now.
ALTER TABLE "faq_entries" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "sub_services" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "heat_faq_entries" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();