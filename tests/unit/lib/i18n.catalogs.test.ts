// Only the start language's catalog is loaded at start, the other never until a switch asks for it,
// and a switch to a language not loaded yet happens once its catalog arrives, never with raw ids.
// Of a catalog's two parts, the rest comes when another screen asks for it (catalogRestReady).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

async function freshI18n() {
  // A module registry of its own: the setup file's catalogs are not loaded in it.
  vi.resetModules()
  const m = await import('@/lib/i18n')
  // @lingui/core stays one module: its `load` may already be spied on by an earlier call.
  const load = vi.spyOn(m.i18n, 'load')
  load.mockClear()
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

  it('loads the rest of a catalog when a screen asks, or at once when the app starts on one', async () => {
    localStorage.setItem('language', 'en')
    const home = await freshI18n()
    await home.loadStartCatalog('/')
    expect(home.loadedLocales()).toEqual(['en'])
    await home.catalogRestReady()
    expect(home.loadedLocales()).toEqual(['en', 'en'])

    const profile = await freshI18n()
    await profile.loadStartCatalog('/profile')
    expect(profile.loadedLocales()).toEqual(['en', 'en'])
  })

  it('lets a screen render when the rest fails to load, and fetches it again for the next', async () => {
    localStorage.setItem('language', 'en')
    vi.doMock('@/locales/en/messages.po?part=rest', () => {
      throw new Error('offline')
    })
    const m = await freshI18n()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await m.loadStartCatalog('/')
    await expect(m.catalogRestReady()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Could not load the rest of the catalog', expect.any(Error))
    expect(m.loadedLocales()).toEqual(['en'])
    vi.doUnmock('@/locales/en/messages.po?part=rest')
    await m.catalogRestReady()
    expect(m.loadedLocales()).toEqual(['en', 'en'])
    warn.mockRestore()
  })
})
