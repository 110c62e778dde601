// The market cart as it will look once the server agrees; the server's answer replaces it.
import type { AftermarketCartResponse, AftermarketDomain } from '@contract/aftermarket'
import { centsToUsd, usdToCents } from '@contract/money'

const withTotal = (domains: AftermarketDomain[]): AftermarketCartResponse => ({
  success: true,
  domains,
  total: centsToUsd(domains.reduce((sum, d) => sum + usdToCents(d.price), 0)),
})

export function withListing(
  cart: AftermarketCartResponse | undefined,
  listing: AftermarketDomain,
): AftermarketCartResponse {
  const domains = cart?.domains ?? []
  if (domains.some((d) => d.id === listing.id)) return withTotal(domains)
  return withTotal([...domains, listing])
}

export function withoutListing(
  cart: AftermarketCartResponse | undefined,
  id: number,
): AftermarketCartResponse | undefined {
  return cart && withTotal(cart.domains.filter((d) => d.id !== id))
}
