// POST /api/user/language: the app language a user picked, stored apart from Telegram's language
// and shown in the profile; a replayed key never undoes a later choice.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageResponse, profileResponse } from '@contract/user'
import { users } from '../../../../server/db/schema'
import type { LaunchUser } from '../../../../server/demo'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('the language choice on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const choose = (id: number, json: unknown, key?: string, user: Partial<LaunchUser> = {}) =>
    t.request('/api/user/language', {
      method: 'POST',
      json,
      user: { id, ...user },
      headers: key ? { 'Idempotency-Key': key } : {},
    })

  const stored = async (id: number) =>
    (
      await t.database.db
        .select({ preferred: users.preferredLanguage })
        .from(users)
        .where(eq(users.tgId, id))
    )[0]?.preferred

  const profile = async (id: number, user: Partial<LaunchUser> = {}) =>
    profileResponse.parse(
      await (await t.request('/api/user/profile', { user: { id, ...user } })).json(),
    )

  it('has no preferred language before the user picks one', async () => {
    expect((await profile(8101)).user.preferred_language).toBeNull()
    expect(await stored(8101)).toBeNull()
  })

  it('stores the choice and the profile returns it', async () => {
    const res = await choose(8102, { language: 'en' }, undefined, { language_code: 'ru' })
    expect(res.status).toBe(200)
    expect(languageResponse.parse(await res.json())).toEqual({ ok: true, language: 'en' })
    expect(await stored(8102)).toBe('en')
    const p = await profile(8102, { language_code: 'ru' })
    expect(p.user.preferred_language).toBe('en')
    expect(p.user.language_code).toBe('ru')
  })

  it('answers 400 naming language for a missing or unsupported value, storing nothing', async () => {
    for (const bad of [
      {},
      { language: 'de' },
      { language: 'EN' },
      { language: '' },
      { language: null },
      { language: 1 },
    ]) {
      const res = await choose(8103, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'bad_request', field: 'language' })
    }
    expect(await stored(8103)).toBeNull()
  })

  it('keeps the choice when the user comes back with other Telegram data', async () => {
    await choose(8104, { language: 'ru' }, undefined, { language_code: 'en', first_name: 'Ann' })
    const later = await profile(8104, { language_code: 'de', first_name: 'Anna', username: 'anna' })
    expect(later.user.first_name).toBe('Anna')
    expect(later.user.language_code).toBe('de')
    expect(later.user.preferred_language).toBe('ru')
    expect(await stored(8104)).toBe('ru')
  })

  it('replays a key with its stored answer without undoing a later choice', async () => {
    const first = await choose(8105, { language: 'en' }, 'lang-tap-1')
    expect(await first.json()).toEqual({ ok: true, language: 'en' })
    expect((await choose(8105, { language: 'ru' }, 'lang-tap-2')).status).toBe(200)
    const replay = await choose(8105, { language: 'en' }, 'lang-tap-1')
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ ok: true, language: 'en' })
    expect(await stored(8105)).toBe('ru')
    const otherBody = await choose(8105, { language: 'ru' }, 'lang-tap-1')
    expect(otherBody.status).toBe(422)
    expect(await stored(8105)).toBe('ru')
  })

  it("changes only the caller's row", async () => {
    await profile(8106)
    await choose(8107, { language: 'en' })
    expect(await stored(8106)).toBeNull()
    expect(await stored(8107)).toBe('en')
  })
})
