import { z } from 'zod/mini'
import { usd } from './usd'
import { parseDomainQuery } from './catalog.query'

/** Prices are in US dollars; `currency` is accepted for the spec's sake and must be USD. */
export const currencyField = z.optional(
  z.string().check(z.regex(/^usd$/i, 'only USD is supported')),
)

/** The interface language of the caller; it does not change prices. */
export const langField = z.optional(z.string().check(z.maxLength(16)))

export const domainPricesRequest = z.object({ currency: currencyField, lang: langField })
export type DomainPricesRequest = z.input<typeof domainPricesRequest>

/** One row of the home page's TLD table: `domain` is the TLD without a dot ("com"). */
export const domainPrice = z.object({ domain: z.string(), price: usd, renewal: usd })
export type DomainPrice = z.infer<typeof domainPrice>

export const domainPricesResponse = z.object({ domain_prices: z.array(domainPrice) })
export type DomainPricesResponse = z.infer<typeof domainPricesResponse>

/** A search query: a word or a domain; Cyrillic, < 2 characters and invalid labels are a 400. */
export const searchQuery = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const parsed = parseDomainQuery(raw)
    if (!parsed.ok) {
      ctx.issues.push({
        code: 'custom',
        input: raw,
        message: parsed.message,
        params: { reason: parsed.reason },
      })
      return z.NEVER
    }
    return parsed.ascii
  }),
)

export const searchRequest = z.object({
  query: searchQuery,
  currency: currencyField,
  lang: langField,
})
export type SearchRequest = z.input<typeof searchRequest>

/**
 * One candidate. `price`/`price_with_markup` are the same retail first-year price and
 * `renewal_price`/`renewal_with_markup` the same retail renewal (the spec reads either name).
 */
export const searchResult = z.object({
  domain: z.string(),
  price: usd,
  renewal_price: usd,
  price_with_markup: usd,
  renewal_with_markup: usd,
  available: z.boolean(),
  /** The registrar prices this name above its TLD's usual price. */
  premium: z.boolean(),
  /** The exact domain the user typed (always the first row when present). */
  exact: z.boolean(),
})
export type SearchResult = z.infer<typeof searchResult>

/** The typed domain first (when it was a full domain), then alternatives across the sold TLDs. */
export const searchResponse = z.object({ domains: z.array(searchResult) })
export type SearchResponse = z.infer<typeof searchResponse>

/** How a suggestion varies the searched name (the same name in other zones is the search's own rows). */
export const suggestionKind = z.enum(['prefix', 'suffix', 'hyphen', 'plural', 'singular'])
export type SuggestionKind = z.infer<typeof suggestionKind>

/** An available alternative to what was searched, priced like a search result. */
export const suggestion = z.object({
  domain: z.string(),
  price: usd,
  renewal_price: usd,
  premium: z.boolean(),
  kind: suggestionKind,
})
export type Suggestion = z.infer<typeof suggestion>

/** Available alternatives only, shortest and cheapest first; the typed domain is never among them. */
export const suggestionsResponse = z.object({ suggestions: z.array(suggestion) })
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>
