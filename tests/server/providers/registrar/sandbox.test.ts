import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxRegistrar } from '../../../../server/providers/registrar/sandbox'
import { ProviderError } from '../../../../server/providers/types'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

const words = Array.from({ length: 400 }, (_, i) => `shopword${i}.com`)

describe.each(dbKinds)('sandbox registrar on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.destroy())

  it('prices the 20 TLDs of the fallback list, com and ai at the spec prices after a 20% markup', async () => {
    const prices = await createSandboxRegistrar(database.db).priceList()
    expect(prices).toHaveLength(20)
    const retail = (tld: string) =>
      Math.round((prices.find((p) => p.tld === tld)?.purchaseCents ?? 0) * 1.2)
    expect(retail('com')).toBe(1048)
    expect(retail('ai')).toBe(5842)
  })

  it('answers availability deterministically: famous and short names taken, about a fifth of the rest', async () => {
    const registrar = createSandboxRegistrar(database.db)
    const [google, example, two, unknownTld] = await registrar.check([
      'google.com',
      'Example.ORG',
      'ab.io',
      'word.zzz',
    ])
    expect(google).toMatchObject({ domain: 'google.com', available: false, purchaseCents: 873 })
    expect(example).toMatchObject({ domain: 'example.org', available: false })
    expect(two?.available).toBe(false)
    expect(unknownTld).toEqual({ domain: 'word.zzz', available: false })

    const taken: number[] = []
    for (let i = 0; i < words.length; i += 50) {
      const first = await registrar.check(words.slice(i, i + 50))
      const again = await registrar.check(words.slice(i, i + 50))
      expect(again).toEqual(first)
      taken.push(first.filter((r) => !r.available).length)
    }
    const share = taken.reduce((a, b) => a + b, 0) / words.length
    expect(share).toBeGreaterThan(0.12)
    expect(share).toBeLessThan(0.28)
  })

  it('refuses more than 50 names in one check', async () => {
    await expect(
      createSandboxRegistrar(database.db).check(words.slice(0, 51)),
    ).rejects.toMatchObject({ retryable: false })
  })

  it('registers once per idempotency key: a retry returns the same registration, the name becomes taken', async () => {
    const registrar = createSandboxRegistrar(database.db)
    const [free] = (await registrar.check(words.slice(0, 50))).filter((r) => r.available)
    const domain = free!.domain
    const first = await registrar.register({ domain, years: 2, idempotencyKey: 'order-item-1' })
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        registrar.register({ domain, years: 2, idempotencyKey: 'order-item-1' }),
      ),
    )
    for (const r of retries) expect(r).toEqual(first)
    const years = (first.expiresAt.getTime() - Date.now()) / (365.25 * 86_400_000)
    expect(years).toBeGreaterThan(1.9)
    expect(first.nameServers).toHaveLength(2)
    const [after] = await registrar.check([domain])
    expect(after?.available).toBe(false)

    const other = registrar.register({ domain, years: 1, idempotencyKey: 'order-item-2' })
    await expect(other).rejects.toMatchObject({ retryable: false, code: 'unavailable' })
    const reused = registrar.register({
      domain: 'anotherfree-name-x.net',
      years: 1,
      idempotencyKey: 'order-item-1',
    })
    await expect(reused).rejects.toMatchObject({ retryable: false, code: 'idempotency_key_reused' })
  })

  it('refuses a taken name, a TLD it does not sell and a bad term as permanent failures', async () => {
    const registrar = createSandboxRegistrar(database.db)
    await expect(
      registrar.register({ domain: 'google.com', years: 1, idempotencyKey: 'k-g' }),
    ).rejects.toMatchObject({
      retryable: false,
      code: 'unavailable',
    })
    await expect(
      registrar.register({ domain: 'fine.zzz', years: 1, idempotencyKey: 'k-z' }),
    ).rejects.toMatchObject({
      code: 'invalid_domain',
    })
    await expect(
      registrar.register({ domain: 'fine-name.com', years: 0, idempotencyKey: 'k-y' }),
    ).rejects.toMatchObject({
      code: 'invalid_years',
    })
  })

  it('renews once per known expiry, and sets name servers', async () => {
    const registrar = createSandboxRegistrar(database.db)
    const [free] = (await registrar.check(words.slice(50, 100))).filter((r) => r.available)
    const reg = await registrar.register({
      domain: free!.domain,
      years: 1,
      idempotencyKey: 'renew-test',
    })
    const input = {
      domain: reg.domain,
      years: 1,
      idempotencyKey: 'renewal-1',
      knownExpiresAt: reg.expiresAt,
    }
    const renewed = await registrar.renew(input)
    expect(renewed.expiresAt.getUTCFullYear()).toBe(reg.expiresAt.getUTCFullYear() + 1)
    expect(await registrar.renew(input)).toEqual(renewed)
    const unguarded = await registrar.renew({
      domain: reg.domain,
      years: 1,
      idempotencyKey: 'renewal-2',
    })
    expect(unguarded.expiresAt.getUTCFullYear()).toBe(reg.expiresAt.getUTCFullYear() + 2)

    await registrar.setNameServers(reg.domain, [
      'ADA.ns.sandbox-cdn.test.',
      'bob.ns.sandbox-cdn.test',
    ])
    const again = await registrar.register({
      domain: reg.domain,
      years: 1,
      idempotencyKey: 'renew-test',
    })
    expect(again.nameServers).toEqual(['ada.ns.sandbox-cdn.test', 'bob.ns.sandbox-cdn.test'])
    await expect(registrar.setNameServers(reg.domain, ['only-one.test'])).rejects.toMatchObject({
      code: 'invalid_nameservers',
    })
    await expect(
      registrar.renew({ domain: 'notours-zz.com', years: 1, idempotencyKey: 'x' }),
    ).rejects.toMatchObject({
      code: 'not_found',
    })
  })

  it('injects transient and permanent failures by pattern, count and seeded probability', async () => {
    const registrar = createSandboxRegistrar(database.db, {
      faults: [
        { kind: 'transient', operations: ['register'], domain: /^flaky/, times: 2 },
        { kind: 'permanent', domain: 'doomed-name.com' },
      ],
    })
    const candidates = Array.from({ length: 20 }, (_, i) => `flaky${i}.org`)
    const domain = (await registrar.check(candidates)).find((r) => r.available)!.domain
    const attempt = () => registrar.register({ domain, years: 1, idempotencyKey: 'flaky' })
    await expect(attempt()).rejects.toSatisfy((e) => e instanceof ProviderError && e.retryable)
    await expect(attempt()).rejects.toMatchObject({ retryable: true, code: 'injected_transient' })
    expect((await attempt()).domain).toBe(domain)
    await expect(registrar.check(['doomed-name.com'])).rejects.toMatchObject({ retryable: false })

    const failures = async (seed: number) => {
      const r = createSandboxRegistrar(database.db, {
        seed,
        faults: [{ kind: 'transient', operations: ['priceList'], probability: 0.5 }],
      })
      const out: boolean[] = []
      for (let i = 0; i < 40; i++)
        out.push(
          await r.priceList().then(
            () => false,
            () => true,
          ),
        )
      return out
    }
    const a = await failures(42)
    expect(await failures(42)).toEqual(a)
    expect(a.filter(Boolean).length).toBeGreaterThan(8)
    expect(a.filter(Boolean).length).toBeLessThan(32)
  })
})
