import { describe, expect, it } from 'vitest'
import { DAY_AND_TIME, LONG_DAY, formatDate } from '@/lib/format-date'

describe('formatDate', () => {
  it('keeps a Russian date on one line: «г.» never starts a line of its own', () => {
    const text = formatDate('2027-01-26T12:00:00Z', 'ru', LONG_DAY)
    expect(text).toBe('26\u00a0января\u00a02027\u00a0г.')
    expect(text).not.toMatch(/\s(?<!\u00a0)/)
  })

  it('keeps an English date and a date with time unbroken too', () => {
    expect(formatDate('2027-01-26T12:00:00Z', 'en', LONG_DAY)).toBe('January\u00a026,\u00a02027')
    expect(formatDate('2027-01-26T12:00:00Z', 'ru', DAY_AND_TIME)).not.toContain(' ')
  })

  it('gives back text that is not a date as it came', () => {
    expect(formatDate('soon', 'ru')).toBe('soon')
  })
})
