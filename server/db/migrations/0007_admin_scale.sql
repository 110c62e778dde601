-- Search on names through trigram indexes; PGlite loads the same extension (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "daily_rollups" (
	"day" date NOT NULL,
	"series" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_rollups_series_day_key_pk" PRIMARY KEY("series","day","key")
);
--> statement-breakpoint
CREATE TABLE "rollup_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"series" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rollup_deltas_series_day_idx" ON "rollup_deltas" USING btree ("series","day");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","tg_id");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("updated_at") WHERE "users"."is_banned";--> statement-breakpoint
CREATE INDEX "ledger_type_id_idx" ON "ledger_entries" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "ledger_status_id_idx" ON "ledger_entries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "ledger_user_id_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "domains_status_id_idx" ON "domains" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "domains_name_trgm_idx" ON "domains" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_action_id_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_actor_id_idx" ON "audit_log" USING btree ("actor","id");--> statement-breakpoint
-- Daily rollups: every write appends its change to rollup_deltas in its own transaction (these
-- triggers); the `rollups` job folds the deltas into daily_rollups (server/core/admin/rollups.ts).
CREATE FUNCTION rollup_ledger_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'completed' THEN
    INSERT INTO rollup_deltas (day, series, key, n, amount)
    VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, 'money', OLD.type, -1, -OLD.amount_cents);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'completed' THEN
    INSERT INTO rollup_deltas (day, series, key, n, amount)
    VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, 'money', NEW.type, 1, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_rollup AFTER INSERT OR DELETE OR UPDATE OF status, type, amount_cents, created_at
  ON ledger_entries FOR EACH ROW EXECUTE FUNCTION rollup_ledger_entry();--> statement-breakpoint
CREATE FUNCTION rollup_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO rollup_deltas (day, series, key, n)
    VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, 'users', '', -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO rollup_deltas (day, series, key, n)
    VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, 'users', '', 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_rollup AFTER INSERT OR DELETE OR UPDATE OF created_at ON users
  FOR EACH ROW EXECUTE FUNCTION rollup_user();--> statement-breakpoint
-- Visits are counted when written; the retention job deletes old raw rows without touching these.
CREATE FUNCTION rollup_visit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_deltas (day, series, key, n)
  VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, 'visits', NEW.page_path, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visits_rollup AFTER INSERT ON visits FOR EACH ROW EXECUTE FUNCTION rollup_visit();--> statement-breakpoint
-- Rollups of the rows already there (also used by the scale benchmark's generator).
CREATE FUNCTION rollups_backfill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_rollups (day, series, key, n, amount)
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'money', type, count(*), sum(amount_cents)
  FROM ledger_entries WHERE status = 'completed' GROUP BY 1, 3
  UNION ALL
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'users', '', count(*), 0 FROM users GROUP BY 1
  UNION ALL
  SELECT (created_at AT TIME ZONE 'UTC')::date, 'visits', page_path, count(*), 0
  FROM visits GROUP BY 1, 3
  ON CONFLICT (series, day, key) DO UPDATE
    SET n = daily_rollups.n + excluded.n, amount = daily_rollups.amount + excluded.amount;
$$;--> statement-breakpoint
-- Visits stored before this migration carry the client's path: fold the routes with a parameter
-- into their templates (as the server now stores them), so no domain name becomes a rollup key.
UPDATE visits SET page_path = '/domain/$domain' || coalesce(substring(page_path from '^/domain/[^/?#]+(/[a-z/]*[a-z])'), '')
  WHERE page_path LIKE '/domain/_%';--> statement-breakpoint
UPDATE visits SET page_path = '/admin/users/$tgId' WHERE page_path ~ '^/admin/users/[0-9]+/?$';--> statement-breakpoint
SELECT rollups_backfill();
