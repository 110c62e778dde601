// `npm run bench:server` (issue 34): what a request costs the server, measured from outside with
// autocannon against a bare Hono app and the product, each in its own process, rounds interleaved
// in one run. It makes its own PostgreSQL database on the local server (dropped at the end), or
// runs on embedded PGlite when no server answers. Prints figures and ratios; never fails on time.
// Flags: --seconds 10 --rounds 4 --buyers 5000 --scale 1000,10000,100000 --scale-checkouts 1000
// --cpu-prof <dir>: the product's process writes a V8 CPU profile there when it exits (open it in
// Chrome DevTools, or sum self time per file).
import autocannon from 'autocannon'
import { fork, type ChildProcess } from 'node:child_process'
import { parseArgs } from 'node:util'
import { signInitData } from '../../server/demo'
import { BENCH_ID_BASE, type ChildReply, type ChildRequest } from './bench-server-protocol'
import { freshPostgres } from './fresh-postgres'

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'
const CONNECTIONS = 10
const FUNDS_CENTS = 1_000_000_00

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '4' },
    buyers: { type: 'string', default: '5000' },
    scale: { type: 'string', default: '1000,10000,100000' },
    'scale-checkouts': { type: 'string', default: '1000' },
    'cpu-prof': { type: 'string' },
  },
})
const SECONDS = Number(flags.seconds)
const ROUNDS = Number(flags.rounds)
const BUYERS = Number(flags.buyers)
const SCALE = flags.scale.split(',').map(Number)
const SCALE_CHECKOUTS = Number(flags['scale-checkouts'])

interface Child {
  url: string
  ask(m: ChildRequest): Promise<ChildReply>
  close(): Promise<void>
}

async function startChild(mode: 'bare' | 'app', env: Record<string, string> = {}): Promise<Child> {
  const profile =
    mode === 'app' && flags['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${flags['cpu-prof']}`] : []
  const child: ChildProcess = fork(new URL('./bench-server-child.ts', import.meta.url), [mode], {
    execArgv: ['--import', 'tsx', ...profile],
    env: { ...process.env, ...env },
  })
  const next = () =>
    new Promise<ChildReply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`${mode} server exited (${code})`))
      child.once('exit', exited)
      child.once('message', (m) => {
        child.off('exit', exited)
        resolve(m as ChildReply)
      })
    })
  const ready = await next()
  if (ready.op !== 'ready') throw new Error(`${mode} server: unexpected ${ready.op}`)
  return {
    url: ready.url,
    ask: (m) => {
      const reply = next()
      child.send(m)
      return reply
    },
    close: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

const benchDatabase = () =>
  freshPostgres(
    process.env.BENCH_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    'bench_server',
  )

interface Figure {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

type Options = Parameters<typeof autocannon>[0]
type Started = { stop(): void }
/** autocannon's callback form returns the running instance, which can be stopped. */
const startLoad = autocannon as unknown as (
  opts: Options,
  done: (err: Error | null, r: Awaited<ReturnType<typeof autocannon>>) => void,
) => Started

/** `opts` for SECONDS, or until its `amount` of requests is done if that comes first. */
async function load(opts: Options): Promise<Figure> {
  const r = await new Promise<Awaited<ReturnType<typeof autocannon>>>((resolve, reject) => {
    // Every request says what a browser (Telegram's web view) says about encodings: small answers
    // must stay cheap for a client that would take them compressed.
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...opts.headers }
    const run = startLoad(
      { connections: CONNECTIONS, duration: SECONDS, ...opts, headers },
      (err, res) => (err ? reject(err) : resolve(res)),
    )
    if (opts.amount !== undefined) {
      const timer = setTimeout(() => run.stop(), SECONDS * 1000)
      timer.unref()
    }
  })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

const auth = (n: number) =>
  `tma ${signInitData({ id: BENCH_ID_BASE + n, first_name: 'Bench' }, BOT_TOKEN)}`

/** Each request a different user (of `users`) with a one-name cart, until all have bought. */
async function checkouts(app: Child, users: number[], tag: string): Promise<Figure> {
  await app.ask({ op: 'carts', userIds: users, tag })
  const headers = users.map(auth)
  let i = 0
  return load({
    url: `${app.url}/api/cart/checkout`,
    amount: users.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r,
          headers: {
            ...r.headers,
            'content-type': 'application/json',
            authorization: headers[i++] ?? '',
            'idempotency-key': `bench-${tag}-${i}`,
          },
          body: '{}',
        }),
      },
    ],
  })
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}
const summary = (fs: Figure[]) => ({
  rps: median(fs.map((f) => f.rps)),
  p50: median(fs.map((f) => f.p50)),
  p99: median(fs.map((f) => f.p99)),
  non2xx: fs.reduce((s, f) => s + f.non2xx + f.errors, 0),
})
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k)

const postgres = await benchDatabase()
if (!postgres) console.log('No PostgreSQL at 127.0.0.1:5432: running on embedded PGlite.')
const bare = await startChild('bare')
const app = await startChild('app', postgres ? { BENCH_DATABASE_URL: postgres.url } : {})
try {
  await app.ask({ op: 'fund', from: 0, to: Math.max(BUYERS, ...SCALE), cents: FUNDS_CENTS })

  // One checkout's statements, on a user of its own.
  const counter = Math.max(BUYERS, ...SCALE)
  await app.ask({ op: 'fund', from: counter, to: counter + 1, cents: FUNDS_CENTS })
  await app.ask({ op: 'carts', userIds: [counter], tag: 'count' })
  await app.ask({ op: 'count-start' })
  const one = await fetch(`${app.url}/api/cart/checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: auth(counter),
      'idempotency-key': 'bench-count',
    },
    body: '{}',
  })
  const counted = await app.ask({ op: 'count-stop' })
  const statements = counted.op === 'counted' ? counted.statements : []

  const fig = { bare: [], trivial: [], prices: [], checkout: [] } as Record<string, Figure[]>
  for (let round = 0; round < ROUNDS; round += 1) {
    process.stdout.write(`round ${round + 1}/${ROUNDS}\n`)
    fig.bare?.push(await load({ url: `${bare.url}/json` }))
    fig.trivial?.push(await load({ url: `${app.url}/api/maintenance/status` }))
    fig.prices?.push(
      await load({
        url: `${app.url}/api/domain-prices`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"currency":"USD","lang":"en"}',
      }),
    )
    fig.checkout?.push(await checkouts(app, range(0, BUYERS), `r${round}`))
  }

  const scale: { users: number; fig: Figure[] }[] = []
  for (const users of SCALE) {
    const step = users / SCALE_CHECKOUTS
    const buyers = range(0, Math.min(users, SCALE_CHECKOUTS)).map((k) => Math.floor(k * step))
    const figs: Figure[] = []
    for (let round = 0; round < Math.max(1, Math.floor(ROUNDS / 2)); round += 1)
      figs.push(await checkouts(app, buyers, `s${users}r${round}`))
    scale.push({ users, fig: figs })
  }

  const b = summary(fig.bare ?? [])
  const t = summary(fig.trivial ?? [])
  const p = summary(fig.prices ?? [])
  const c = summary(fig.checkout ?? [])
  const x = (a: number, z: number) => `${(a / z).toFixed(2)}×`
  const db = postgres ? 'PostgreSQL' : 'PGlite'
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${db}, ${CONNECTIONS} connections, ${SECONDS} s, ` +
      `${ROUNDS} interleaved rounds (medians), ${BUYERS} funded buyers`,
  )
  console.table([
    { call: 'bare Hono GET /json', 'req/s': Math.round(b.rps), p50: b.p50, p99: b.p99, ratio: '1' },
    {
      call: 'GET /api/maintenance/status (full middleware)',
      'req/s': Math.round(t.rps),
      p50: t.p50,
      p99: t.p99,
      ratio: `${x(t.rps, b.rps)} bare (goal >= 0.5)`,
      'non-2xx': t.non2xx,
    },
    {
      call: 'POST /api/domain-prices',
      'req/s': Math.round(p.rps),
      p50: p.p50,
      p99: p.p99,
      ratio: `${x(p.rps, t.rps)} trivial`,
      'non-2xx': p.non2xx,
    },
    {
      call: 'POST /api/cart/checkout (one name)',
      'req/s': Math.round(c.rps),
      p50: c.p50,
      p99: c.p99,
      ratio: `goal >= 500/s, p99 < 100`,
      'non-2xx': c.non2xx,
    },
  ])
  const scaled = scale.map((s) => ({ users: s.users, ...summary(s.fig) }))
  console.table(
    scaled.map((s) => ({
      'funded users': s.users,
      'checkout req/s': Math.round(s.rps),
      p50: s.p50,
      p99: s.p99,
      'non-2xx': s.non2xx,
    })),
  )
  const small = scaled[0]
  const large = scaled[scaled.length - 1]
  if (small && large)
    console.log(
      `cost per checkout at ${large.users} / at ${small.users} funded users: ` +
        `${x(small.rps, large.rps)} (goal <= 1.2×)`,
    )
  console.log(
    `\nOne checkout (status ${one.status}): ${statements.length} statements, ` +
      `${statements.length} round trips:`,
  )
  for (const s of statements) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 150)}`)
} finally {
  await app.close()
  await bare.close()
  await postgres?.drop()
}
