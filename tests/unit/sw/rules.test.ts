import { describe, expect, it } from 'vitest'
import { isImageRequest, isShellNavigation } from '../../../sw/rules'

describe('service worker routing rules', () => {
  it('serves the shell for client routes, including admin pages and domain names with dots', () => {
    for (const path of [
      '/',
      '/cart',
      '/admin',
      '/admin/users',
      '/domain/example.com/cloudflare/dns',
    ])
      expect(isShellNavigation(path)).toBe(true)
  })

  it('lets API and health-check navigations reach the server', () => {
    for (const path of ['/api', '/api/openapi.json', '/api/user/profile', '/healthz'])
      expect(isShellNavigation(path)).toBe(false)
  })

  it('caches images but never API answers', () => {
    expect(isImageRequest('image', new URL('https://t.me/i/userpic/320/a.jpg'))).toBe(true)
    expect(isImageRequest('image', new URL('http://localhost/api/banner.png'))).toBe(false)
    expect(isImageRequest('', new URL('http://localhost/icons/icon-192.png'))).toBe(false)
  })
})
