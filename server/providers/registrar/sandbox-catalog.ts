// What the sandbox registrar sells and which names it treats as taken. It sells the built-in zones
// at their wholesale prices (contract/builtin-tlds.ts).
import { createHash } from 'node:crypto'
import { BUILTIN_TLDS } from '@contract/builtin-tlds'
import type { TldPrice } from '../types'

/** The built-in zones (contract/builtin-tlds.ts), the same list the client falls back to. */
export const sandboxPrices: readonly TldPrice[] = BUILTIN_TLDS

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
