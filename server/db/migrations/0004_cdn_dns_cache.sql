ALTER TABLE "domains" ADD COLUMN "dns_cache" jsonb;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "dns_cached_at" timestamp with time zone;