CREATE TABLE "watched_names" (
	"domain" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'unknown' NOT NULL,
	"rdap_status" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"user_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_user_id_domain_pk" PRIMARY KEY("user_id","domain")
);
--> statement-breakpoint
CREATE TABLE "reputation_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"user_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"vt_verdict" text NOT NULL,
	"vt_detections" integer,
	"sb_threats" jsonb,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_tg_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("tg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_domain_watched_names_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."watched_names"("domain") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watched_names_next_check_idx" ON "watched_names" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "watches_domain_idx" ON "watches" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "reputation_checks_domain_idx" ON "reputation_checks" USING btree ("domain","id");