// DNS record rules shared by the form and the server: the spec's record types and what each one's
// content must look like. Plain string checks (no Node APIs) so the client validates the same way.

export const dnsTypes = [
  'A',
  'AAAA',
  'CAA',
  'CERT',
  'CNAME',
  'DNSKEY',
  'DS',
  'HTTPS',
  'LOC',
  'MX',
  'NAPTR',
  'NS',
  'SMIMEA',
  'SRV',
  'SSHFP',
  'SVCB',
  'TLSA',
  'TXT',
  'URI',
] as const
export type DnsType = (typeof dnsTypes)[number]

/** Only web traffic records can go through the CDN's proxy. */
export const proxiableTypes: readonly DnsType[] = ['A', 'AAAA', 'CNAME']

export function isIPv4(value: string): boolean {
  const parts = value.split('.')
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)
}

export function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value) || value.includes(':::')) return false
  let groups = value.split(':')
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const last = groups[groups.length - 1] ?? ''
  if (last.includes('.')) {
    if (!isIPv4(last)) return false
    groups = [...groups.slice(0, -1), '0', '0']
  }
  const gap = value.indexOf('::')
  if (gap !== value.lastIndexOf('::')) return false
  const hex = /^[0-9a-fA-F]{1,4}$/
  if (gap === -1) return groups.length === 8 && groups.every((g) => hex.test(g))
  const filled = groups.filter((g) => g !== '')
  return filled.length <= 7 && filled.every((g) => hex.test(g))
}

const label = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?'
const hostPattern = new RegExp(`^(?=.{1,253}$)(?:\\*\\.)?(?:${label}\\.)*${label}$`)

/** A host name (trailing dot allowed), as CNAME, NS and MX targets are written. */
export function isHostname(value: string): boolean {
  return hostPattern.test(value.toLowerCase().replace(/\.$/, ''))
}

/** The record's name inside the zone: `@` for the root, or labels such as `www` or `_dmarc.mail`. */
export function isRecordName(value: string): boolean {
  const v = value.trim()
  return v === '@' || isHostname(v)
}

const uint = (max: number) => (v: string | undefined) =>
  v !== undefined && /^\d{1,10}$/.test(v) && Number(v) <= max
/** An MX record's priority as typed: a whole number from 0 to 65535 (lower is tried first). */
export const isMxPriority = (value: string) => uint(65535)(value.trim())

/**
 * MX content ("10 mail.example.com") as the form edits it: the priority in its own field and the
 * host; content without a priority leaves the priority undefined.
 */
export function splitMxContent(content: string): { priority?: string; host: string } {
  const [first = '', second, ...rest] = content.trim().split(/\s+/)
  return second !== undefined && rest.length === 0 && /^\d+$/.test(first)
    ? { priority: first, host: second }
    : { host: content.trim() }
}

const hexString = (v: string | undefined) => v !== undefined && /^[0-9a-fA-F]+$/.test(v)
const base64 = (v: string) => /^[A-Za-z0-9+/=\s]+$/.test(v)
const quoted = (v: string | undefined) => v !== undefined && /^"[^"]*"$/.test(v)

/** Fields separated by white space, keeping "quoted strings" whole. */
function fields(content: string): string[] {
  return content.match(/"[^"]*"|\S+/g) ?? []
}

type Check = (content: string, f: string[]) => boolean

const checks: Record<DnsType, { check: Check; hint: string }> = {
  A: { check: (c) => isIPv4(c), hint: 'an IPv4 address such as 192.0.2.1' },
  AAAA: { check: (c) => isIPv6(c), hint: 'an IPv6 address such as 2001:db8::1' },
  CNAME: { check: (c) => isHostname(c), hint: 'a host name' },
  NS: { check: (c) => isHostname(c), hint: 'a host name' },
  MX: {
    check: (_c, f) =>
      (f.length === 1 && isHostname(f[0] ?? '')) ||
      (f.length === 2 && uint(65535)(f[0]) && isHostname(f[1] ?? '')),
    hint: 'a mail server host name, optionally after its priority (10 mail.example.com)',
  },
  TXT: { check: (c) => c.length <= 2048, hint: 'text of at most 2048 characters' },
  CAA: {
    check: (_c, f) =>
      f.length === 3 && uint(255)(f[0]) && /^[a-z0-9]{1,15}$/i.test(f[1] ?? '') && quoted(f[2]),
    hint: 'flags, tag and "value" (0 issue "letsencrypt.org")',
  },
  SRV: {
    check: (_c, f) =>
      f.length === 4 &&
      uint(65535)(f[0]) &&
      uint(65535)(f[1]) &&
      uint(65535)(f[2]) &&
      (f[3] === '.' || isHostname(f[3] ?? '')),
    hint: 'priority, weight, port and target (10 5 5060 sip.example.com)',
  },
  URI: {
    check: (_c, f) => f.length === 3 && uint(65535)(f[0]) && uint(65535)(f[1]) && quoted(f[2]),
    hint: 'priority, weight and "target" (10 1 "https://example.com")',
  },
  HTTPS: { check: (_c, f) => svcb(f), hint: 'priority, target and parameters (1 . alpn=h2)' },
  SVCB: { check: (_c, f) => svcb(f), hint: 'priority, target and parameters (1 . alpn=h2)' },
  TLSA: { check: (_c, f) => tlsa(f), hint: 'usage, selector, matching type and hex data' },
  SMIMEA: { check: (_c, f) => tlsa(f), hint: 'usage, selector, matching type and hex data' },
  SSHFP: {
    check: (_c, f) => f.length === 3 && uint(255)(f[0]) && uint(255)(f[1]) && hexString(f[2]),
    hint: 'algorithm, fingerprint type and hex fingerprint',
  },
  DS: {
    check: (_c, f) =>
      f.length === 4 && uint(65535)(f[0]) && uint(255)(f[1]) && uint(255)(f[2]) && hexString(f[3]),
    hint: 'key tag, algorithm, digest type and hex digest',
  },
  DNSKEY: {
    check: (_c, f) =>
      f.length >= 4 &&
      uint(65535)(f[0]) &&
      uint(255)(f[1]) &&
      uint(255)(f[2]) &&
      base64(f.slice(3).join(' ')),
    hint: 'flags, protocol, algorithm and base64 public key',
  },
  CERT: {
    check: (_c, f) =>
      f.length >= 4 &&
      /^(\d{1,5}|[A-Z]{2,8})$/.test(f[0] ?? '') &&
      uint(65535)(f[1]) &&
      /^(\d{1,3}|[A-Z0-9-]{2,20})$/.test(f[2] ?? '') &&
      base64(f.slice(3).join(' ')),
    hint: 'type, key tag, algorithm and base64 certificate',
  },
  NAPTR: {
    check: (_c, f) =>
      f.length === 6 &&
      uint(65535)(f[0]) &&
      uint(65535)(f[1]) &&
      quoted(f[2]) &&
      quoted(f[3]) &&
      quoted(f[4]) &&
      (f[5] === '.' || isHostname(f[5] ?? '')),
    hint: 'order, preference, "flags", "service", "regexp" and replacement',
  },
  LOC: {
    check: (c) =>
      /^\d{1,2}( \d{1,2}( \d{1,2}(\.\d{1,3})?)?)? [NS] \d{1,3}( \d{1,2}( \d{1,2}(\.\d{1,3})?)?)? [EW] -?\d+(\.\d+)?m?( \d+(\.\d+)?m?){0,3}$/.test(
        c,
      ),
    hint: 'latitude, longitude and altitude (51 30 12.748 N 0 7 39.611 W 0m)',
  },
}

function svcb(f: string[]): boolean {
  return (
    f.length >= 2 &&
    uint(65535)(f[0]) &&
    (f[1] === '.' || isHostname(f[1] ?? '')) &&
    f.slice(2).every((p) => /^[a-z0-9-]+(=\S+)?$/i.test(p))
  )
}

function tlsa(f: string[]): boolean {
  return f.length === 4 && uint(255)(f[0]) && uint(255)(f[1]) && uint(255)(f[2]) && hexString(f[3])
}

/** Why `content` is wrong for a record of `type`, or undefined when it is fine. */
export function dnsContentProblem(type: DnsType, raw: string): string | undefined {
  const content = raw.trim()
  if (content === '') return 'is required'
  if (content.length > 2048) return 'must be at most 2048 characters'
  const rule = checks[type]
  return rule.check(content, fields(content)) ? undefined : `must be ${rule.hint}`
}
