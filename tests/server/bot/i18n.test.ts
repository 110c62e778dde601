import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileCatalog } from '../../../server/bot/i18n'
import { noticeTexts } from '../../../server/bot/notice-texts'
import { texts } from '../../../server/bot/texts'

const catalog = (lang: string) =>
  compileCatalog(
    readFileSync(
      new URL(`../../../server/bot/locales/${lang}/messages.po`, import.meta.url),
      'utf8',
    ),
  )

describe('the bot catalogs', () => {
  it('translate every message of the English catalog into Russian', () => {
    const en = Object.keys(catalog('en')).sort()
    expect(en.length).toBeGreaterThan(0)
    expect(Object.keys(catalog('ru')).sort()).toEqual(en)
  })

  it('skip the header and obsolete entries', () => {
    const po =
      'msgid ""\nmsgstr "Language: ru\\n"\n\nmsgid "a"\nmsgstr "А"\n\n#~ msgid "b"\n#~ msgstr "Б"\n'
    expect(Object.keys(compileCatalog(po))).toEqual(['a'])
  })

  it('are what the bot sends, values filled in', () => {
    expect(texts.ru.welcome).toBe('Покупайте и управляйте доменами прямо в Telegram.')
    expect(texts.en.invoiceTitle(500)).toBe('Top-up $5.00')
    expect(texts.ru.paySupport(null)).toContain('напишите администратору магазина, указав дату')
    expect(noticeTexts.en.reminder('a.com', 0, '2027-01-02T00:00:00Z')).toBe(
      "a.com expires today. Renew it so you don't lose it.",
    )
  })

  it('choose the Russian plural form of days as the grammar does', () => {
    const days = (n: number) =>
      /через (.+),/.exec(noticeTexts.ru.reminder('a.com', n, '2027-01-02T00:00:00Z'))?.[1]
    expect([1, 3, 5, 11, 14, 21, 22, 25, 101].map(days)).toEqual([
      '1 день',
      '3 дня',
      '5 дней',
      '11 дней',
      '14 дней',
      '21 день',
      '22 дня',
      '25 дней',
      '101 день',
    ])
    expect(noticeTexts.en.reminder('a.com', 1, '2027-01-02T00:00:00Z')).toBe(
      'a.com expires in 1 day, on 2 January 2027.',
    )
  })
})
