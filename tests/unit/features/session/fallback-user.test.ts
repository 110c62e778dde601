import { describe, expect, it } from 'vitest'
import { fallbackUser } from '@/features/session/fallback-user'

describe('profile', () => {
  it('builds the fallback from Telegram user data', () => {
    expect(fallbackUser({ id: 1, first_name: 'Tg', photo_url: 'p' })).toEqual({
      tgId: 1,
      firstName: 'Tg',
      lastName: null,
      username: null,
      photoUrl: 'p',
      balance: 0,
    })
    expect(fallbackUser(undefined).firstName).toBe('')
  })
})
