// Name suggestions: when a searched name is taken, or a word is typed, the available alternatives
// beside the search's own rows (which already give the same name in every other zone we sell): the
// name with a common prefix or suffix, hyphenated or unhyphenated, plural or singular, in the zone
// asked for and the cheapest other one. They fit one registrar batch (Name.com: 50 names a call),
// asked for at the same moment as the search's and cached like it, so the first suggestion comes
// about when the search's rows do.
import type { Db } from '../../db/client'
import type { Registrar } from '../../providers/types'
import { quoteDomains, type Quote } from './availability'
import { loadPriceBook, type PriceBook } from './pricing'
import { searchCandidates } from './search'

export type SuggestionKind = 'prefix' | 'suffix' | 'hyphen' | 'plural' | 'singular'

export interface Suggestion extends Quote {
  kind: SuggestionKind
}

/** What people put before and after a name when theirs is taken (in the order they are tried). */
export const NAME_PREFIXES = ['get', 'try', 'my', 'go', 'the', 'use'] as const
export const NAME_SUFFIXES = ['app', 'hq', 'hub', 'online', 'now', 'pro'] as const
/** How many suggestions one answer carries. */
export const MAX_SUGGESTIONS = 12

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/** `ab--` is reserved for IDN-style prefixes; only real punycode (`xn--`) may use it. */
const isLabel = (s: string) => LABEL.test(s) && (s.slice(2, 4) !== '--' || s.startsWith('xn--'))

/** The English plural or singular of a word, or nothing when it has no sensible other form. */
export function otherNumber(word: string): { kind: 'plural' | 'singular'; label: string } | null {
  if (word.length < 3 || /\d$/.test(word) || word.startsWith('xn--')) return null
  if (/[^aeiou]ies$/.test(word)) return { kind: 'singular', label: `${word.slice(0, -3)}y` }
  if (/(s|x|z|ch|sh)es$/.test(word)) return { kind: 'singular', label: word.slice(0, -2) }
  if (/[^su]s$/.test(word)) return { kind: 'singular', label: word.slice(0, -1) }
  if (/[^aeiou]y$/.test(word)) return { kind: 'plural', label: `${word.slice(0, -1)}ies` }
  if (/(s|x|z|ch|sh)$/.test(word)) return { kind: 'plural', label: `${word}es` }
  return { kind: 'plural', label: `${word}s` }
}

/** The label variants of a name: affixes (joined and, for the first of each, hyphenated), the
 * hyphen taken out or put in at a known affix, and the other grammatical number. */
export function labelVariants(name: string): { label: string; kind: SuggestionKind }[] {
  const out: { label: string; kind: SuggestionKind }[] = []
  if (name.startsWith('xn--')) return out
  for (const p of NAME_PREFIXES) out.push({ label: `${p}${name}`, kind: 'prefix' })
  for (const s of NAME_SUFFIXES) out.push({ label: `${name}${s}`, kind: 'suffix' })
  if (name.includes('-')) {
    out.push({ label: name.replaceAll('-', ''), kind: 'hyphen' })
  } else {
    const prefix = NAME_PREFIXES.find((p) => name.startsWith(p) && name.length > p.length + 1)
    const suffix = NAME_SUFFIXES.find((s) => name.endsWith(s) && name.length > s.length + 1)
    if (prefix) out.push({ label: `${prefix}-${name.slice(prefix.length)}`, kind: 'hyphen' })
    if (suffix) out.push({ label: `${name.slice(0, -suffix.length)}-${suffix}`, kind: 'hyphen' })
    out.push({ label: `${NAME_PREFIXES[0]}-${name}`, kind: 'hyphen' })
    out.push({ label: `${name}-${NAME_SUFFIXES[0]}`, kind: 'hyphen' })
  }
  const number = otherNumber(name)
  if (number) out.push(number)
  const seen = new Set([name])
  return out.filter((v) => isLabel(v.label) && !seen.has(v.label) && seen.add(v.label))
}

/**
 * Names checked per query: one registrar call (Name.com takes 50), and no more names than the
 * search's own call carries by much, so both answers come back together.
 */
export const MAX_SUGGESTION_CANDIDATES = 24

/**
 * Every name worth checking for a query: each label variant in the zone asked for (`com` for a bare
 * word, when sold) and the cheapest other zone, at most one batch of them.
 */
export function suggestionCandidates(ascii: string, book: PriceBook) {
  const tlds = book.tlds.map((t) => t.tld)
  const { exact, candidates } = searchCandidates(ascii, book.sold, tlds)
  const name = (candidates.find((d) => d !== exact) ?? candidates[0] ?? ascii).split('.')[0] ?? ''
  const asked = exact ? exact.slice(name.length + 1) : book.sold.has('com') ? 'com' : tlds[0]
  const cheapest = [...book.tlds]
    .filter((t) => t.tld !== asked)
    .sort((a, b) => a.priceCents - b.priceCents || a.tld.localeCompare(b.tld))[0]?.tld
  const zones = [asked, cheapest].filter((z): z is string => z !== undefined)

  const kinds = new Map<string, SuggestionKind>()
  for (const zone of zones) {
    for (const v of labelVariants(name)) {
      if (kinds.size < MAX_SUGGESTION_CANDIDATES) kinds.set(`${v.label}.${zone}`, v.kind)
    }
  }
  return { exact, kinds }
}

/** Shorter names first, then cheaper ones; the same length and price keep the order tried. */
export function rankSuggestions(found: Suggestion[]): Suggestion[] {
  return found
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        a.s.domain.length - b.s.domain.length || a.s.priceCents - b.s.priceCents || a.i - b.i,
    )
    .map(({ s }) => s)
}

export async function suggestDomains(
  db: Db,
  registrar: Registrar,
  ascii: string,
  opts: { book?: PriceBook; userId?: number; limit?: number } = {},
): Promise<Suggestion[]> {
  const book = opts.book ?? (await loadPriceBook(db))
  if (book.tlds.length === 0) return []
  const { kinds } = suggestionCandidates(ascii, book)
  const quotes = await quoteDomains(db, registrar, book, [...kinds.keys()], {
    userId: opts.userId,
  })
  const found: Suggestion[] = []
  for (const [domain, kind] of kinds) {
    const q = quotes.get(domain)
    if (q?.available) found.push({ ...q, kind })
  }
  return rankSuggestions(found).slice(0, opts.limit ?? MAX_SUGGESTIONS)
}
