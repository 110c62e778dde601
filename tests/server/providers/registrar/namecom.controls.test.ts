// Privacy, lock, auth code, transfers in and DS records through the Name.com adapter, against the
// stateful fake of the Core API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../../../../server/logger'
import { createNameComRegistrar } from '../../../../server/providers/registrar/namecom'
import { ProviderError, type Registrar } from '../../../../server/providers/types'
import { startNameComFake, type NameComFake } from '../../../fixtures/namecom-fake/server'

describe('Name.com registrar controls against the stateful fake', () => {
  let fake: NameComFake
  let r: Required<Registrar>
  beforeEach(async () => {
    fake = await startNameComFake({ token: 'secret-token-123' })
    r = createNameComRegistrar({
      baseUrl: fake.url,
      username: 'reseller',
      token: 'secret-token-123',
      logger: createLogger('silent'),
      timeoutMs: 2000,
    }) as Required<Registrar>
  })
  afterEach(() => fake.close())

  const buy = (domain: string) => r.register({ domain, years: 1, idempotencyKey: `k-${domain}` })

  it('registers with privacy on; privacy switches off and on', async () => {
    await buy('quiet.com')
    expect(fake.account.calls).toContain('POST /core/v1/domains')
    expect(await r.controlState('quiet.com')).toMatchObject({ privacyEnabled: true, locked: true })
    expect((await r.setPrivacy('quiet.com', false)).privacyEnabled).toBe(false)
    expect(fake.account.domains.get('quiet.com')?.privacyEnabled).toBe(false)
    expect((await r.setPrivacy('quiet.com', true)).privacyEnabled).toBe(true)
  })

  it('refuses an unlock during the policy lock without calling unlock, then unlocks and gives the code', async () => {
    await buy('mine.com')
    const state = await r.controlState('mine.com')
    expect(state.transferLockExpiresAt?.getTime()).toBeGreaterThan(Date.now())
    const refused = await r.setLock('mine.com', false).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ProviderError)
    expect((refused as ProviderError).code).toBe('transfer_locked')
    expect(fake.account.calls).not.toContain('POST /core/v1/domains/mine.com:unlock')

    const row = fake.account.domains.get('mine.com')
    if (row) row.transferLockExpiresAt = new Date(Date.now() - 1000).toISOString()
    expect((await r.setLock('mine.com', false)).locked).toBe(false)
    expect(await r.authCode('mine.com')).toMatch(/^EPP-/)
    expect((await r.setLock('mine.com', true)).locked).toBe(true)
  })

  it('checks eligibility: ours, not registered, unsupported TLD, registered elsewhere', async () => {
    await buy('have.com')
    expect(await r.transferEligibility('have.com')).toEqual({
      eligible: false,
      reason: 'already_ours',
    })
    expect((await r.transferEligibility('nobody-has-this.com')).reason).toBe('not_registered')
    expect((await r.transferEligibility('odd.zz')).reason).toBe('unsupported_tld')
    // Priced at the fake's transferPrice for .com.
    expect(await r.transferEligibility('google.com')).toEqual({
      eligible: true,
      transferCents: 873,
    })
  })

  it('starts a transfer once with privacy on, tracks it to completed, then the name is ours', async () => {
    const first = await r.transferIn({
      domain: 'google.com',
      authCode: 'AUTH-1',
      idempotencyKey: 't1',
    })
    expect(first.state).toBe('pending')
    // A retried job step finds the transfer in the account and does not order it again.
    await r.transferIn({ domain: 'google.com', authCode: 'AUTH-1', idempotencyKey: 't1' })
    expect(fake.account.transferOrders).toEqual(['google.com'])
    expect(fake.account.transfers.get('google.com')?.privacy).toBe(true)
    expect((await r.transferStatus('google.com')).state).toBe('pending')
    fake.account.finishTransfer('google.com')
    expect((await r.transferStatus('google.com')).state).toBe('completed')
    const reg = await r.register({ domain: 'google.com', years: 1, idempotencyKey: 'adopt' })
    expect(reg.domain).toBe('google.com')
    expect(fake.account.purchases).toEqual([])
  })

  it('reports a rejected transfer as failed', async () => {
    await r.transferIn({ domain: 'example.com', authCode: 'WRONG', idempotencyKey: 't2' })
    fake.account.finishTransfer('example.com', 'rejected')
    expect((await r.transferStatus('example.com')).state).toBe('failed')
  })

  it('cancels a transfer only in a cancelable status; a repeat answers cancelled again', async () => {
    await r.transferIn({ domain: 'google.com', authCode: 'AUTH-1', idempotencyKey: 't3' })
    // pending_transfer: the losing registrar has it, and the document lists it as not cancelable.
    const refused = await r.cancelTransfer('google.com').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ProviderError)
    expect((refused as ProviderError).code).toBe('not_cancellable')
    const t = fake.account.transfers.get('google.com')
    if (t) t.status = 'pending_new_auth_code'
    expect((await r.cancelTransfer('google.com')).state).toBe('cancelled')
    expect((await r.cancelTransfer('google.com')).state).toBe('cancelled')
    expect((await r.transferStatus('google.com')).state).toBe('cancelled')
    expect(fake.account.calls.filter((c) => c.endsWith(':cancel'))).toHaveLength(3)
  })

  it('adds, lists and removes a DS record; repeats are harmless', async () => {
    await buy('signed.com')
    const ds = { keyTag: 2371, algorithm: 13, digestType: 2, digest: 'ABCDEF0123' }
    await r.addDs('signed.com', ds)
    await r.addDs('signed.com', ds)
    expect(await r.listDs('signed.com')).toEqual([ds])
    await r.removeDs('signed.com', ds.digest)
    await r.removeDs('signed.com', ds.digest)
    expect(await r.listDs('signed.com')).toEqual([])
  })
})
