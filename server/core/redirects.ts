// Redirects of an owned, active domain, served by its CDN zone. Each redirect answers every request
// for one host name. A CDN only sees requests for names that resolve to it through its proxy, so
// a redirect needs a proxied A, AAAA or CNAME record at its name: when the name has none, a proxied
// AAAA 100:: placeholder (the IPv6 discard prefix: no origin behind it) is added first and removed
// with the redirect; when the name already points elsewhere without the proxy, the redirect is
// refused rather than silently changing where that name goes.
import type { Db } from '../db/client'
import { PLACEHOLDER_AAAA, type CdnRedirect, type CdnRedirects } from '../providers/redirects'
import { ProviderError, type Cdn } from '../providers/types'
import { findOwnedDomain } from './dns'

/** A refusal the caller can act on; `field` names the request field it is about. */
export class RedirectError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export interface NewRedirect {
  /** `@`, a label below the domain (`www`, `go.shop`) or the full host name. */
  source: string
  target: string
  statusCode: 301 | 302
  keepPath: boolean
}

const webTypes = new Set(['A', 'AAAA', 'CNAME'])
const MAX_HOPS = 50

/** The full host name `source` stands for under `domain`. */
export function sourceHost(source: string, domain: string): string {
  const name = source.trim().toLowerCase().replace(/\.$/, '')
  if (name === '@' || name === '' || name === domain) return domain
  return name.endsWith(`.${domain}`) ? name : `${name}.${domain}`
}

async function activeZone(db: Db, cdn: Cdn, userId: number, rawDomain: string) {
  const row = await findOwnedDomain(db, userId, rawDomain)
  if (row.status !== 'active' || !row.cdnZoneId)
    throw new RedirectError(
      409,
      'domain_not_ready',
      `${row.domain} can redirect once it is active on the CDN`,
      'domain',
    )
  const { listRedirects, createRedirect, deleteRedirect } = cdn
  if (!listRedirects || !createRedirect || !deleteRedirect)
    throw new RedirectError(409, 'redirects_unsupported', `The CDN ${cdn.name} has no redirects`)
  const redirects: CdnRedirects = { listRedirects, createRedirect, deleteRedirect }
  return { domain: row.domain, zoneId: row.cdnZoneId, redirects }
}

/** Whether following the zone's redirects from `target` comes back to `source`. */
function loops(source: string, target: string, existing: CdnRedirect[]): boolean {
  const next = new Map(existing.map((r) => [r.source, new URL(r.target).hostname]))
  let host = new URL(target).hostname
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (host === source) return true
    const after = next.get(host)
    if (after === undefined) return false
    host = after
  }
  return true
}

export async function listRedirects(db: Db, cdn: Cdn, userId: number, domain: string) {
  const zone = await activeZone(db, cdn, userId, domain)
  return zone.redirects.listRedirects(zone.zoneId)
}

export async function addRedirect(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  input: NewRedirect,
): Promise<CdnRedirect> {
  const zone = await activeZone(db, cdn, userId, domain)
  const source = sourceHost(input.source, zone.domain)
  const existing = await zone.redirects.listRedirects(zone.zoneId)
  if (loops(source, input.target, existing))
    throw new RedirectError(
      400,
      'redirect_loop',
      `target: leads back to ${source}, so visitors would be redirected in a loop`,
      'target',
    )
  if (existing.some((r) => r.source === source))
    throw new RedirectError(409, 'redirect_exists', `source: ${source} already redirects`, 'source')

  const records = (await cdn.listDnsRecords(zone.zoneId)).filter(
    (r) => r.name.toLowerCase() === source && webTypes.has(r.type.toUpperCase()),
  )
  if (records.some((r) => !r.proxied))
    throw new RedirectError(
      409,
      'source_not_proxied',
      `source: ${source} points to a server without the CDN proxy; turn the proxy on for its records or delete them, then add the redirect`,
      'source',
    )
  const placeholder = records.length
    ? undefined
    : await cdn.createDnsRecord(zone.zoneId, {
        type: 'AAAA',
        name: source,
        content: PLACEHOLDER_AAAA,
        proxied: true,
        ttl: 1,
      })
  try {
    return await zone.redirects.createRedirect(zone.zoneId, {
      source,
      target: input.target,
      statusCode: input.statusCode,
      keepPath: input.keepPath,
      ...(placeholder ? { placeholderRecordId: placeholder.id } : {}),
    })
  } catch (err) {
    // A lost answer may hide a redirect the CDN did make: keep it and its placeholder then.
    if (err instanceof ProviderError && err.retryable) {
      const made = await zone.redirects
        .listRedirects(zone.zoneId)
        .then((list) => list.find((r) => r.source === source))
        .catch(() => undefined)
      if (made) return made
    }
    // Best effort: the redirect's own error is the one worth reporting.
    if (placeholder) await cdn.deleteDnsRecord(zone.zoneId, placeholder.id).catch(() => undefined)
    throw err
  }
}

export async function removeRedirect(
  db: Db,
  cdn: Cdn,
  userId: number,
  domain: string,
  redirectId: string,
): Promise<CdnRedirect> {
  const zone = await activeZone(db, cdn, userId, domain)
  const redirect = (await zone.redirects.listRedirects(zone.zoneId)).find(
    (r) => r.id === redirectId,
  )
  if (!redirect)
    throw new RedirectError(404, 'redirect_not_found', 'No such redirect on this domain', 'id')
  // The placeholder goes first: if the CDN fails in between, the redirect is still listed and a
  // retry removes it, finding its placeholder already gone. The other order could strand it.
  if (redirect.placeholderRecordId) {
    try {
      await cdn.deleteDnsRecord(zone.zoneId, redirect.placeholderRecordId)
    } catch (err) {
      // The owner may have deleted the placeholder on the DNS page already.
      if (!(err instanceof ProviderError && err.code === 'record_not_found')) throw err
    }
  }
  await zone.redirects.deleteRedirect(zone.zoneId, redirect.id)
  return redirect
}
