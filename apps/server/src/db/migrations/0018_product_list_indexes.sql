CREATE INDEX "products_line_catalog_no_idx" ON "products" USING btree ("line","catalog_no");--> statement-breakpoint
CREATE INDEX "products_line_price_usd_idx" ON "products" USING btree ("line","price_from_usd");--> statement-breakpoint
CREATE INDEX "products_line_price_cny_idx" ON "products" USING btree ("line","price_from_cny");--> statement-breakpoint
CREATE INDEX "products_line_created_idx" ON "products" USING btree ("line","created_at");