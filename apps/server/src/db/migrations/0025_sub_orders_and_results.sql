CREATE TABLE "order_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sub_order_id" uuid,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid,
	"staff_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sub_no" integer NOT NULL,
	"title" text NOT NULL,
	"line_nos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"production_status" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_results" ADD CONSTRAINT "order_results_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_results" ADD CONSTRAINT "order_results_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_results_order_idx" ON "order_results" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_orders_order_idx" ON "sub_orders" USING btree ("order_id","sub_no");