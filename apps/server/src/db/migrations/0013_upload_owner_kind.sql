-- Files belong to a customer or, since staff upload too, to a staff member; every earlier file was a customer's.
ALTER TABLE "uploads" ADD COLUMN "owner_kind" text DEFAULT 'customer' NOT NULL;
