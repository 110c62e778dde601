// `npm run bench`: requests/s and p99 of the money path's calls next to a hello-world route of the
// same server, on PGlite and (when reachable) PostgreSQL. Loopback only, a few seconds per case; it
// prints figures and never fails on time. It ends with the goals of issues 29 and 35 (goals.ts).
import autocannon from 'autocannon'
import { openDatabase, startBenchServer, type BenchServer } from './bench-server'
import { measureLimitedSearch, type LimitedSearchFigure } from './limited-search'
import { runFluidBench } from './fluid'
import { printGoals } from './goals'
import { runLighthouseBench } from './lighthouse'
import { runReopenBench } from './reopen'
import { runSuggestionsBench } from './suggestions'
import { freshPostgres } from './fresh-postgres'

// One part alone: `npm run bench -- reopen` (reopen.ts: the reopen, the takeover and the first
// route's JS), `-- fluid` (fluid.ts), `-- lighthouse` (lighthouse.ts) or `-- suggestions`
// (suggestions.ts: the first name suggestion against the plain search).
const PARTS: Record<string, () => Promise<void>> = {
  reopen: runReopenBench,
  fluid: runFluidBench,
  lighthouse: runLighthouseBench,
  suggestions: runSuggestionsBench,
}
const part = process.argv[2]
if (part !== undefined) {
  const run = PARTS[part]
  if (!run) {
    console.log(`Unknown part '${part}': one of ${Object.keys(PARTS).join(', ')}, or none for all.`)
    process.exit(1)
  }
  await run()
  printGoals()
  process.exit(0)
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CONNECTIONS = 10
const PORT = Number(process.env.BENCH_PORT ?? 8411)
const WORDS = Array.from({ length: 40 }, (_, i) => `benchword${i}`)

interface Row {
  db: string
  call: string
  rps: number
  p99: number
  non2xx: number
  ratio: string
}

async function measure(server: BenchServer, call: string): Promise<Omit<Row, 'db' | 'ratio'>> {
  const json = { 'content-type': 'application/json' }
  let n = 0
  const opts =
    call === 'GET /bench/hello'
      ? { url: `${server.url}/bench/hello` }
      : call === 'POST /api/domain-prices'
        ? {
            url: `${server.url}/api/domain-prices`,
            method: 'POST',
            headers: json,
            body: '{"currency":"USD","lang":"en"}',
          }
        : call === 'POST /api/search'
          ? {
              url: `${server.url}/api/search`,
              requests: [
                {
                  method: 'POST',
                  headers: json,
                  setupRequest: (r: object) => ({
                    ...r,
                    body: JSON.stringify({ query: WORDS[n++ % WORDS.length] }),
                  }),
                },
              ],
            }
          : {
              url: `${server.url}/api/cart/checkout`,
              // Each checkout is a different user with a funded one-domain cart: a real purchase.
              amount: server.buyers.length,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (r: object) => ({
                    ...r,
                    headers: { ...json, authorization: server.buyers[n++] ?? '' },
                    body: '{}',
                  }),
                },
              ],
            }
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts })
  return {
    call,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

const postgresUrl = () =>
  freshPostgres(
    process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    'bench',
  )

const limited: (LimitedSearchFigure & { db: string })[] = []

async function benchOn(kind: 'pglite' | 'postgres', url?: string): Promise<Row[]> {
  const database = await openDatabase(kind, url)
  const server = await startBenchServer(database, {
    port: PORT,
    buyers: 1000,
    tag: kind.slice(0, 2),
  })
  try {
    const calls = [
      'GET /bench/hello',
      'POST /api/domain-prices',
      'POST /api/search',
      'POST /api/cart/checkout',
    ]
    const rows: Omit<Row, 'db' | 'ratio'>[] = []
    for (const call of calls) rows.push(await measure(server, call))
    const figure = await measureLimitedSearch(database, {
      port: PORT + 1,
      seconds: SECONDS,
      words: WORDS,
    })
    limited.push({ db: kind, ...figure })
    const hello = rows[0]?.rps ?? 1
    return rows.map((r) => ({ db: kind, ...r, ratio: `${((r.rps / hello) * 100).toFixed(1)}%` }))
  } finally {
    await server.close()
    await database.close()
  }
}

const rows = await benchOn('pglite')
const pgDb = await postgresUrl()
if (pgDb) {
  try {
    rows.push(...(await benchOn('postgres', pgDb.url)))
  } finally {
    await pgDb.drop()
  }
} else {
  console.log('PostgreSQL not reachable (set TEST_DATABASE_URL): PGlite only.')
}

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per case, loopback; ratio = req/s relative to hello on the same server\n`,
)
console.table(
  rows.map((r) => ({
    db: r.db,
    call: r.call,
    'req/s': r.rps,
    'p99 ms': r.p99,
    non2xx: r.non2xx,
    'vs hello': r.ratio,
  })),
)

console.log(
  '\nPOST /api/search with the limits as shipped: 50 connections, one address, no init data\n',
)
console.table(
  limited.map((r) => ({
    db: r.db,
    'req/s': r.rps,
    'p99 ms': r.p99,
    '200': r.answered200,
    '429': r.refused429,
    '5xx': r.errors5xx,
  })),
)

// The first name suggestion against the plain search (tests/bench/suggestions.ts).
await runSuggestionsBench()

// The client side: offline reopen time and the first route's JS (tests/bench/reopen.ts).
await runReopenBench()

// The fluid: /ether's frame time and motion beside an empty canvas (tests/bench/fluid.ts).
await runFluidBench()

// The home route's Lighthouse mobile performance score (tests/bench/lighthouse.ts).
await runLighthouseBench()

printGoals()
