// How answers may be kept and how the site must be reached. API answers carry account data (balances,
// CDN passwords, 2FA links): no cache may keep one unless its route says it is public (the price
// list). Under an https PUBLIC_URL every answer tells the browser to use https only from then on.
import type { RequestStep } from './request-frame'

const HSTS = 'max-age=31536000; includeSubDomains'

export const transportPolicy = (httpsOnly: boolean): RequestStep => ({
  before(c) {
    c.set('httpsOnly', httpsOnly)
  },
  defaults(_c, { path }, headers) {
    if (httpsOnly) headers.set('Strict-Transport-Security', HSTS)
    if (path.startsWith('/api/')) headers.set('Cache-Control', 'no-store')
  },
})

/** What a route whose answer is the same for everyone (prices) may say instead. */
export const PUBLIC_FOR_A_MINUTE = 'public, max-age=60'
