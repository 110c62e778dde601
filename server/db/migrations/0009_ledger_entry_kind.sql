ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "params" jsonb;