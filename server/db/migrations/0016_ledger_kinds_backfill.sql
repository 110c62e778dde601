-- Entries written before every ledger writer stored a kind carry only an English sentence. Each
-- sentence the server ever wrote is read back into its kind and blanks here, so the history and the
-- admin console word old entries in the reader's language too. Free-text reasons (admin
-- adjustments) match nothing and stay as typed.
UPDATE "ledger_entries" SET "kind" = 'stars_topup', "params" = jsonb_build_object('stars', (regexp_match("description", '^Telegram Stars top-up \((\d+) ⭐\)$'))[1]::int)
  WHERE "kind" IS NULL AND "description" ~ '^Telegram Stars top-up \(\d+ ⭐\)$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'stars_refund', "params" = jsonb_build_object('stars', (regexp_match("description", '^Telegram Stars refund \((\d+) ⭐\)$'))[1]::int)
  WHERE "kind" IS NULL AND "description" ~ '^Telegram Stars refund \(\d+ ⭐\)$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'stars_refund_reversed', "params" = jsonb_build_object('stars', (regexp_match("description", '^Telegram Stars refund \((\d+) ⭐\) refused'))[1]::int)
  WHERE "kind" IS NULL AND "description" ~ '^Telegram Stars refund \(\d+ ⭐\) refused by Telegram, reversed$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'demo_topup_refund', "params" = '{}'::jsonb
  WHERE "kind" IS NULL AND "description" = 'Demo top-up refund';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'demo_topup', "params" = '{}'::jsonb
  WHERE "kind" IS NULL AND "description" = 'Demo top-up';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'demo_deposit', "params" = '{}'::jsonb
  WHERE "kind" IS NULL AND "description" = 'Demo deposit';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'promo_code', "params" = jsonb_build_object('code', substring("description" from '^Promo code (.+)$'))
  WHERE "kind" IS NULL AND "type" = 'promo' AND "description" ~ '^Promo code .+$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'market_purchase', "params" = jsonb_build_object('domains', substring("description" from '^After Market purchase: (.+)$'))
  WHERE "kind" IS NULL AND "description" ~ '^After Market purchase: .+$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'domain_purchase', "params" = jsonb_build_object('domains', substring("description" from '^Domain purchase: (.+)$'))
  WHERE "kind" IS NULL AND "description" ~ '^Domain purchase: .+$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = CASE WHEN "description" LIKE 'Auto-renewal:%' THEN 'auto_renewal' ELSE 'domain_renewal' END,
  "params" = jsonb_build_object('domain', (regexp_match("description", '^(?:Domain renewal|Auto-renewal): ([^,]+), (\d+) years?$'))[1], 'years', (regexp_match("description", '^(?:Domain renewal|Auto-renewal): ([^,]+), (\d+) years?$'))[2]::int)
  WHERE "kind" IS NULL AND "description" ~ '^(Domain renewal|Auto-renewal): [^,]+, \d+ years?$';--> statement-breakpoint
UPDATE "ledger_entries" AS r SET "kind" = 'renewal_refund', "params" = coalesce((
    SELECT jsonb_strip_nulls(jsonb_build_object('domain', p."params"->>'domain'))
    FROM "ledger_entries" AS p
    WHERE p."type" = 'purchase' AND p."reference" = 'order-' || substring(r."reference" from '^refund-order-(\d+)$')
  ), '{}'::jsonb)
  WHERE r."kind" IS NULL AND r."description" LIKE 'Refund: renewal not completed%';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'registration_refund', "params" = jsonb_build_object('domain', substring("description" from '^Refund: (.+) could not be registered$'))
  WHERE "kind" IS NULL AND "description" ~ '^Refund: .+ could not be registered$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'domain_transfer', "params" = jsonb_build_object('domain', substring("description" from '^Domain transfer: (.+)$'))
  WHERE "kind" IS NULL AND "description" ~ '^Domain transfer: .+$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'transfer_refund', "params" = jsonb_build_object('domain', substring("description" from '^Refund: the transfer of (.+) did not complete$'))
  WHERE "kind" IS NULL AND "description" ~ '^Refund: the transfer of .+ did not complete$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'transfer_cancel_refund', "params" = jsonb_build_object('domain', substring("description" from '^Refund: the transfer of (.+) was cancelled$'))
  WHERE "kind" IS NULL AND "description" ~ '^Refund: the transfer of .+ was cancelled$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'referral_reward', "params" = jsonb_build_object('percent', (regexp_match("description", '^Referral reward: ([\d.]+)% of order (\d+) by user \d+$'))[1]::numeric, 'order', (regexp_match("description", '^Referral reward: ([\d.]+)% of order (\d+) by user \d+$'))[2]::bigint)
  WHERE "kind" IS NULL AND "type" = 'referral_reward' AND "description" ~ '^Referral reward: [\d.]+% of order \d+ by user \d+$';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'referral_reversal', "params" = jsonb_build_object('order', substring("description" from '^Referral reward returned: order (\d+) was refunded$')::bigint)
  WHERE "kind" IS NULL AND "type" = 'referral_reversal' AND "description" ~ '^Referral reward returned: order \d+ was refunded$';
