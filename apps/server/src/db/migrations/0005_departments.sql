CREATE TABLE "customer_departments" (
	"customer_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "customer_departments_customer_id_department_id_pk" PRIMARY KEY("customer_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_code" text NOT NULL,
	"depart_name" text NOT NULL,
	CONSTRAINT "departments_org_code_unique" UNIQUE("org_code")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "org_code" text;--> statement-breakpoint
ALTER TABLE "customer_departments" ADD CONSTRAINT "customer_departments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_departments" ADD CONSTRAINT "customer_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;