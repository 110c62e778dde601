import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutResponse } from '@contract/cart'
import { domains, orders, users } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

const balanceOf = async (t: TestApp, userId: number) =>
  (await t.db.select({ b: users.balanceCents }).from(users).where(eq(users.tgId, userId)))[0]?.b ??
  -1

describe.each(dbKinds)('concurrent checkouts on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
  })
  afterAll(() => t.close())

  it('200 checkouts at once by a user whose balance covers one domain buy it exactly once', async () => {
    const id = 5001
    await t.fund(15_00, id)
    const name = freeName('race')
    await t.post('/api/cart/add', { domain: name }, { user: { id } })

    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.post('/api/cart/checkout', {}, { user: { id } })),
    )
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    const bodies = answers.map((a) => checkoutResponse.parse(a.body))
    expect(bodies.filter((b) => b.ok)).toHaveLength(1)
    // The losers saw the name already theirs, the cart already emptied, or the money already spent.
    const losing = new Set(bodies.filter((b) => !b.ok).map((b) => b.error))
    expect(
      [...losing].every((e) =>
        ['nothing_available', 'cart_empty', 'insufficient_funds'].includes(e ?? ''),
      ),
    ).toBe(true)

    const owned = await t.db.select().from(domains).where(eq(domains.userId, id))
    expect(owned.map((d) => d.domain)).toEqual([name])
    const [orderCount] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, id))
    expect(Number(orderCount?.n)).toBe(1)
    const balance = await balanceOf(t, id)
    expect(balance).toBe(15_00 - 10_48)
    expect(await ledgerSum(t.db, id)).toBe(balance)
  })

  it('200 racing add-then-checkout sequences for different names never spend more than the balance', async () => {
    const id = 5002
    await t.fund(15_00, id)
    const names = Array.from({ length: 200 }, (_, i) => freeName('spree', 'com', i))
    const answers = await Promise.all(
      names.map(async (domain) => {
        await t.post('/api/cart/add', { domain }, { user: { id } })
        return t.post('/api/cart/checkout', {}, { user: { id } })
      }),
    )
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    const bought = answers.map((a) => checkoutResponse.parse(a.body)).filter((b) => b.ok)
    expect(bought.length).toBeLessThanOrEqual(1)
    const owned = await t.db.select().from(domains).where(eq(domains.userId, id))
    expect(owned.length).toBe(bought.length)
    const balance = await balanceOf(t, id)
    expect(balance).toBe(15_00 - 10_48 * owned.length)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(await ledgerSum(t.db, id)).toBe(balance)
  })

  it('one Idempotency-Key sent 50 times at once makes one order and 50 identical answers', async () => {
    const id = 5003
    await t.fund(100_00, id)
    await t.post('/api/cart/add', { domain: freeName('idem') }, { user: { id } })
    await t.post('/api/cart/add', { domain: freeName('idem', 'org') }, { user: { id } })
    const headers = { 'Idempotency-Key': 'checkout-5003-a' }

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.post('/api/cart/checkout', {}, { user: { id }, headers })),
    )
    const first = answers[0]
    expect(first?.body).toMatchObject({ ok: true })
    for (const a of answers) expect(a).toEqual(first)
    const [orderCount] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, id))
    expect(Number(orderCount?.n)).toBe(1)
    expect(await balanceOf(t, id)).toBe(100_00 - 10_48 - 10_79)
    expect(await ledgerSum(t.db, id)).toBe(100_00 - 10_48 - 10_79)

    const other = await t.post(
      '/api/cart/checkout',
      { note: 'another body' },
      { user: { id }, headers },
    )
    expect(other.status).toBe(422)
    expect(other.body).toMatchObject({ error: 'idempotency_key_reused' })
  })
})

// Lock waits are PostgreSQL's: PGlite runs one statement at a time and never has any.
describe.each(dbKinds.filter((k) => k === 'postgres'))('a burst of checkouts on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
  })
  afterAll(() => t.close())

  it("one user's burst of checkouts waits in the process, not on the pool's connections", async () => {
    // Waiting on a row lock inside PostgreSQL (the user's balance, the name's availability row),
    // each racing checkout would hold one of the pool's connections: a burst from one user would
    // leave everyone else's requests queued for the pool, shed with 503 once its wait runs out.
    // Taking turns in the process and sharing one registrar check, at most one waits there.
    const id = 5004
    await t.fund(100_00, id)
    await t.post('/api/cart/add', { domain: freeName('burst') }, { user: { id } })
    const watcher = new pg.Client({ connectionString: t.database.url })
    await watcher.connect()
    let most = 0
    let watching = true
    const watch = (async () => {
      while (watching) {
        const { rows } = await watcher.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
        most = Math.max(most, Number(rows[0]?.n))
      }
    })()
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.post('/api/cart/checkout', {}, { user: { id } })),
    )
    watching = false
    await watch
    await watcher.end()
    expect(answers.filter((a) => a.status !== 200)).toEqual([])
    expect(answers.filter((a) => (a.body as { ok?: boolean }).ok)).toHaveLength(1)
    expect(most).toBeLessThanOrEqual(1)
  })
})
