import { dnsCreateRequest, type DnsType, type ProxyStatus } from '@contract/dns'
import { isMxPriority, proxiableTypes } from '@contract/dns-record-rules'

export interface DnsFormValues {
  type: DnsType
  name: string
  content: string
  /** MX only: the priority, in its own field; the content holds the mail server's host. */
  priority: string
  proxied: boolean
}

export type DnsFormErrors = Partial<Record<'name' | 'content' | 'priority', 'required' | 'invalid'>>

/** What a new MX record's priority field starts with: the usual value for a single server. */
export const DEFAULT_MX_PRIORITY = '10'

export const canProxy = (type: DnsType) => proxiableTypes.includes(type)

/**
 * Types whose name is read aloud starting with a vowel sound ("an A record", "an MX record",
 * "an SRV record"); the others take "a" ("a CNAME record", "a URI record").
 */
const AN_TYPES: ReadonlySet<DnsType> = new Set([
  'A',
  'AAAA',
  'HTTPS',
  'MX',
  'NS',
  'SMIMEA',
  'SRV',
  'SSHFP',
  'SVCB',
])
export const takesAn = (type: DnsType) => AN_TYPES.has(type)

/** The form's values as the API takes them, or which fields are wrong (same rules as the server). */
export function checkDnsForm(v: DnsFormValues):
  | {
      ok: true
      record: { type: DnsType; name: string; content: string; proxy_status: ProxyStatus }
    }
  | { ok: false; errors: DnsFormErrors } {
  const mx = v.type === 'MX'
  const host = v.content.trim()
  const priority = v.priority.trim()
  const errors: DnsFormErrors = {}
  if (mx && !isMxPriority(priority)) errors.priority = priority === '' ? 'required' : 'invalid'
  // A wrong priority is its own field's error: the host is checked as if it were right.
  const shownPriority = errors.priority ? DEFAULT_MX_PRIORITY : priority
  const record = {
    type: v.type,
    name: v.name.trim(),
    content: mx && host !== '' ? `${shownPriority} ${host}` : host,
    proxy_status: v.proxied && canProxy(v.type) ? ('PROXIED' as const) : ('DNS_ONLY' as const),
  }
  const parsed = dnsCreateRequest.safeParse(record)
  if (parsed.success && !errors.priority) return { ok: true, record }
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0]
    if (field !== 'name' && field !== 'content') continue
    errors[field] ??= record[field] === '' ? 'required' : 'invalid'
  }
  return { ok: false, errors }
}
