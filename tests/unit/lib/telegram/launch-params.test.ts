import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
type LaunchParamsModule = typeof import('@/lib/telegram/launch-params')
let getInitData: LaunchParamsModule['getInitData']
let isInsideTelegram: LaunchParamsModule['isInsideTelegram']
let readLaunchParams: LaunchParamsModule['readLaunchParams']
let userFromInitData: LaunchParamsModule['userFromInitData']

/** A fresh module is what a page load gets: nothing read yet. */
async function load() {
  vi.resetModules()
  ;({ getInitData, isInsideTelegram, readLaunchParams, userFromInitData } =
    await import('@/lib/telegram/launch-params'))
}

const USER = { id: 42, first_name: 'Ann', username: 'ann', language_code: 'en' }
const initData = (user: unknown = USER) =>
  new URLSearchParams({
    user: JSON.stringify(user),
    auth_date: '1700000000',
    hash: 'abc',
  }).toString()

function openWith(hash: string) {
  window.history.replaceState(null, '', `/${hash}`)
}

describe('launch params', () => {
  beforeEach(async () => {
    await load()
    sessionStorage.clear()
    openWith('')
    delete (window as { Telegram?: unknown }).Telegram
  })
  afterEach(() => vi.restoreAllMocks())

  it('reads init data, version, platform and theme from the launch hash', () => {
    const hash = new URLSearchParams({
      tgWebAppData: initData(),
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'ios',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#112233' }),
    })
    openWith(`#${hash.toString()}`)
    const p = readLaunchParams()
    expect(p.initData).toBe(initData())
    expect(p.user).toEqual(USER)
    expect(p.version).toBe('8.0')
    expect(p.platform).toBe('ios')
    expect(p.themeParams).toEqual({ bg_color: '#112233' })
    expect(isInsideTelegram()).toBe(true)
  })

  it('reads them after a path the app’s own hash carries, as Telegram appends them', () => {
    const hash = new URLSearchParams({ tgWebAppData: initData(), tgWebAppVersion: '7.10' })
    openWith(`#/profile?${hash.toString()}`)
    expect(getInitData()).toBe(initData())
    expect(readLaunchParams().version).toBe('7.10')
  })

  it('keeps the params for reloads in the same session, after the hash is gone', async () => {
    openWith(`#${new URLSearchParams({ tgWebAppData: initData() }).toString()}`)
    readLaunchParams()
    await load()
    openWith('')
    expect(getInitData()).toBe(initData())
    expect(readLaunchParams().user?.first_name).toBe('Ann')
  })

  it('reads once: later hash changes do not change the answer', () => {
    expect(getInitData()).toBe('')
    openWith(`#${new URLSearchParams({ tgWebAppData: initData() }).toString()}`)
    expect(getInitData()).toBe('')
  })

  it('is empty outside Telegram', () => {
    const p = readLaunchParams()
    expect(p.initData).toBe('')
    expect(p.user).toBeUndefined()
    expect(isInsideTelegram()).toBe(false)
  })

  it('survives a malformed theme and a malformed user', () => {
    const raw = 'user=%7Bnot-json&hash=abc'
    openWith(
      `#${new URLSearchParams({ tgWebAppData: raw, tgWebAppThemeParams: '{oops' }).toString()}`,
    )
    const p = readLaunchParams()
    expect(p.initData).toBe(raw)
    expect(p.user).toBeUndefined()
    expect(p.themeParams).toEqual({})
  })

  it('ignores a corrupt sessionStorage copy', () => {
    sessionStorage.setItem('tg_launch_params', '{broken')
    expect(readLaunchParams().initData).toBe('')
  })
})

describe('userFromInitData', () => {
  it('returns the user of a signed init data string', () => {
    expect(userFromInitData(initData())).toEqual(USER)
  })

  it('rejects a user without a numeric id', () => {
    expect(userFromInitData(initData({ id: '42', first_name: 'x' }))).toBeUndefined()
    expect(userFromInitData(initData(null))).toBeUndefined()
  })

  it('returns undefined when there is no user or it is not JSON', () => {
    expect(userFromInitData('auth_date=1&hash=x')).toBeUndefined()
    expect(userFromInitData('user=nope')).toBeUndefined()
    expect(userFromInitData('')).toBeUndefined()
  })
})
