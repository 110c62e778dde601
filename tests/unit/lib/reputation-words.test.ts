import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { detectionsText, threatsText } from '@/lib/reputation-words'

describe('what the reputation sources found, in words', () => {
  afterAll(() => i18n.activate('en'))

  it('names Safe Browsing lists in the interface language and keeps an unknown one as Google names it', () => {
    i18n.activate('en')
    expect(threatsText(['MALWARE', 'SOCIAL_ENGINEERING'], i18n)).toBe('malware, phishing')
    expect(threatsText(['THREAT_TYPE_NEW'], i18n)).toBe('THREAT_TYPE_NEW')
    i18n.activate('ru')
    expect(threatsText(['SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE'], i18n)).toBe(
      'фишинг, нежелательное ПО',
    )
  })

  it('counts the engines with the Russian plural forms', () => {
    i18n.activate('ru')
    expect(detectionsText(1)).toBe('Опасным считает 1 антивирус')
    expect(detectionsText(3)).toBe('Опасным считают 3 антивируса')
    expect(detectionsText(5)).toBe('Опасным считают 5 антивирусов')
    i18n.activate('en')
    expect(detectionsText(1)).toBe('Flagged by 1 engine')
    expect(detectionsText(4)).toBe('Flagged by 4 engines')
  })
})
