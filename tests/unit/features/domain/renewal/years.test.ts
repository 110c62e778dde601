import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { yearsLabel } from '@/features/domain/renewal/years'

describe('years label', () => {
  afterAll(() => i18n.activate('en'))

  it('uses the three Russian forms год, года, лет', () => {
    i18n.activate('ru')
    const cases: [number, string][] = [
      [1, '1 год'],
      [2, '2 года'],
      [4, '4 года'],
      [5, '5 лет'],
      [10, '10 лет'],
      [11, '11 лет'],
      [12, '12 лет'],
      [21, '21 год'],
      [22, '22 года'],
    ]
    for (const [n, text] of cases) expect(yearsLabel(n)).toBe(text)
  })

  it('uses year and years in English', () => {
    i18n.activate('en')
    expect([1, 2, 10].map(yearsLabel)).toEqual(['1 year', '2 years', '10 years'])
  })
})
