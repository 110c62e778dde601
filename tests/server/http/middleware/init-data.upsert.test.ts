import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../../server/db/schema'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('the user row on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const row = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.tgId, id)))[0]

  it('is not rewritten by calls that bring nothing new, and follows Telegram when something changes', async () => {
    const user = { id: 4242, first_name: 'Bob' }
    expect((await t.request('/api/user/profile', { user })).status).toBe(200)
    const first = await row(4242)
    expect((await t.request('/api/user/profile', { user })).status).toBe(200)
    expect((await row(4242))?.updatedAt.getTime()).toBe(first?.updatedAt.getTime())

    const renamed = await t.request('/api/user/profile', {
      user: { ...user, first_name: 'Robert', username: 'rob' },
    })
    const body = (await renamed.json()) as { user: { first_name: string; username: string } }
    expect(body.user).toMatchObject({ first_name: 'Robert', username: 'rob' })
    expect((await row(4242))?.firstName).toBe('Robert')
  })
})
