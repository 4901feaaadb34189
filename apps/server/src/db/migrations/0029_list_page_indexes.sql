DROP INDEX "products_line_catalog_no_idx";--> statement-breakpoint
CREATE INDEX "products_published_line_catalog_no_idx" ON "products" USING btree ("line","catalog_no","id") WHERE "products"."published";--> statement-breakpoint
CREATE INDEX "products_published_catalog_no_idx" ON "products" USING btree ("catalog_no","id") WHERE "products"."published";