// A domain's CDN zone as its owner manages it: DNS records, SSL mode and security level.
import { z } from 'zod/mini'
import { dnsContentProblem, dnsTypes, isRecordName, proxiableTypes } from './dns-record-rules'

export type { DnsType } from './dns-record-rules'
import { ddosProtection, sslMode } from './domains'

export type SslMode = z.infer<typeof sslMode>
export type DdosProtection = z.infer<typeof ddosProtection>

export const proxyStatus = z.enum(['PROXIED', 'DNS_ONLY'])
export type ProxyStatus = z.infer<typeof proxyStatus>
export const dnsType = z.enum(dnsTypes)

/** One record of the domain's zone; `name` is the full name (`www.example.com`). */
export const dnsRecord = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  proxy_status: proxyStatus,
})
export type DnsRecordView = z.infer<typeof dnsRecord>

/**
 * With `cdn_unreachable: true` the CDN did not answer and these are the records as last read at
 * `as_of`; changes wait until it answers again.
 */
export const dnsListResponse = z.object({
  dns_records: z.array(dnsRecord),
  total: z.number().check(z.int()),
  cdn_unreachable: z.optional(z.boolean()),
  as_of: z.optional(z.string()),
})
export type DnsListResponse = z.infer<typeof dnsListResponse>

/**
 * A new record. `name` is relative to the domain (`@` for the root, `www`, `_dmarc`) or the full
 * name; `content` must suit the type (an IPv4 address for A, a host name for CNAME...). Only A,
 * AAAA and CNAME records may be PROXIED.
 */
export const dnsCreateRequest = z
  .object({
    type: z.pipe(
      z.transform((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
      dnsType,
    ),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'is required (use @ for the root)'),
        z.refine(isRecordName, 'must be @ or a host name such as www'),
      ),
    content: z.string(),
    proxy_status: z._default(proxyStatus, 'DNS_ONLY'),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = dnsContentProblem(v.type, v.content)
      if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem })
      else if (v.proxy_status === 'PROXIED' && !proxiableTypes.includes(v.type))
        ctx.addIssue({
          code: 'custom',
          path: ['proxy_status'],
          message: `a ${v.type} record cannot be proxied`,
        })
    }),
  )
export type DnsCreateRequest = z.input<typeof dnsCreateRequest>

/** `change_id`: the change in the domain's DNS history that made it (and that Undo reverts). */
export const dnsCreateResponse = z.object({
  success: z.literal(true),
  record: dnsRecord,
  change_id: z.number().check(z.int()),
})
export const dnsDeleteResponse = z.object({
  success: z.literal(true),
  id: z.string(),
  change_id: z.number().check(z.int()),
})

export const sslRequest = z.object({ ssl_mode: sslMode })
export const sslResponse = z.object({ success: z.literal(true), ssl_mode: sslMode })
export const ddosRequest = z.object({ ddos_protection: ddosProtection })
export const ddosResponse = z.object({ success: z.literal(true), ddos_protection: ddosProtection })
