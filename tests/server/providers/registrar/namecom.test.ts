import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../../../../server/logger'
import { createNameComRegistrar } from '../../../../server/providers/registrar/namecom'
import { processRegistry } from '../../../../server/ops/metrics'
import { ProviderError } from '../../../../server/providers/types'
import { startNameComFake, type NameComFake } from '../../../fixtures/namecom-fake/server'

const logger = createLogger('silent')
const TOKEN = 'secret-token-123'
const CHECK = 'POST /core/v1/domains:checkAvailability'

describe('Name.com Core API adapter against the stateful fake', () => {
  let fake: NameComFake
  const registrar = (over: { token?: string; registerTimeoutMs?: number } = {}) =>
    createNameComRegistrar({
      baseUrl: fake.url,
      username: 'reseller',
      token: over.token ?? TOKEN,
      logger,
      timeoutMs: 2000,
      registerTimeoutMs: over.registerTimeoutMs ?? 2000,
    })

  beforeEach(async () => {
    fake = await startNameComFake({ token: TOKEN })
  })
  afterEach(() => fake.close())

  it('checks, registers, sets name servers and renews once per known expiry', async () => {
    const r = registrar()
    const [quote] = await r.check(['My-Shop.com'])
    expect(quote).toEqual({
      domain: 'my-shop.com',
      available: true,
      purchaseCents: 873,
      renewalCents: 873,
      premium: false,
    })

    const reg = await r.register({
      domain: 'my-shop.com',
      years: 1,
      idempotencyKey: 'order-item-1',
      nameServers: ['ns1.cdn.test', 'ns2.cdn.test'],
    })
    expect(reg.domain).toBe('my-shop.com')
    expect(reg.nameServers).toEqual(['ns1.cdn.test', 'ns2.cdn.test'])
    expect(reg.expiresAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 1)
    expect(fake.account.purchases).toEqual(['my-shop.com'])
    // A standard name: bought for `years` with no purchasePrice, under the order item's key.
    const create = fake.account.idempotent.get('order-item-1:my-shop.com')
    expect(JSON.parse(create?.body ?? '{}')).toEqual({
      domain: {
        domainName: 'my-shop.com',
        privacyEnabled: true,
        autorenewEnabled: false,
        nameservers: ['ns1.cdn.test', 'ns2.cdn.test'],
      },
      years: 1,
      purchaseType: 'registration',
    })
    // A retry of the same order item finds the name in the account and buys nothing.
    expect(
      await r.register({ domain: 'my-shop.com', years: 1, idempotencyKey: 'order-item-1' }),
    ).toEqual(reg)
    expect(fake.account.purchases).toHaveLength(1)

    await r.setNameServers('my-shop.com', ['ada.ns.sandbox-cdn.test', 'bob.ns.sandbox-cdn.test'])
    expect(fake.account.domains.get('my-shop.com')?.nameservers).toEqual([
      'ada.ns.sandbox-cdn.test',
      'bob.ns.sandbox-cdn.test',
    ])

    const renewal = {
      domain: 'my-shop.com',
      years: 1,
      idempotencyKey: 'renewal-1',
      knownExpiresAt: reg.expiresAt,
    }
    const renewed = await r.renew(renewal)
    expect(renewed.expiresAt.getUTCFullYear()).toBe(reg.expiresAt.getUTCFullYear() + 1)
    expect(await r.renew(renewal)).toEqual(renewed)
    expect(fake.account.renewals).toHaveLength(1)
  })

  it('reports a taken name as unavailable and refuses to buy it, permanently', async () => {
    const r = registrar()
    expect((await r.check(['google.com']))[0]).toMatchObject({
      domain: 'google.com',
      available: false,
    })
    const err = await r
      .register({ domain: 'google.com', years: 1, idempotencyKey: 'k' })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ProviderError)
    expect(err).toMatchObject({ retryable: false, code: 'unavailable' })
    expect(fake.account.purchases).toEqual([])
  })

  it('buys a premium name for several years at the exact Get Pricing total', async () => {
    fake.account.premium.set('luxury.com', 2500)
    const r = registrar()
    expect((await r.check(['luxury.com']))[0]).toMatchObject({
      premium: true,
      purchaseCents: 250000,
    })
    const reg = await r.register({ domain: 'luxury.com', years: 2, idempotencyKey: 'k-lux' })
    expect(reg.expiresAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 2)
    expect(fake.account.purchases).toEqual(['luxury.com'])
    const body: unknown = JSON.parse(fake.account.idempotent.get('k-lux:luxury.com')?.body ?? '{}')
    expect(body).toMatchObject({ years: 2, purchasePrice: 5000, purchaseType: 'registration' })
  })

  it.each([
    [402, 'payment_failed', 'Name.com could not charge the reseller account'],
    [403, 'auth', 'Name.com refused our API credentials'],
    [409, 'idempotency_conflict', 'idempotency key already used'],
    [451, 'legal', 'legal reasons'],
  ])('maps HTTP %i to a permanent %s with a readable reason', async (status, code, text) => {
    fake.account.knobs = { ...fake.account.knobs, failNext: 1, failStatus: status }
    const err = await registrar()
      .check(['mapped.com'])
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ProviderError)
    expect(err).toMatchObject({ retryable: false, code })
    expect((err as Error).message).toContain(text)
    expect((err as Error).message).toContain(`HTTP ${status}`)
  })

  it('answers names under TLDs Name.com does not sell as unavailable (its 422)', async () => {
    expect(await registrar().check(['nothing.zz', 'other.qq'])).toEqual([
      { domain: 'nothing.zz', available: false },
      { domain: 'other.qq', available: false },
    ])
    expect(fake.account.calls).toEqual(['POST /core/v1/domains:checkAvailability'])
  })

  it('classifies 5xx and 429 as retryable, and a retry after them succeeds', async () => {
    const r = registrar()
    fake.account.knobs.failNext = 1
    await expect(r.check(['retry-me.net'])).rejects.toMatchObject({
      retryable: true,
      code: 'http_500',
    })
    fake.account.knobs = { ...fake.account.knobs, failNext: 1, failStatus: 429 }
    await expect(r.check(['retry-me.net'])).rejects.toMatchObject({
      retryable: true,
      code: 'http_429',
    })
    expect((await r.check(['retry-me.net']))[0]?.available).toBe(true)
    fake.account.knobs = { ...fake.account.knobs, delayMs: 3000 }
    await expect(r.check(['retry-me.net'])).rejects.toMatchObject({
      retryable: true,
      code: 'timeout',
    })
  })

  it('a purchase whose answer never comes (timeout) is found in the account, not bought again', async () => {
    fake.account.knobs = { ...fake.account.knobs, afterRegister: 'hang', afterRegisterTimes: 1 }
    const reg = await registrar({ registerTimeoutMs: 300 }).register({
      domain: 'slow-answer.org',
      years: 2,
      idempotencyKey: 'order-item-9',
    })
    expect(reg.domain).toBe('slow-answer.org')
    expect(reg.expiresAt.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 2)
    expect(fake.account.purchases).toEqual(['slow-answer.org'])
  })

  it('a dropped answer whose look-up also fails is retryable, and the retry does not buy twice', async () => {
    fake.account.knobs = {
      ...fake.account.knobs,
      afterRegister: 'drop',
      afterRegisterTimes: 1,
      failAfterMishap: 1,
    }
    const r = registrar()
    const input = { domain: 'dropped-line.com', years: 1, idempotencyKey: 'order-item-10' }
    await expect(r.register(input)).rejects.toMatchObject({ retryable: true })
    const reg = await r.register(input)
    expect(reg.domain).toBe('dropped-line.com')
    expect(fake.account.purchases).toEqual(['dropped-line.com'])
    expect(fake.account.calls.filter((c) => c === 'POST /core/v1/domains')).toHaveLength(1)
  })

  it('treats bad credentials as a permanent failure and never shows the token', async () => {
    const err = await registrar({ token: 'wrong-token-456' })
      .check(['anything.com'])
      .catch((e: unknown) => e)
    expect(err).toMatchObject({ retryable: false, code: 'auth' })
    expect(String((err as Error).message)).not.toContain('wrong-token-456')
    // A price refresh with bad credentials fails loudly instead of answering an empty list.
    await expect(registrar({ token: 'wrong-token-456' }).priceList()).rejects.toMatchObject({
      code: 'auth',
    })
  })

  it('checks 50 names in one call and refuses 51 without calling', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `batch-${i}.${i % 2 ? 'com' : 'ai'}`)
    fake.account.taken.add('batch-7.com')
    const results = await registrar().check(names)
    expect(results.map((x) => x.domain)).toEqual(names)
    expect(results.filter((x) => !x.available).map((x) => x.domain)).toEqual(['batch-7.com'])
    expect(results[0]).toMatchObject({ purchaseCents: 4868 })
    expect(fake.account.calls).toEqual(['POST /core/v1/domains:checkAvailability'])
    await expect(registrar().check([...names, 'one-more.com'])).rejects.toMatchObject({
      retryable: false,
    })
    expect(fake.account.calls).toHaveLength(1)
  })

  it('reads the price list per TLD, leaving out the TLDs Name.com does not sell', async () => {
    const prices = await registrar().priceList()
    expect(prices.map((p) => p.tld).sort()).toEqual(['ai', 'com', 'io', 'net', 'org'])
    expect(prices.find((p) => p.tld === 'net')).toEqual({
      tld: 'net',
      purchaseCents: 1099,
      renewalCents: 1299,
    })
  })

  it('reports a registrar that cannot be reached as retryable', async () => {
    const url = fake.url
    await fake.close()
    const r = createNameComRegistrar({
      baseUrl: url,
      username: 'reseller',
      token: TOKEN,
      logger,
      timeoutMs: 1000,
    })
    const failed = async () =>
      (await processRegistry.getSingleMetric('provider_call_errors_total')?.get())?.values.find(
        (v) => v.labels.provider === 'namecom' && v.labels.operation === CHECK,
      )?.value ?? 0
    const before = await failed()
    await expect(r.check(['x-name.com'])).rejects.toMatchObject({
      retryable: true,
      code: 'network',
    })
    // The operator's scrape counts it, under the call's name without the names it carried.
    expect(await failed()).toBe(before + 1)
    fake = await startNameComFake({ token: TOKEN })
  })
})
