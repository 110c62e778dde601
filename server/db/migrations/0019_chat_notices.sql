ALTER TABLE "users" ADD COLUMN "chat_notices" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_notices_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_chat_notices_state" CHECK ("users"."chat_notices" IN ('unknown', 'allowed', 'refused', 'blocked'));