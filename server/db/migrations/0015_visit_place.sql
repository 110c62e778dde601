ALTER TABLE "visits" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "city" text;--> statement-breakpoint
CREATE INDEX "visits_user_created_idx" ON "visits" USING btree ("user_id","created_at");