import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../../../server/db/schema'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('reads sent as POST on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('store no Idempotency-Key rows, while a write does', async () => {
    const headers = { 'Idempotency-Key': 'read-1' }
    expect(
      (
        await t.request('/api/domain-prices', {
          method: 'POST',
          json: { currency: 'USD', lang: 'en' },
          headers,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await t.request('/api/user/profile', {
          method: 'POST',
          json: {},
          headers: { 'Idempotency-Key': 'read-2' },
        })
      ).status,
    ).toBe(200)
    expect(await t.database.db.$count(idempotencyKeys)).toBe(0)

    const visit = await t.request('/api/user/visit', {
      method: 'POST',
      json: { page_path: '/buy' },
      headers: { 'Idempotency-Key': 'write-1' },
    })
    expect(visit.status).toBe(200)
    expect(await t.database.db.$count(idempotencyKeys)).toBe(1)
  })
})
