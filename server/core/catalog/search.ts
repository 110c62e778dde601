// A word becomes one candidate per TLD we sell; a full domain comes first, then the same name under
// the other TLDs. Availability for all of them comes from one batched registrar check.
import type { Db } from '../../db/client'
import type { Registrar } from '../../providers/types'
import { quoteDomains, type Quote } from './availability'
import { loadPriceBook, tldOf, type PriceBook } from './pricing'

/** One registrar batch: the exact name plus 49 alternatives at most. */
const MAX_CANDIDATES = 50

export interface SearchHit extends Quote {
  exact: boolean
}

/** The name to search and the exact domain typed, from normalised ASCII labels. */
export function searchCandidates(
  ascii: string,
  sold: ReadonlySet<string>,
  tlds: readonly string[],
) {
  const labels = ascii.split('.')
  let name = labels[0] ?? ascii
  let exact: string | undefined
  if (labels.length > 1) {
    const tld = tldOf(ascii, sold)
    if (tld) {
      // `shop.example.com` searches `example`: the label right before the TLD is what is registered.
      const tldLabels = tld.split('.').length
      name = labels[labels.length - tldLabels - 1] ?? name
      exact = `${name}.${tld}`
    } else {
      name = labels[labels.length - 2] ?? name
    }
  }
  const names = [exact, ...tlds.map((t) => `${name}.${t}`)].filter(
    (d): d is string => d !== undefined,
  )
  return { exact, candidates: [...new Set(names)].slice(0, MAX_CANDIDATES) }
}

export async function searchDomains(
  db: Db,
  registrar: Registrar,
  ascii: string,
  opts: { book?: PriceBook; userId?: number } = {},
): Promise<SearchHit[]> {
  const book = opts.book ?? (await loadPriceBook(db))
  const { exact, candidates } = searchCandidates(
    ascii,
    book.sold,
    book.tlds.map((t) => t.tld),
  )
  const quotes = await quoteDomains(db, registrar, book, candidates, { userId: opts.userId })
  return candidates.flatMap((domain) => {
    const q = quotes.get(domain)
    return q ? [{ ...q, exact: domain === exact }] : []
  })
}
