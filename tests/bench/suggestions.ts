// `npm run bench -- suggestions`: the time to the first name suggestion against the plain search,
// measured the way the search screen meets them: for each new word both calls leave at the same
// moment (the screen asks for both together) and each is timed to its full answer. Words are new
// every time, so each call asks the registrar. Run twice: on the sandbox registrar as it is, and
// with each registrar call delayed by a modelled network and registry time (a fixed part plus a
// little per name), since the suggestions check more names in their one batch than the search.
// Prints medians and the ratio (issue 33's goal: suggestions at most 1.2x the search).
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import { createDatabase } from '../../server/db/client'
import { seed } from '../../server/db/seed'
import { refreshTldPrices } from '../../server/core/catalog/pricing'
import { createLogger } from '../../server/logger'
import { createSandboxCdn } from '../../server/providers/cdn/sandbox'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import type { Registrar } from '../../server/providers/types'
import { GENEROUS_LIMITS } from '../helpers/test-env'
import { recordGoal } from './goals'

const RUNS = Number(process.env.BENCH_SUGGEST_RUNS ?? 25)
const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'

interface Latency {
  label: string
  fixedMs: number
  perNameMs: number
}

const MODELS: Latency[] = [
  { label: 'sandbox registrar', fixedMs: 0, perNameMs: 0 },
  { label: 'registrar call 150 ms + 2 ms a name', fixedMs: 150, perNameMs: 2 },
]

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2
}

async function timed(url: string, query: string): Promise<{ ms: number; rows: number }> {
  const start = performance.now()
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, currency: 'USD', lang: 'en' }),
  })
  const body = (await res.json()) as { domains?: unknown[]; suggestions?: unknown[] }
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  return { ms: performance.now() - start, rows: (body.domains ?? body.suggestions ?? []).length }
}

async function measure(model: Latency, round: number) {
  const database = await createDatabase({ dataDir: 'memory://' })
  await database.migrate()
  await seed(database.db)
  const sandbox = createSandboxRegistrar(database.db)
  const registrar: Registrar = {
    ...sandbox,
    name: sandbox.name,
    check: async (names) => {
      await sleep(model.fixedMs + model.perNameMs * names.length)
      return sandbox.check(names)
    },
  }
  await refreshTldPrices(database.db, sandbox)
  const { app } = createApp({
    config: parseConfig({
      BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
      NODE_ENV: 'production',
      ...GENEROUS_LIMITS,
    }),
    database,
    logger: createLogger('silent'),
    botToken: BOT_TOKEN,
    providers: { registrar, cdn: createSandboxCdn(database.db) },
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const search: number[] = []
  const suggest: number[] = []
  let empty = 0
  try {
    // Two warm-up words, then each new word asks for both at once.
    for (let i = -2; i < RUNS; i += 1) {
      const word = `benchsuggest${round}x${i + 2}w${Date.now().toString(36)}`
      const [s, g] = await Promise.all([
        timed(`${base}/api/search`, word),
        timed(`${base}/api/suggestions`, word),
      ])
      if (i < 0) continue
      search.push(s.ms)
      suggest.push(g.ms)
      if (g.rows === 0) empty += 1
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await database.close()
  }
  return { search: median(search), suggest: median(suggest), empty }
}

export async function runSuggestionsBench(): Promise<void> {
  console.log(`\nName suggestions against the plain search (${RUNS} new words, both asked at once)`)
  console.log('| registrar | search (median ms) | first suggestion (median ms) | ratio | goal |')
  console.log('|---|---|---|---|---|')
  for (const [round, model] of MODELS.entries()) {
    const r = await measure(model, round)
    const ratio = r.suggest / r.search
    recordGoal({
      key: 'suggestions',
      where: model.label,
      figures: `${r.suggest.toFixed(0)} / ${r.search.toFixed(0)} ms`,
      ratio,
    })
    console.log(
      `| ${model.label} | ${r.search.toFixed(1)} | ${r.suggest.toFixed(1)} | ${ratio.toFixed(2)}x | <= 1.2x ${ratio <= 1.2 ? 'met' : 'not met'} |` +
        (r.empty > 0 ? ` (${r.empty} words had no suggestion)` : ''),
    )
  }
}
