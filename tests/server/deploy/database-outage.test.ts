// PostgreSQL dropping away under load, as it was found: a TCP proxy in front of the database is cut
// 80-400 ms into a burst of 40 checkouts, five times over. The server process must live through every
// cut, answer 503 database_unavailable (never 500) while the database is gone, and recover by itself
// when it is back. Needs PostgreSQL (CI sets TEST_DATABASE_URL).
import { eq } from 'drizzle-orm'
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { cartItems, users } from '../../../server/db/schema'
import { signInitData } from '../../../server/demo'
import { credit, ledgerSum } from '../../../server/core/ledger/ledger'
import { refreshTldPrices } from '../../../server/core/catalog/pricing'
import { createSandboxRegistrar } from '../../../server/providers/registrar/sandbox'
import { freeName } from '../../helpers/sandbox-names'
import { TEST_BOT_TOKEN } from '../../helpers/test-app'
import { createTestDatabase } from '../../helpers/test-db'
import { listeningPort, spawnOnDatabase, type ServerProcess } from '../../helpers/spawn-server'

/** A TCP proxy to PostgreSQL that can be cut (every connection reset, new ones refused) and restored. */
async function cuttableProxy(target: URL) {
  const open = new Set<Socket>()
  let up = true
  const server: Server = createServer((client) => {
    if (!up) return client.destroy()
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const s of [client, upstream]) {
      open.add(s)
      s.on('error', () => undefined)
      s.on('close', () => open.delete(s))
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      up = false
      for (const s of open) s.resetAndDestroy()
    },
    restore() {
      up = true
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const ROUNDS = 5
const BURST = 40

describe('the database dropping away mid-burst (PostgreSQL behind a TCP proxy)', () => {
  it('keeps the process up, answers 503 database_unavailable, and recovers by itself', async (ctx) => {
    if (!process.env.TEST_DATABASE_URL)
      return ctx.skip('TEST_DATABASE_URL is unset: this test needs a PostgreSQL server')
    const testDb = await createTestDatabase('postgres')
    const db = testDb.db
    const target = new URL(testDb.url ?? '')
    const proxy = await cuttableProxy(target)
    const viaProxy = new URL(target)
    viaProxy.host = `127.0.0.1:${proxy.port}`
    let server: ServerProcess | undefined
    try {
      await refreshTldPrices(db, createSandboxRegistrar(db))
      const buyers = Array.from({ length: ROUNDS * BURST }, (_, i) => 78_000 + i)
      for (const [i, userId] of buyers.entries()) {
        await db.insert(users).values({ tgId: userId, firstName: 'Buyer' })
        await credit(db, 'deposit', { userId, amountCents: 30_00, description: 'Test deposit' })
        await db.insert(cartItems).values({
          userId,
          domain: freeName('outage', 'com', i),
          priceCents: 10_48,
          renewalCents: 10_48,
        })
      }
      server = spawnOnDatabase(viaProxy.toString(), {
        LOG_LEVEL: 'info',
        SANDBOX_REGISTRAR_LATENCY_MS: '50',
      })
      const port = await listeningPort(server)
      const base = `http://127.0.0.1:${port}`
      const checkout = (userId: number) =>
        fetch(`${base}/api/cart/checkout`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': `outage-${userId}`,
            Authorization: `tma ${signInitData({ id: userId, first_name: 'Buyer' }, TEST_BOT_TOKEN)}`,
          },
          body: '{}',
        })
      const statuses: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const group = buyers.slice(round * BURST, (round + 1) * BURST)
        const burst = group.map(async (id) => {
          const res = await checkout(id)
          statuses.push(res.status)
          if (res.status === 503)
            expect(await res.json()).toMatchObject({ error: 'database_unavailable' })
          return res.status
        })
        await new Promise((r) => setTimeout(r, 80 + round * 80))
        proxy.cut()
        await Promise.allSettled(burst)
        // While the database is away: a clear 503, from a process that is still there.
        const during = await checkout(group[0] ?? 0)
        expect(during.status).toBe(503)
        expect(during.headers.get('retry-after')).toBe('5')
        const answer = (await during.json()) as { error: string; message: string }
        expect(answer.error).toBe('database_unavailable')
        expect(answer.message).toMatch(/cannot be reached right now\. Please try again/)
        expect((await fetch(`${base}/healthz`)).status).toBe(503)
        proxy.restore()
        // Back by itself: no restart, no operator.
        await expect
          .poll(async () => (await fetch(`${base}/healthz`)).status, { timeout: 15_000 })
          .toBe(200)
      }
      expect(server.child.exitCode).toBeNull()
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([])
      // Every key retried once the database is back settles, and the money adds up.
      for (const id of buyers) {
        const res = await checkout(id)
        expect([200, 409, 422]).toContain(res.status)
        const [row] = await db.select().from(users).where(eq(users.tgId, id))
        expect(await ledgerSum(db, id)).toBe(row?.balanceCents)
      }
      expect(server.stderr()).not.toContain("Unhandled 'error' event")
    } finally {
      server?.child.kill('SIGTERM')
      if (server) await server.exited
      await proxy.close()
      await testDb.destroy()
    }
  }, 240_000)
})
