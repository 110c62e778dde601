import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markBanned } from '@/lib/ban'
import { cacheBuster } from '@/lib/persistence/persist-options'
import { handOver, isSettled } from '@/lib/snapshot/screen-snapshots'
import {
  MAX_SCREEN_CHARS,
  MAX_TOTAL_CHARS,
  SNAPSHOT_STORAGE_KEY,
  dropForeignSnapshot,
  readSnapshot,
  saveScreen,
  themeStyle,
} from '@/lib/snapshot/store'

const base = { build: 'b1', user: 7, lang: 'en', style: '', path: '/', html: '<main>home</main>' }

describe('screen snapshot store', () => {
  beforeEach(() => localStorage.clear())

  it('keeps screens by path for one build, user and language', () => {
    saveScreen(base)
    saveScreen({ ...base, path: '/panel', html: '<main>panel</main>' })
    expect(readSnapshot()).toMatchObject({
      build: 'b1',
      user: 7,
      lang: 'en',
      pages: { '/': '<main>home</main>', '/panel': '<main>panel</main>' },
    })
  })

  it('starts over when the user, build or language changes', () => {
    saveScreen(base)
    saveScreen({ ...base, user: 8, path: '/panel' })
    expect(Object.keys(readSnapshot()?.pages ?? {})).toEqual(['/panel'])
    saveScreen({ ...base, lang: 'ru' })
    expect(Object.keys(readSnapshot()?.pages ?? {})).toEqual(['/'])
  })

  it("drops another user's or another build's record at start", () => {
    saveScreen(base)
    dropForeignSnapshot('b1', 7)
    expect(readSnapshot()).toBeDefined()
    dropForeignSnapshot('b1', 8)
    expect(localStorage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull()
    saveScreen(base)
    dropForeignSnapshot('b2', 7)
    expect(readSnapshot()).toBeUndefined()
    saveScreen(base)
    dropForeignSnapshot('b1', undefined)
    expect(readSnapshot()).toBeUndefined()
  })

  it('refuses a screen over the cap and keeps only the newest when the total is over', () => {
    expect(saveScreen({ ...base, html: 'x'.repeat(MAX_SCREEN_CHARS + 1) })).toBe(false)
    expect(readSnapshot()).toBeUndefined()
    const big = 'x'.repeat(Math.ceil(MAX_TOTAL_CHARS / 3))
    for (const path of ['/', '/buy', '/panel', '/profile']) saveScreen({ ...base, path, html: big })
    expect(Object.keys(readSnapshot()?.pages ?? {})).toEqual(['/profile'])
  })

  it('reads a broken or foreign-shaped record as none', () => {
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, '{not json')
    expect(readSnapshot()).toBeUndefined()
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify({ v: 2, pages: {} }))
    expect(readSnapshot()).toBeUndefined()
  })

  it('keeps only the theme variables and color scheme of <html style>', () => {
    expect(
      themeStyle(
        '--tg-theme-bg-color: #17212b; color-scheme: dark; background: url(https://x); --tg-x: a;b',
      ),
    ).toBe('--tg-theme-bg-color: #17212b; color-scheme: dark; --tg-x: a')
  })

  it('keeps the readable hint and button derived from the theme, so a copy has the live colours', () => {
    expect(
      themeStyle(
        '--tg-theme-button-color: #5288c1; --hint-readable: #8b9bab; --button-readable: #4674a4; --other-readable: #000',
      ),
    ).toBe('--tg-theme-button-color: #5288c1; --hint-readable: #8b9bab; --button-readable: #4674a4')
  })

  it('is cleared when the user is banned', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      pathname: '/banned',
      replace: vi.fn(),
    } as unknown as Location)
    saveScreen(base)
    markBanned('spam')
    expect(readSnapshot()).toBeUndefined()
    vi.restoreAllMocks()
  })
})

describe('hand-over from the painted copy', () => {
  let root: HTMLElement
  let copy: HTMLElement
  beforeEach(() => {
    document.body.innerHTML = '<div id="snapshot"><main>old</main></div><div id="root"></div>'
    root = document.getElementById('root') as HTMLElement
    copy = document.getElementById('snapshot') as HTMLElement
  })
  afterEach(() => vi.useRealTimers())

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('waits while the live screen is empty or loading, then removes the copy', async () => {
    handOver(root, copy)
    root.innerHTML = '<main></main>'
    await flush()
    expect(copy.isConnected).toBe(true)
    root.innerHTML = '<main><table aria-busy="true"></table></main>'
    await flush()
    expect(isSettled(root)).toBe(false)
    expect(copy.isConnected).toBe(true)
    root.querySelector('table')?.setAttribute('aria-busy', 'false')
    await flush()
    expect(copy.isConnected).toBe(false)
  })

  it('does not take the built-in fallback list for settled content', () => {
    root.innerHTML = '<main><table data-source="fallback"></table></main>'
    expect(isSettled(root)).toBe(false)
    root.innerHTML = '<main><table data-source="live"></table></main>'
    expect(isSettled(root)).toBe(true)
  })

  it('gives up on a live screen stuck loading after a time limit', () => {
    vi.useFakeTimers()
    handOver(root, copy)
    vi.advanceTimersByTime(10_000)
    expect(copy.isConnected).toBe(false)
  })
})

describe('the stored query cache', () => {
  it('is bound to the build and the Telegram user, like the snapshot', () => {
    expect(cacheBuster('b1', 7)).not.toBe(cacheBuster('b1', 8))
    expect(cacheBuster('b1', 7)).not.toBe(cacheBuster('b2', 7))
    expect(cacheBuster('b1', undefined)).toBe('b1:anonymous')
  })
})
