// Name.com's list prices for the TLDs we sell, read one TLD at a time through getPricing on a name
// nobody registers (so the answer is the standard, non-premium price).
import { ProviderError, type TldPrice } from '../types'
import type { NameComRequest } from './namecom-http'

const PRICE_PROBE_LABEL = 'zq7-price-probe-4k2x'

/** USD as Name.com sends it (a float) to whole cents; undefined when missing. */
export const cents = (usd: unknown) =>
  typeof usd === 'number' && Number.isFinite(usd) ? Math.round(usd * 100) : undefined

interface Pricing {
  purchasePrice?: number
  renewalPrice?: number
}

export async function namecomPriceList(call: NameComRequest, tlds: string[]): Promise<TldPrice[]> {
  const prices: TldPrice[] = []
  // A few at a time: Name.com rate-limits per account.
  for (let i = 0; i < tlds.length; i += 5) {
    const batch = await Promise.all(
      tlds.slice(i, i + 5).map(async (tld) => {
        const domain = encodeURIComponent(`${PRICE_PROBE_LABEL}.${tld}`)
        const res = (await call('GET', `/v4/domains/${domain}:getPricing?years=1`).catch(
          (err: unknown) => {
            // A TLD Name.com refuses is left out; bad credentials or anything transient fails the
            // whole list, so the cached prices stay as they are.
            if (
              err instanceof ProviderError &&
              (err.code === 'rejected' || err.code === 'not_found')
            )
              return undefined
            throw err
          },
        )) as Pricing | undefined
        const purchaseCents = cents(res?.purchasePrice)
        const renewalCents = cents(res?.renewalPrice) ?? purchaseCents
        return purchaseCents && renewalCents ? { tld, purchaseCents, renewalCents } : undefined
      }),
    )
    prices.push(...batch.filter((p): p is TldPrice => p !== undefined))
  }
  return prices
}
