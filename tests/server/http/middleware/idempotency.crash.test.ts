// kill -9 in the middle of a burst of keyed checkouts, then a new process and a retry of every key:
// each retry gets either the replay of a committed answer or a fresh run, never "outcome unknown"
// or a wait, and the ledger shows exactly one purchase per key. Real processes on PostgreSQL (a
// killed PGlite process may leave its files half-written, which is not what this is about).
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartItems, ledgerEntries, users } from '../../../../server/db/schema'
import { signInitData } from '../../../../server/demo'
import { credit, ledgerSum } from '../../../../server/core/ledger/ledger'
import { refreshTldPrices } from '../../../../server/core/catalog/pricing'
import { createSandboxRegistrar } from '../../../../server/providers/registrar/sandbox'
import { freeName } from '../../../helpers/sandbox-names'
import { TEST_BOT_TOKEN } from '../../../helpers/test-app'
import { createTestDatabase } from '../../../helpers/test-db'
import { listeningPort, spawnOnDatabase, type ServerProcess } from '../../../helpers/spawn-server'

const BUYERS = 30
function startServer(databaseUrl: string): ServerProcess {
  return spawnOnDatabase(databaseUrl, {
    LOG_LEVEL: 'info',
    // Slow registrar checks keep many checkouts in flight when the process is killed.
    SANDBOX_REGISTRAR_LATENCY_MS: '150',
  })
}

const checkout = (port: number, userId: number) =>
  fetch(`http://127.0.0.1:${port}/api/cart/checkout`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': `crash-${userId}`,
      Authorization: `tma ${signInitData({ id: userId, first_name: 'Buyer' }, TEST_BOT_TOKEN)}`,
    },
    body: '{}',
  })

describe('kill -9 during keyed checkouts on PostgreSQL', () => {
  it('leaves every key either replayable or free, with one purchase per key', async (ctx) => {
    // CI sets TEST_DATABASE_URL; a machine without PostgreSQL reports this test as skipped, saying why.
    if (!process.env.TEST_DATABASE_URL)
      return ctx.skip('TEST_DATABASE_URL is unset: this test needs a PostgreSQL server')
    const testDb = await createTestDatabase('postgres')
    const db = testDb.db
    const url = testDb.url ?? ''
    let first: ServerProcess | undefined
    let second: ServerProcess | undefined
    try {
      await refreshTldPrices(db, createSandboxRegistrar(db))
      const buyers = Array.from({ length: BUYERS }, (_, i) => 77_000 + i)
      for (const [i, userId] of buyers.entries()) {
        await db.insert(users).values({ tgId: userId, firstName: 'Buyer' })
        await credit(db, 'deposit', { userId, amountCents: 30_00, description: 'Test deposit' })
        const domain = freeName('crashbuy', 'com', i)
        await db
          .insert(cartItems)
          .values({ userId, domain, priceCents: 10_48, renewalCents: 10_48 })
      }

      first = startServer(url)
      const port = await listeningPort(first)
      const answered = new Map<number, { status: number; text: string }>()
      const burst = buyers.map(async (userId) => {
        const res = await checkout(port, userId)
        answered.set(userId, { status: res.status, text: await res.text() })
      })
      // Kill as soon as the first checkout is answered: the rest are somewhere on their way.
      await Promise.any(burst)
      first.child.kill('SIGKILL')
      await first.exited
      await Promise.allSettled(burst)
      const interrupted = buyers.filter((id) => !answered.has(id))
      expect(interrupted.length).toBeGreaterThan(0)

      second = startServer(url)
      const port2 = await listeningPort(second)
      const retries = await Promise.all(
        buyers.map(async (userId) => {
          const res = await checkout(port2, userId)
          return {
            userId,
            status: res.status,
            replayed: res.headers.get('Idempotent-Replayed') === 'true',
            text: await res.text(),
          }
        }),
      )
      // The interrupted ones first: they are what a crash puts at risk.
      retries.sort((a, b) => Number(answered.has(a.userId)) - Number(answered.has(b.userId)))
      for (const retry of retries) {
        expect(retry.status, retry.text).toBe(200)
        expect(JSON.parse(retry.text), retry.text).toMatchObject({ ok: true })
        const seen = answered.get(retry.userId)
        if (seen) {
          // The client saw the answer before the kill: the retry is exactly that answer.
          expect(retry.replayed).toBe(true)
          expect(retry.text).toBe(seen.text)
        }
      }
      for (const userId of buyers) {
        const [purchases] = await db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'purchase')))
        expect(Number(purchases?.n), `purchases of ${userId}`).toBe(1)
        const [row] = await db.select().from(users).where(eq(users.tgId, userId))
        expect(row?.balanceCents).toBe(30_00 - 10_48)
        expect(await ledgerSum(db, userId)).toBe(row?.balanceCents)
      }
    } finally {
      first?.child.kill('SIGKILL')
      second?.child.kill('SIGTERM')
      if (second) await second.exited
      await testDb.destroy()
    }
  }, 120_000)
})
