DROP INDEX "product_documents_product_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_product_kind_lot_idx" ON "product_documents" USING btree ("product_id","kind","lot_no");