// Money calls store their Idempotency-Key answer in the transaction of their effect: both happen or
// neither does, and a replay is the first answer's exact text. A database trigger that refuses the
// answer's write plays a process dying between the effect and the answer.
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  aftermarketListings,
  idempotencyKeys,
  ledgerEntries,
  orders,
  promocodes,
  users,
} from '../../../../server/db/schema'
import { dbKinds } from '../../../helpers/test-db'
import { recordPgQueries, stopRecordingPgQueries } from '../../../helpers/pg-sent'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('money calls and their Idempotency-Key answers on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
    await t.db.execute(sql`
      create function refuse_answer() returns trigger language plpgsql as $$
      begin
        if new.key like 'refused-%' and new.response_body is not null then
          raise exception 'answer refused for %', new.key;
        end if;
        return new;
      end $$`)
    await t.db.execute(sql`
      create trigger refuse_answer before insert or update on idempotency_keys
      for each row execute function refuse_answer()`)
  })
  afterAll(() => t.close())

  const send = async (path: string, json: unknown, userId: number, key: string) =>
    await t.request(path, {
      method: 'POST',
      json,
      user: { id: userId },
      headers: { 'Idempotency-Key': key },
    })
  const balance = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.tgId, userId)))[0]?.balanceCents ?? -1
  const entries = async (userId: number) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, userId))
      )[0]?.n,
    )

  /** Each flow: set-up for a user, then the call that moves money. */
  const flows = {
    'cart checkout': async (userId: number) => {
      await t.fund(30_00, userId)
      await t.post('/api/cart/add', { domain: freeName(`idm${userId}x`) }, { user: { id: userId } })
      return ['/api/cart/checkout', {}] as const
    },
    'After Market checkout': async (userId: number) => {
      await t.fund(30_00, userId)
      const [listing] = await t.db
        .insert(aftermarketListings)
        .values({ domain: `market${userId}.com`, priceCents: 20_00 })
        .returning()
      await t.post(
        '/api/aftermarket/cart/add',
        { domain_id: listing?.id },
        { user: { id: userId } },
      )
      return ['/api/aftermarket/checkout', {}] as const
    },
    renewal: async (userId: number) => {
      await t.fund(30_00, userId)
      const name = freeName(`idr${userId}x`)
      await t.own(userId, [name])
      return ['/api/renewal/renew', { domain: name, duration: 1 }] as const
    },
    'promo activation': async (userId: number) => {
      await t.fund(0, userId)
      const code = `GIFT${userId}`
      await t.db.insert(promocodes).values({ code, amountCents: 5_00, maxUses: 10 })
      return ['/api/user/activate-promocode', { promocode: code }] as const
    },
  }

  let nextUser = 31_000
  it.each(Object.keys(flows) as (keyof typeof flows)[])(
    '%s: an answer that cannot be stored takes its effect with it, and the retry runs fresh once',
    async (flow) => {
      const userId = (nextUser += 1)
      const [path, body] = await flows[flow](userId)
      const balanceBefore = await balance(userId)
      const entriesBefore = await entries(userId)

      const lost = await send(path, body, userId, `refused-${userId}`)
      expect(lost.status).toBe(500)
      expect(await balance(userId)).toBe(balanceBefore)
      expect(await entries(userId)).toBe(entriesBefore)

      const first = await send(path, body, userId, `kept-${userId}`)
      expect(first.status).toBe(200)
      expect(first.headers.get('Idempotent-Replayed')).toBeNull()
      const again = await send(path, body, userId, `kept-${userId}`)
      expect(again.headers.get('Idempotent-Replayed')).toBe('true')
      // Byte for byte: the stored text, not a re-serialised copy with its keys reordered.
      expect(await again.text()).toBe(await first.text())
      expect(await entries(userId)).toBe(entriesBefore + 1)
    },
  )

  it('twenty concurrent checkouts with one key buy once and all get the same text', async () => {
    const userId = 31_900
    const [path, body] = await flows['cart checkout'](userId)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(path, body, userId, 'twins-checkout')),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    const texts = await Promise.all(answers.map((a) => a.text()))
    expect(new Set(texts).size).toBe(1)
    expect(JSON.parse(texts[0] ?? '{}')).toMatchObject({ ok: true })
    const [n] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.kind, 'purchase')))
    expect(Number(n?.n)).toBe(1)
  })

  it('the same key with another body is still a 422 for a money call', async () => {
    const userId = 31_901
    const [path, body] = await flows['promo activation'](userId)
    expect((await send(path, body, userId, 'promo-reuse')).status).toBe(200)
    const other = await send(path, { promocode: 'OTHER1' }, userId, 'promo-reuse')
    expect(other.status).toBe(422)
    expect(await balance(userId)).toBe(5_00)
  })

  // The key of a money call is read with the signed-in user: the statement that reads the user
  // also brings the key's row, and its lifetime is judged as when the key was read on its own.
  it('a key read with the user replays at 23 hours and is forgotten after 24', async () => {
    const userId = 31_902
    await t.fund(100_00, userId)
    const name = freeName(`idx${userId}x`)
    await t.own(userId, [name])
    const path = '/api/renewal/renew'
    const body = { domain: name, duration: 1 }
    const age = async (interval: string) =>
      await t.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(idempotencyKeys.key, 'renew-aging'))
    const first = await send(path, body, userId, 'renew-aging')
    expect(first.status).toBe(200)
    const entriesAfterFirst = await entries(userId)
    await age('23 hours')
    const kept = await send(path, body, userId, 'renew-aging')
    expect(kept.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await kept.text()).toBe(await first.text())
    expect(await entries(userId)).toBe(entriesAfterFirst)
    await age('24 hours 1 minute')
    const fresh = await send(path, body, userId, 'renew-aging')
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await entries(userId)).toBe(entriesAfterFirst + 1)
  })

  it('a checkout sends no read of its key of its own: the user statement brings it', async () => {
    const userId = 31_903
    const [path, body] = await flows['cart checkout'](userId)
    recordPgQueries()
    const res = await send(path, body, userId, 'counted-checkout')
    const sent = stopRecordingPgQueries()
    expect(res.status).toBe(200)
    if (kind === 'postgres') {
      // node-postgres's statements, one per round trip (PGlite has no such client to listen to).
      const keyReads = sent.filter((q) => /^select\b[^;]*\bfrom "idempotency_keys"/s.test(q))
      expect(keyReads, sent.join('\n')).toEqual([])
      const userReads = sent.filter((q) => /^select\b[^;]*\bfrom "users"/s.test(q))
      expect(userReads, sent.join('\n')).toHaveLength(1)
      expect(userReads[0]).toMatch(/left join "idempotency_keys"/)
    }
    // And the replay still finds the stored answer through that read.
    const again = await send(path, body, userId, 'counted-checkout')
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.text()).toBe(await res.text())
  })
})
