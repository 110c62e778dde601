import { describe, expect, it } from 'vitest'
import { BUILTIN_TLDS } from '@contract/builtin-tlds'
import { FALLBACK_TLD_PRICES } from '@/features/catalog/fallback-prices'

describe('the fallback price list', () => {
  it('is the 20 built-in zones at the default markup, com 10.48 and ai 58.42 as the spec lists', () => {
    expect(FALLBACK_TLD_PRICES).toHaveLength(20)
    expect(FALLBACK_TLD_PRICES.map((p) => p.domain)).toEqual(BUILTIN_TLDS.map((t) => t.tld))
    expect(FALLBACK_TLD_PRICES.find((p) => p.domain === 'com')).toEqual({
      domain: 'com',
      price: 10.48,
      renewal: 10.48,
    })
    expect(FALLBACK_TLD_PRICES.find((p) => p.domain === 'ai')?.price).toBe(58.42)
  })
})
