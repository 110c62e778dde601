import { describe, expect, it } from 'vitest'
import { guardRedirect } from '@/features/app-shell/guard'
import { activeTab, hasChrome, isNestedPath, parentPath } from '@/features/app-shell/paths'

describe('chrome visibility', () => {
  it('hides the bars on the bare screens and the admin console', () => {
    for (const p of [
      '/access-denied',
      '/banned',
      '/ether',
      '/maintenance',
      '/admin',
      '/admin/users/1',
    ])
      expect(hasChrome(p)).toBe(false)
  })

  it('shows them everywhere else, including paths that merely start alike', () => {
    for (const p of [
      '/',
      '/buy',
      '/profile/details',
      '/domain/a.com/renew',
      '/administrator',
      '/ethereal',
    ])
      expect(hasChrome(p)).toBe(true)
  })
})

describe('active tab', () => {
  it('maps each path to the tab it belongs to', () => {
    expect(activeTab('/')).toBe('home')
    expect(activeTab('/buy')).toBe('buy')
    expect(activeTab('/cart')).toBe('buy')
    expect(activeTab('/transfer')).toBe('buy')
    expect(activeTab('/aftermarket')).toBe('market')
    expect(activeTab('/aftermarket-cart')).toBe('market')
    expect(activeTab('/panel')).toBe('panel')
    expect(activeTab('/domain/example.com/cloudflare/dns')).toBe('panel')
    expect(activeTab('/profile/')).toBe('profile')
    expect(activeTab('/history')).toBe('profile')
    expect(activeTab('/nowhere')).toBeUndefined()
  })
})

describe('back button', () => {
  it('appears on nested screens only', () => {
    for (const p of ['/', '/buy', '/aftermarket', '/panel', '/profile', '/banned'])
      expect(isNestedPath(p)).toBe(false)
    for (const p of ['/cart', '/history', '/profile/details', '/domain/a.com'])
      expect(isNestedPath(p)).toBe(true)
  })

  it('goes up one level when there is no history', () => {
    expect(parentPath('/cart')).toBe('/buy')
    expect(parentPath('/transfer')).toBe('/buy')
    expect(parentPath('/aftermarket-cart')).toBe('/aftermarket')
    expect(parentPath('/history')).toBe('/profile')
    expect(parentPath('/profile/details')).toBe('/profile')
    expect(parentPath('/domain/a.com')).toBe('/panel')
    expect(parentPath('/domain/a.com/cloudflare')).toBe('/domain/a.com')
    expect(parentPath('/domain/a.com/cloudflare/dns')).toBe('/domain/a.com/cloudflare')
  })
})

describe('root guard', () => {
  const inside = { insideTelegram: true, banned: false }
  const outside = { insideTelegram: false, banned: false }

  it('lets a Telegram user through', () => {
    expect(guardRedirect('/', inside)).toBeUndefined()
    expect(guardRedirect('/domain/a.com', inside)).toBeUndefined()
  })

  it('sends everyone without init data to /access-denied except the public pages', () => {
    for (const p of ['/buy', '/profile', '/banned', '/cart', '/no-such-page'])
      expect(guardRedirect(p, outside)).toBe('/access-denied')
    for (const p of ['/', '/access-denied', '/maintenance', '/ether', '/admin', '/admin/bans'])
      expect(guardRedirect(p, outside)).toBeUndefined()
  })

  it('sends every page but /banned to /banned while the ban flag is set', () => {
    for (const p of ['/', '/profile', '/access-denied', '/admin'])
      expect(guardRedirect(p, { insideTelegram: true, banned: true })).toBe('/banned')
    expect(guardRedirect('/banned', { insideTelegram: true, banned: true })).toBeUndefined()
    expect(guardRedirect('/banned', { insideTelegram: false, banned: true })).toBeUndefined()
  })
})
