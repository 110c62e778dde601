/** Integer cents inside; decimal USD with 2 places on the wire. */
export const centsToUsd = (cents: number): number => Math.round(cents) / 100

export const usdToCents = (usd: number): number => Math.round(usd * 100)

/**
 * A USD amount has at most 2 decimal places. The tolerance absorbs binary floating point
 * (`0.29 * 100`); a value that is not zero but rounds to zero cents (`1e-9`) is refused too, or it
 * would pass as "more than zero" and reach the ledger as 0 cents. The `usd` schema (./usd.ts) checks
 * with it.
 */
export const hasWholeCents = (v: number): boolean =>
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 && (v === 0 || Math.round(v * 100) !== 0)

// en-US grouping in both languages: the spec's amounts are `$1,234.50` with a dot for cents,
// so the Russian screen keeps the same digits rather than Russian spacing. Written out rather than
// through Intl.NumberFormat (tests/unit/contract/money.test.ts checks they agree): the first
// NumberFormat a page builds loads ICU's locale data, 88-208 ms at 4x CPU in Chromium, and this
// one was built as the app's code started on every reopen, before the live screen took over.
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** `$10.48`, `$1,234.50`, `-$1.00`: the only way money is shown. */
export function formatUsd(amount: number): string {
  const cents = usdToCents(amount)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = groupThousands(String(Math.floor(abs / 100)))
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`
}
