// Plans adding or removing a redirect from the zone's records and redirects, touching nothing. A
// CDN only sees requests for names that resolve to it through its proxy, so a redirect needs a
// proxied A, AAAA or CNAME record at its name: when the name has none, a proxied AAAA 100::
// placeholder (the IPv6 discard prefix: no origin behind it) is added with it and removed with it;
// when the name already points elsewhere without the proxy, the redirect is refused rather than
// silently changing where that name goes. Loops and a second redirect of one name are refused too.
import type {
  ChangeConflict,
  ChangeOperation,
  ChangeRecord,
  ChangeRedirect,
  RedirectOperation,
} from '@contract/dns-changes'
import { PLACEHOLDER_AAAA, type CdnRedirect, type CdnRedirects } from '../../providers/redirects'
import type { Cdn, DnsRecord } from '../../providers/types'
import type { DomainRow } from '../dns/dns'
import { viewOf } from '../dns/dns-plan'

/** A refusal the caller can act on; `field` names the request field it is about. */
export class RedirectError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The records in the way (a name that points elsewhere without the proxy). */
    readonly records: ChangeRecord[] = [],
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

/** A plan of any change: record operations, redirect operations or both. */
export interface ZonePlan {
  operations: ChangeOperation[]
  conflicts: ChangeConflict[]
}

export type RedirectEdit =
  { action: 'add'; redirect: NewRedirect } | { action: 'remove'; id: string }

const webTypes = new Set(['A', 'AAAA', 'CNAME'])
const MAX_HOPS = 50

/** The full host name `source` stands for under `domain`. */
export function sourceHost(source: string, domain: string): string {
  const name = source.trim().toLowerCase().replace(/\.$/, '')
  if (name === '@' || name === '' || name === domain) return domain
  return name.endsWith(`.${domain}`) ? name : `${name}.${domain}`
}

/** The CDN's redirects of an active domain, or the refusal that says why there are none. */
export function redirectsOf(cdn: Cdn, row: Pick<DomainRow, 'domain' | 'status'>): CdnRedirects {
  if (row.status !== 'active')
    throw new RedirectError(
      409,
      'domain_not_ready',
      `${row.domain} can redirect once it is active on the CDN`,
      'domain',
    )
  const { listRedirects, createRedirect, deleteRedirect } = cdn
  if (!listRedirects || !createRedirect || !deleteRedirect)
    throw new RedirectError(409, 'redirects_unsupported', `The CDN ${cdn.name} has no redirects`)
  return { listRedirects, createRedirect, deleteRedirect }
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

export const redirectViewOf = (r: Omit<CdnRedirect, 'id'> & { id?: string }): ChangeRedirect => ({
  ...(r.id ? { id: r.id } : {}),
  source: r.source,
  target: r.target,
  status_code: r.statusCode,
  keep_path: r.keepPath,
  placeholder: !!r.placeholderRecordId,
})

const placeholderFor = (source: string): ChangeRecord =>
  viewOf({ type: 'AAAA', name: source, content: PLACEHOLDER_AAAA, proxied: true })

function planAdd(
  domain: string,
  records: DnsRecord[],
  redirects: CdnRedirect[],
  wanted: NewRedirect,
): ZonePlan {
  const source = sourceHost(wanted.source, domain)
  if (loops(source, wanted.target, redirects))
    throw new RedirectError(
      400,
      'redirect_loop',
      `target: leads back to ${source}, so visitors would be redirected in a loop`,
      'target',
    )
  if (redirects.some((r) => r.source === source))
    throw new RedirectError(409, 'redirect_exists', `source: ${source} already redirects`, 'source')
  const web = records.filter(
    (r) => r.name.toLowerCase() === source && webTypes.has(r.type.toUpperCase()),
  )
  const unproxied = web.filter((r) => !r.proxied)
  if (unproxied.length)
    throw new RedirectError(
      409,
      'source_not_proxied',
      `source: ${source} points to a server without the CDN proxy; turn the proxy on for its records or delete them, then add the redirect`,
      'source',
      unproxied.map(viewOf),
    )
  const placeholder = web.length === 0
  const after: ChangeRedirect = {
    source,
    target: wanted.target,
    status_code: wanted.statusCode,
    keep_path: wanted.keepPath,
    placeholder,
  }
  return {
    operations: [
      ...(placeholder
        ? [{ kind: 'record', action: 'add', after: placeholderFor(source) } as const]
        : []),
      { kind: 'redirect', action: 'add', after },
    ],
    conflicts: [],
  }
}

/** What `edit` would do to a zone of `domain` holding `records` and `redirects`. */
export function planRedirect(
  domain: string,
  records: DnsRecord[],
  redirects: CdnRedirect[],
  edit: RedirectEdit,
): ZonePlan {
  if (edit.action === 'add') return planAdd(domain, records, redirects, edit.redirect)
  const redirect = redirects.find((r) => r.id === edit.id)
  if (!redirect)
    throw new RedirectError(404, 'redirect_not_found', 'No such redirect on this domain', 'id')
  // The owner may have deleted the placeholder on the DNS page already: then only the redirect goes.
  const placeholder = records.find((r) => r.id === redirect.placeholderRecordId)
  const remove: RedirectOperation = {
    kind: 'redirect',
    action: 'remove',
    before: { ...redirectViewOf(redirect), placeholder: !!placeholder },
  }
  return {
    operations: [
      ...(placeholder
        ? [{ kind: 'record', action: 'remove', before: viewOf(placeholder) } as const]
        : []),
      remove,
    ],
    conflicts: [],
  }
}
