// Configuration as an operator meets it: defaults that run, and a bad variable named in the error.
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../server/config'
import { DEMO_USER } from '../../server/demo'

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'
const SECRETS_KEY = Buffer.alloc(32, 1).toString('base64')
const real = { BOT_TOKEN, SECRETS_KEY }

function errorOf(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env)
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError)
    return (err as Error).message
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`)
}

describe('configuration', () => {
  it('runs in demo mode with nothing set, with the documented defaults', () => {
    const c = parseConfig({})
    expect(c).toMatchObject({
      demo: true,
      BOT_MODE: 'off',
      PORT: 8080,
      DATA_DIR: './data',
      INIT_DATA_MAX_AGE: 86400,
      ADMIN_IDS: [DEMO_USER.id],
      REGISTRAR: 'sandbox',
      CDN: 'sandbox',
      LOG_LEVEL: 'info',
      MAINTENANCE_POLL_MS: 30_000,
    })
    expect(c.DATABASE_URL).toBeUndefined()
    expect(c.BOT_TOKEN).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    const c = parseConfig({
      PORT: '',
      DATABASE_URL: ' ',
      INIT_DATA_MAX_AGE: '',
      DATA_DIR: '',
      BOT_TOKEN: '',
    })
    expect(c.PORT).toBe(8080)
    expect(c.DATABASE_URL).toBeUndefined()
    expect(c.INIT_DATA_MAX_AGE).toBe(86400)
    expect(c.DATA_DIR).toBe('./data')
    expect(c.demo).toBe(true)
  })

  it('defaults BOT_MODE to webhook with PUBLIC_URL', () => {
    const c = parseConfig({ ...real, PUBLIC_URL: 'https://domains.example.com' })
    expect(c.BOT_MODE).toBe('webhook')
    expect(c.demo).toBe(false)
  })

  it('defaults BOT_MODE to polling with only BOT_TOKEN', () => {
    expect(parseConfig(real).BOT_MODE).toBe('polling')
  })

  it('keeps an explicit BOT_MODE', () => {
    expect(parseConfig({ ...real, BOT_MODE: 'off' }).BOT_MODE).toBe('off')
    expect(
      parseConfig({ ...real, PUBLIC_URL: 'https://a.example', BOT_MODE: 'polling' }).BOT_MODE,
    ).toBe('polling')
  })

  it('makes the demo user an admin in demo mode only', () => {
    expect(parseConfig({ ADMIN_IDS: '5,6' }).ADMIN_IDS).toEqual([5, 6, DEMO_USER.id])
    expect(parseConfig({ ADMIN_IDS: String(DEMO_USER.id) }).ADMIN_IDS).toEqual([DEMO_USER.id])
    expect(parseConfig(real).ADMIN_IDS).toEqual([])
    expect(parseConfig({ ...real, ADMIN_IDS: '5' }).ADMIN_IDS).toEqual([5])
  })

  it('keeps the bot off in demo mode whatever BOT_MODE says', () => {
    expect(parseConfig({ BOT_MODE: 'polling' }).BOT_MODE).toBe('off')
  })

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '80.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/db' }],
    ['DATABASE_URL', { DATABASE_URL: 'localhost:5432' }],
    ['BOT_TOKEN', { BOT_TOKEN: 'not-a-token', SECRETS_KEY }],
    ['BOT_MODE', { ...real, BOT_MODE: 'sometimes' }],
    ['BOT_MODE', { ...real, BOT_MODE: 'webhook' }],
    ['PUBLIC_URL', { ...real, PUBLIC_URL: 'http://insecure.example.com' }],
    ['PUBLIC_URL', { ...real, PUBLIC_URL: 'not a url' }],
    ['INIT_DATA_MAX_AGE', { INIT_DATA_MAX_AGE: '0' }],
    ['INIT_DATA_MAX_AGE', { INIT_DATA_MAX_AGE: 'a day' }],
    ['ADMIN_IDS', { ADMIN_IDS: '12345, @admin' }],
    ['ADMIN_TOKEN', { ADMIN_TOKEN: 'short' }],
    ['SECRETS_KEY', { SECRETS_KEY: Buffer.alloc(16).toString('base64') }],
    ['SECRETS_KEY', { BOT_TOKEN }],
    ['REGISTRAR', { REGISTRAR: 'godaddy' }],
    ['NAMECOM_USERNAME', { REGISTRAR: 'namecom' }],
    ['CDN', { CDN: 'akamai' }],
    ['CF_API_TOKEN', { CDN: 'cloudflare' }],
    ['CF_API_URL', { CF_API_URL: 'nope' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['MAINTENANCE_POLL_MS', { MAINTENANCE_POLL_MS: '0' }],
    ['HOST', { HOST: '0.0.0.0' }],
  ])('names %s when it is wrong (%j)', (name, env) => {
    const message = errorOf(env)
    expect(message).toMatch(new RegExp(`^\\s+${name}[:/]`, 'm'))
  })

  const namecom = { REGISTRAR: 'namecom', NAMECOM_USERNAME: 'u', NAMECOM_TOKEN: 'tok' }
  const cloudflare = { CDN: 'cloudflare', CF_API_TOKEN: 'cf-token', CF_ACCOUNT_ID: 'acc' }

  it('refuses a real registrar with the sandbox CDN and the reverse, naming REGISTRAR and CDN', () => {
    for (const env of [namecom, { ...cloudflare }]) {
      const message = errorOf(env)
      expect(message).toMatch(/^\s+REGISTRAR\/CDN: /m)
      expect(message).toContain(`REGISTRAR=${env === namecom ? 'namecom' : 'sandbox'}`)
      expect(message).toContain(`CDN=${env === namecom ? 'sandbox' : 'cloudflare'}`)
    }
  })

  it('takes Name.com with Cloudflare, and refuses Cloudflare without its account id', () => {
    const c = parseConfig({ ...namecom, ...cloudflare, CF_API_URL: 'http://127.0.0.1:9/client/v4' })
    expect(c).toMatchObject({ REGISTRAR: 'namecom', CDN: 'cloudflare', CF_ACCOUNT_ID: 'acc' })
    expect(c.CF_API_URL).toBe('http://127.0.0.1:9/client/v4')
    const message = errorOf({ ...namecom, ...cloudflare, CF_ACCOUNT_ID: ' ' })
    expect(message).toMatch(/^\s+CF_API_TOKEN\/CF_ACCOUNT_ID: required with CDN=cloudflare/m)
  })

  it('refuses PUBLIC_URL in demo mode, naming it', () => {
    const message = errorOf({ PUBLIC_URL: 'https://domains.example.com' })
    expect(message).toMatch(/^\s+PUBLIC_URL: .*demo/m)
  })

  it('names every wrong variable at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(message).toContain(`${name}:`)
  })

  it('reads ADMIN_IDS as a list of numbers, spaces and empty items allowed', () => {
    expect(parseConfig({ ...real, ADMIN_IDS: ' 111, 222,,333 ' }).ADMIN_IDS).toEqual([
      111, 222, 333,
    ])
  })

  it('accepts postgres:// and postgresql:// URLs', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).DATABASE_URL).toBe(
      'postgres://u:p@db:5432/app',
    )
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/app' }).DATABASE_URL).toBe(
      'postgresql://db/app',
    )
  })

  it('has rate limits and no trusted proxy by default, and reads TRUST_PROXY as addresses and CIDRs', () => {
    expect(parseConfig({})).toMatchObject({
      RATE_SEARCH_PER_MIN: 30,
      RATE_PROMO_PER_MIN: 5,
      RATE_DNS_PER_MIN: 30,
      RATE_TOPUP_PER_MIN: 5,
      RATE_ADDRESS_MULTIPLIER: 10,
      TRUST_PROXY: [],
    })
    expect(
      parseConfig({ TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12 ,::1,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8'])
    expect(errorOf({ TRUST_PROXY: '10.0.0.0/33' })).toContain('TRUST_PROXY:')
    expect(errorOf({ TRUST_PROXY: 'proxy.local' })).toContain('"proxy.local" is not an IP address')
    expect(errorOf({ RATE_SEARCH_PER_MIN: '0' })).toContain('RATE_SEARCH_PER_MIN:')
  })

  it('keeps raw visits 90 days by default, and refuses a retention under a day', () => {
    expect(parseConfig({}).VISIT_RETENTION_DAYS).toBe(90)
    expect(parseConfig({ VISIT_RETENTION_DAYS: '30' }).VISIT_RETENTION_DAYS).toBe(30)
    expect(errorOf({ VISIT_RETENTION_DAYS: '0' })).toContain('VISIT_RETENTION_DAYS:')
  })
})
