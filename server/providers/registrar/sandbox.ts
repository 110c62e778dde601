// The embedded registrar: behaves like a remote one (availability, prices, registrations with an
// idempotency key, renewals, name servers) but keeps its state in our own database, so it survives
// restarts and every server process sees the same registrations.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxRegistrations } from '../../db/schema'
import { ProviderError, type DomainAvailability, type Registrar, type Registration } from '../types'
import { createFaultInjector, type FaultOptions } from './faults'
import {
  createSandboxControls,
  policyLockEnd,
  type SandboxControlOptions,
} from './sandbox-controls'
import { addYears } from './renewal'
import {
  isTakenAtRegistry,
  parseSandboxDomain,
  sandboxMaxYears,
  sandboxPrices,
} from './sandbox-catalog'
import { assertYears, normalizeNameServers } from './validate'

export const SANDBOX_DEFAULT_NAME_SERVERS = [
  'ns1.sandbox-registrar.test',
  'ns2.sandbox-registrar.test',
]

type Row = typeof sandboxRegistrations.$inferSelect

const toRegistration = (row: Row): Registration => ({
  domain: row.domain,
  expiresAt: row.expiresAt,
  nameServers: row.nameServers,
})

function parseOrThrow(domain: string) {
  const parsed = parseSandboxDomain(domain)
  if (!parsed)
    throw new ProviderError(`${domain}: not a name under a TLD we sell`, false, 'invalid_domain')
  return parsed
}

export function createSandboxRegistrar(
  db: Db,
  opts: FaultOptions & SandboxControlOptions = {},
): Registrar {
  const beforeCall = createFaultInjector(opts)

  const findByKey = async (key: string) =>
    (
      await db
        .select()
        .from(sandboxRegistrations)
        .where(eq(sandboxRegistrations.idempotencyKey, key))
    )[0]
  const findByDomain = async (domain: string) =>
    (await db.select().from(sandboxRegistrations).where(eq(sandboxRegistrations.domain, domain)))[0]

  /** A retry with a key we already used returns that registration; a key reused for another name is a bug. */
  const replay = (row: Row, domain: string): Registration => {
    if (row.domain !== domain) {
      throw new ProviderError(
        `idempotency key already used for ${row.domain}`,
        false,
        'idempotency_key_reused',
      )
    }
    return toRegistration(row)
  }

  return {
    name: 'sandbox',
    ...createSandboxControls(db, beforeCall, opts),

    async check(input) {
      if (input.length > 50)
        throw new ProviderError('check: at most 50 names per call', false, 'too_many_names')
      const domains = input.map((d) => d.trim().toLowerCase())
      await beforeCall('check', domains)
      const ours = domains.length
        ? await db
            .select({ domain: sandboxRegistrations.domain })
            .from(sandboxRegistrations)
            .where(inArray(sandboxRegistrations.domain, domains))
        : []
      const registered = new Set(ours.map((r) => r.domain))
      return domains.map((domain): DomainAvailability => {
        const parsed = parseSandboxDomain(domain)
        if (!parsed) return { domain, available: false }
        const available = !registered.has(domain) && !isTakenAtRegistry(parsed.label, domain)
        return {
          domain,
          available,
          purchaseCents: parsed.price.purchaseCents,
          renewalCents: parsed.price.renewalCents,
          premium: false,
        }
      })
    },

    maxRegistrationYears: (tld) => Promise.resolve(sandboxMaxYears(tld)),
    async priceList() {
      await beforeCall('priceList')
      return sandboxPrices.map((p) => ({ ...p }))
    },

    async register({ domain: rawDomain, years, idempotencyKey, nameServers }) {
      const domain = rawDomain.trim().toLowerCase()
      await beforeCall('register', [domain])
      assertYears(years)
      const parsed = parseOrThrow(domain)
      const ns = nameServers?.length
        ? normalizeNameServers(nameServers)
        : SANDBOX_DEFAULT_NAME_SERVERS
      const previous = await findByKey(idempotencyKey)
      if (previous) return replay(previous, domain)
      // A name transferred into the account is already ours: its first provisioning adopts it.
      const [adopted] = await db
        .update(sandboxRegistrations)
        .set({ idempotencyKey })
        .where(
          and(eq(sandboxRegistrations.domain, domain), isNull(sandboxRegistrations.idempotencyKey)),
        )
        .returning()
      if (adopted) return toRegistration(adopted)
      if (isTakenAtRegistry(parsed.label, domain)) {
        throw new ProviderError(`${domain} is not available`, false, 'unavailable')
      }
      const [created] = await db
        .insert(sandboxRegistrations)
        .values({
          domain,
          idempotencyKey,
          nameServers: ns,
          expiresAt: addYears(new Date(), years),
          transferLockExpiresAt: policyLockEnd(opts),
        })
        .onConflictDoNothing()
        .returning()
      if (created) return toRegistration(created)
      // Lost a race: either a concurrent retry with our key won (replay it), or someone else owns the name.
      const winner = await findByKey(idempotencyKey)
      if (winner) return replay(winner, domain)
      throw new ProviderError(`${domain} is not available`, false, 'unavailable')
    },

    async renew({ domain: rawDomain, years, knownExpiresAt }) {
      const domain = rawDomain.trim().toLowerCase()
      await beforeCall('renew', [domain])
      assertYears(years)
      // Applied only while the expiry is still short of knownExpiresAt + years, in one statement, so
      // concurrent or repeated retries of one renewal extend it once.
      const notYetApplied = knownExpiresAt
        ? lt(
            sandboxRegistrations.expiresAt,
            new Date(addYears(knownExpiresAt, years).getTime() - 86_400_000),
          )
        : undefined
      const [renewed] = await db
        .update(sandboxRegistrations)
        .set({
          expiresAt: sql`${sandboxRegistrations.expiresAt} + make_interval(years => ${years}::int)`,
        })
        .where(and(eq(sandboxRegistrations.domain, domain), notYetApplied))
        .returning({ expiresAt: sandboxRegistrations.expiresAt })
      if (renewed) return { expiresAt: renewed.expiresAt }
      const current = await findByDomain(domain)
      if (!current)
        throw new ProviderError(`${domain} is not registered with us`, false, 'not_found')
      return { expiresAt: current.expiresAt }
    },

    async info(rawDomain) {
      const domain = rawDomain.trim().toLowerCase()
      await beforeCall('info', [domain])
      const row = await findByDomain(domain)
      return row ? toRegistration(row) : null
    },

    async setNameServers(rawDomain, nameServers) {
      const domain = rawDomain.trim().toLowerCase()
      await beforeCall('setNameServers', [domain])
      const ns = normalizeNameServers(nameServers)
      const updated = await db
        .update(sandboxRegistrations)
        .set({ nameServers: ns })
        .where(eq(sandboxRegistrations.domain, domain))
        .returning({ domain: sandboxRegistrations.domain })
      if (!updated.length)
        throw new ProviderError(`${domain} is not registered with us`, false, 'not_found')
    },
  }
}
