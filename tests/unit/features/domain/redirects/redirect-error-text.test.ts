import { describe, expect, it } from 'vitest'
import { redirectFieldError } from '@/features/domain/redirects/redirect-error-text'
import { ApiError } from '@/lib/api-client'

const refusal = (status: number, code: string, body: unknown = {}) =>
  new ApiError(status, code, code, body)

describe('a refused redirect at its field', () => {
  it('puts a loop at the target, a second redirect and an unproxied name at the source', () => {
    expect(redirectFieldError(refusal(400, 'redirect_loop'))).toEqual({
      errors: { target: 'loop' },
      records: [],
    })
    expect(redirectFieldError(refusal(409, 'redirect_exists'))?.errors).toEqual({
      source: 'exists',
    })
    const cname = { type: 'CNAME', name: 'blog.a.com', content: 'h.net', proxy_status: 'DNS_ONLY' }
    expect(redirectFieldError(refusal(409, 'source_not_proxied', { records: [cname] }))).toEqual({
      errors: { source: 'not_proxied' },
      records: [cname],
    })
  })

  it('leaves other failures to the toast', () => {
    expect(redirectFieldError(refusal(503, 'cdn_unavailable'))).toBeNull()
    expect(redirectFieldError(refusal(409, 'stale_preview'))).toBeNull()
    expect(redirectFieldError(new Error('offline'))).toBeNull()
  })
})
