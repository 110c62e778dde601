import { dnsCreateRequest, type DnsType, type ProxyStatus } from '@contract/dns'
import { proxiableTypes } from '@contract/dns-record-rules'

export interface DnsFormValues {
  type: DnsType
  name: string
  content: string
  proxied: boolean
}

export type DnsFormErrors = Partial<Record<'name' | 'content', 'required' | 'invalid'>>

export const canProxy = (type: DnsType) => proxiableTypes.includes(type)

/** The form's values as the API takes them, or which fields are wrong (same rules as the server). */
export function checkDnsForm(v: DnsFormValues):
  | {
      ok: true
      record: { type: DnsType; name: string; content: string; proxy_status: ProxyStatus }
    }
  | { ok: false; errors: DnsFormErrors } {
  const record = {
    type: v.type,
    name: v.name.trim(),
    content: v.content.trim(),
    proxy_status: v.proxied && canProxy(v.type) ? ('PROXIED' as const) : ('DNS_ONLY' as const),
  }
  const parsed = dnsCreateRequest.safeParse(record)
  if (parsed.success) return { ok: true, record }
  const errors: DnsFormErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (field !== 'name' && field !== 'content') continue
    errors[field] ??= record[field] === '' ? 'required' : 'invalid'
  }
  return { ok: false, errors }
}
