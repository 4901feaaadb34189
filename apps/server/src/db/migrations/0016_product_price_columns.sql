UPDATE "products" SET "price_from_usd" = "price_from" WHERE "currency" = 'USD';
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_from";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "currency";