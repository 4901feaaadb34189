ALTER TABLE "order_lines" ADD COLUMN "service" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service" text;--> statement-breakpoint
CREATE INDEX "orders_customer_service_idx" ON "orders" USING btree ("customer_id","service","created_at");