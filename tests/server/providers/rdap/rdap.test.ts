// The RDAP client against a local RDAP server written from RFC 9083, the bootstrap file's rules
// (RFC 9224), the shipped copy, and the sandbox registry that answers from the name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../../../server/logger'
import {
  BootstrapError,
  baseFor,
  bootstrapBases,
  parseBootstrap,
  pickServices,
  readShippedBootstrap,
} from '../../../../server/providers/rdap/bootstrap'
import { createRdapClient } from '../../../../server/providers/rdap/rdap'
import { sandboxRdapRecord } from '../../../../server/providers/rdap/sandbox'
import { sandboxPrices } from '../../../../server/providers/registrar/sandbox-catalog'
import { ProviderError, ProviderRateLimited } from '../../../../server/providers/types'
import { watchState, nextCheckAt } from '../../../../server/core/watchlist/watch-state'
import { startRdapFake, type RdapFake } from '../../../fixtures/rdap-fake/server'

const logger = createLogger('silent')
const file = (services: [string[], string[]][]) => ({
  version: '1.0',
  publication: '2026-11-27T00:00:00Z',
  services,
})

describe('RDAP bootstrap (RFC 9224)', () => {
  it('picks the longest matching entry and an https URL, keeping a trailing slash', () => {
    const bases = bootstrapBases(
      file([
        [
          ['net', 'com'],
          ['http://plain.example/rdap', 'https://secure.example/rdap'],
        ],
        [['sub.example.net'], ['https://deeper.example/']],
      ]),
    )
    expect(baseFor(bases, 'a.com')).toBe('https://secure.example/rdap/')
    expect(baseFor(bases, 'x.sub.example.net')).toBe('https://deeper.example/')
    expect(baseFor(bases, 'other.net')).toBe('https://secure.example/rdap/')
    expect(baseFor(bases, 'a.de')).toBeUndefined()
  })

  it('refuses a file that is not one, naming the part', () => {
    expect(() => parseBootstrap({ version: '1.0', services: 'x' })).toThrow(BootstrapError)
    expect(() =>
      parseBootstrap({ version: '1.0', publication: 'x', services: [[['com']]] }),
    ).toThrow(/services/)
  })

  it('keeps only the entries asked for', () => {
    const picked = pickServices(
      file([
        [['com', 'net', 'kg'], ['https://a.example/']],
        [['de'], ['https://b.example/']],
      ]),
      ['com', 'net'],
    )
    expect(picked.services).toEqual([[['com', 'net'], ['https://a.example/']]])
  })

  it('ships an https service for every TLD the sandbox sells', () => {
    const bases = bootstrapBases(readShippedBootstrap())
    for (const { tld } of sandboxPrices)
      expect(baseFor(bases, `name.${tld}`)).toMatch(/^https:\/\//)
  })
})

describe('RDAP client against a local RDAP server', () => {
  let fake: RdapFake
  let client: ReturnType<typeof createRdapClient>
  beforeAll(async () => {
    fake = await startRdapFake()
    client = createRdapClient({ bootstrap: file([[['com'], [fake.base]]]), logger })
  })
  afterAll(() => fake.close())

  it('reads the status values and the expiration event of a domain object', async () => {
    fake.domains.set('held.com', {
      status: ['client transfer prohibited', 'Auto Renew Period'],
      expiration: '2027-03-01T10:00:00Z',
    })
    const got = await client.lookup('held.com')
    expect(got).toEqual({
      found: true,
      statuses: ['client transfer prohibited', 'auto renew period'],
      expiresAt: new Date('2027-03-01T10:00:00Z'),
    })
    expect(fake.calls.at(-1)).toBe('/rdap/domain/held.com')
  })

  it('takes 404 for a name the registry does not hold', async () => {
    expect(await client.lookup('free-name.com')).toEqual({ found: false })
  })

  it('turns 429, 5xx, a refusal and a dead server into errors that say which registry', async () => {
    fake.knobs.failNext = 1
    fake.knobs.failStatus = 429
    fake.knobs.retryAfterSeconds = 90
    const slow = await client.lookup('held.com').catch((e: unknown) => e)
    expect(slow).toBeInstanceOf(ProviderRateLimited)
    expect((slow as ProviderRateLimited).retryAfterMs).toBe(90_000)

    fake.knobs.failNext = 1
    fake.knobs.failStatus = 503
    const down = await client.lookup('held.com').catch((e: unknown) => e)
    expect(down).toMatchObject({ retryable: true })
    expect((down as Error).message).toMatch(/\.com registry/)

    fake.knobs.failNext = 1
    fake.knobs.failStatus = 403
    const refused = await client.lookup('held.com').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ProviderError)
    expect(refused).toMatchObject({ retryable: false, code: 'rejected' })

    const noService = await client.lookup('name.de').catch((e: unknown) => e)
    expect(noService).toMatchObject({ code: 'no_rdap', retryable: false })

    const dead = createRdapClient({
      bootstrap: file([[['com'], ['http://127.0.0.1:9/rdap/']]]),
      logger,
      timeoutMs: 2000,
    })
    const gone = await dead.lookup('held.com').catch((e: unknown) => e)
    expect(gone).toMatchObject({ code: 'network', retryable: true })
    expect((gone as Error).message).toMatch(/cannot be reached/)
  })

  it('refuses an answer that is not a domain object', async () => {
    const odd = createRdapClient({
      bootstrap: file([[['com'], [fake.base]]]),
      logger,
      fetch: () => Promise.resolve(new Response(JSON.stringify({ objectClassName: 'entity' }))),
    })
    await expect(odd.lookup('held.com')).rejects.toMatchObject({ code: 'bad_response' })
  })
})

describe('watch states from RDAP (RFC 8056 status names)', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000)
  it('maps the lifecycle statuses, a past expiry and a 404', () => {
    const found = (statuses: string[], days = 100) =>
      ({ found: true, statuses, expiresAt: at(days) }) as const
    expect(watchState(found(['active']), now)).toBe('registered')
    expect(watchState(found(['active'], -1), now)).toBe('grace')
    expect(watchState(found(['auto renew period']), now)).toBe('grace')
    expect(watchState(found(['redemption period', 'pending delete']), now)).toBe('redemption')
    expect(watchState(found(['pending delete']), now)).toBe('pending_delete')
    expect(watchState({ found: false }, now)).toBe('available')
  })

  it('looks again sooner as the expiry nears, and just after it', () => {
    const days = (d: Date) => (d.getTime() - now.getTime()) / 86_400_000
    expect(days(nextCheckAt('registered', at(400), now))).toBe(30)
    expect(days(nextCheckAt('registered', at(10), now))).toBe(5)
    expect(days(nextCheckAt('registered', at(0.05), now))).toBeCloseTo(0.05 + 1 / 24)
    expect(days(nextCheckAt('pending_delete', null, now))).toBe(0.25)
    expect(days(nextCheckAt('grace', at(-3), now))).toBe(1)
  })

  it('gives sandbox stage names their stage', () => {
    const today = Date.UTC(2026, 10, 27)
    expect(watchState(sandboxRdapRecord('gracefoo.com', today), new Date(today))).toBe('grace')
    expect(watchState(sandboxRdapRecord('redeemfoo.com', today), new Date(today))).toBe(
      'redemption',
    )
    expect(watchState(sandboxRdapRecord('dropfoo.com', today), new Date(today))).toBe(
      'pending_delete',
    )
    expect(watchState(sandboxRdapRecord('google.com', today), new Date(today))).toBe('registered')
  })
})
