// Shown when POST /api/domain-prices fails (spec sections 8 and 9): the built-in zones at their
// retail prices with the default markup, so the home page never shows an empty table and shows what
// the sandbox's own table would.
import { BUILTIN_TLDS, DEFAULT_MARKUP_PERCENT, retailCentsAt } from '@contract/builtin-tlds'
import { centsToUsd } from '@contract/money'

export interface TldPrice {
  domain: string
  price: number
  renewal: number
}

export const FALLBACK_TLD_PRICES: readonly TldPrice[] = BUILTIN_TLDS.map((t) => ({
  domain: t.tld,
  price: centsToUsd(retailCentsAt(t.purchaseCents, DEFAULT_MARKUP_PERCENT)),
  renewal: centsToUsd(retailCentsAt(t.renewalCents, DEFAULT_MARKUP_PERCENT)),
}))
