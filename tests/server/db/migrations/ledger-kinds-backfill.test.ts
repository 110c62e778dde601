// Entries written before every writer stored a kind: the 0015 migration reads each sentence the
// server ever wrote back into its kind and blanks, so old rows are worded in the reader's language.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, sql } from 'drizzle-orm'
import { ledgerEntries, users } from '../../../../server/db/schema'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

const migration = readFileSync(
  new URL('../../../../server/db/migrations/0016_ledger_kinds_backfill.sql', import.meta.url),
  'utf8',
)

type Old = {
  type:
    | 'deposit'
    | 'purchase'
    | 'refund'
    | 'promo'
    | 'adjustment'
    | 'referral_reward'
    | 'referral_reversal'
  cents: number
  description: string
  reference?: string
}

const OLD: Old[] = [
  { type: 'deposit', cents: 1000, description: 'Telegram Stars top-up (500 ⭐)' },
  { type: 'adjustment', cents: -1000, description: 'Telegram Stars refund (500 ⭐)' },
  {
    type: 'adjustment',
    cents: 1000,
    description: 'Telegram Stars refund (500 ⭐) refused by Telegram, reversed',
  },
  { type: 'adjustment', cents: -500, description: 'Demo top-up refund' },
  { type: 'promo', cents: 300, description: 'Promo code HELLO5' },
  { type: 'purchase', cents: -2000, description: 'After Market purchase: a.com, b.net' },
  {
    type: 'purchase',
    cents: -1200,
    description: 'Domain renewal: old.com, 2 years',
    reference: 'order-77',
  },
  {
    type: 'refund',
    cents: 1200,
    description: 'Refund: renewal not completed (gave up: timeout)',
    reference: 'refund-order-77',
  },
  { type: 'purchase', cents: -1200, description: 'Auto-renewal: auto.org, 1 year' },
  {
    type: 'referral_reward',
    cents: 50,
    description: 'Referral reward: 2.5% of order 12 by user 99',
  },
  {
    type: 'referral_reversal',
    cents: -50,
    description: 'Referral reward returned: order 12 was refunded',
  },
  { type: 'adjustment', cents: 700, description: 'Goodwill for the outage' },
]

describe.each(dbKinds)('the ledger kinds backfill on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.destroy())

  it('gives every sentence the server wrote its kind and blanks, and leaves typed reasons', async () => {
    const { db } = database
    await db.insert(users).values({ tgId: 8801, firstName: 'Old' })
    await db.insert(ledgerEntries).values(
      OLD.map((o) => ({
        userId: 8801,
        type: o.type,
        amountCents: o.cents,
        description: o.description,
        reference: o.reference ?? null,
      })),
    )
    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement))
    const rows = await db
      .select({ kind: ledgerEntries.kind, params: ledgerEntries.params })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, 8801))
      .orderBy(asc(ledgerEntries.id))
    expect(rows).toEqual([
      { kind: 'stars_topup', params: { stars: 500 } },
      { kind: 'stars_refund', params: { stars: 500 } },
      { kind: 'stars_refund_reversed', params: { stars: 500 } },
      { kind: 'demo_topup_refund', params: {} },
      { kind: 'promo_code', params: { code: 'HELLO5' } },
      { kind: 'market_purchase', params: { domains: 'a.com, b.net' } },
      { kind: 'domain_renewal', params: { domain: 'old.com', years: 2 } },
      { kind: 'renewal_refund', params: { domain: 'old.com' } },
      { kind: 'auto_renewal', params: { domain: 'auto.org', years: 1 } },
      { kind: 'referral_reward', params: { percent: 2.5, order: 12 } },
      { kind: 'referral_reversal', params: { order: 12 } },
      { kind: null, params: null },
    ])
  })
})
