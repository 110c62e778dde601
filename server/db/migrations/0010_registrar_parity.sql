CREATE TABLE "sandbox_transfers" (
	"domain" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"auth_code" text NOT NULL,
	"detail" text NOT NULL,
	"completes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "domain_controls" (
	"domain_id" bigint PRIMARY KEY NOT NULL,
	"privacy_enabled" boolean DEFAULT true NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"transfer_lock_expires_at" timestamp with time zone,
	"dnssec" text DEFAULT 'off' NOT NULL,
	"ds" jsonb,
	"read_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"auth_code_enc" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_cents" bigint NOT NULL,
	"renewal_cents" bigint NOT NULL,
	"order_id" bigint,
	"domain_id" bigint,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_registrations" ADD COLUMN "privacy_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_registrations" ADD COLUMN "locked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_registrations" ADD COLUMN "transfer_lock_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_registrations" ADD COLUMN "ds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_zones" ADD COLUMN "dnssec" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_controls" ADD CONSTRAINT "domain_controls_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_transfers" ADD CONSTRAINT "domain_transfers_user_id_users_tg_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_transfers" ADD CONSTRAINT "domain_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_transfers" ADD CONSTRAINT "domain_transfers_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_transfers_pending_uq" ON "domain_transfers" USING btree ("domain") WHERE "domain_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "domain_transfers_user_idx" ON "domain_transfers" USING btree ("user_id");