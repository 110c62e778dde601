// The referrer's reward: a share of every purchase a referral pays from the balance (cart checkout,
// After Market, renewal), booked once per purchase however often or concurrently it is retried,
// taken back when the purchase is refunded, at the rate the admin set when it was paid.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updateSettings } from '../../../../server/core/admin/operator-settings'
import { debit, ledgerSum } from '../../../../server/core/ledger/ledger'
import { joinThroughReferral } from '../../../../server/core/user/referral'
import { rewardReferrer } from '../../../../server/core/user/referral-rewards'
import { refundFailedDomain } from '../../../../server/core/domains/refunds'
import {
  aftermarketListings,
  domains,
  ledgerEntries,
  orders,
  referralRewards,
  users,
} from '../../../../server/db/schema'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const COM = 10_48

describe.each(dbKinds)('referral rewards on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {
        faults: [
          { kind: 'permanent', operations: ['register'], domain: /^doomed/ },
          { kind: 'permanent', operations: ['renew'], domain: /^norenew/ },
        ],
      },
    })
  })
  afterAll(() => t.close())

  /** A referrer with an empty balance and a funded referral of theirs. */
  const pair = async (referrer: number, referred: number, fundCents = 200_00) => {
    await t.fund(0, referrer)
    expect(await joinThroughReferral(t.db, { id: referred }, `ref_${referrer}`, 'app')).toBe(
      'recorded',
    )
    await t.fund(fundCents, referred)
  }
  const entries = (userId: number, type: 'referral_reward' | 'referral_reversal') =>
    t.db
      .select({ amount: ledgerEntries.amountCents, reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, type)))
      .orderBy(ledgerEntries.id)
  const balance = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.tgId, userId)))[0]?.balanceCents ?? -1
  const checkout = (userId: number, key?: string) =>
    t.post<{ ok: boolean }>(
      '/api/cart/checkout',
      {},
      { user: { id: userId }, headers: key ? { 'Idempotency-Key': key } : {} },
    )
  const addToCart = async (userId: number, names: string[]) => {
    for (const domain of names)
      expect((await t.post('/api/cart/add', { domain }, { user: { id: userId } })).status).toBe(200)
  }
  const lastOrder = async (userId: number) =>
    (await t.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id)).at(-1)
  const expectBalanced = async (...ids: number[]) => {
    for (const id of ids) expect(await ledgerSum(t.db, id)).toBe(await balance(id))
  }

  it('credits the referrer 5% of a cart checkout once, even for concurrent retries with one key', async () => {
    await pair(9001, 9101)
    await addToCart(9101, [freeName('refa'), freeName('refb')])
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(9101, 'ck-1')))
    expect(answers.every((a) => a.body.ok)).toBe(true)
    const order = await lastOrder(9101)
    expect(order?.totalCents).toBe(2 * COM)
    // 5% of $20.96 is 104.8 cents: rounded down.
    expect(await entries(9001, 'referral_reward')).toEqual([
      { amount: 104, reference: `order-${order?.id}` },
    ])
    // A second completion of the same order (a retried job, a replayed hook) books nothing.
    await t.db.transaction((tx) =>
      rewardReferrer(tx, { orderId: order?.id ?? 0, userId: 9101, amountCents: 2 * COM }),
    )
    expect(await entries(9001, 'referral_reward')).toHaveLength(1)
    expect(await balance(9001)).toBe(104)
    await t.settleAll()
    await expectBalanced(9001, 9101)
  })

  it('rewards each of two concurrent purchases once, and nobody for a user nobody invited', async () => {
    await pair(9002, 9102)
    await t.fund(100_00, 9202)
    const [one, two] = [freeName('conc', 'com', 0), freeName('conc', 'com', 1)]
    await t.own(9102, [one, two])
    const renew = (domain: string, key: string) =>
      t.post(
        '/api/renewal/renew',
        { domain, duration: 1 },
        { user: { id: 9102 }, headers: { 'Idempotency-Key': key } },
      )
    await Promise.all([renew(one, 'r1'), renew(two, 'r2'), renew(one, 'r1'), renew(two, 'r2')])
    // The purchase (one order for both names) and two renewals: three rewards.
    expect((await entries(9002, 'referral_reward')).map((e) => e.amount)).toEqual([104, 52, 52])
    await addToCart(9202, [freeName('lonely')])
    expect((await checkout(9202)).body.ok).toBe(true)
    expect(
      await t.db.select().from(referralRewards).where(eq(referralRewards.referredId, 9202)),
    ).toEqual([])
    await t.settleAll()
    await expectBalanced(9002, 9102, 9202)
  })

  it('rewards an After Market purchase once', async () => {
    await pair(9003, 9103)
    const [listing] = await t.db
      .insert(aftermarketListings)
      .values({ domain: 'resold-referral.com', priceCents: 40_00 })
      .returning()
    const add = await t.post(
      '/api/aftermarket/cart/add',
      { domain_id: listing?.id },
      { user: { id: 9103 } },
    )
    expect(add.status).toBe(200)
    const buy = () =>
      t.post(
        '/api/aftermarket/checkout',
        {},
        {
          user: { id: 9103 },
          headers: { 'Idempotency-Key': 'market-1' },
        },
      )
    const [first] = await Promise.all([buy(), buy()])
    expect(first.body).toMatchObject({ success: true })
    const order = await lastOrder(9103)
    expect(order?.kind).toBe('market')
    expect(await entries(9003, 'referral_reward')).toEqual([
      { amount: 2_00, reference: `order-${order?.id}` },
    ])
    await expectBalanced(9003, 9103)
  })

  it('takes back the share of a domain the registrar refused, once; the rest of the reward stays', async () => {
    await pair(9004, 9104)
    const doomed = freeName('doomed')
    await addToCart(9104, [doomed, freeName('kept')])
    expect((await checkout(9104)).body.ok).toBe(true)
    expect((await entries(9004, 'referral_reward')).map((e) => e.amount)).toEqual([104])
    await t.settleAll()
    const [failed] = await t.db.select().from(domains).where(eq(domains.domain, doomed))
    expect(failed?.status).toBe('failed')
    // Half the order refunded: half the reward (52 of 104) goes back, under the refund's reference.
    expect(await entries(9004, 'referral_reversal')).toEqual([
      { amount: -52, reference: `refund-domain-${failed?.id}` },
    ])
    // The admin's "refund" pressed again gives nothing twice and takes nothing twice.
    expect(await refundFailedDomain(t.db, failed?.id ?? 0)).toMatchObject({ refunded: false })
    expect(await entries(9004, 'referral_reversal')).toHaveLength(1)
    expect(await balance(9004)).toBe(52)
    await expectBalanced(9004, 9104)
  })

  it('takes back the whole reward of a fully refunded purchase and of a refused renewal', async () => {
    await pair(9005, 9105)
    await addToCart(9105, [freeName('doomed', 'com', 1)])
    expect((await checkout(9105)).body.ok).toBe(true)
    await t.settleAll()
    const norenew = freeName('norenew')
    await t.own(9105, [norenew])
    const renewal = await t.post(
      '/api/renewal/renew',
      { domain: norenew, duration: 2 },
      { user: { id: 9105 } },
    )
    expect(renewal.body).toMatchObject({ success: false })
    const rewards = await entries(9005, 'referral_reward')
    const reversals = await entries(9005, 'referral_reversal')
    // Registration 52, the second registration 52, the 2-year renewal 104; both failures taken back.
    expect(rewards.map((e) => e.amount)).toEqual([52, 52, 104])
    expect(reversals.map((e) => e.amount)).toEqual([-52, -104])
    expect(reversals[1]?.reference).toMatch(/^refund-order-\d+$/)
    expect(await balance(9005)).toBe(52)
    await expectBalanced(9005, 9105)
  })

  it('pays the rate the admin set at the time of each purchase; 0 turns rewards off', async () => {
    await pair(9006, 9106)
    await updateSettings(t.db, { referral_percent: 10 }, 'test')
    const doomed = freeName('doomed', 'com', 2)
    await addToCart(9106, [doomed])
    expect((await checkout(9106)).body.ok).toBe(true)
    await updateSettings(t.db, { referral_percent: 0 }, 'test')
    await addToCart(9106, [freeName('zero')])
    expect((await checkout(9106)).body.ok).toBe(true)
    await updateSettings(t.db, { referral_percent: 2.5 }, 'test')
    // The refund comes after the rate changed: it takes back what was paid at 10%.
    await t.settleAll()
    expect((await entries(9006, 'referral_reward')).map((e) => e.amount)).toEqual([104])
    expect((await entries(9006, 'referral_reversal')).map((e) => e.amount)).toEqual([-104])
    await addToCart(9106, [freeName('quarter')])
    expect((await checkout(9106)).body.ok).toBe(true)
    expect((await entries(9006, 'referral_reward')).map((e) => e.amount)).toEqual([104, 26])
    await updateSettings(t.db, { referral_percent: 5 }, 'test')
    await t.settleAll()
    await expectBalanced(9006, 9106)
  })

  it('takes back only what the referrer still has when the reward is spent, never below zero', async () => {
    await pair(9007, 9107)
    await addToCart(9107, [freeName('doomed', 'com', 3)])
    expect((await checkout(9107)).body.ok).toBe(true)
    expect(await balance(9007)).toBe(52)
    await debit(t.db, 'adjustment', { userId: 9007, amountCents: 40, description: 'spent' })
    await t.settleAll()
    expect((await entries(9007, 'referral_reversal')).map((e) => e.amount)).toEqual([-12])
    expect(await balance(9007)).toBe(0)
    const [reward] = await t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, 9007))
    expect(reward).toMatchObject({ amountCents: 52, reversedCents: 52, unrecoveredCents: 40 })
    await expectBalanced(9007, 9107)
  })
})
