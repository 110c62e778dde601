ALTER TABLE "sandbox_zones" ADD COLUMN "dnssec_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_controls" ADD COLUMN "dnssec_error" text;