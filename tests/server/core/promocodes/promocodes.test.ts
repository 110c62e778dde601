import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, ledgerEntries, promocodes } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'

describe.each(dbKinds)('promo codes on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
  })
  afterAll(() => t.close())

  const create = (body: Record<string, unknown>) =>
    t.admin('/api/admin/promocodes', { method: 'POST', json: body })
  const activate = (userId: number, promocode: string) =>
    t.request('/api/user/activate-promocode', {
      method: 'POST',
      user: { id: userId },
      json: { promocode },
    })

  it('creates codes upper-cased, refuses duplicates and bad fields, and lists usage', async () => {
    const res = await create({ code: ' welcome5 ', amount: 5, max_uses: 2 })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      promocode: {
        code: 'WELCOME5',
        amount: 5,
        max_uses: 2,
        used_count: 0,
        active: true,
        expires_at: null,
      },
    })
    const dup = await create({ code: 'WELCOME5', amount: 1, max_uses: 1 })
    expect(dup.status).toBe(409)
    expect(await json(dup)).toMatchObject({ error: 'promocode_exists' })
    for (const [body, field] of [
      [{ code: 'ok-code', amount: 0, max_uses: 1 }, 'amount'],
      // Found by the OpenAPI sweep: more than zero, yet zero cents; activating it answered 500.
      [{ code: 'ok-code', amount: 1e-9, max_uses: 1 }, 'amount'],
      [{ code: 'ok-code', amount: 1, max_uses: 0 }, 'max_uses'],
      [{ code: 'a b', amount: 1, max_uses: 1 }, 'code'],
      [{ code: 'ok-code', amount: 1, max_uses: 1, expires_at: 'soon' }, 'expires_at'],
      [{ code: 'ok-code', amount: 1, max_uses: 1, expires_at: '2001-01-01' }, 'expires_at'],
    ] as const) {
      const bad = await create(body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(await json(bad)).toMatchObject({ field })
    }
    const list = await json<{ promocodes: { code: string }[] }>(
      await t.admin('/api/admin/promocodes'),
    )
    expect(list.promocodes.map((p) => p.code)).toEqual(['WELCOME5'])
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'promocode.create'))
    expect(audited).toMatchObject({ actor: 'token', target: 'promocode:WELCOME5' })
  })

  it('activates once per user (trimmed, any case), credits through the ledger, then runs out', async () => {
    await signUp(t, 5001)
    await signUp(t, 5002)
    await signUp(t, 5003)
    const first = await activate(5001, '  welcome5 ')
    expect(first.status).toBe(200)
    expect(await json(first)).toEqual({ success: true, balance: 5, amount: 5 })

    const again = await activate(5001, 'WELCOME5')
    expect(again.status).toBe(409)
    expect(await json(again)).toMatchObject({
      success: false,
      error: 'promo_already_used',
      message: expect.any(String) as unknown,
    })

    expect((await activate(5002, 'Welcome5')).status).toBe(200)
    const exhausted = await activate(5003, 'WELCOME5')
    expect(exhausted.status).toBe(409)
    expect(await json(exhausted)).toMatchObject({ success: false, error: 'promo_exhausted' })

    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, 5001))
    expect(entry).toMatchObject({
      type: 'promo',
      amountCents: 500,
      reference: 'promo-WELCOME5-5001',
      kind: 'promo_code',
      params: { code: 'WELCOME5' },
    })
    expect(await ledgerSum(t.database.db, 5003)).toBe(0)
    const [row] = await t.database.db
      .select()
      .from(promocodes)
      .where(eq(promocodes.code, 'WELCOME5'))
    expect(row?.usedCount).toBe(2)
  })

  it('treats unknown, expired and deactivated codes as not found', async () => {
    expect(await json(await activate(5001, 'NOPE'))).toMatchObject({
      success: false,
      error: 'promo_not_found',
    })
    expect((await activate(5001, 'NOPE')).status).toBe(404)
    await t.database.db.insert(promocodes).values({
      code: 'OLD',
      amountCents: 100,
      maxUses: 10,
      expiresAt: new Date(Date.now() - 1000),
    })
    expect(await json(await activate(5001, 'old'))).toMatchObject({ error: 'promo_not_found' })

    await create({ code: 'STOPME', amount: 1, max_uses: 10, expires_at: '2999-12-31' })
    const off = await t.admin('/api/admin/promocodes/stopme/deactivate', { method: 'POST' })
    expect(off.status).toBe(200)
    expect(await json(off)).toMatchObject({
      promocode: { code: 'STOPME', active: false, expires_at: '2999-12-31T23:59:59.999Z' },
    })
    expect(await json(await activate(5001, 'STOPME'))).toMatchObject({ error: 'promo_not_found' })
    expect(
      (await t.admin('/api/admin/promocodes/NOPE/deactivate', { method: 'POST' })).status,
    ).toBe(404)
    const empty = await activate(5001, '   ')
    expect(empty.status).toBe(400)
    expect(await json(empty)).toMatchObject({ field: 'promocode' })
  })

  it('never lets concurrent activations exceed max uses or credit a user twice', async () => {
    await create({ code: 'RUSH', amount: 2, max_uses: 3 })
    const ids = Array.from({ length: 10 }, (_, i) => 6000 + i)
    for (const id of ids) await signUp(t, id)
    const results = await Promise.all(ids.map((id) => activate(id, 'RUSH')))
    const bodies = await Promise.all(
      results.map((r) => json<{ success: boolean; error?: string }>(r)),
    )
    expect(bodies.filter((b) => b.success)).toHaveLength(3)
    expect(bodies.filter((b) => b.error === 'promo_exhausted')).toHaveLength(7)
    const [row] = await t.database.db.select().from(promocodes).where(eq(promocodes.code, 'RUSH'))
    expect(row?.usedCount).toBe(3)
    const credited = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.type, 'promo'))
    expect(credited.filter((e) => e.reference?.startsWith('promo-RUSH-'))).toHaveLength(3)

    await create({ code: 'TWICE', amount: 1, max_uses: 100 })
    const same = await Promise.all(Array.from({ length: 5 }, () => activate(6000, 'TWICE')))
    const sameBodies = await Promise.all(
      same.map((r) => json<{ success: boolean; error?: string }>(r)),
    )
    expect(sameBodies.filter((b) => b.success)).toHaveLength(1)
    expect(sameBodies.filter((b) => b.error === 'promo_already_used')).toHaveLength(4)
    const twice = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, 'promo-TWICE-6000'))
    expect(twice).toHaveLength(1)
  })
})
