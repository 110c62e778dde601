import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { centsToUsd, formatUsd, usdToCents } from '@contract/money'
import { usd } from '@contract/usd'

describe('formatUsd', () => {
  it('shows $ and exactly two decimals', () => {
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(10.48)).toBe('$10.48')
    expect(formatUsd(58.4)).toBe('$58.40')
    expect(formatUsd(1234567.5)).toBe('$1,234,567.50')
  })

  it('groups thousands with commas, the same in both languages', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(999.99)).toBe('$999.99')
    expect(formatUsd(-1000)).toBe('-$1,000.00')
  })

  it('puts the minus before the dollar sign', () => {
    expect(formatUsd(-1)).toBe('-$1.00')
    expect(formatUsd(-0.05)).toBe('-$0.05')
  })

  it('rounds floating-point noise to the nearest cent', () => {
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30')
    expect(formatUsd(19.999)).toBe('$20.00')
    expect(formatUsd(-0.001)).toBe('$0.00')
  })

  it('writes what Intl.NumberFormat writes for en-US with two decimals', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    })
    const viaIntl = (cents: number) =>
      `${cents < 0 ? '-' : ''}$${intl.format(Math.abs(cents) / 100)}`
    for (const cents of [0, 1, 99, 100, 99_999, 100_000, 123_456_789, -100_000, -1])
      expect(formatUsd(centsToUsd(cents))).toBe(viaIntl(cents))
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatUsd(centsToUsd(cents))).toBe(viaIntl(cents))
      }),
      { numRuns: 2000 },
    )
  })

  it('round-trips every cent amount through USD', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const shown = formatUsd(centsToUsd(cents))
        expect(shown).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(usdToCents(Number(shown.replace(/[$,]/g, '')))).toBe(cents)
      }),
    )
  })

  it('accepts at most two decimal places on the wire', () => {
    expect(usd.safeParse(10.48).success).toBe(true)
    expect(usd.safeParse(10.485).success).toBe(false)
    expect(usd.safeParse(Number.NaN).success).toBe(false)
    // Not zero, yet zero cents: the sweep found a promo code of 1e-9 USD that then failed the
    // ledger's positive-amount check with a 500 on activation.
    expect(usd.safeParse(1e-9).success).toBe(false)
    expect(usd.safeParse(-1e-9).success).toBe(false)
    expect(usd.safeParse(0).success).toBe(true)
    expect(usd.safeParse(0.01).success).toBe(true)
  })
})
