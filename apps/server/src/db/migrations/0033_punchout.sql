CREATE TABLE "punchout_buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"from_domain" text DEFAULT '' NOT NULL,
	"from_identity" text DEFAULT '' NOT NULL,
	"sender_domain" text DEFAULT '' NOT NULL,
	"sender_identity" text DEFAULT '' NOT NULL,
	"supplier_domain" text DEFAULT '' NOT NULL,
	"supplier_identity" text DEFAULT '' NOT NULL,
	"oci_username" text DEFAULT '' NOT NULL,
	"price_group" text NOT NULL,
	"default_uom" text DEFAULT 'EA' NOT NULL,
	"default_unspsc" text NOT NULL,
	"line_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid,
	"session_id" uuid,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"payload_id" text DEFAULT '' NOT NULL,
	"status_code" integer NOT NULL,
	"status_text" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text DEFAULT '' NOT NULL,
	"return_url" text NOT NULL,
	"oci_target" text DEFAULT '' NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"transferred_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_documents" ADD CONSTRAINT "punchout_documents_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_buyers_cxml_identity" ON "punchout_buyers" USING btree (lower("from_identity")) WHERE protocol = 'cxml';--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_buyers_oci_username" ON "punchout_buyers" USING btree (lower("oci_username")) WHERE protocol = 'oci';--> statement-breakpoint
CREATE INDEX "punchout_documents_buyer_idx" ON "punchout_documents" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "punchout_documents_session_idx" ON "punchout_documents" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_documents_order_once" ON "punchout_documents" USING btree ("buyer_id","payload_id") WHERE kind = 'OrderRequest' and order_id is not null;--> statement-breakpoint
CREATE INDEX "punchout_sessions_buyer_idx" ON "punchout_sessions" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "punchout_sessions_customer_idx" ON "punchout_sessions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_ticket_idx" ON "punchout_sessions" USING btree ("ticket_hash");