import { describe, expect, it } from 'vitest'
import { lastDays, parseUsdInput } from '@/features/admin/format'

describe('parseUsdInput', () => {
  it.each([
    ['10', 10],
    ['-2.5', -2.5],
    ['3,99', 3.99],
    [' 0.01 ', 0.01],
  ])('reads %s as %s', (text, value) => {
    expect(parseUsdInput(text)).toBe(value)
  })

  it.each(['', 'abc', '1.234', '1e3', '--1', '$5'])('refuses %s', (text) => {
    expect(parseUsdInput(text)).toBeNull()
  })
})

describe('lastDays', () => {
  it('is an inclusive UTC range ending today', () => {
    expect(lastDays(7, new Date('2026-03-10T23:30:00Z'))).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    })
  })
})
