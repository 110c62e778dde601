import { describe, expect, it } from 'vitest'
import {
  labelVariants,
  otherNumber,
  rankSuggestions,
  suggestionCandidates,
  type Suggestion,
} from '../../../../server/core/catalog/suggestions'
import type { PriceBook } from '../../../../server/core/catalog/pricing'

const book = (prices: Record<string, number>): PriceBook => {
  const tlds = Object.entries(prices).map(([tld, cents]) => ({
    tld,
    priceCents: cents,
    renewalCents: cents,
    wholesaleCents: cents,
    wholesaleRenewalCents: cents,
  }))
  return {
    tlds,
    byTld: new Map(tlds.map((t) => [t.tld, t])),
    sold: new Set(tlds.map((t) => t.tld)),
    markup: { markup_percent: 0, markup_overrides: {} },
  }
}

describe('name suggestions', () => {
  it.each([
    ['coffee', { kind: 'plural', label: 'coffees' }],
    ['shops', { kind: 'singular', label: 'shop' }],
    ['berries', { kind: 'singular', label: 'berry' }],
    ['berry', { kind: 'plural', label: 'berries' }],
    ['boxes', { kind: 'singular', label: 'box' }],
    ['box', { kind: 'plural', label: 'boxes' }],
    ['glass', { kind: 'plural', label: 'glasses' }],
    ['day', { kind: 'plural', label: 'days' }],
    ['web3', null],
    ['go', null],
  ])('turns %s into its other number', (word, expected) => {
    expect(otherNumber(word)).toEqual(expected)
  })

  it('puts prefixes and suffixes on, takes a hyphen out, and never repeats or breaks a label', () => {
    const coffee = labelVariants('coffee')
    expect(coffee.map((v) => v.label)).toEqual([
      'getcoffee',
      'trycoffee',
      'mycoffee',
      'gocoffee',
      'thecoffee',
      'usecoffee',
      'coffeeapp',
      'coffeehq',
      'coffeehub',
      'coffeeonline',
      'coffeenow',
      'coffeepro',
      'get-coffee',
      'coffee-app',
      'coffees',
    ])
    expect(labelVariants('coffee-shop')).toContainEqual({ label: 'coffeeshop', kind: 'hyphen' })
    // A name already built from an affix is offered split at it.
    expect(labelVariants('getcoffee')).toContainEqual({ label: 'get-coffee', kind: 'hyphen' })
    expect(labelVariants('coffeehq')).toContainEqual({ label: 'coffee-hq', kind: 'hyphen' })
    // Nothing longer than a label may be, nothing reserved, no IDN mangling.
    expect(labelVariants('a'.repeat(62)).every((v) => v.label.length <= 63)).toBe(true)
    expect(labelVariants('xn--mnchen-3ya')).toEqual([])
    expect(labelVariants('my').map((v) => v.label)).not.toContain('my')
  })

  it('checks the variants in the zone asked for and the cheapest other, in one batch', () => {
    const b = book({ com: 1000, net: 1200, xyz: 200, io: 4000 })
    const { exact, kinds } = suggestionCandidates('coffee.io', b)
    expect(exact).toBe('coffee.io')
    // The name itself in other zones is the search's own rows, never asked for twice.
    expect([...kinds.keys()].filter((d) => d.startsWith('coffee.'))).toEqual([])
    expect(kinds.get('getcoffee.io')).toBe('prefix')
    expect(kinds.get('coffeehq.xyz')).toBe('suffix')
    expect(kinds.get('coffees.io')).toBe('plural')
    expect(kinds.has('getcoffee.net')).toBe(false)
    expect(kinds.size).toBeLessThanOrEqual(24)

    // A bare word is asked for in .com when it is sold.
    const word = suggestionCandidates('coffee', b)
    expect(word.exact).toBeUndefined()
    expect(word.kinds.get('getcoffee.com')).toBe('prefix')
    expect(word.kinds.get('coffee-app.com')).toBe('hyphen')
    expect(word.kinds.get('coffeehub.xyz')).toBe('suffix')
    expect(word.kinds.size).toBe(24)
  })

  it('ranks shorter names first, then cheaper ones, then the order tried', () => {
    const s = (domain: string, priceCents: number): Suggestion => ({
      domain,
      tld: domain.split('.').slice(1).join('.'),
      available: true,
      priceCents,
      renewalCents: priceCents,
      premium: false,
      kind: 'prefix',
    })
    const ranked = rankSuggestions([
      s('getcoffee.com', 1000),
      s('coffee.net', 1200),
      s('coffee.org', 900),
      s('coffee.app', 1500),
      s('coffee.xyz', 900),
    ])
    expect(ranked.map((r) => r.domain)).toEqual([
      'coffee.org',
      'coffee.xyz',
      'coffee.net',
      'coffee.app',
      'getcoffee.com',
    ])
  })
})
