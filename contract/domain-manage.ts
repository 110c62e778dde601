import { z } from 'zod'
import { domainName } from './cart'
import { dnsContentProblem, dnsTypes, isRecordName, proxiableTypes } from './domain-manage-dns'

export type { DnsType } from './domain-manage-dns'
import { ddosProtection, sslMode } from './domains'
import { usd } from './money'

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
  total: z.number().int(),
  cdn_unreachable: z.boolean().optional(),
  as_of: z.string().optional(),
})
export type DnsListResponse = z.infer<typeof dnsListResponse>

/**
 * A new record. `name` is relative to the domain (`@` for the root, `www`, `_dmarc`) or the full
 * name; `content` must suit the type (an IPv4 address for A, a host name for CNAME...). Only A,
 * AAAA and CNAME records may be PROXIED.
 */
export const dnsCreateRequest = z
  .object({
    type: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), dnsType),
    name: z
      .string()
      .trim()
      .min(1, 'is required (use @ for the root)')
      .refine(isRecordName, 'must be @ or a host name such as www'),
    content: z.string(),
    proxy_status: proxyStatus.default('DNS_ONLY'),
  })
  .superRefine((v, ctx) => {
    const problem = dnsContentProblem(v.type, v.content)
    if (problem) ctx.addIssue({ code: 'custom', path: ['content'], message: problem })
    else if (v.proxy_status === 'PROXIED' && !proxiableTypes.includes(v.type))
      ctx.addIssue({
        code: 'custom',
        path: ['proxy_status'],
        message: `a ${v.type} record cannot be proxied`,
      })
  })
export type DnsCreateRequest = z.input<typeof dnsCreateRequest>

export const dnsCreateResponse = z.object({ success: z.literal(true), record: dnsRecord })
export const dnsDeleteResponse = z.object({ success: z.literal(true), id: z.string() })

export const sslRequest = z.object({ ssl_mode: sslMode })
export const sslResponse = z.object({ success: z.literal(true), ssl_mode: sslMode })
export const ddosRequest = z.object({ ddos_protection: ddosProtection })
export const ddosResponse = z.object({ success: z.literal(true), ddos_protection: ddosProtection })

export const virusTotalRequest = z.object({ domain: domainName })
/**
 * The malware scan. `link` is the public VirusTotal report page. The verdict comes from the scanner
 * the server is configured with (`SCANNER`: the name-based sandbox, or VirusTotal's API); `unknown`
 * until the domain's zone is live, and while VirusTotal has no report or its budget is spent.
 */
export const virusTotalResponse = z.object({
  success: z.boolean(),
  status: z.enum(['clean', 'flagged', 'unknown']),
  link: z.string(),
})
export type VirusTotalResponse = z.infer<typeof virusTotalResponse>

export const MAX_RENEWAL_YEARS = 10

export const renewRequest = z.object({
  domain: domainName,
  duration: z.number().int().min(1).max(MAX_RENEWAL_YEARS),
})
export type RenewRequest = z.input<typeof renewRequest>

export const renewError = z.enum([
  /** The balance is below renewal price × years; `need` is that amount. Nothing was charged. */
  'insufficient_funds',
  /** The domain has no renewal price. */
  'no_renewal_price',
  /** The domain is still being registered: it has no expiry to extend yet. */
  'domain_not_ready',
  /** An earlier renewal of this domain is still being processed. */
  'renewal_in_progress',
  /** Registries keep a name at most 10 years ahead (fewer for some TLDs: `max_years`). */
  'term_too_long',
  /** The name is in redemption and its TLD allows no redemption: it can no longer be renewed. */
  'redemption_closed',
  /** The registrar refused the renewal for good; the money was refunded. */
  'renewal_failed',
])
export type RenewError = z.infer<typeof renewError>

/**
 * POST /api/renewal/renew answers HTTP 200 with this body. `success: true` means the money was
 * taken once; `status` says whether the registrar has confirmed (`completed`) or the renewal is
 * still being retried in the background (`processing`, `new_expiration` is then the expected
 * date). `remaining_balance` is the balance after the call. On `success: false` nothing is charged.
 */
export const renewResponse = z.object({
  success: z.boolean(),
  remaining_balance: usd,
  new_expiration: z.string().nullable(),
  error: renewError.nullable(),
  status: z.enum(['completed', 'processing']).optional(),
  order_id: z.number().int().optional(),
  charged: usd.optional(),
  need: usd.optional(),
  /** With `term_too_long`: the registry's maximum period for this TLD, in years from today. */
  max_years: z.number().int().optional(),
  message: z.string().optional(),
})
export type RenewResponse = z.infer<typeof renewResponse>
