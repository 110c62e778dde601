DROP INDEX "domains_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "domains_name_trgm_lower_idx" ON "domains" USING gin (lower("domain") gin_trgm_ops);