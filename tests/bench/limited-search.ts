// Search under load with the costly-call limits as shipped: 50 connections from one address, no
// init data, so the per-address limit (RATE_SEARCH_PER_MIN × RATE_ADDRESS_MULTIPLIER a minute)
// decides. The figures to read: refusals are 429s, counted, and nothing is a 5xx.
import autocannon from 'autocannon'
import type { Database } from '../../server/db/client'
import { startBenchServer } from './bench-server'

export interface LimitedSearchFigure {
  rps: number
  p99: number
  answered200: number
  refused429: number
  errors5xx: number
}

export async function measureLimitedSearch(
  database: Database,
  opts: { port: number; seconds: number; words: string[] },
): Promise<LimitedSearchFigure> {
  const server = await startBenchServer(database, {
    port: opts.port,
    buyers: 0,
    tag: 'lim',
    limits: 'default',
  })
  try {
    let n = 0
    const result = await autocannon({
      url: `${server.url}/api/search`,
      connections: 50,
      duration: opts.seconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (r) => ({
            ...r,
            body: JSON.stringify({ query: opts.words[n++ % opts.words.length] }),
          }),
        },
      ],
    })
    return {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      answered200: result.statusCodeStats['200']?.count ?? 0,
      refused429: result.statusCodeStats['429']?.count ?? 0,
      errors5xx: result['5xx'],
    }
  } finally {
    await server.close()
  }
}
