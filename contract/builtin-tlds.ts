// The 20 zones the product knows without asking a registrar: what the sandbox registrar sells
// (wholesale) and what the home table shows when the price list cannot be fetched (retail at the
// default markup; the spec's fallback list: com 10.48, ai 58.42). One list, so the two never differ.

/** The operator's markup over wholesale until an admin sets another, in percent. */
export const DEFAULT_MARKUP_PERCENT = 20

export interface BuiltinTld {
  tld: string
  purchaseCents: number
  renewalCents: number
}

/** Wholesale prices, chosen so retail at the default markup lands on typical registrar prices. */
export const BUILTIN_TLDS: readonly BuiltinTld[] = [
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

/** Wholesale × (1 + markup%), rounded to whole cents: the retail price every screen shows. */
export const retailCentsAt = (wholesaleCents: number, markupPercent: number): number =>
  Math.round((wholesaleCents * (100 + markupPercent)) / 100)
