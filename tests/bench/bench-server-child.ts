// The server side of `npm run bench:server` (bench-server-main.ts), in a process of its own so the
// load generator never shares its event loop. `bare`: a bare Hono app answering GET /json.
// `app`: the product on the database at BENCH_DATABASE_URL (PGlite in memory when unset); the parent
// asks it over IPC to fund users and fill carts in bulk, and to count the statements of one call.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { openDatabase, startBenchServer } from './bench-server'
import { isTakenAtRegistry } from '../../server/providers/registrar/sandbox-catalog'
import { BENCH_ID_BASE, type ChildReply, type ChildRequest } from './bench-server-protocol'
import { recordPgQueries, stopRecordingPgQueries } from '../helpers/pg-sent'

const send = (reply: ChildReply) => process.send?.(reply)

async function listen(fetch: Hono['fetch']): Promise<string> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** `count` free .com names starting with `prefix` (the sandbox registry says which are taken). */
function freeComNames(prefix: string, count: number): string[] {
  const names: string[] = []
  for (let i = 0; names.length < count; i += 1) {
    const label = `${prefix}${i}`
    if (!isTakenAtRegistry(label, `${label}.com`)) names.push(`${label}.com`)
  }
  return names
}

async function runApp() {
  const url = process.env.BENCH_DATABASE_URL
  const database = await openDatabase(url ? 'postgres' : 'pglite', url)
  const server = await startBenchServer(database, {
    port: 0,
    buyers: 0,
    tag: 'x',
    limits: 'generous',
  })
  const q = (text: string, params: unknown[]) => database.query(text, params)
  process.on('message', (m: ChildRequest) => {
    void (async () => {
      if (m.op === 'fund') {
        // Users n in [from, to) with `cents` each, booked as one deposit entry per user so the
        // ledger sums to the cached balance as it would after real top-ups.
        await q(
          `insert into users (tg_id, first_name, balance_cents)
           select $1::bigint + n, 'Bench', $4::bigint from generate_series($2::int, $3::int - 1) n
           on conflict do nothing`,
          [BENCH_ID_BASE, m.from, m.to, m.cents],
        )
        await q(
          `insert into ledger_entries (user_id, type, amount_cents, description, reference)
           select $1::bigint + n, 'deposit', $4::bigint, 'bench', 'bench-' || ($1::bigint + n)
           from generate_series($2::int, $3::int - 1) n on conflict do nothing`,
          [BENCH_ID_BASE, m.from, m.to, m.cents],
        )
        send({ op: 'done' })
      } else if (m.op === 'carts') {
        const names = freeComNames(`bench${m.tag}x`, m.userIds.length)
        await q(
          `insert into cart_items (user_id, domain, price_cents, renewal_cents)
           select u, d, 1048, 1048 from unnest($1::bigint[], $2::text[]) as t(u, d)`,
          [m.userIds.map((n) => BENCH_ID_BASE + n), names],
        )
        send({ op: 'done' })
      } else if (m.op === 'count-start') {
        // Every statement pg sends from here on is one round trip (a BEGIN and a COMMIT too).
        recordPgQueries()
        send({ op: 'done' })
      } else {
        const statements = stopRecordingPgQueries()
        send({ op: 'counted', statements, roundTrips: statements.length })
      }
    })().catch((err: unknown) => {
      console.error(err)
      process.exit(1)
    })
  })
  send({ op: 'ready', url: server.url })
}

async function runBare() {
  const app = new Hono()
  app.get('/json', (c) => c.json({ hello: 'world' }))
  send({ op: 'ready', url: await listen(app.fetch) })
}

// An orderly exit on the parent's SIGTERM, so --cpu-prof gets to write its profile.
process.on('SIGTERM', () => process.exit(0))
await (process.argv[2] === 'bare' ? runBare() : runApp())
