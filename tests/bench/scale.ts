// `npm run bench:scale`: the admin console at a hundred times today's data. Fills a fresh PostgreSQL
// database (TEST_DATABASE_URL's server) with generated SQL: 100k users, 1M ledger entries, 200k
// domains, 2M visits, 100k audit entries (BENCH_SCALE=0.1 for a tenth), serves the app on loopback
// and prints, for every admin list and report, the median latency of one request and its ratio to a
// profile read measured in the same run. Prints figures; exits non-zero only on a failed request.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import { createDatabase } from '../../server/db/client'
import { seed } from '../../server/db/seed'
import { signInitData } from '../../server/demo'
import { createLogger } from '../../server/logger'
import { createSandboxCdn } from '../../server/providers/cdn/sandbox'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import { balanceMismatches, fillScale } from '../helpers/scale-data'

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'
const ADMIN_TOKEN = 'bench-scale-admin-token-0123456789'
const SCALE = Number(process.env.BENCH_SCALE ?? 1)
const RUNS = Number(process.env.BENCH_RUNS ?? 21)
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'

const size = {
  users: Math.round(100_000 * SCALE),
  entries: Math.round(1_000_000 * SCALE),
  domains: Math.round(200_000 * SCALE),
  visits: Math.round(2_000_000 * SCALE),
  audit: Math.round(100_000 * SCALE),
}
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
/** A cursor in the middle of the ledger: what the 10,000th page of offset paging used to be. */
const deepCursor = Buffer.from(JSON.stringify(['a', Math.round(size.entries / 2)])).toString(
  'base64url',
)

const name = `bench_scale_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })
const started = Date.now()
try {
  await database.migrate()
  await seed(database.db)
  console.log(`Filling ${JSON.stringify(size)} …`)
  await fillScale(database, size)
  const mismatches = await balanceMismatches(database)
  console.log(
    `Filled in ${Math.round((Date.now() - started) / 1000)} s; balances equal to their entries: ${mismatches === 0 ? 'yes' : `no (${mismatches})`}`,
  )

  const config = parseConfig({
    BOT_TOKEN,
    BOT_MODE: 'off',
    ADMIN_TOKEN,
    SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
    NODE_ENV: 'production',
  })
  const { app } = createApp({
    config,
    database,
    logger: createLogger('silent'),
    botToken: BOT_TOKEN,
    providers: {
      registrar: createSandboxRegistrar(database.db),
      cdn: createSandboxCdn(database.db),
    },
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const asUser = `tma ${signInitData({ id: 1_000_000_042, first_name: 'Vera' }, BOT_TOKEN)}`
  const asAdmin = `Bearer ${ADMIN_TOKEN}`

  async function median(path: string, auth: string): Promise<number> {
    const times: number[] = []
    for (let i = 0; i < RUNS + 3; i += 1) {
      const t0 = performance.now()
      const res = await fetch(base + path, { headers: { Authorization: auth } })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      if (i >= 3) times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    return times[Math.floor(times.length / 2)] ?? NaN
  }

  const firstUsers = (await (
    await fetch(`${base}/api/admin/users`, { headers: { Authorization: asAdmin } })
  ).json()) as { next_cursor: string }
  const calls: [string, string][] = [
    ['users', '/api/admin/users'],
    ['users, next page', `/api/admin/users?cursor=${firstUsers.next_cursor}`],
    ['users ?q= username', '/api/admin/users?q=user_4242'],
    ['users ?q= name', '/api/admin/users?q=Vera%20Family12'],
    ['domains', '/api/admin/domains'],
    ['domains ?status=failed', '/api/admin/domains?status=failed'],
    ['domains ?q= name', '/api/admin/domains?q=site12345'],
    ['transactions', '/api/admin/transactions'],
    ['transactions ?type=refund', '/api/admin/transactions?type=refund'],
    ['transactions ?user=', '/api/admin/transactions?user=1000000042'],
    ['transactions, 30 days', `/api/admin/transactions?from=${day(29)}&to=${day(0)}`],
    ['transactions, mid-ledger cursor', `/api/admin/transactions?cursor=${deepCursor}`],
    ['audit', '/api/admin/audit'],
    ['bans', '/api/admin/bans'],
    ['stats, 30 days', '/api/admin/stats'],
    ['stats, a year', `/api/admin/stats?from=${day(365)}&to=${day(0)}`],
    ['visits, 30 days', '/api/admin/visits'],
    ['visits, a year', `/api/admin/visits?from=${day(365)}&to=${day(0)}`],
  ]
  const profile = await median('/api/user/profile', asUser)
  const rows = [`| GET /api/user/profile (baseline) | ${profile.toFixed(1)} | 1.0× |`]
  let worst = 0
  for (const [label, path] of calls) {
    const ms = await median(path, asAdmin)
    worst = Math.max(worst, ms / profile)
    rows.push(`| ${label} | ${ms.toFixed(1)} | ${(ms / profile).toFixed(1)}× |`)
  }
  console.log(`\nMedian of ${RUNS} sequential requests, PostgreSQL, scale ${SCALE}:\n`)
  console.log('| call | median ms | vs profile |\n| --- | --- | --- |')
  console.log(rows.join('\n'))
  console.log(`\nWorst ratio: ${worst.toFixed(1)}× (goal: at most 10×)`)
  server.close()
} finally {
  await database.close()
  if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  else console.log(`kept database ${name}`)
  await admin.end()
}
