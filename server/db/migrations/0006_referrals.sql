CREATE TABLE "referral_rewards" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"referred_id" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"purchase_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"reversed_cents" bigint DEFAULT 0 NOT NULL,
	"unrecovered_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_reversed_le_amount" CHECK ("referral_rewards"."reversed_cents" <= "referral_rewards"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referred_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_tg_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_id_users_tg_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_tg_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_tg_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");