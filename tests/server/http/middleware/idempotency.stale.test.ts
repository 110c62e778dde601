import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, visits } from '../../../../server/db/schema'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('an Idempotency-Key left in progress by a dead process on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('is answered at once with outcome unknown, and the request is not run again', async () => {
    const body = { page_path: '/cart' }
    // Record the key's hash exactly as the middleware would, by letting it run once...
    const first = await t.request('/api/user/visit', {
      method: 'POST',
      json: body,
      headers: { 'Idempotency-Key': 'dead-1' },
    })
    expect(first.status).toBe(200)
    // ...then make it look like the process died before storing the answer, three minutes ago.
    await t.database.db.update(idempotencyKeys).set({
      state: 'in_progress',
      statusCode: null,
      responseBody: null,
      createdAt: new Date(Date.now() - 180_000),
    })
    const again = await t.request('/api/user/visit', {
      method: 'POST',
      json: body,
      headers: { 'Idempotency-Key': 'dead-1' },
    })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: string }).error).toBe('idempotency_outcome_unknown')
    expect(await t.database.db.$count(visits)).toBe(1)
  })
})
