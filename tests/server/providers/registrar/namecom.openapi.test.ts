// The Name.com adapter against Name.com's published OpenAPI document (prism mock): every call the
// adapter makes must be accepted as documented. Prism answers with the document's examples; `Prefer`
// picks an error status, and a few answers are adjusted to steer the adapter down one path.
import { describe, expect, it } from 'vitest'
import { ProviderError } from '../../../../server/providers/types'
import { useNameComPrism } from '../../../fixtures/namecom-prism'

describe('Name.com Core API adapter against the published OpenAPI document', () => {
  // Every test also fails on any request prism found against the document (useNameComPrism).
  const prism = useNameComPrism()
  const registrar = () => prism.registrar()
  const calls = () => prism.seen.map((s) => s.call.replace(/\?.*/, ''))
  const standard = (json: Record<string, unknown>) => ({ ...json, premium: false })
  const standardResults = (json: Record<string, unknown>) => ({
    results: (json.results as Record<string, unknown>[]).map(standard),
  })

  it('is a check that can fail: prism reports a request the document does not allow', async () => {
    const res = await prism.fetch(`${prism.url}/core/v1/domains`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Basic cmVzZWxsZXI6eA==' },
      body: JSON.stringify({ domain: { domainName: 'a.com' }, years: '1' }),
    })
    expect(res.status).toBe(422)
    expect(prism.seen[0]?.violations[0]?.location).toEqual(['request', 'body', 'years'])
    prism.seen = []
  })

  it('checks availability of registrations only and reads the discovery answer', async () => {
    const [quote] = await registrar().check(['Example.com'])
    expect(quote).toEqual({
      domain: 'example.com',
      available: true,
      purchaseCents: 1099,
      renewalCents: 1099,
      premium: true,
    })
    expect(prism.seen[0]?.body).toEqual({
      domainNames: ['example.com'],
      purchaseType: 'registration',
    })
  })

  it('buys a standard name without purchasePrice, under the idempotency key', async () => {
    prism.rules = [
      { call: /^GET \/core\/v1\/domains\/example\.com$/, prefer: 'code=404' },
      { call: /checkAvailability/, patch: standardResults },
    ]
    const reg = await registrar().register({
      domain: 'example.com',
      years: 2,
      idempotencyKey: 'order-item-7',
      nameServers: ['ns1.cdn.test', 'ns2.cdn.test'],
    })
    expect(reg).toMatchObject({ domain: 'example.com' })
    expect(calls()).toEqual([
      'GET /core/v1/domains/example.com',
      'POST /core/v1/domains:checkAvailability',
      'POST /core/v1/domains',
    ])
    const create = prism.seen[2]
    expect(create?.idempotencyKey).toBe('order-item-7:example.com')
    expect(create?.body).toEqual({
      domain: {
        domainName: 'example.com',
        privacyEnabled: true,
        autorenewEnabled: false,
        nameservers: ['ns1.cdn.test', 'ns2.cdn.test'],
      },
      years: 2,
      purchaseType: 'registration',
    })
  })

  it("buys a premium name at Get Pricing's total for the same years", async () => {
    prism.rules = [{ call: /^GET \/core\/v1\/domains\/example\.com$/, prefer: 'code=404' }]
    await registrar().register({ domain: 'example.com', years: 3, idempotencyKey: 'k-prem' })
    expect(calls()).toEqual([
      'GET /core/v1/domains/example.com',
      'POST /core/v1/domains:checkAvailability',
      'GET /core/v1/domains/example.com:getPricing',
      'POST /core/v1/domains',
    ])
    expect(prism.seen[2]?.call).toBe('GET /core/v1/domains/example.com:getPricing?years=3')
    expect(prism.seen[3]?.body).toEqual({
      domain: { domainName: 'example.com', privacyEnabled: true, autorenewEnabled: false },
      years: 3,
      purchaseType: 'registration',
      purchasePrice: 24.99,
    })
  })

  it('does not buy a name already in the account', async () => {
    const reg = await registrar().register({ domain: 'example.com', years: 1, idempotencyKey: 'k' })
    expect(reg.expiresAt.toISOString()).toBe('2025-01-15T14:30:00.000Z')
    expect(calls()).toEqual(['GET /core/v1/domains/example.com'])
  })

  it('renews: no price for a standard name, the renewal total for a premium one', async () => {
    const knownExpiresAt = new Date('2025-01-15T14:30:00Z')
    prism.rules = [{ call: /getPricing/, patch: standard }]
    await registrar().renew({
      domain: 'example.com',
      years: 2,
      idempotencyKey: 'r',
      knownExpiresAt,
    })
    expect(calls()).toEqual([
      'GET /core/v1/domains/example.com',
      'GET /core/v1/domains/example.com:getPricing',
      'POST /core/v1/domains/example.com:renew',
    ])
    expect(prism.seen[2]?.body).toEqual({ years: 2 })
    prism.seen = []
    prism.rules = []
    await registrar().renew({
      domain: 'example.com',
      years: 1,
      idempotencyKey: 'r',
      knownExpiresAt,
    })
    expect(prism.seen[2]?.body).toEqual({ years: 1, purchasePrice: 24.99 })
  })

  it('reads a registration for the nightly reconciliation, null when Name.com does not hold it', async () => {
    const held = await registrar().info?.('example.com')
    expect(held?.expiresAt.toISOString()).toBe('2025-01-15T14:30:00.000Z')
    prism.rules = [{ call: /^GET \/core\/v1\/domains\/example\.com$/, prefer: 'code=404' }]
    expect(await registrar().info?.('example.com')).toBeNull()
    expect(calls()).toEqual([
      'GET /core/v1/domains/example.com',
      'GET /core/v1/domains/example.com',
    ])
  })

  it("hands the CDN zone's name servers to the registrar", async () => {
    await registrar().setNameServers('example.com', [
      'Ada.NS.cloudflare.com',
      'bob.ns.cloudflare.com',
    ])
    expect(prism.seen.map((s) => [s.call, s.status, s.body])).toEqual([
      [
        'POST /core/v1/domains/example.com:setNameservers',
        200,
        { nameservers: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] },
      ],
    ])
  })

  it('reads TLD prices in one call per 25 TLDs', async () => {
    const tlds = Array.from({ length: 30 }, (_, i) => (i === 0 ? 'com' : `t${i}`))
    const prices = await prism.registrar({ tlds }).priceList()
    expect(prices).toEqual([{ tld: 'com', purchaseCents: 999, renewalCents: 999 }])
    expect(calls()).toEqual(['GET /core/v1/tldpricing', 'GET /core/v1/tldpricing'])
    expect(new URLSearchParams(prism.seen[0]?.call.split('?')[1]).getAll('tlds')).toHaveLength(25)
  })

  it.each([
    ['code=401', 'auth', false],
    ['code=402', 'payment_failed', false],
    ['code=409', 'idempotency_conflict', false],
    ['code=429', 'http_429', true],
    ['code=500', 'http_500', true],
    ['code=503', 'http_503', true],
  ])('maps a documented refusal of the purchase (%s) to %s', async (prefer, code, retryable) => {
    prism.rules = [
      { call: /^GET \/core\/v1\/domains\/example\.com$/, prefer: 'code=404' },
      { call: /checkAvailability/, patch: standardResults },
      { call: /^POST \/core\/v1\/domains$/, prefer },
    ]
    const err = await registrar()
      .register({ domain: 'example.com', years: 1, idempotencyKey: 'k-err' })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ProviderError)
    expect(err).toMatchObject({ code, retryable })
    expect(prism.seen.find((s) => s.call === 'POST /core/v1/domains')?.status).toBe(
      Number(prefer.slice(5)),
    )
  })

  it('treats Name.com\'s "pricing unavailable" (422) on a purchase as worth a retry', async () => {
    prism.rules = [
      { call: /^GET \/core\/v1\/domains\/example\.com$/, prefer: 'code=404' },
      { call: /checkAvailability/, patch: standardResults },
      { call: /^POST \/core\/v1\/domains$/, prefer: 'code=422' },
    ]
    const buy = registrar().register({ domain: 'example.com', years: 1, idempotencyKey: 'k' })
    await expect(buy).rejects.toMatchObject({ code: 'pricing_unavailable', retryable: true })
  })
})
