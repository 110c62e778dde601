CREATE TABLE "sandbox_redirects" (
	"id" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"status_code" integer NOT NULL,
	"keep_path" boolean NOT NULL,
	"placeholder_record_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_redirects" ADD CONSTRAINT "sandbox_redirects_zone_id_sandbox_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."sandbox_zones"("id") ON DELETE cascade ON UPDATE no action;