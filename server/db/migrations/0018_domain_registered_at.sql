ALTER TABLE "domains" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
-- A name waiting for its CDN zone has been registered already: it is the buyer's from then on.
UPDATE "domains" SET "registered_at" = "purchased_at" WHERE "status" = 'pending_cf';
