// Name.com's Check Availability for registrations: at most 50 names a call, with the purchase and
// renewal prices it quotes for each available one.
import { ProviderError, type DomainAvailability } from '../types'
import type { NameComRequest } from './namecom-http'
import { cents } from './namecom-prices'

interface SearchResult {
  domainName: string
  purchasable?: boolean
  purchasePrice?: number
  renewalPrice?: number
  premium?: boolean
  purchaseType?: string
}

const clean = (domain: string) => domain.trim().toLowerCase()

export function createNameComCheck(call: NameComRequest) {
  return async (input: string[]): Promise<DomainAvailability[]> => {
    if (input.length > 50)
      throw new ProviderError('check: at most 50 names per call', false, 'too_many_names')
    if (!input.length) return []
    const domains = input.map(clean)
    // Registrations only: aftermarket and backorder names have other prices and may never complete.
    const res = (await call('POST', '/core/v1/domains:checkAvailability', {
      domainNames: domains,
      purchaseType: 'registration',
    }).catch((err: unknown) => {
      // 422: none of the names is under a TLD Name.com sells, so none is available.
      if (err instanceof ProviderError && err.code === 'unprocessable') return { results: [] }
      throw err
    })) as { results?: SearchResult[] }
    const byName = new Map((res.results ?? []).map((r) => [r.domainName.toLowerCase(), r]))
    return domains.map((domain) => {
      const r = byName.get(domain)
      const available =
        r?.purchasable === true && (r.purchaseType ?? 'registration') === 'registration'
      if (!r || !available) return { domain, available: false }
      const purchaseCents = cents(r.purchasePrice)
      const renewalCents = cents(r.renewalPrice)
      return {
        domain,
        available,
        ...(purchaseCents !== undefined ? { purchaseCents } : {}),
        ...(renewalCents !== undefined ? { renewalCents } : {}),
        premium: r.premium === true,
      }
    })
  }
}
