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
CREATE INDEX "reputation_checks_domain_idx" ON "reputation_checks" USING btree ("domain","id");