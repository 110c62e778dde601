import { describe, expect, it } from 'vitest'
import { readStartParam, routeForStartParam } from '@/lib/telegram/start-param'

const b64 = (s: string) => Buffer.from(s).toString('base64url')

describe('start parameter routing', () => {
  it('opens the renew screen of the domain a reminder names', () => {
    expect(routeForStartParam(`renew-${b64('example.com')}`)).toBe('/domain/example.com/renew')
    expect(routeForStartParam(`renew-${b64('my-site.co')}`)).toBe('/domain/my-site.co/renew')
  })

  it('opens the watchlist on the name a watch notice names', () => {
    expect(routeForStartParam(`watch-${b64('taken-name.io')}`)).toBe(
      '/watchlist?domain=taken-name.io',
    )
    for (const p of ['watch-', `watch-${b64('not a name')}`])
      expect(routeForStartParam(p)).toBeUndefined()
  })

  it('opens the profile for a top-up', () => {
    expect(routeForStartParam('topup')).toBe('/profile')
  })

  it('ignores what it does not know or cannot decode', () => {
    for (const p of [undefined, '', 'ref_42', 'renew-', 'renew-!!!', `renew-${b64('../admin')}`])
      expect(routeForStartParam(p)).toBeUndefined()
  })

  it('reads the button URL query and Telegram’s direct-link hash, the hash first', () => {
    expect(readStartParam({ search: '?startapp=topup', hash: '#tgWebAppData=x' })).toBe('topup')
    expect(
      readStartParam({ search: '?startapp=topup', hash: '#tgWebAppStartParam=renew-abc' }),
    ).toBe('renew-abc')
    expect(readStartParam({ search: '', hash: '' })).toBeUndefined()
  })

  it('reads the hash’s parameters after a path of the app’s own', () => {
    const hash = '#/start?tgWebAppData=x&tgWebAppStartParam=topup'
    expect(readStartParam({ search: '', hash })).toBe('topup')
  })
})
