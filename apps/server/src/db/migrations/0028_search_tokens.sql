DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_tokens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";