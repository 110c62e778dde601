// Validation of DNS records the way a CDN's API checks them, shared by the sandbox and real adapters.
import { isIPv4, isIPv6 } from 'node:net'
import { dnsTypes } from '@contract/dns-record-rules'
import { ProviderError, type DnsRecord } from '../types'

/** Every record type the product offers (the spec's list), as Cloudflare accepts them. */
export const dnsRecordTypes = dnsTypes
const proxiable = new Set(['A', 'AAAA', 'CNAME'])
const hostnamePattern =
  /^(?=.{1,253}$)(\*\.)?([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

const invalid = (message: string) => new ProviderError(message, false, 'invalid_record')

/** Full record name: `@` or empty is the apex, a relative name gets the zone appended. */
export function qualifyName(name: string, zone: string): string {
  const n = name.trim().toLowerCase().replace(/\.$/, '')
  if (n === '' || n === '@' || n === zone) return zone
  return n.endsWith(`.${zone}`) ? n : `${n}.${zone}`
}

export function normalizeDnsRecord(
  record: Omit<DnsRecord, 'id'>,
  zone: string,
): Omit<DnsRecord, 'id'> {
  const type = record.type.trim().toUpperCase()
  if (!(dnsRecordTypes as readonly string[]).includes(type))
    throw invalid(`type: ${record.type} is not supported`)
  const name = qualifyName(record.name, zone)
  if (!hostnamePattern.test(name)) throw invalid(`name: ${record.name} is not a valid host name`)
  const content = record.content.trim()
  if (!content || content.length > 2048) throw invalid('content: must be 1 to 2048 characters')
  if (type === 'A' && !isIPv4(content)) throw invalid('content: an A record needs an IPv4 address')
  if (type === 'AAAA' && !isIPv6(content))
    throw invalid('content: an AAAA record needs an IPv6 address')
  if (
    (type === 'CNAME' || type === 'NS') &&
    !hostnamePattern.test(content.toLowerCase().replace(/\.$/, ''))
  ) {
    throw invalid(`content: a ${type} record needs a host name`)
  }
  // TTL 1 means "automatic", as on Cloudflare; otherwise 60 s to 1 day.
  if (
    !Number.isInteger(record.ttl) ||
    (record.ttl !== 1 && (record.ttl < 60 || record.ttl > 86400))
  ) {
    throw invalid('ttl: 1 (automatic) or 60 to 86400 seconds')
  }
  if (record.proxied && !proxiable.has(type))
    throw invalid(`proxied: a ${type} record cannot be proxied`)
  return { type, name, content, proxied: record.proxied, ttl: record.ttl }
}
