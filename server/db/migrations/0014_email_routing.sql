CREATE TABLE "email_destinations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text NOT NULL,
	"cdn_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_destinations_user_email" UNIQUE("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "sandbox_email_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_email_addresses_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sandbox_email_routing" (
	"zone_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"catch_all" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_email_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL,
	"address" text NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_destinations" ADD CONSTRAINT "email_destinations_user_id_users_tg_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_email_routing" ADD CONSTRAINT "sandbox_email_routing_zone_id_sandbox_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."sandbox_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_email_rules" ADD CONSTRAINT "sandbox_email_rules_zone_id_sandbox_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."sandbox_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_email_rules_zone_idx" ON "sandbox_email_rules" USING btree ("zone_id");