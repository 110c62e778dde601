import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { aftermarketListings, auditLog } from '../../../../server/db/schema'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'
import { freeName } from '../../../helpers/sandbox-names'

describe.each(dbKinds)('admin After Market and settings on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, prices: true })
  })
  afterAll(() => t.close())

  it('creates, edits, delists and relists a listing; refuses duplicates and sold listings', async () => {
    const res = await t.admin('/api/admin/aftermarket', {
      method: 'POST',
      json: { domain: ' Premium.COM ', price: 1999.99, description: 'Short and sweet' },
    })
    expect(res.status).toBe(200)
    const { listing } = await json<{ listing: { id: number } }>(res)
    expect(listing).toMatchObject({
      domain: 'premium.com',
      price: 1999.99,
      description: 'Short and sweet',
      status: 'available',
    })

    expect(
      (
        await t.admin('/api/admin/aftermarket', {
          method: 'POST',
          json: { domain: 'premium.com', price: 5 },
        })
      ).status,
    ).toBe(409)

    const edited = await t.admin(`/api/admin/aftermarket/${listing.id}`, {
      method: 'PATCH',
      json: { price: 1500, description: 'Now cheaper' },
    })
    expect(await json(edited)).toMatchObject({
      listing: { price: 1500, description: 'Now cheaper', status: 'available' },
    })
    const delisted = await t.admin(`/api/admin/aftermarket/${listing.id}`, {
      method: 'PATCH',
      json: { status: 'delisted' },
    })
    expect(await json(delisted)).toMatchObject({ listing: { status: 'delisted' } })
    expect(
      await json(
        await t.admin(`/api/admin/aftermarket/${listing.id}`, {
          method: 'PATCH',
          json: { status: 'available' },
        }),
      ),
    ).toMatchObject({
      listing: { status: 'available' },
    })

    const list = await json<{ listings: { domain: string }[] }>(
      await t.admin('/api/admin/aftermarket'),
    )
    expect(list.listings.map((l) => l.domain)).toEqual(['premium.com'])

    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `listing:${listing.id}`))
    expect(updates.map((u) => u.action)).toEqual([
      'listing.create',
      'listing.update',
      'listing.update',
      'listing.update',
    ])
    expect(updates[1]).toMatchObject({
      before: { price_cents: 199999 },
      after: { price_cents: 150000, description: 'Now cheaper' },
    })

    await signUp(t, 7001)
    await t.database.db
      .update(aftermarketListings)
      .set({ status: 'sold', soldTo: 7001, soldAt: new Date() })
      .where(eq(aftermarketListings.id, listing.id))
    const sold = await t.admin(`/api/admin/aftermarket/${listing.id}`, {
      method: 'PATCH',
      json: { status: 'available' },
    })
    expect(sold.status).toBe(409)
    expect(await json(sold)).toMatchObject({ error: 'listing_sold' })
  })

  it('refuses to list a name a user owns, so nothing unbuyable stays on sale', async () => {
    const domain = freeName('ownedlist', 'com', 0)
    await t.fund(50_00, 9_301)
    // Bought and on its way: a name held while it is still being set up counts as well.
    await t.own(9_301, [domain], false)
    const res = await t.admin('/api/admin/aftermarket', {
      method: 'POST',
      json: { domain, price: 99 },
    })
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({ error: 'domain_owned' })
    const listed = await t.db
      .select()
      .from(aftermarketListings)
      .where(eq(aftermarketListings.domain, domain))
    expect(listed).toEqual([])
  })

  it('validates listing fields with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ domain: 'not a domain', price: 5 }, 'domain'],
      [{ domain: 'ok.com', price: -1 }, 'price'],
      [{ domain: 'ok.com', price: 1.005 }, 'price'],
      [{ price: 5 }, 'domain'],
    ] as const) {
      const res = await t.admin('/api/admin/aftermarket', { method: 'POST', json: body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await json(res)).toMatchObject({ field })
    }
    expect((await t.admin('/api/admin/aftermarket/1', { method: 'PATCH', json: {} })).status).toBe(
      400,
    )
    expect(
      (await t.admin('/api/admin/aftermarket/1', { method: 'PATCH', json: { status: 'sold' } }))
        .status,
    ).toBe(400)
    const badId = await t.admin('/api/admin/aftermarket/x', { method: 'PATCH', json: { price: 1 } })
    expect(await json(badId)).toMatchObject({ field: 'id' })
    expect(
      (await t.admin('/api/admin/aftermarket/99999', { method: 'PATCH', json: { price: 1 } }))
        .status,
    ).toBe(404)
  })

  it('reads and changes operator settings, which the public settings call then serves', async () => {
    const initial = await json<Record<string, unknown>>(await t.admin('/api/admin/settings'))
    expect(initial).toMatchObject({ markup_percent: 20, markup_overrides: {}, stars_rate_cents: 2 })

    const res = await t.admin('/api/admin/settings', {
      method: 'PUT',
      json: {
        agreement_url: 'https://example.com/terms',
        banner_image_url: '',
        markup_percent: 15,
        markup_overrides: { ai: 10 },
        stars_rate_cents: 3,
      },
    })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      agreement_url: 'https://example.com/terms',
      banner_image_url: null,
      markup_percent: 15,
      markup_overrides: { ai: 10 },
      stars_rate_cents: 3,
      support_url: initial.support_url,
    })
    const publicSettings = await json(await t.request('/api/settings', { user: null }))
    expect(publicSettings).toMatchObject({ agreement_url: 'https://example.com/terms' })

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
    expect(audit).toMatchObject({
      before: { markup_percent: 20, agreement_url: null },
      after: { markup_percent: 15, agreement_url: 'https://example.com/terms' },
    })
    expect(Object.keys(audit?.after as object)).not.toContain('banner_image_url')

    // A cleared link stays cleared rather than falling back to its default.
    const cleared = await t.admin('/api/admin/settings', {
      method: 'PUT',
      json: { support_url: '' },
    })
    expect(await json(cleared)).toMatchObject({ support_url: null })
    expect(await json(await t.request('/api/settings', { user: null }))).toMatchObject({
      support_url: null,
    })

    for (const [body, field] of [
      [{ support_url: 'javascript:alert(1)' }, 'support_url'],
      [{ markup_percent: -5 }, 'markup_percent'],
      [{ markup_overrides: { 'Bad TLD': 5 } }, 'markup_overrides.Bad TLD'],
      [{ stars_rate_cents: 1.5 }, 'stars_rate_cents'],
    ] as const) {
      const bad = await t.admin('/api/admin/settings', { method: 'PUT', json: body })
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(await json(bad)).toMatchObject({ field })
    }
  })
})
