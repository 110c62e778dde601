// The paging contract of the admin lists: cursors forward and back, the capped total, and what is
// refused (offset pages past the first, cursors that are not this list's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { TOTAL_CAP } from '@contract/admin'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'
import { dbKinds } from '../../../helpers/test-db'

interface Page {
  users: { tg_id: number }[]
  total: number
  total_capped: boolean
  page_size: number
  next_cursor: string | null
  prev_cursor: string | null
}

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url')

describe.each(dbKinds)('admin list paging on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
    for (const id of [3001, 3002, 3003]) await signUp(t, id, { first_name: 'Pager' })
  })
  afterAll(() => t.close())

  const users = async (q: string) => json<Page>(await t.admin(`/api/admin/users?${q}`))

  it('pages forward and back with the cursors, newest first', async () => {
    const first = await users('q=Pager&page_size=2')
    expect(first).toMatchObject({ total: 3, total_capped: false, page_size: 2, prev_cursor: null })
    expect(first.users.map((u) => u.tg_id)).toEqual([3003, 3002])
    const second = await users(`q=Pager&page_size=2&cursor=${first.next_cursor}`)
    expect(second).toMatchObject({ total: 3, next_cursor: null })
    expect(second.users.map((u) => u.tg_id)).toEqual([3001])
    const back = await users(`q=Pager&page_size=2&cursor=${second.prev_cursor}`)
    expect(back.users.map((u) => u.tg_id)).toEqual([3003, 3002])
    expect(back.prev_cursor).toBeNull()
  })

  it('accepts page=1 only, and refuses a cursor that is not one of this list', async () => {
    expect((await t.admin('/api/admin/users?page=1')).status).toBe(200)
    for (const q of [
      'page=2',
      'cursor=bm90LWpzb24',
      `cursor=${encodeURIComponent('a b')}`,
      `cursor=${cursorOf(['a', 7])}`,
      `cursor=${cursorOf(['a', '2024-02-30 10:00:00+00', 3001])}`,
      `cursor=${cursorOf(['a', '2024-02-01 25:00:00+00', 3001])}`,
      `cursor=${cursorOf(['a', '2024-02-01 10:00:00+00', -1])}`,
      `cursor=${cursorOf(['x', '2024-02-01 10:00:00+00', 1])}`,
    ]) {
      const res = await t.admin(`/api/admin/users?${q}`)
      expect(res.status, q).toBe(400)
      expect(await json(res)).toMatchObject({ field: q.split('=')[0] })
    }
  })

  it('counts up to the cap and says when there are more', async () => {
    await t.database.db.execute(
      sql.raw(`insert into users (tg_id, first_name)
        select 5000000 + i, 'Many' from generate_series(1, ${TOTAL_CAP + 5}) i`),
    )
    const all = await users('page_size=1')
    expect(all).toMatchObject({ total: TOTAL_CAP, total_capped: true })
    const many = await users('q=Many&page_size=1')
    expect(many).toMatchObject({ total: TOTAL_CAP, total_capped: true })
    expect(await users('q=Pager')).toMatchObject({ total: 3, total_capped: false })
  })
})
