// Fills a database with generated SQL for the admin scale checks (the EXPLAIN test and
// `npm run bench:scale`): users, ledger entries spread over a year and more, domains, visits and
// audit entries. Every cached balance equals the sum of its completed entries (an opening deposit
// covers a user whose generated entries would go below zero), and the rollups are rebuilt from
// the rows with the migration's own rollups_backfill().
import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'

export interface ScaleSize {
  users: number
  entries: number
  domains: number
  visits: number
  audit: number
}

/** Spread of created_at: about 400 days back from now. */
const SPAN_S = 400 * 86_400
const USER0 = 1_000_000_000

const NAMES = `array['Anna','Boris','Vera','Ivan','Olga','Pavel','Maria','Dmitry','Elena','Sergey']`
const PATHS = `array['/','/buy','/cart','/profile','/domain/$domain','/history','/aftermarket','/domain/$domain/dns']`

/** Ids and times from the row number alone, so two runs generate the same data. */
const ago = (i: string, prime: number) =>
  `now() - ((${i}::bigint * ${prime}) % ${SPAN_S}) * interval '1 second'`
const userOf = (i: string, n: number) => `${USER0} + ((${i}::bigint * 7919) % ${n}) + 1`

export function scaleStatements(n: ScaleSize): string[] {
  return [
    `insert into users (tg_id, username, first_name, last_name, created_at, updated_at, is_banned, ban_reason)
     select ${USER0} + i, case when i % 5 = 0 then null else 'user_' || i end,
       (${NAMES})[i % 10 + 1], case when i % 3 = 0 then null else 'Family' || (i % 977) end,
       ${ago('i', 104729)}, now(), i % 1000 = 0, case when i % 1000 = 0 then 'spam' end
     from generate_series(1, ${n.users}) i`,
    `insert into ledger_entries (user_id, type, status, amount_cents, description, created_at)
     select ${userOf('i', n.users)},
       (array['deposit','deposit','purchase','purchase','refund','promo','adjustment'])[i % 7 + 1],
       case when i % 50 = 0 then 'pending' else 'completed' end,
       case when i % 7 in (2, 3) then -1 else 1 end * ((i * 31) % 5000 + 100),
       'generated', ${ago('i', 15485863)}
     from generate_series(1, ${n.entries}) i`,
    `insert into ledger_entries (user_id, type, amount_cents, description, created_at)
     select user_id, 'deposit', -s, 'opening deposit', now() - interval '401 days'
     from (select user_id, sum(amount_cents) s from ledger_entries where status = 'completed'
           group by user_id) t where s < 0`,
    `update users u set balance_cents = t.s
     from (select user_id, sum(amount_cents) s from ledger_entries where status = 'completed'
           group by user_id) t where u.tg_id = t.user_id`,
    `insert into domains (user_id, domain, status, price_cents, renewal_cents, purchased_at, expires_at)
     select ${userOf('i', n.users)}, 'site' || i || (array['.com','.net','.org','.io'])[i % 4 + 1],
       (array['active','active','active','active','active','active','registering','pending_cf','failed','expired'])[i % 10 + 1],
       1200, 1500, ${ago('i', 7727)}, now() + interval '200 days'
     from generate_series(1, ${n.domains}) i`,
    `insert into visits (user_id, page_path, created_at)
     select ${userOf('i', n.users)}, (${PATHS})[i % 8 + 1], ${ago('i', 86969)}
     from generate_series(1, ${n.visits}) i`,
    `insert into audit_log (actor, action, target, created_at)
     select case when i % 2 = 0 then 'token' else 'tg:' || (i % 7) end,
       (array['user.ban','user.unban','user.balance','listing.create','domain.retry'])[i % 5 + 1],
       'user:' || (${userOf('i', n.users)}), ${ago('i', 3571)}
     from generate_series(1, ${n.audit}) i`,
  ]
}

/** Generates the rows (row triggers off: the rollups are rebuilt at the end), then analyzes. */
export async function fillScale(database: Database, n: ScaleSize): Promise<void> {
  await database.db.transaction(async (tx) => {
    // Replica mode skips the rollup triggers (and the checks of the generated foreign keys).
    await tx.execute(sql`set local session_replication_role = replica`)
    for (const statement of scaleStatements(n)) await tx.execute(sql.raw(statement))
    await tx.execute(sql`delete from rollup_deltas`)
    await tx.execute(sql`delete from daily_rollups`)
    await tx.execute(sql`select rollups_backfill()`)
  })
  await database.db.execute(sql`vacuum analyze`)
}

/** Each cached balance equals its completed entries: the number of users where it does not. */
export async function balanceMismatches(database: Database): Promise<number> {
  const rows = await database.query(
    `select count(*)::int as n from users u
     where u.balance_cents <> coalesce((select sum(amount_cents) from ledger_entries l
       where l.user_id = u.tg_id and l.status = 'completed'), 0)`,
    [],
  )
  return Number(rows[0]?.n ?? -1)
}
