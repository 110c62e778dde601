import { afterEach, describe, expect, it } from 'vitest'
import { forgetRoute, rememberRoute, restoreLastRoute } from '@/lib/offline/last-route'

const launchHash = '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0'

function openAt(url: string) {
  window.history.replaceState(null, '', url)
}

describe('last route', () => {
  afterEach(() => {
    forgetRoute()
    sessionStorage.clear()
    openAt('/')
  })

  it('reopens where the user left when Telegram launches the app at /', () => {
    rememberRoute('/domain/example.com/cloudflare?tab=ssl')
    openAt('/' + launchHash)
    expect(restoreLastRoute()).toBe('/domain/example.com/cloudflare?tab=ssl')
    expect(window.location.pathname).toBe('/domain/example.com/cloudflare')
    expect(window.location.search).toBe('?tab=ssl')
    expect(window.location.hash).toBe(launchHash)
  })

  it('counts only the first start of a webview as a launch', () => {
    rememberRoute('/panel')
    openAt('/' + launchHash)
    expect(restoreLastRoute()).toBe('/panel')
    // The user went home, and the page is loaded again inside the same webview.
    openAt('/' + launchHash)
    expect(restoreLastRoute()).toBeUndefined()
    expect(window.location.pathname).toBe('/')
  })

  it('stays put without a launch hash or when opened at another path', () => {
    rememberRoute('/cart')
    openAt('/')
    expect(restoreLastRoute()).toBeUndefined()
    openAt('/buy' + launchHash)
    expect(restoreLastRoute()).toBeUndefined()
    expect(window.location.pathname).toBe('/buy')
  })

  it('does not bring the user back to the banned or access-denied screens', () => {
    rememberRoute('/cart')
    rememberRoute('/banned')
    openAt('/' + launchHash)
    expect(restoreLastRoute()).toBeUndefined()
    sessionStorage.clear()
    rememberRoute('//evil.example/x')
    expect(restoreLastRoute()).toBeUndefined()
    expect(window.location.pathname).toBe('/')
  })
})
