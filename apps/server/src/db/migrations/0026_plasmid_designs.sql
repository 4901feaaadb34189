CREATE TABLE "plasmid_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"backbone_id" text DEFAULT '' NOT NULL,
	"circular" boolean DEFAULT true NOT NULL,
	"sequence" text NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "plasmid_designs_customer_idx" ON "plasmid_designs" USING btree ("customer_id","updated_at");