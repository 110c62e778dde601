// Name.com's account prices for the TLDs we sell, from the TLD price list (standard, non-premium
// registration and renewal for one year), at most 25 TLDs per call as the API allows.
import type { TldPrice } from '../types'
import type { NameComRequest } from './namecom-http'

const TLDS_PER_CALL = 25

/** USD as Name.com sends it (a float) to whole cents; undefined when missing. */
export const cents = (usd: unknown) =>
  typeof usd === 'number' && Number.isFinite(usd) ? Math.round(usd * 100) : undefined

interface TldPriceEntry {
  tld?: string
  registrationPrice?: number | null
  renewalPrice?: number | null
}

export async function namecomPriceList(call: NameComRequest, tlds: string[]): Promise<TldPrice[]> {
  const prices: TldPrice[] = []
  for (let i = 0; i < tlds.length; i += TLDS_PER_CALL) {
    const query = new URLSearchParams({ duration: '1', perPage: String(TLDS_PER_CALL) })
    for (const tld of tlds.slice(i, i + TLDS_PER_CALL)) query.append('tlds', tld)
    // Bad credentials or anything transient fails the whole list, so cached prices stay as they are.
    const res = (await call('GET', `/core/v1/tldpricing?${query}`)) as {
      pricing?: TldPriceEntry[]
    }
    const wanted = new Set(tlds.slice(i, i + TLDS_PER_CALL))
    for (const entry of res.pricing ?? []) {
      const tld = entry.tld?.toLowerCase()
      // A null registration price is a TLD Name.com does not register at the moment: left out.
      const purchaseCents = cents(entry.registrationPrice)
      const renewalCents = cents(entry.renewalPrice) ?? purchaseCents
      if (!tld || !wanted.has(tld) || !purchaseCents || !renewalCents) continue
      wanted.delete(tld)
      prices.push({ tld, purchaseCents, renewalCents })
    }
  }
  return prices
}

/** Get Pricing For Domain: the totals for `years` (transfer: one year, whatever `years` says). */
export interface NameComPricing {
  premium?: boolean
  purchasePrice?: number | null
  renewalPrice?: number | null
  transferPrice?: number | null
}

export const namecomPricing = async (call: NameComRequest, domain: string, years: number) =>
  (await call(
    'GET',
    `/core/v1/domains/${encodeURIComponent(domain)}:getPricing?years=${years}`,
  )) as NameComPricing
