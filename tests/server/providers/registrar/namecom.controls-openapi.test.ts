// Every privacy, lock, auth code, transfer and DNSSEC call of the Name.com adapter, as prism judges
// it against Name.com's published OpenAPI document (no request may violate it).
import { describe, expect, it } from 'vitest'
import type { Registrar } from '../../../../server/providers/types'
import { useNameComPrism } from '../../../fixtures/namecom-prism'

describe('Name.com registrar controls against the published OpenAPI document', () => {
  const prism = useNameComPrism()
  const registrar = () => prism.registrar() as Required<Registrar>
  const calls = () => prism.seen.map((s) => s.call)

  it('reads the state and switches privacy and the lock with empty JSON bodies', async () => {
    const noPolicyLock = (json: Record<string, unknown>) => {
      const { transferLockExpiresAt: _, ...rest } = json
      return rest
    }
    prism.rules = [{ call: /^GET \/core\/v1\/domains\/example\.com$/, patch: noPolicyLock }]
    const r = registrar()
    const state = await r.controlState('example.com')
    expect(typeof state.locked).toBe('boolean')
    await r.setPrivacy('example.com', false)
    await r.setPrivacy('example.com', true)
    await r.setLock('example.com', false)
    await r.setLock('example.com', true)
    expect(calls()).toEqual([
      'GET /core/v1/domains/example.com',
      'POST /core/v1/domains/example.com:disableWhoisPrivacy',
      'POST /core/v1/domains/example.com:enableWhoisPrivacy',
      'GET /core/v1/domains/example.com',
      'POST /core/v1/domains/example.com:unlock',
      'POST /core/v1/domains/example.com:lock',
    ])
    expect(prism.seen[1]?.body).toEqual({})
  })

  it('gets the auth code', async () => {
    expect(typeof (await registrar().authCode('example.com'))).toBe('string')
    expect(calls()).toEqual(['GET /core/v1/domains/example.com:getAuthCode'])
  })

  it('checks eligibility, creates a transfer with privacy on, and reads its status', async () => {
    prism.rules = [
      { call: /^GET \/core\/v1\/transfers\/eligibility/, patch: (j) => ({ ...j, atName: false }) },
      {
        call: /checkAvailability/,
        patch: () => ({ results: [{ domainName: 'example.com', purchasable: false }] }),
      },
      { call: /^GET \/core\/v1\/transfers\/example\.com$/, prefer: 'code=404' },
      {
        call: /^POST \/core\/v1\/transfers$/,
        patch: (j) => ({
          ...j,
          transfer: { domainName: 'example.com', status: 'pending_transfer' },
        }),
      },
      // A regular name: Create Transfer must carry no purchasePrice.
      { call: /:getPricing/, patch: (j) => ({ ...j, premium: false }) },
    ]
    const r = registrar()
    // The price is Name.com's transferPrice (the document's example), not the registration's.
    expect(await r.transferEligibility('example.com')).toEqual({
      eligible: true,
      transferCents: 2499,
    })
    const started = await r.transferIn({
      domain: 'example.com',
      authCode: 'AUTH-123',
      idempotencyKey: 'transfer-1',
    })
    expect(started.state).toBe('pending')
    prism.rules = []
    expect(['pending', 'completed', 'failed', 'cancelled']).toContain(
      (await r.transferStatus('example.com')).state,
    )
    expect(calls()).toEqual([
      'GET /core/v1/transfers/eligibility/example.com',
      'POST /core/v1/domains:checkAvailability',
      'GET /core/v1/domains/example.com:getPricing?years=1',
      'GET /core/v1/transfers/example.com',
      'GET /core/v1/domains/example.com:getPricing?years=1',
      'POST /core/v1/transfers',
      'GET /core/v1/transfers/example.com',
    ])
    expect(prism.seen[5]?.body).toEqual({
      domainName: 'example.com',
      authCode: 'AUTH-123',
      privacyEnabled: true,
    })
  })

  it("sends Get Pricing's transferPrice as purchasePrice when the name is premium", async () => {
    prism.rules = [
      { call: /^GET \/core\/v1\/transfers\/rare\.com$/, prefer: 'code=404' },
      {
        call: /:getPricing/,
        patch: (j) => ({ ...j, premium: true, purchasePrice: 2500, transferPrice: 2450.5 }),
      },
      {
        call: /^POST \/core\/v1\/transfers$/,
        patch: (j) => ({ ...j, transfer: { domainName: 'rare.com', status: 'pending_transfer' } }),
      },
    ]
    const started = await registrar().transferIn({
      domain: 'Rare.com',
      authCode: 'AUTH-9',
      idempotencyKey: 'transfer-premium',
    })
    expect(started.state).toBe('pending')
    const create = prism.seen.find((s) => s.call === 'POST /core/v1/transfers')
    expect(create).toMatchObject({
      violations: [],
      body: {
        domainName: 'rare.com',
        authCode: 'AUTH-9',
        privacyEnabled: true,
        purchasePrice: 2450.5,
      },
    })
  })

  it('cancels a transfer with an empty JSON body; a repeat (400) reads the transfer', async () => {
    const r = registrar()
    expect((await r.cancelTransfer('example.com')).state).toBe('cancelled')
    prism.rules = [
      { call: /:cancel$/, prefer: 'code=400' },
      {
        call: /^GET \/core\/v1\/transfers\/example\.com$/,
        patch: (j) => ({ ...j, status: 'canceled' }),
      },
    ]
    expect((await r.cancelTransfer('example.com')).state).toBe('cancelled')
    prism.rules = [
      { call: /:cancel$/, prefer: 'code=404' },
      {
        call: /^GET \/core\/v1\/transfers\/example\.com$/,
        patch: (j) => ({ ...j, status: 'pending_transfer' }),
      },
    ]
    const refused = await r.cancelTransfer('example.com').catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'not_cancellable' })
    expect(calls()).toEqual([
      'POST /core/v1/transfers/example.com:cancel',
      'POST /core/v1/transfers/example.com:cancel',
      'GET /core/v1/transfers/example.com',
      'POST /core/v1/transfers/example.com:cancel',
      'GET /core/v1/transfers/example.com',
    ])
    expect(prism.seen[0]?.body).toEqual({})
  })

  it('lists, creates and deletes DS records', async () => {
    const r = registrar()
    await r.listDs('example.com')
    const ds = { keyTag: 2371, algorithm: 13, digestType: 2, digest: 'ABCDEF0123' }
    await r.addDs('example.com', ds)
    await r.removeDs('example.com', ds.digest)
    expect(calls()).toEqual([
      'GET /core/v1/domains/example.com/dnssec',
      'POST /core/v1/domains/example.com/dnssec',
      'DELETE /core/v1/domains/example.com/dnssec/ABCDEF0123',
    ])
    expect(prism.seen[1]?.body).toEqual(ds)
  })
})
