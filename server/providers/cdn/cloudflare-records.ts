// The product writes every record as one content string ("10 mail.example.com", `0 issue "ca.org"`);
// Cloudflare's API wants MX and URI priorities apart and the structured types as a `data` object.
// These two functions translate both ways, so a record reads back exactly as the user typed it.
import type { DnsRecord } from '../types'

type Data = Record<string, string | number>
export interface CloudflareRecordBody {
  type: string
  name: string
  ttl: number
  proxied?: boolean
  content?: string
  priority?: number
  data?: Data
}

const fieldsOf = (content: string) => content.match(/"[^"]*"|\S+/g) ?? []
const unquote = (v: string) => v.replace(/^"(.*)"$/, '$1')
const int = (v: string | undefined) => Number(v ?? '')

/**
 * Field names of each structured type's `data`, in the order the content string lists them; `#`
 * marks a number, `*` a last field that takes the rest of the string (keys and lists may hold spaces).
 */
const layouts: Record<string, string[]> = {
  CAA: ['flags#', 'tag', 'value*'],
  CERT: ['type#', 'key_tag#', 'algorithm#', 'certificate*'],
  DNSKEY: ['flags#', 'protocol#', 'algorithm#', 'public_key*'],
  DS: ['key_tag#', 'algorithm#', 'digest_type#', 'digest'],
  HTTPS: ['priority#', 'target', 'value*'],
  SVCB: ['priority#', 'target', 'value*'],
  NAPTR: ['order#', 'preference#', 'flags', 'service', 'regex', 'replacement'],
  SMIMEA: ['usage#', 'selector#', 'matching_type#', 'certificate'],
  TLSA: ['usage#', 'selector#', 'matching_type#', 'certificate'],
  SRV: ['priority#', 'weight#', 'port#', 'target'],
  SSHFP: ['algorithm#', 'type#', 'fingerprint'],
}

function structured(layout: string[], content: string): Data {
  const f = fieldsOf(content)
  const data: Data = {}
  layout.forEach((spec, i) => {
    const key = spec.replace(/[#*]$/, '')
    const raw = spec.endsWith('*') ? f.slice(i).join(' ') : (f[i] ?? '')
    // A mnemonic where a number is expected (CERT type PKIX) goes as written; Cloudflare judges it.
    data[key] = spec.endsWith('#') && /^\d+$/.test(raw) ? Number(raw) : unquote(raw)
  })
  return data
}

function loc(content: string): Data {
  const m =
    /^(\d+)(?: (\d+)(?: ([\d.]+))?)? ([NS]) (\d+)(?: (\d+)(?: ([\d.]+))?)? ([EW]) (-?[\d.]+)m?(?: ([\d.]+)m?)?(?: ([\d.]+)m?)?(?: ([\d.]+)m?)?$/.exec(
      content,
    ) ?? []
  const n = (v: string | undefined, d = 0) => (v === undefined ? d : Number(v))
  return {
    lat_degrees: n(m[1]),
    lat_minutes: n(m[2]),
    lat_seconds: n(m[3]),
    lat_direction: m[4] ?? 'N',
    long_degrees: n(m[5]),
    long_minutes: n(m[6]),
    long_seconds: n(m[7]),
    long_direction: m[8] ?? 'E',
    altitude: n(m[9]),
    size: n(m[10], 1),
    precision_horz: n(m[11], 10000),
    precision_vert: n(m[12], 10),
  }
}

/** The request body Cloudflare expects for a record the user wrote as one content string. */
export function toCloudflareRecord(record: Omit<DnsRecord, 'id'>): CloudflareRecordBody {
  const { type, name, ttl } = record
  const content = record.content.trim()
  const base = { type, name, ttl }
  if (type === 'A' || type === 'AAAA' || type === 'CNAME')
    return { ...base, content, proxied: record.proxied }
  if (type === 'MX') {
    const f = fieldsOf(content)
    return f.length === 2
      ? { ...base, priority: int(f[0]), content: f[1] }
      : { ...base, priority: 10, content }
  }
  if (type === 'URI') {
    const f = fieldsOf(content)
    return {
      ...base,
      priority: int(f[0]),
      data: { weight: int(f[1]), target: unquote(f.slice(2).join(' ')) },
    }
  }
  if (type === 'LOC') return { ...base, data: loc(content) }
  const layout = layouts[type]
  if (layout) return { ...base, data: structured(layout, content) }
  return { ...base, content }
}

interface CloudflareRecordView {
  id: string
  type: string
  name: string
  content?: string
  proxied?: boolean
  ttl: number
  priority?: number
  data?: object
}

/** A record as the product shows it: MX and URI with their priority in front, like the form. */
export function fromCloudflareRecord(r: CloudflareRecordView): DnsRecord {
  let content = r.content ?? ''
  if (r.type === 'MX' && r.priority !== undefined) content = `${r.priority} ${content}`
  if (r.type === 'URI' && r.data) {
    const { weight, target } = r.data as { weight?: number; target?: string }
    content = `${r.priority ?? 0} ${weight ?? 0} "${target ?? ''}"`
  }
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    content,
    proxied: r.proxied ?? false,
    ttl: r.ttl,
  }
}
