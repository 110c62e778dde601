// Shown when POST /api/domain-prices fails (spec sections 8 and 9): 20 popular zones at typical
// retail prices, so the home page never shows an empty table.

export interface TldPrice {
  domain: string
  price: number
  renewal: number
}

export const FALLBACK_TLD_PRICES: readonly TldPrice[] = [
  { domain: 'com', price: 10.48, renewal: 12.98 },
  { domain: 'net', price: 12.98, renewal: 14.98 },
  { domain: 'org', price: 9.98, renewal: 12.98 },
  { domain: 'io', price: 39.98, renewal: 46.98 },
  { domain: 'ai', price: 58.42, renewal: 58.42 },
  { domain: 'co', price: 24.98, renewal: 28.98 },
  { domain: 'app', price: 14.98, renewal: 16.98 },
  { domain: 'dev', price: 12.98, renewal: 14.98 },
  { domain: 'me', price: 8.98, renewal: 18.98 },
  { domain: 'xyz', price: 2.98, renewal: 12.98 },
  { domain: 'online', price: 3.98, renewal: 29.98 },
  { domain: 'site', price: 2.98, renewal: 27.98 },
  { domain: 'store', price: 4.98, renewal: 49.98 },
  { domain: 'tech', price: 6.98, renewal: 44.98 },
  { domain: 'info', price: 4.98, renewal: 19.98 },
  { domain: 'biz', price: 14.98, renewal: 18.98 },
  { domain: 'pro', price: 4.98, renewal: 19.98 },
  { domain: 'shop', price: 2.98, renewal: 34.98 },
  { domain: 'cc', price: 9.98, renewal: 11.98 },
  { domain: 'tv', price: 29.98, renewal: 32.98 },
]
