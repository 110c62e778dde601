// POST /api/user/chat-notices (the answer to the app's write access request) and the launch's
// allows_write_to_pm: what the server then keeps, as the profile shows it and the database holds it.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatNoticesResponse } from '@contract/profile'
import { profileResponse } from '@contract/user'
import { users } from '../../../../server/db/schema'
import type { LaunchUser } from '../../../../server/demo'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('chat notices through the API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const report = (id: number, json: unknown) =>
    t.request('/api/user/chat-notices', { method: 'POST', json, user: { id } })
  const profile = async (id: number, user: Partial<LaunchUser> = {}) =>
    profileResponse.parse(
      await (await t.request('/api/user/profile', { user: { id, ...user } })).json(),
    ).user.chat_notices
  const stored = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.tgId, id)))[0]?.chatNotices

  it('keeps the answer the app reports, and the profile says it', async () => {
    expect(await profile(8201)).toEqual({ state: 'unknown', updated_at: null })
    const res = await report(8201, { write_access: 'allowed' })
    expect(res.status).toBe(200)
    const answer = chatNoticesResponse.parse(await res.json()).chat_notices
    expect(answer.state).toBe('allowed')
    expect(await stored(8201)).toBe('allowed')
    expect(await profile(8201)).toEqual(answer)

    await report(8202, { write_access: 'cancelled' })
    expect(await stored(8202)).toBe('refused')
    expect((await profile(8202))?.state).toBe('refused')
  })

  it('takes allows_write_to_pm from a launch as allowed, even after a refusal', async () => {
    expect((await profile(8203, { allows_write_to_pm: true }))?.state).toBe('allowed')
    expect(await stored(8203)).toBe('allowed')
    await report(8204, { write_access: 'cancelled' })
    // A launch without the flag says nothing either way.
    expect((await profile(8204))?.state).toBe('refused')
    expect((await profile(8204, { allows_write_to_pm: true }))?.state).toBe('allowed')
    expect(await stored(8204)).toBe('allowed')
  })

  it('refuses a bad answer with a 400 naming the field, and a call without init data', async () => {
    const bad = await report(8205, { write_access: 'maybe' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('write_access')
    expect((await report(8205, {})).status).toBe(400)
    const anonymous = await t.request('/api/user/chat-notices', {
      method: 'POST',
      json: { write_access: 'allowed' },
      user: null,
    })
    expect(anonymous.status).toBe(401)
    expect(await stored(8205)).toBe('unknown')
  })

  it('is in the OpenAPI document with its body and answer', async () => {
    const doc = (await (await t.request('/api/openapi.json', { user: null })).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>
    }
    const op = doc.paths['/api/user/chat-notices']?.post
    expect(JSON.stringify(op?.requestBody)).toContain('write_access')
    expect(JSON.stringify(op?.responses)).toContain('chat_notices')
  })
})
