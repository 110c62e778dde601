import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ledgerEntries, starPayments, users } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { creditStarPayment, starsFor } from '../../../../server/core/payments/payments'
import {
  encodeTopupPayload,
  parseTopupPayload,
  topupPayloadKey,
} from '../../../../server/core/payments/topup-payload'
import { TEST_BOT_TOKEN } from '../../../helpers/test-app'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

const key = topupPayloadKey(TEST_BOT_TOKEN)

describe('top-up payloads and prices', () => {
  it('rounds Stars up so a top-up is never underpaid', () => {
    expect(starsFor(500, 2)).toBe(250)
    expect(starsFor(500, 3)).toBe(167)
    expect(starsFor(1000, 1)).toBe(1000)
  })

  it('reads back only payloads we signed, for offered amounts, within 128 bytes', () => {
    const p = { userId: 77, amountCents: 2500, stars: 1250 }
    const signed = encodeTopupPayload(p, key)
    expect(parseTopupPayload(signed, key)).toEqual(p)
    const longest = encodeTopupPayload(
      { userId: 999_999_999_999_999, amountCents: 5000, stars: 999_999_999 },
      key,
    )
    expect(Buffer.byteLength(longest)).toBeLessThanOrEqual(128)
    const sig = signed.split(':').at(-1) ?? ''
    for (const bad of [
      '',
      'topup:77:2500:1250', // the old unsigned form
      `topup:77:2500:1:${sig}`, // another price under the same signature
      `topup:78:2500:1250:${sig}`, // another payer
      encodeTopupPayload({ userId: 77, amountCents: 123, stars: 5 }, key),
      encodeTopupPayload({ userId: 77, amountCents: 2500, stars: 0 }, key),
      encodeTopupPayload(p, topupPayloadKey('999:another-bot-token-xxxxxxxxxxxxxx')),
      `x${signed}`,
    ]) {
      expect(parseTopupPayload(bad, key), bad).toBeNull()
    }
  })
})

describe.each(dbKinds)('crediting a Stars payment on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await database.db.insert(users).values([
      { tgId: 5001, firstName: 'A' },
      { tgId: 5002, firstName: 'B' },
    ])
  })
  afterAll(() => database.destroy())

  const payment = (userId: number, chargeId: string) => ({
    chargeId,
    userId,
    stars: 250,
    amountCents: 500,
    payload: encodeTopupPayload({ userId, amountCents: 500, stars: 250 }, key),
    description: 'Telegram Stars top-up',
  })

  it('credits once when the same charge id is delivered twice', async () => {
    const first = await creditStarPayment(database.db, payment(5001, 'charge-a'))
    expect(first).toEqual({ credited: true, balanceCents: 500 })
    const again = await creditStarPayment(database.db, payment(5001, 'charge-a'))
    expect(again).toEqual({ credited: false, reason: 'duplicate' })
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, 5001))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      type: 'deposit',
      amountCents: 500,
      reference: 'charge-a',
      status: 'completed',
    })
    expect(await ledgerSum(database.db, 5001)).toBe(500)
  })

  it('credits once when ten deliveries of one charge id race', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        creditStarPayment(database.db, payment(5002, 'charge-race')),
      ),
    )
    expect(results.filter((r) => r.credited)).toHaveLength(1)
    const [user] = await database.db.select().from(users).where(eq(users.tgId, 5002))
    expect(user?.balanceCents).toBe(500)
    expect(await ledgerSum(database.db, 5002)).toBe(500)
    const rows = await database.db
      .select()
      .from(starPayments)
      .where(eq(starPayments.chargeId, 'charge-race'))
    expect(rows).toHaveLength(1)
  })

  it('credits distinct charge ids separately', async () => {
    await creditStarPayment(database.db, payment(5002, 'charge-b'))
    await creditStarPayment(database.db, payment(5002, 'charge-c'))
    expect(await ledgerSum(database.db, 5002)).toBe(1500)
  })

  it('writes neither row when the credit fails (unknown user)', async () => {
    await expect(creditStarPayment(database.db, payment(5999, 'charge-nobody'))).rejects.toThrow()
    const rows = await database.db
      .select()
      .from(starPayments)
      .where(eq(starPayments.chargeId, 'charge-nobody'))
    expect(rows).toHaveLength(0)
  })
})
