// What the product needs from a registrar and a CDN. Real adapters speak a provider's documented
// HTTP API; the sandbox ones keep their state in our database and behave like remote systems.
import type { CdnEmailRouting } from './cdn/email-routing'
import type { CdnRedirects } from './redirects'
import type { CdnDnssec, RegistrarControls } from './registrar-controls'

export interface DomainAvailability {
  /** Lower-case ASCII (punycode for IDNs). */
  domain: string
  available: boolean
  /** Wholesale price of the first year in USD cents, when the registrar quotes one. */
  purchaseCents?: number
  renewalCents?: number
  premium?: boolean
}

export interface TldPrice {
  tld: string
  purchaseCents: number
  renewalCents: number
}

export interface Registration {
  domain: string
  expiresAt: Date
  nameServers: string[]
}

/** A failure worth retrying (network, timeout, 5xx, rate limit) vs one that never will succeed. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message)
  }
}

/** The provider refused the request and said why (Cloudflare's `errors[]`), for the user to read. */
export class ProviderRejection extends ProviderError {
  constructor(
    message: string,
    readonly reasons: { code: number; message: string }[],
  ) {
    super(message, false, 'cdn_rejected')
  }
}

/** Rate-limited: worth retrying, but not before `retryAfterMs`. */
export class ProviderRateLimited extends ProviderError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message, true, 'rate_limited')
  }
}

/** Privacy, lock, auth code, transfers in and DS records are optional capabilities. */
export interface Registrar extends Partial<RegistrarControls> {
  readonly name: string
  /** Availability of up to 50 names in one call. */
  check(domains: string[]): Promise<DomainAvailability[]>
  /** Wholesale prices of the TLDs we sell. */
  priceList(): Promise<TldPrice[]>
  /**
   * Turns the registrar's own renewal off for a name in our account (the shop renews, and charges,
   * itself). Absent where the registrar never renews on its own (the sandbox).
   */
  disableAutorenew?(domain: string): Promise<void>
  /**
   * Registers a name for `years`. `idempotencyKey` is stable across retries of one order item, so a
   * retry after a lost answer never buys twice: if the name is already ours, this returns it.
   */
  register(input: {
    domain: string
    years: number
    idempotencyKey: string
    nameServers?: string[]
  }): Promise<Registration>
  /**
   * Extends a registration by `years`. Registrars have no idempotency key for renewals, so callers
   * pass `knownExpiresAt` (the expiry they recorded before this renewal): when the registrar's expiry
   * already lies `years` past it, a previous attempt went through and this one returns it unchanged.
   */
  renew(input: {
    domain: string
    years: number
    idempotencyKey: string
    knownExpiresAt?: Date
  }): Promise<{ expiresAt: Date }>
  setNameServers(domain: string, nameServers: string[]): Promise<void>
  /**
   * What the registrar holds for a name we registered (expiry, name servers); null when it does not
   * hold it. Used by the nightly reconciliation; optional until every adapter has it.
   */
  info?(domain: string): Promise<Registration | null>
  /**
   * The longest a name of this TLD may be registered ahead (the registry's maximum period, in
   * years from today); renewals past it are refused. Optional: 10 years when absent.
   */
  maxRegistrationYears?(tld: string): Promise<number>
}

export type SslMode = 'off' | 'flexible' | 'full' | 'strict'
export type SecurityLevel = 'low' | 'medium' | 'high' | 'under_attack'

export interface Zone {
  id: string
  domain: string
  status: 'pending' | 'active'
  nameServers: string[]
  /** Current settings, when the CDN reports them with the zone. */
  sslMode?: SslMode
  securityLevel?: SecurityLevel
}

export interface DnsRecord {
  id: string
  type: string
  name: string
  content: string
  proxied: boolean
  ttl: number
}

/** The sign-in of a CDN account opened for one domain, handed to its owner. */
export interface CdnAccount {
  email: string
  password: string
  /** otpauth:// link of the account's second factor. */
  twoFactorUrl?: string
}

export interface Cdn extends Partial<CdnDnssec>, Partial<CdnRedirects> {
  readonly name: string
  /** Opens an account for the domain's owner, when the CDN works that way (optional capability). */
  createAccount?(domain: string): Promise<CdnAccount>
  /** Creates the zone, or returns the existing one for this domain (idempotent). */
  createZone(domain: string): Promise<Zone>
  getZone(zoneId: string): Promise<Zone>
  /** Asks the CDN to look for its name servers now rather than on its own schedule (optional). */
  requestActivationCheck?(zoneId: string): Promise<void>
  /** The zone's current SSL mode and security level, read from the CDN (optional). */
  getSettings?(zoneId: string): Promise<{ sslMode: SslMode; securityLevel: SecurityLevel }>
  listDnsRecords(zoneId: string): Promise<DnsRecord[]>
  createDnsRecord(zoneId: string, record: Omit<DnsRecord, 'id'>): Promise<DnsRecord>
  deleteDnsRecord(zoneId: string, recordId: string): Promise<void>
  setSslMode(zoneId: string, mode: SslMode): Promise<void>
  setSecurityLevel(zoneId: string, level: SecurityLevel): Promise<void>
  /** Email forwarding for the zones (optional capability). */
  emailRouting?: CdnEmailRouting
}

export interface Providers {
  registrar: Registrar
  cdn: Cdn
}
