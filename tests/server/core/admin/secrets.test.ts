import { describe, expect, it } from 'vitest'
import { open, seal, secretsKeyFrom } from '../../../../server/core/admin/secrets'
import { TEST_BOT_TOKEN, TEST_SECRETS_KEY } from '../../../helpers/test-app'

describe('sealed credentials', () => {
  const key = secretsKeyFrom(TEST_SECRETS_KEY, TEST_BOT_TOKEN)

  it('opens what it sealed, for the same row and field only', () => {
    const sealed = seal(key, 's3cret pässword', 42, 'cf_password')
    expect(sealed).not.toContain('s3cret')
    expect(open(key, sealed, 42, 'cf_password')).toBe('s3cret pässword')
    expect(open(key, sealed, 43, 'cf_password')).toBeUndefined()
    expect(open(key, sealed, 42, 'cf_2fa')).toBeUndefined()
  })

  it('seals the same text differently each time', () => {
    expect(seal(key, 'x', 1, 'f')).not.toBe(seal(key, 'x', 1, 'f'))
  })

  it('refuses a tampered value, another key and garbage', () => {
    const sealed = seal(key, 'value', 7, 'cf_password')
    const raw = Buffer.from(sealed.slice(3), 'base64')
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1
    expect(open(key, `v1:${raw.toString('base64')}`, 7, 'cf_password')).toBeUndefined()
    const other = secretsKeyFrom(Buffer.alloc(32, 9).toString('base64'), TEST_BOT_TOKEN)
    expect(open(other, sealed, 7, 'cf_password')).toBeUndefined()
    for (const junk of ['', 'v1:', 'v2:abc', 'plain text', 'v1:AAAA'])
      expect(open(key, junk, 7, 'cf_password')).toBeUndefined()
  })

  it('derives a stable key per demo bot token when SECRETS_KEY is unset', () => {
    const a = secretsKeyFrom(undefined, '1:demo-token-a')
    expect(a).toHaveLength(32)
    expect(secretsKeyFrom(undefined, '1:demo-token-a').equals(a)).toBe(true)
    expect(secretsKeyFrom(undefined, '1:demo-token-b').equals(a)).toBe(false)
    expect(() => secretsKeyFrom(Buffer.alloc(16).toString('base64'), TEST_BOT_TOKEN)).toThrow(
      RangeError,
    )
  })
})
