// The money flow's statements are prepared on the server, as PostgreSQL itself reports them
// (pg_prepared_statements of the one connection the app holds here): a checkout leaves its cart
// with the holders and the price book and its order with the debit there (the add before it, the
// cart and the availability write), each with parameters, and a second checkout on the same
// connection reuses them rather than adding more. Its claim and answer travel with the BEGIN and
// the COMMIT instead (tests/server/db/transaction.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKinds } from '../../helpers/test-db'
import { freeName } from '../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../helpers/test-app'

const NAMED = [
  'availability_remember',
  'cart_of_user',
  'checkout_basket',
  'open_order_with_domains',
  'price_book',
  'user_by_id',
]

describe.each(dbKinds.filter((k) => k === 'postgres'))('prepared statements on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // One connection: every statement of the app, and the look at the view, run on it.
    t = await createTestApp(kind, { sandbox: {}, poolSize: 1 })
  })
  afterAll(() => t.close())

  const prepared = async () =>
    (await t.database.query(
      'select name, statement from pg_prepared_statements order by name',
      [],
    )) as { name: string; statement: string }[]

  const buy = async (userId: number, label: string) => {
    const user = { user: { id: userId } }
    await t.fund(50_00, userId)
    expect((await t.post('/api/cart/add', { domain: freeName(label) }, user)).status).toBe(200)
    const res = await t.post('/api/cart/checkout', {}, { ...user, key: `prepared-${label}` })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ok: true })
  }

  it('a checkout prepares its statements once per connection, with parameters', async () => {
    await buy(7201, 'prepared-first')
    const first = await prepared()
    const names = first.map((s) => s.name)
    expect(names).toEqual(expect.arrayContaining(NAMED))
    for (const s of first.filter((p) => NAMED.includes(p.name))) expect(s.statement).toMatch(/\$1/)

    await buy(7202, 'prepared-second')
    expect(await prepared()).toEqual(first)
  })
})
