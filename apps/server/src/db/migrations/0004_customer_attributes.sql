CREATE TABLE "attribute_groups" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_items" (
	"group_key" text NOT NULL,
	"value" text NOT NULL,
	"text" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_items_group_key_value_pk" PRIMARY KEY("group_key","value")
);
--> statement-breakpoint
CREATE TABLE "customer_attributes" (
	"customer_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_attributes_customer_id_group_key_pk" PRIMARY KEY("customer_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "attribute_items" ADD CONSTRAINT "attribute_items_group_key_attribute_groups_key_fk" FOREIGN KEY ("group_key") REFERENCES "public"."attribute_groups"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attributes" ADD CONSTRAINT "customer_attributes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_attributes" ADD CONSTRAINT "customer_attributes_group_key_value_attribute_items_group_key_value_fk" FOREIGN KEY ("group_key","value") REFERENCES "public"."attribute_items"("group_key","value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "attribute_groups" ("key", "name", "sort_order") VALUES
  ('customer_type', '{"zh":"客户类型","en":"Customer type","es":"Tipo de cliente","ja":"顧客区分"}', 1),
  ('purchase_role', '{"zh":"采购角色","en":"Purchasing role","es":"Función de compra","ja":"購買での役割"}', 2);
--> statement-breakpoint
INSERT INTO "attribute_items" ("group_key", "value", "text", "sort_order") VALUES
  ('customer_type', 'academic', '{"zh":"高校/科研院所","en":"Academic / research institute","es":"Académico / instituto de investigación","ja":"大学・研究機関"}', 1),
  ('customer_type', 'industry', '{"zh":"企业","en":"Industry","es":"Industria","ja":"企業"}', 2),
  ('customer_type', 'hospital', '{"zh":"医院","en":"Hospital","es":"Hospital","ja":"病院"}', 3),
  ('customer_type', 'nonprofit', '{"zh":"政府/非营利机构","en":"Government / non-profit","es":"Gobierno / sin ánimo de lucro","ja":"公的機関・非営利団体"}', 4),
  ('purchase_role', 'researcher', '{"zh":"科研人员","en":"Researcher","es":"Investigador","ja":"研究者"}', 1),
  ('purchase_role', 'procurement', '{"zh":"采购人员","en":"Procurement","es":"Compras","ja":"購買担当"}', 2),
  ('purchase_role', 'lab_manager', '{"zh":"实验室管理者","en":"Lab manager","es":"Responsable de laboratorio","ja":"ラボ管理者"}', 3);
