// One real HTTP server for a benchmark run: the app on a database of the given kind with the sandbox
// providers, a hello-world route beside the API, and users funded with a one-domain cart each.
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import { createDatabase, type Database } from '../../server/db/client'
import { cartItems, users } from '../../server/db/schema'
import { seed } from '../../server/db/seed'
import { signInitData } from '../../server/demo'
import { credit } from '../../server/core/ledger/ledger'
import { refreshTldPrices } from '../../server/core/catalog/pricing'
import { createLogger } from '../../server/logger'
import { createSandboxCdn } from '../../server/providers/cdn/sandbox'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import { isTakenAtRegistry } from '../../server/providers/registrar/sandbox-catalog'
import { GENEROUS_LIMITS } from '../helpers/test-app'

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'

export interface BenchServer {
  url: string
  /** `Authorization` headers of users who each have $20 and one .com in the cart. */
  buyers: string[]
  close(): Promise<void>
}

function freeComNames(prefix: string, n: number): string[] {
  const names: string[] = []
  for (let i = 0; names.length < n; i += 1) {
    const label = `${prefix}${i}`
    if (!isTakenAtRegistry(label, `${label}.com`)) names.push(`${label}.com`)
  }
  return names
}

export async function startBenchServer(
  database: Database,
  opts: {
    port: number
    buyers: number
    tag: string
    /** `default`: the costly-call limits as shipped; otherwise none that the load comes near. */
    limits?: 'default' | 'generous'
  },
): Promise<BenchServer> {
  await database.migrate()
  await seed(database.db)
  const db = database.db
  const config = parseConfig({
    BOT_TOKEN,
    BOT_MODE: 'off',
    SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
    NODE_ENV: 'production',
    ...(opts.limits === 'default' ? {} : GENEROUS_LIMITS),
  })
  const providers = { registrar: createSandboxRegistrar(db), cdn: createSandboxCdn(db) }
  await refreshTldPrices(db, providers.registrar)
  const { app } = createApp({
    config,
    database,
    logger: createLogger('silent'),
    botToken: BOT_TOKEN,
    providers,
  })
  app.get('/bench/hello', (c) => c.json({ hello: 'world' }))

  const names = freeComNames(`bench${opts.tag}x`, opts.buyers)
  const ids = names.map((_, i) => 900_000_000 + i)
  for (const userId of ids) {
    await db.insert(users).values({ tgId: userId, firstName: 'Bench' }).onConflictDoNothing()
    await credit(db, 'deposit', { userId, amountCents: 20_00, description: 'bench' })
  }
  if (names.length > 0)
    await db.insert(cartItems).values(
      names.map((domain, i) => ({
        userId: ids[i] ?? 0,
        domain,
        priceCents: 10_48,
        renewalCents: 10_48,
      })),
    )
  const buyers = ids.map((id) => `tma ${signInitData({ id, first_name: 'Bench' }, BOT_TOKEN)}`)

  const server = serve({ fetch: app.fetch, port: opts.port, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    buyers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function openDatabase(kind: 'pglite' | 'postgres', url?: string): Promise<Database> {
  return createDatabase(
    kind === 'postgres'
      ? { databaseUrl: url, dataDir: 'memory://', poolSize: 10 }
      : { dataDir: 'memory://' },
  )
}
