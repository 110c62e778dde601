import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { dailyFigures, visitCounts } from '../../../../server/core/admin/reports'
import {
  foldRollups,
  pruneVisits,
  rollupJobs,
  ROLLUP_JOB,
} from '../../../../server/core/admin/rollups'
import { credit, debit } from '../../../../server/core/ledger/ledger'
import { ledgerEntries, rollupDeltas, users, visits } from '../../../../server/db/schema'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

const today = new Date().toISOString().slice(0, 10)
const span = { from: today, to: today }
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)

describe.each(dbKinds)('daily rollups on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind)
    await t.db.insert(users).values([
      { tgId: 11, firstName: 'A' },
      { tgId: 12, firstName: 'B' },
    ])
  })
  afterAll(() => t.destroy())

  const deltas = async () => (await t.db.select().from(rollupDeltas)).length
  const figures = async () => (await dailyFigures(t.db, span)).get(today)

  it('counts each write in its own transaction, before and after a fold, exactly once', async () => {
    await credit(t.db, 'deposit', { userId: 11, amountCents: 5000, description: 'top-up' })
    await debit(t.db, 'purchase', { userId: 11, amountCents: 1200, description: 'a.com' })
    await credit(t.db, 'refund', { userId: 11, amountCents: 200, description: 'part' })
    // A rolled-back write leaves nothing behind, in the ledger or in the rollups.
    await expect(
      t.db.transaction(async (tx) => {
        await credit(tx, 'deposit', { userId: 12, amountCents: 999, description: 'lost' })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const expected = {
      purchasesCents: 1200,
      refundsCents: 200,
      depositsCents: 5000,
      purchaseCount: 1,
      newUsers: 2,
    }
    expect(await figures()).toEqual(expected)
    expect(await deltas()).toBeGreaterThan(0)
    // Two folds at once (two processes): each delta is moved by one of them.
    await Promise.all([foldRollups(t.db), foldRollups(t.db)])
    expect(await deltas()).toBe(0)
    expect(await figures()).toEqual(expected)
    expect(await foldRollups(t.db)).toBe(0)
    expect(await figures()).toEqual(expected)
  })

  it('follows an entry whose status changes, and a pending one counts only once completed', async () => {
    const [pending] = await t.db
      .insert(ledgerEntries)
      .values({ userId: 12, type: 'deposit', amountCents: 700, status: 'pending' })
      .returning()
    expect((await figures())?.depositsCents).toBe(5000)
    await t.db
      .update(ledgerEntries)
      .set({ status: 'completed' })
      .where(eq(ledgerEntries.id, pending?.id ?? 0))
    expect((await figures())?.depositsCents).toBe(5700)
    await t.db
      .update(ledgerEntries)
      .set({ status: 'cancelled' })
      .where(eq(ledgerEntries.id, pending?.id ?? 0))
    await foldRollups(t.db)
    expect((await figures())?.depositsCents).toBe(5000)
  })

  it('keeps visit counts after the raw rows pass their retention', async () => {
    await t.db.insert(visits).values([
      { userId: 11, pagePath: '/buy', createdAt: daysAgo(100) },
      { userId: 11, pagePath: '/buy', createdAt: daysAgo(100) },
      { userId: 12, pagePath: '/cart', createdAt: daysAgo(5) },
    ])
    const old = daysAgo(100).toISOString().slice(0, 10)
    const wide = { from: old, to: today }
    const before = await visitCounts(t.db, wide)
    expect(before).toEqual([
      { day: old, pagePath: '/buy', count: 2 },
      { day: daysAgo(5).toISOString().slice(0, 10), pagePath: '/cart', count: 1 },
    ])
    // The job folds, prunes raw visits past VISIT_RETENTION_DAYS and schedules its next run.
    await rollupJobs({ db: t.db, visitRetentionDays: 90 })[ROLLUP_JOB]?.({}, undefined as never)
    expect((await t.db.select().from(visits)).map((v) => v.pagePath)).toEqual(['/cart'])
    expect(await visitCounts(t.db, wide)).toEqual(before)
    expect(await pruneVisits(t.db, 90)).toBe(0)
    const [next] = await t.query(
      'select count(*)::int as n from jobs where kind = $1 and run_at > now()',
      [ROLLUP_JOB],
    )
    expect(next?.n).toBe(1)
  })
})
