// Redirects as a CDN serves them: every request for one host name answered with a 301 or 302 to a
// target URL, the visitor's path and query appended or not. An optional CDN capability.

export interface CdnRedirect {
  id: string
  /** The full host name it answers for (`go.example.com`, or the zone's own name). */
  source: string
  /** Absolute http(s) URL; with `keepPath` the request's path and query are appended to it. */
  target: string
  statusCode: 301 | 302
  keepPath: boolean
  /**
   * The proxied DNS record added so requests for `source` reach the CDN at all, when the redirect
   * needed one; removed with the redirect. The CDN keeps this note alongside the redirect.
   */
  placeholderRecordId?: string
}

export interface CdnRedirects {
  /** The zone's redirects in the order the CDN applies them (ones this app cannot read are left out). */
  listRedirects(zoneId: string): Promise<CdnRedirect[]>
  createRedirect(zoneId: string, redirect: Omit<CdnRedirect, 'id'>): Promise<CdnRedirect>
  /** ProviderError `redirect_not_found` when the zone has no such redirect. */
  deleteRedirect(zoneId: string, redirectId: string): Promise<void>
}

/** Where a CDN sends requests for a name with no origin of its own (the IPv6 discard prefix). */
export const PLACEHOLDER_AAAA = '100::'
