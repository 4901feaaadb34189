CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"service" text NOT NULL,
	"project_name" text NOT NULL,
	"details" text NOT NULL,
	"target_date" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"attachment_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_request_no_unique" UNIQUE("request_no")
);
--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_idx" ON "service_requests" USING btree ("customer_id","idempotency_key");