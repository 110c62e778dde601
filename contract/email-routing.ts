// Email forwarding for an owned domain (Cloudflare Email Routing on the real CDN): destination
// addresses the owner reads, verified by a mail the CDN sends; aliases (`hello@their-domain`), each
// forwarding to one verified destination; a catch-all for every other address; and routing turned
// on, which first adds its MX and SPF records as a previewed, undoable DNS change.
import { z } from 'zod/mini'
import { dnsChangeView } from './dns-changes'

/** Cloudflare Email Routing's limits: rules per zone and destination addresses per account. */
export const emailRoutingLimits = { aliases: 200, destinations: 200 } as const

const localPart = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/
const domainPart = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** An address as a mail server takes it: a local part, @, and a domain with a dot. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@')
  if (at < 1 || value.length > 254) return false
  const local = value.slice(0, at)
  return localPart.test(local) && !local.includes('..') && domainPart.test(value.slice(at + 1))
}

/** The part before @ of an alias: letters, digits and . _ + - inside, at most 64 characters. */
export const isAliasName = (value: string) => localPart.test(value) && !value.includes('..')

const lower = z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
const emailAddress = z.pipe(
  lower,
  z.string().check(z.refine(isEmailAddress, 'must be an email address such as name@example.com')),
)
const aliasName = z.pipe(
  lower,
  z
    .string()
    .check(
      z.minLength(1, 'is required'),
      z.maxLength(64, 'must be at most 64 characters'),
      z.refine(isAliasName, 'must be letters, digits and . _ + - (not at either end)'),
    ),
)

export const emailDestination = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  /** Confirmed from the CDN's mail: only then does mail reach it. */
  verified: z.boolean(),
})
export type EmailDestinationView = z.infer<typeof emailDestination>

export const emailAlias = z.object({
  id: z.string(),
  /** The full address: `alias@domain`. */
  address: z.string(),
  destination: z.string(),
})
export type EmailAliasView = z.infer<typeof emailAlias>

/**
 * `disabled`: routing is off; `ready`: on, with its records; `misconfigured`: on, but its records
 * are missing from the zone (an undo took them away): enabling again adds them back.
 */
export const emailRoutingStatus = z.enum(['disabled', 'ready', 'misconfigured'])

export const emailRoutingView = z.object({
  status: emailRoutingStatus,
  destinations: z.array(emailDestination),
  aliases: z.array(emailAlias),
  catch_all: z.nullable(z.string()),
  limits: z.object({ aliases: z.number(), destinations: z.number() }),
  /** The sandbox CDN: a destination can be confirmed from the app (the demo's stand-in for mail). */
  demo_confirm: z.boolean(),
})
export type EmailRoutingView = z.infer<typeof emailRoutingView>

export const emailDestinationRequest = z.object({ email: emailAddress })
export const emailAliasRequest = z.object({ alias: aliasName, destination: emailAddress })
export const emailCatchAllRequest = z.object({ destination: z.nullable(emailAddress) })
export const emailEnableRequest = z.object({
  basis: z.string().check(z.minLength(1), z.maxLength(128)),
})

export const emailDestinationResponse = z.object({
  success: z.literal(true),
  destination: emailDestination,
})
export const emailAliasResponse = z.object({ success: z.literal(true), alias: emailAlias })
export const emailDoneResponse = z.object({ success: z.literal(true) })
export const emailEnableResponse = z.object({
  success: z.literal(true),
  status: emailRoutingStatus,
  /** The DNS change that added routing's records; absent when they were all there already. */
  change: z.optional(dnsChangeView),
})
export const emailDestinationParams = z.object({
  domain: z.string(),
  id: z.string().check(z.regex(/^\d{1,15}$/, 'must be a destination number')),
})
