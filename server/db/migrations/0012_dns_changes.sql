CREATE TABLE "dns_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"template" text,
	"operations" jsonb NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dns_changes" ADD CONSTRAINT "dns_changes_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_changes" ADD CONSTRAINT "dns_changes_user_id_users_tg_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dns_changes_domain_idx" ON "dns_changes" USING btree ("domain_id","id");