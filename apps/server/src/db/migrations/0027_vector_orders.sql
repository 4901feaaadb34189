CREATE TABLE "order_designs" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"design_id" uuid NOT NULL,
	"name" text NOT NULL,
	"backbone_id" text DEFAULT '' NOT NULL,
	"circular" boolean NOT NULL,
	"sequence" text NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_designs_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vector" jsonb;--> statement-breakpoint
ALTER TABLE "order_designs" ADD CONSTRAINT "order_designs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_design_idx" ON "cart_lines" USING btree ("customer_id","cart","design_id");