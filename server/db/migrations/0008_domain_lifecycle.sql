CREATE TABLE "lifecycle_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "domains_live_name_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auto_renew_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "auto_renew" boolean;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "reminders_muted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "domains_expires_idx" ON "domains" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_live_name_uq" ON "domains" USING btree ("domain") WHERE "domains"."status" not in ('failed', 'released');