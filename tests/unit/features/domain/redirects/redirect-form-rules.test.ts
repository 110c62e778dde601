import { describe, expect, it } from 'vitest'
import { checkRedirectForm, sourceHostOf } from '@/features/domain/redirects/redirect-form-rules'

const form = (patch: Partial<Parameters<typeof checkRedirectForm>[0]> = {}) => ({
  source: 'go',
  target: 'https://example.org/docs',
  status_code: 301 as const,
  keep_path: true,
  ...patch,
})

describe('the redirect form', () => {
  it('reads the source as the domain, a label below it or its full name', () => {
    expect(sourceHostOf('@', 'shop.com')).toBe('shop.com')
    expect(sourceHostOf('WWW', 'shop.com')).toBe('www.shop.com')
    expect(sourceHostOf('go.shop.com.', 'shop.com')).toBe('go.shop.com')
  })

  it('accepts a subdomain sent to another host', () => {
    expect(checkRedirectForm(form({ source: ' Go ' }), 'shop.com')).toEqual({
      ok: true,
      redirect: form(),
    })
  })

  it('names what is wrong, as the server would', () => {
    const errors = (patch: Parameters<typeof form>[0]) => {
      const checked = checkRedirectForm(form(patch), 'shop.com')
      return checked.ok ? {} : checked.errors
    }
    expect(errors({ source: '' })).toEqual({ source: 'required' })
    expect(errors({ source: 'two words' })).toEqual({ source: 'invalid' })
    expect(errors({ target: '' })).toEqual({ target: 'required' })
    expect(errors({ target: 'example.org' })).toEqual({ target: 'invalid' })
    expect(errors({ target: 'https://example.org/?q=1' })).toEqual({ target: 'query' })
    expect(errors({ target: 'https://example.org/?q=1', keep_path: false })).toEqual({})
    expect(errors({ target: 'https://go.shop.com/other' })).toEqual({ target: 'loop' })
    expect(errors({ source: '@', target: 'http://shop.com' })).toEqual({ target: 'loop' })
  })
})
