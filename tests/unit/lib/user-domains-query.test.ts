import { describe, expect, it } from 'vitest'
import type { OwnedDomain } from '@contract/domains'
import { PROVISIONING_POLL_MS, pollWhileProvisioning } from '@/lib/user-domains-query'

const row = (status: OwnedDomain['status']): OwnedDomain => ({
  domain: `${status}.com`,
  purchased_at: '2026-01-01T00:00:00Z',
  expires_at: null,
  status,
  ns1: null,
  ns2: null,
  renewal_price: 12.98,
  ssl_mode: 'full',
  ddos_protection: 'medium',
})

describe('panel polling', () => {
  it('polls while any domain is being registered or its zone activated', () => {
    expect(pollWhileProvisioning({ domains: [row('active'), row('registering')] })).toBe(
      PROVISIONING_POLL_MS,
    )
    expect(pollWhileProvisioning({ domains: [row('pending_cf')] })).toBe(PROVISIONING_POLL_MS)
  })

  it('stops once nothing will change by itself', () => {
    expect(pollWhileProvisioning({ domains: [row('active'), row('expired')] })).toBe(false)
    expect(pollWhileProvisioning({ domains: [] })).toBe(false)
    expect(pollWhileProvisioning(undefined)).toBe(false)
  })
})
