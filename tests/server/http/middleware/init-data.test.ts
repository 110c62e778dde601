// The server's init data helpers on their own: what is read from the string, and where the clock
// limits sit (a fixed `now`, so no test depends on when it runs).
import { describe, expect, it } from 'vitest'
import { signInitData } from '../../../../server/demo'
import { parseInitData, verifyInitData } from '../../../../server/http/middleware/init-data'

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'
const NOW = new Date('2025-06-01T12:00:00Z')
const user = { id: 42, first_name: 'Анна', last_name: 'К', username: 'anna', language_code: 'ru' }
const secondsBefore = (s: number) => new Date(NOW.getTime() - s * 1000)

function statusOf(fn: () => unknown): number | undefined {
  try {
    fn()
  } catch (err) {
    return (err as { status?: number }).status
  }
  return undefined
}

describe('parseInitData', () => {
  it('reads auth_date and the user fields', () => {
    const parsed = parseInitData(signInitData(user, TOKEN, NOW))
    expect(parsed.authDate).toBe(NOW.getTime() / 1000)
    expect(parsed.user).toMatchObject(user)
  })

  it('gives no user for a launch without one', () => {
    expect(parseInitData('auth_date=1700000000&hash=x').user).toBeUndefined()
  })

  it.each([
    '',
    'hash=abc',
    'auth_date=0&hash=abc',
    'auth_date=-5',
    'auth_date=1.5',
    'auth_date=1700000000&user=%7Bnope',
    'auth_date=1700000000&user=%7B%22id%22%3A%22x%22%7D',
    'auth_date=1700000000&user=%7B%22id%22%3A-1%7D',
    'auth_date=1700000000&user=%5B1%5D',
  ])('refuses %j with a 401', (raw) => {
    expect(statusOf(() => parseInitData(raw))).toBe(401)
  })
})

describe('verifyInitData', () => {
  const maxAge = 3600

  it('accepts fresh data and returns the user', () => {
    expect(verifyInitData(signInitData(user, TOKEN, NOW), TOKEN, maxAge, NOW)).toMatchObject({
      id: 42,
    })
  })

  it('accepts data exactly INIT_DATA_MAX_AGE old and refuses one second more', () => {
    expect(
      statusOf(() =>
        verifyInitData(signInitData(user, TOKEN, secondsBefore(maxAge)), TOKEN, maxAge, NOW),
      ),
    ).toBeUndefined()
    expect(
      statusOf(() =>
        verifyInitData(signInitData(user, TOKEN, secondsBefore(maxAge + 1)), TOKEN, maxAge, NOW),
      ),
    ).toBe(401)
  })

  it('tolerates a minute of clock skew into the future, not more', () => {
    expect(
      statusOf(() =>
        verifyInitData(signInitData(user, TOKEN, secondsBefore(-60)), TOKEN, maxAge, NOW),
      ),
    ).toBeUndefined()
    expect(
      statusOf(() =>
        verifyInitData(signInitData(user, TOKEN, secondsBefore(-61)), TOKEN, maxAge, NOW),
      ),
    ).toBe(401)
  })

  it('refuses another bot token', () => {
    const other = '987654321:BBHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw9'
    expect(statusOf(() => verifyInitData(signInitData(user, other, NOW), TOKEN, maxAge, NOW))).toBe(
      401,
    )
  })

  it('refuses any changed field', () => {
    const params = new URLSearchParams(signInitData(user, TOKEN, NOW))
    params.set('query_id', 'AAH-changed')
    expect(statusOf(() => verifyInitData(params.toString(), TOKEN, maxAge, NOW))).toBe(401)
  })
})
