ALTER TABLE "star_payments" ADD COLUMN "state" text DEFAULT 'credited' NOT NULL;--> statement-breakpoint
ALTER TABLE "star_payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "star_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "star_payments_user_idx" ON "star_payments" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "star_payments" ADD CONSTRAINT "star_payments_state_known" CHECK ("star_payments"."state" in ('credited', 'refunding', 'refunded', 'refunded_spent'));