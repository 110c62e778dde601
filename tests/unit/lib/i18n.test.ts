import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { msg } from '@lingui/core/macro'
import {
  browserLanguage,
  i18n,
  initI18n,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  setLanguage,
} from '@/lib/i18n'

const setBrowserLanguage = (tag: string) =>
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag)

describe('language rule', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('uses the browser language on first use when it is en or ru', () => {
    setBrowserLanguage('en-US')
    expect(initialLanguage()).toBe('en')
    setBrowserLanguage('ru-RU')
    expect(initialLanguage()).toBe('ru')
  })

  it('falls back to ru for any other browser language', () => {
    for (const tag of ['de-DE', 'uk', 'zh-Hans-CN', '', 'english'])
      expect(browserLanguage(tag)).toBe('ru')
    setBrowserLanguage('')
    expect(initialLanguage()).toBe('ru')
  })

  it('prefers the saved choice over the browser language', () => {
    setBrowserLanguage('ru-RU')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(initialLanguage()).toBe('en')
    expect(initI18n().locale).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('ignores a saved value that is not a supported language', () => {
    setBrowserLanguage('en-GB')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
    expect(initialLanguage()).toBe('en')
  })

  it('saves and activates a supported choice', () => {
    expect(setLanguage('ru')).toBe(true)
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru')
    expect(i18n.locale).toBe('ru')
  })

  it('refuses an unsupported code with a warning and keeps the current language', () => {
    setLanguage('en')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(setLanguage('de')).toBe(false)
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain('de')
    expect(i18n.locale).toBe('en')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  })

  it('loads the compiled catalogs: the spec access-denied text in both languages', () => {
    const message = msg`To access this page, you need to use Telegram WebApp.`
    setLanguage('ru')
    expect(i18n._(message)).toBe(
      'Telegram WebApp не доступен. Пожалуйста, откройте эту страницу через Telegram бота.',
    )
    setLanguage('en')
    expect(i18n._(message)).toBe('To access this page, you need to use Telegram WebApp.')
  })
})
