// Telegram sign-in as a client sees it: the init data string from the launch hash, sent three ways,
// and every way it can be wrong answered with a 401 JSON body.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../../server/db/schema'
import { signInitData } from '../../../../server/demo'
import { createTestApp, defaultUser, TEST_BOT_TOKEN, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const OTHER_BOT_TOKEN = '987654321:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw9'

function replaceParam(initData: string, name: string, value: string): string {
  const params = new URLSearchParams(initData)
  params.set(name, value)
  return params.toString()
}

async function expect401(res: Response) {
  expect(res.status).toBe(401)
  expect(res.headers.get('content-type')).toContain('application/json')
  const body = (await res.json()) as { error: string; message: string }
  expect(body.error).toBe('unauthorized')
  expect(body.message.length).toBeGreaterThan(0)
  return body
}

describe.each(dbKinds)('init data sign-in on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const profile = (initData: string | undefined) =>
    t.app.request('/api/user/profile', {
      headers: initData === undefined ? {} : { Authorization: `tma ${initData}` },
    })

  it('accepts valid init data and stores the user from it', async () => {
    const user = {
      id: 555_001,
      first_name: 'Boris',
      last_name: 'Petrov',
      username: 'boris_p',
      photo_url: 'https://t.me/i/userpic/320/boris.jpg',
      language_code: 'ru',
    }
    const res = await profile(t.initData(user))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: Record<string, unknown>; banned: boolean }
    expect(body.user).toMatchObject({
      tg_id: 555_001,
      first_name: 'Boris',
      last_name: 'Petrov',
      username: 'boris_p',
      photo_url: user.photo_url,
      language_code: 'ru',
      balance: 0,
      is_banned: false,
    })
    expect(body.banned).toBe(false)
    const [row] = await t.database.db.select().from(users).where(eq(users.tgId, 555_001))
    expect(row).toMatchObject({
      firstName: 'Boris',
      lastName: 'Petrov',
      username: 'boris_p',
      photoUrl: user.photo_url,
      languageCode: 'ru',
      balanceCents: 0,
    })
  })

  it('updates the stored user when Telegram sends newer data', async () => {
    await profile(t.initData({ id: 555_002, first_name: 'Old', username: 'old_name' }))
    const res = await profile(t.initData({ id: 555_002, first_name: 'New', username: undefined }))
    expect(res.status).toBe(200)
    const [row] = await t.database.db.select().from(users).where(eq(users.tgId, 555_002))
    expect(row?.firstName).toBe('New')
    expect(row?.username).toBeNull()
  })

  it('rejects a tampered hash', async () => {
    const initData = t.initData()
    const hash = new URLSearchParams(initData).get('hash') ?? ''
    const flipped = (hash[0] === 'a' ? 'b' : 'a') + hash.slice(1)
    await expect401(await profile(replaceParam(initData, 'hash', flipped)))
  })

  it('rejects data changed after signing (another user id under the same hash)', async () => {
    const initData = t.initData()
    const forged = replaceParam(initData, 'user', JSON.stringify({ ...defaultUser, id: 1 }))
    await expect401(await profile(forged))
    const [row] = await t.database.db.select().from(users).where(eq(users.tgId, 1))
    expect(row).toBeUndefined()
  })

  it('rejects init data signed with another bot token', async () => {
    await expect401(await profile(signInitData(defaultUser, OTHER_BOT_TOKEN)))
  })

  it('rejects init data older than INIT_DATA_MAX_AGE', async () => {
    const old = new Date(Date.now() - (t.config.INIT_DATA_MAX_AGE + 60) * 1000)
    const body = await expect401(await profile(t.initData({}, old)))
    expect(body.message).toMatch(/expired/i)
  })

  it('accepts init data just inside INIT_DATA_MAX_AGE', async () => {
    const recent = new Date(Date.now() - (t.config.INIT_DATA_MAX_AGE - 120) * 1000)
    expect((await profile(t.initData({}, recent))).status).toBe(200)
  })

  it('rejects init data dated in the future', async () => {
    const future = new Date(Date.now() + 60 * 60 * 1000)
    const body = await expect401(await profile(t.initData({}, future)))
    expect(body.message).toMatch(/future/i)
  })

  it('rejects a request without init data', async () => {
    await expect401(await profile(undefined))
  })

  it.each([
    ['empty', ''],
    ['not a query string', '%%%not-init-data'],
    ['no auth_date', 'user=%7B%22id%22%3A1%7D&hash=abc'],
    ['a non-numeric auth_date', 'auth_date=yesterday&hash=abc'],
    ['a user that is not JSON', 'auth_date=1700000000&user=%7Bbroken&hash=abc'],
    ['a user without an id', `auth_date=${Math.floor(Date.now() / 1000)}&user=%7B%7D&hash=abc`],
    ['a huge auth_date', 'auth_date=99999999999999999999&hash=abc'],
  ])('rejects malformed init data: %s', async (_name, raw) => {
    await expect401(await profile(raw))
  })

  it('rejects a signed launch without a user', async () => {
    const { sign } = await import('@telegram-apps/init-data-node')
    const noUser = sign({ chat_instance: '1', chat_type: 'sender' }, TEST_BOT_TOKEN, new Date())
    await expect401(await profile(noUser))
  })

  it('rejects a signed user whose name PostgreSQL cannot store', async () => {
    await expect401(await profile(t.initData({ id: 555_020, first_name: 'Nul\u0000Byte' })))
  })

  it('takes init data from the tg_init_data query parameter', async () => {
    const initData = t.initData({ id: 555_010, first_name: 'Query' })
    const res = await t.app.request(
      `/api/user/profile?tg_init_data=${encodeURIComponent(initData)}`,
    )
    expect(res.status).toBe(200)
    expect(((await res.json()) as { user: { first_name: string } }).user.first_name).toBe('Query')
  })

  it('takes init data from a tg_init_data field of the JSON body', async () => {
    const initData = t.initData({ id: 555_011, first_name: 'Body' })
    const res = await t.app.request('/api/user/visit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tg_init_data: initData, page_path: '/profile' }),
    })
    expect(res.status).toBe(200)
    const [row] = await t.database.db.select().from(users).where(eq(users.tgId, 555_011))
    expect(row?.firstName).toBe('Body')
  })

  it('rejects a tampered tg_init_data query parameter and body field alike', async () => {
    const bad = signInitData(defaultUser, OTHER_BOT_TOKEN)
    await expect401(
      await t.app.request(`/api/user/profile?tg_init_data=${encodeURIComponent(bad)}`),
    )
    await expect401(
      await t.app.request('/api/user/visit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ tg_init_data: bad, page_path: '/' }),
      }),
    )
  })

  it('rejects an Authorization header of another scheme', async () => {
    const res = await t.app.request('/api/user/profile', {
      headers: { Authorization: `Bearer ${t.initData()}` },
    })
    await expect401(res)
  })
})
