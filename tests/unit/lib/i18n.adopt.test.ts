// The server's preferred language versus this device's: a choice made here always wins; without
// one, the choice made on another device is taken, remembered for an offline reopen, and followed
// again when it changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { profileResponse } from '@contract/user'
import {
  ADOPTED_LANGUAGE_STORAGE_KEY,
  adoptServerLanguage,
  i18n,
  initI18n,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  languageToAdopt,
  setLanguage,
} from '@/lib/i18n'

describe('languageToAdopt', () => {
  it('takes the server language only when this device has no choice and it differs', () => {
    expect(languageToAdopt('en', undefined, 'ru')).toBe('en')
    expect(languageToAdopt('ru', undefined, 'en')).toBe('ru')
    expect(languageToAdopt('en', undefined, 'en')).toBeUndefined()
  })

  it('never overrides a choice made on this device', () => {
    expect(languageToAdopt('en', 'ru', 'ru')).toBeUndefined()
    expect(languageToAdopt('ru', 'en', 'en')).toBeUndefined()
  })

  it('ignores a missing or unsupported server language', () => {
    for (const server of [null, undefined, '', 'de', 'EN'])
      expect(languageToAdopt(server, undefined, 'ru')).toBeUndefined()
  })
})

describe('adoptServerLanguage', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ru-RU')
    initI18n()
  })
  afterEach(() => vi.restoreAllMocks())

  it('switches a device that never chose to the language chosen elsewhere, and keeps it for the next start', () => {
    expect(i18n.locale).toBe('ru')
    expect(adoptServerLanguage('en')).toBe(true)
    expect(i18n.locale).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull()
    expect(initialLanguage()).toBe('en')
  })

  it('follows a later choice made elsewhere while this device still has none', () => {
    adoptServerLanguage('en')
    expect(adoptServerLanguage('ru')).toBe(true)
    expect(i18n.locale).toBe('ru')
    expect(localStorage.getItem(ADOPTED_LANGUAGE_STORAGE_KEY)).toBe('ru')
  })

  it('keeps the choice made on this device, now and at the next start', () => {
    setLanguage('ru')
    expect(adoptServerLanguage('en')).toBe(false)
    expect(i18n.locale).toBe('ru')
    expect(initialLanguage()).toBe('ru')
  })

  it('a choice made here after adopting wins from then on', () => {
    adoptServerLanguage('en')
    setLanguage('ru')
    expect(adoptServerLanguage('en')).toBe(false)
    expect(i18n.locale).toBe('ru')
    expect(initialLanguage()).toBe('ru')
  })

  it('leaves the language alone when the server has none', () => {
    expect(adoptServerLanguage(null)).toBe(false)
    expect(adoptServerLanguage(undefined)).toBe(false)
    expect(i18n.locale).toBe('ru')
    expect(localStorage.getItem(ADOPTED_LANGUAGE_STORAGE_KEY)).toBeNull()
  })
})

describe('the cached profile', () => {
  it('still parses when it was stored before preferred_language existed', () => {
    const older = {
      user: {
        tg_id: 1,
        username: null,
        first_name: 'A',
        last_name: null,
        photo_url: null,
        language_code: 'ru',
        balance: 1.5,
        created_at: '2024-01-01T00:00:00.000Z',
        is_banned: false,
        ban_reason: null,
      },
      banned: false,
      ban_reason: null,
    }
    expect(profileResponse.parse(older)).toEqual(older)
    const withChoice = { ...older, user: { ...older.user, preferred_language: 'en' } }
    expect(profileResponse.parse(withChoice).user.preferred_language).toBe('en')
    const bad = { ...older, user: { ...older.user, preferred_language: 'de' } }
    expect(profileResponse.safeParse(bad).success).toBe(false)
  })
})
