CREATE TABLE "tube_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"tube_no" integer NOT NULL,
	"tube_count" integer NOT NULL,
	"project_no" text NOT NULL,
	"project_name" text NOT NULL,
	"potency" text DEFAULT '' NOT NULL,
	"subpackage_amount" text DEFAULT '' NOT NULL,
	"subpackage_volume" text DEFAULT '' NOT NULL,
	"production_serial_no" text NOT NULL,
	"shipping_box" text NOT NULL,
	"position" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tube_labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "tube_labels" ADD CONSTRAINT "tube_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tube_labels_order_idx" ON "tube_labels" USING btree ("order_id","tube_no");