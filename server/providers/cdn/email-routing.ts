// Email forwarding on the CDN (Cloudflare Email Routing and the sandbox's copy of it): destination
// addresses are the account's and verified by a mail the CDN sends; each zone has routing turned
// on or off, the MX and SPF records routing needs, one rule per forwarded address and a catch-all.
import type { DnsRecord } from '../types'

/** Cloudflare Email Routing's documented limits (developers.cloudflare.com/email-routing/limits). */
export const EMAIL_ROUTING_LIMITS = { rules: 200, addresses: 200 } as const

export interface EmailDestination {
  id: string
  email: string
  /** When its owner confirmed it from the CDN's mail; null until then (mail is not forwarded). */
  verifiedAt: Date | null
}

/** One forwarded address of the zone: mail to `address` goes to `destination`. */
export interface EmailRule {
  id: string
  address: string
  destination: string
}

/** `ready`: routing is on and the zone has its records; `misconfigured`: on, records missing. */
export type EmailRoutingStatus = 'disabled' | 'ready' | 'misconfigured'

export interface CdnEmailRouting {
  routingStatus(zoneId: string): Promise<EmailRoutingStatus>
  /** The MX and SPF records routing needs in the zone. */
  requiredRecords(zoneId: string): Promise<Omit<DnsRecord, 'id'>[]>
  /** Turns routing on (its records are added beforehand, as a DNS change of their own). */
  enableRouting(zoneId: string): Promise<EmailRoutingStatus>
  listDestinations(): Promise<EmailDestination[]>
  /** Adds the address to the account; the CDN mails it a link to confirm. */
  createDestination(email: string): Promise<EmailDestination>
  deleteDestination(id: string): Promise<void>
  listRules(zoneId: string): Promise<EmailRule[]>
  createRule(zoneId: string, address: string, destination: string): Promise<EmailRule>
  deleteRule(zoneId: string, id: string): Promise<void>
  /** Where mail to any other address of the zone goes; null: it is dropped. */
  getCatchAll(zoneId: string): Promise<string | null>
  setCatchAll(zoneId: string, destination: string | null): Promise<void>
  /** The sandbox only: confirms an address as its owner's click in the mail would. */
  confirmDestination?(id: string): Promise<void>
}

/** Whether `records` hold every record routing needs (type, name and content alike). */
export function hasRequired(records: Omit<DnsRecord, 'id'>[], required: Omit<DnsRecord, 'id'>[]) {
  const key = (r: Omit<DnsRecord, 'id'>) =>
    `${r.type} ${r.name.toLowerCase()} ${r.content.trim().toLowerCase()}`
  const present = new Set(records.map(key))
  return required.every((r) => present.has(key(r)))
}
