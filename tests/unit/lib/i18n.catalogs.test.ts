// Only the start language's catalog is loaded at start, the other never until a switch asks for it,
// and a switch to a language not loaded yet happens once its catalog arrives, never with raw ids.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

async function freshI18n() {
  // A module registry of its own: the setup file's catalogs are not loaded in it.
  vi.resetModules()
  const m = await import('@/lib/i18n')
  const load = vi.spyOn(m.i18n, 'load')
  const loadedLocales = () => load.mock.calls.map((call) => call[0])
  return { ...m, loadedLocales }
}

describe('catalog loading', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('loads the start language only, and the other when a switch asks for it', async () => {
    localStorage.setItem('language', 'en')
    const m = await freshI18n()
    await m.loadStartCatalog()
    m.initI18n()
    expect(m.i18n.locale).toBe('en')
    expect(m.loadedLocales()).toEqual(['en'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(m.loadedLocales()).toEqual(['en'])
    m.setLanguage('ru')
    await vi.waitFor(() => expect(m.loadedLocales()).toEqual(['en', 'ru']))
  })

  it('switches to a language whose catalog is not here yet once it arrives', async () => {
    localStorage.setItem('language', 'ru')
    const m = await freshI18n()
    await m.loadStartCatalog()
    m.initI18n()
    expect(m.setLanguage('en')).toBe(true)
    expect(m.i18n.locale).toBe('ru')
    await vi.waitFor(() => expect(m.i18n.locale).toBe('en'))
    expect(localStorage.getItem('language')).toBe('en')
  })
})
