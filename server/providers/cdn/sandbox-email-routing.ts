// Email Routing on the sandbox CDN, kept in the database like its zones: the account's destination
// addresses (unverified until confirmed: the demo's stand-in for the link Cloudflare mails), each
// zone's routing switch, rules and catch-all, and the records routing needs, which the sandbox
// derives from the zone the way Cloudflare assigns its mail servers. It refuses what Cloudflare does.
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  sandboxDnsRecords,
  sandboxEmailAddresses,
  sandboxEmailRouting,
  sandboxEmailRules,
  sandboxZones,
} from '../../db/schema'
import { ProviderError } from '../types'
import {
  EMAIL_ROUTING_LIMITS,
  hasRequired,
  type CdnEmailRouting,
  type EmailDestination,
} from './email-routing'

const refused = (message: string) => new ProviderError(message, false, 'invalid_setting')
const toDestination = (r: typeof sandboxEmailAddresses.$inferSelect): EmailDestination => ({
  id: r.id,
  email: r.email,
  verifiedAt: r.verifiedAt,
})

export function createSandboxEmailRouting(db: Db): CdnEmailRouting {
  const zone = async (zoneId: string) => {
    const [row] = await db.select().from(sandboxZones).where(eq(sandboxZones.id, zoneId))
    if (!row) throw new ProviderError(`zone ${zoneId} not found`, false, 'zone_not_found')
    return row
  }
  const required = async (zoneId: string) => {
    const { domain } = await zone(zoneId)
    const mx = (n: number, priority: number) => ({
      type: 'MX',
      name: domain,
      content: `${priority} route${n}.mx.sandbox-cdn.test`,
      proxied: false,
      ttl: 1,
    })
    const spf = 'v=spf1 include:_spf.mx.sandbox-cdn.test ~all'
    return [
      mx(1, 10),
      mx(2, 20),
      mx(3, 30),
      { type: 'TXT', name: domain, content: spf, proxied: false, ttl: 1 },
    ]
  }
  const settings = async (zoneId: string) => {
    const [row] = await db
      .select()
      .from(sandboxEmailRouting)
      .where(eq(sandboxEmailRouting.zoneId, zoneId))
    return row ?? { zoneId, enabled: false, catchAll: null }
  }
  const status = async (zoneId: string) => {
    if (!(await settings(zoneId)).enabled) return 'disabled' as const
    const records = await db
      .select()
      .from(sandboxDnsRecords)
      .where(eq(sandboxDnsRecords.zoneId, zoneId))
    return hasRequired(records, await required(zoneId))
      ? ('ready' as const)
      : ('misconfigured' as const)
  }
  const upsert = (zoneId: string, set: Partial<typeof sandboxEmailRouting.$inferInsert>) =>
    db
      .insert(sandboxEmailRouting)
      .values({ zoneId, ...set })
      .onConflictDoUpdate({ target: sandboxEmailRouting.zoneId, set })
  const address = async (id: string) => {
    const [row] = await db
      .select()
      .from(sandboxEmailAddresses)
      .where(eq(sandboxEmailAddresses.id, id))
    if (!row) throw new ProviderError(`address ${id} not found`, false, 'address_not_found')
    return row
  }
  const verified = async (email: string) => {
    const [row] = await db
      .select()
      .from(sandboxEmailAddresses)
      .where(eq(sandboxEmailAddresses.email, email.toLowerCase()))
    if (!row) throw refused(`destination: ${email} is not a destination address of the account`)
    if (!row.verifiedAt) throw refused(`destination: ${email} is not verified yet`)
  }

  const listRules = async (zoneId: string) => {
    await zone(zoneId)
    const rows = await db
      .select()
      .from(sandboxEmailRules)
      .where(eq(sandboxEmailRules.zoneId, zoneId))
      .orderBy(asc(sandboxEmailRules.createdAt), asc(sandboxEmailRules.id))
    return rows.map(({ id, address: a, destination }) => ({ id, address: a, destination }))
  }

  return {
    routingStatus: status,
    requiredRecords: required,
    async enableRouting(zoneId) {
      await zone(zoneId)
      await upsert(zoneId, { enabled: true })
      return status(zoneId)
    },
    async listDestinations() {
      const rows = await db
        .select()
        .from(sandboxEmailAddresses)
        .orderBy(asc(sandboxEmailAddresses.createdAt), asc(sandboxEmailAddresses.id))
      return rows.map(toDestination)
    },
    async createDestination(email) {
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(sandboxEmailAddresses)
      const lower = email.trim().toLowerCase()
      const [made] = await db
        .insert(sandboxEmailAddresses)
        .values({ id: randomUUID().replaceAll('-', ''), email: lower })
        .onConflictDoNothing()
        .returning()
      if (made) {
        if (n >= EMAIL_ROUTING_LIMITS.addresses) {
          await db.delete(sandboxEmailAddresses).where(eq(sandboxEmailAddresses.id, made.id))
          throw refused(
            `email: the account holds ${EMAIL_ROUTING_LIMITS.addresses} addresses already`,
          )
        }
        return toDestination(made)
      }
      // Cloudflare answers an address it holds already with that address.
      const [held] = await db
        .select()
        .from(sandboxEmailAddresses)
        .where(eq(sandboxEmailAddresses.email, lower))
      if (!held) throw new ProviderError('the address vanished while it was added', true)
      return toDestination(held)
    },
    async deleteDestination(id) {
      await address(id)
      await db.delete(sandboxEmailAddresses).where(eq(sandboxEmailAddresses.id, id))
    },
    async confirmDestination(id) {
      await address(id)
      await db
        .update(sandboxEmailAddresses)
        .set({ verifiedAt: sql`coalesce(${sandboxEmailAddresses.verifiedAt}, now())` })
        .where(eq(sandboxEmailAddresses.id, id))
    },
    listRules,
    async createRule(zoneId, rawAddress, destination) {
      const { domain } = await zone(zoneId)
      const to = rawAddress.trim().toLowerCase()
      if (!to.endsWith(`@${domain}`))
        throw refused(`alias: ${rawAddress} is not an address of ${domain}`)
      await verified(destination)
      const rules = await listRules(zoneId)
      if (rules.some((r) => r.address === to)) throw refused(`alias: ${to} already has a rule`)
      if (rules.length >= EMAIL_ROUTING_LIMITS.rules)
        throw refused(`alias: the zone holds ${EMAIL_ROUTING_LIMITS.rules} rules already`)
      const id = randomUUID().replaceAll('-', '')
      const dest = destination.toLowerCase()
      await db.insert(sandboxEmailRules).values({ id, zoneId, address: to, destination: dest })
      return { id, address: to, destination: dest }
    },
    async deleteRule(zoneId, id) {
      const gone = await db
        .delete(sandboxEmailRules)
        .where(and(eq(sandboxEmailRules.zoneId, zoneId), eq(sandboxEmailRules.id, id)))
        .returning()
      if (!gone.length) throw new ProviderError(`rule ${id} not found`, false, 'rule_not_found')
    },
    async getCatchAll(zoneId) {
      await zone(zoneId)
      return (await settings(zoneId)).catchAll
    },
    async setCatchAll(zoneId, destination) {
      await zone(zoneId)
      if (destination) await verified(destination)
      await upsert(zoneId, { catchAll: destination?.toLowerCase() ?? null })
    },
  }
}
