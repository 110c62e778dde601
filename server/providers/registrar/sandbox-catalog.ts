// What the sandbox registrar sells and which names it treats as taken. Wholesale prices are chosen
// so that retail at the default 20% markup lands on typical registrar prices (com 10.48, ai 58.42
// as the spec's fallback list shows them).
import { createHash } from 'node:crypto'
import type { TldPrice } from '../types'

export const sandboxPrices: readonly TldPrice[] = [
  { tld: 'com', purchaseCents: 873, renewalCents: 873 },
  { tld: 'net', purchaseCents: 1099, renewalCents: 1299 },
  { tld: 'org', purchaseCents: 899, renewalCents: 1099 },
  { tld: 'io', purchaseCents: 3299, renewalCents: 4599 },
  { tld: 'ai', purchaseCents: 4868, renewalCents: 4868 },
  { tld: 'app', purchaseCents: 1199, renewalCents: 1399 },
  { tld: 'dev', purchaseCents: 1099, renewalCents: 1299 },
  { tld: 'co', purchaseCents: 1049, renewalCents: 2299 },
  { tld: 'xyz', purchaseCents: 199, renewalCents: 1099 },
  { tld: 'me', purchaseCents: 699, renewalCents: 1599 },
  { tld: 'info', purchaseCents: 399, renewalCents: 1899 },
  { tld: 'online', purchaseCents: 199, renewalCents: 2899 },
  { tld: 'site', purchaseCents: 199, renewalCents: 2599 },
  { tld: 'store', purchaseCents: 299, renewalCents: 4099 },
  { tld: 'tech', purchaseCents: 599, renewalCents: 4099 },
  { tld: 'pro', purchaseCents: 399, renewalCents: 1799 },
  { tld: 'biz', purchaseCents: 1099, renewalCents: 1599 },
  { tld: 'cc', purchaseCents: 899, renewalCents: 1099 },
  { tld: 'tv', purchaseCents: 2499, renewalCents: 2999 },
  { tld: 'us', purchaseCents: 699, renewalCents: 899 },
]

/** Registry maximum periods that differ from the usual 10 years (sandbox data). */
const maxYearsByTld: Readonly<Record<string, number>> = { tv: 5, us: 5 }
export const sandboxMaxYears = (tld: string): number => maxYearsByTld[tld] ?? 10

const priceByTld = new Map(sandboxPrices.map((p) => [p.tld, p]))

/** Labels registered under every TLD, so demos of "taken" are predictable. */
const famousLabels = new Set([
  'google',
  'example',
  'facebook',
  'youtube',
  'amazon',
  'apple',
  'microsoft',
  'wikipedia',
  'twitter',
  'telegram',
  'yandex',
  'openai',
  'github',
  'netflix',
  'instagram',
  'baidu',
  'test',
])

const labelPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** Splits `name.tld`; undefined for anything that is not one valid label under a TLD we sell. */
export function parseSandboxDomain(
  domain: string,
): { label: string; tld: string; price: TldPrice } | undefined {
  const parts = domain.split('.')
  if (parts.length !== 2) return undefined
  const [label, tld] = parts as [string, string]
  const price = priceByTld.get(tld)
  if (
    !price ||
    !labelPattern.test(label) ||
    (label.slice(2, 4) === '--' && !label.startsWith('xn--'))
  )
    return undefined
  return { label, tld, price }
}

/**
 * Taken at the "registry": famous labels, every one- and two-character label (as on real
 * registries), and about a fifth of all other names by a stable hash, so search results look real
 * and stay the same between runs and processes.
 */
export function isTakenAtRegistry(label: string, domain: string): boolean {
  if (famousLabels.has(label) || label.length < 3) return true
  const firstByte = createHash('sha256').update(domain).digest()[0] ?? 0
  return firstByte < 52
}
