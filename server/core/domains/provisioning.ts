// The durable job behind every purchased domain: register at the registrar (with an idempotency key
// that is stable across retries, so a lost answer never buys twice) → create the CDN zone → point
// the name servers at it → `pending_cf` until the zone is live → `active`. Each step is safe to
// repeat, and each status change is conditional, so a refund racing the job always wins cleanly.
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { domains, orders } from '../../db/schema'
import { PermanentJobError, RetryLaterError } from '../../jobs/errors'
import type { JobHandler } from '../../jobs/worker'
import type { Logger } from '../../logger'
import { ProviderError, ProviderRateLimited, ProviderRejection } from '../../providers/types'
import type { Providers, Zone } from '../../providers/types'
import { PROVISION_JOB } from './provisioning-job'
import { refundFailedDomain, retryProvisioning, settleOrder } from './refunds'
import { backoffSince, setupStalled } from './setup-stalled'
import { seal, type SecretsKey } from '../admin/secrets'

export { refundFailedDomain, retryProvisioning } from './refunds'

export type { CdnAccount } from '../../providers/types'

export interface ProvisioningDeps {
  db: Db
  providers: Providers
  secretsKey: SecretsKey
  /** First delay between zone status checks (default 1 s); later checks back off to 10 min. */
  zoneCheckMs?: number
}

export const registrarKey = (domainId: number) => `order-item-${domainId}`

const payloadSchema = z.object({ domainId: z.number().int().positive() })

export function provisionDomainHandler(deps: ProvisioningDeps): JobHandler {
  return async (payload, ctx) => {
    const parsed = payloadSchema.safeParse(payload)
    if (!parsed.success)
      throw new PermanentJobError(`${PROVISION_JOB}: bad payload ${JSON.stringify(payload)}`)
    try {
      await provision(deps, parsed.data.domainId, ctx.logger)
    } catch (err) {
      // A provider's rate limit is waited out here, in the job, as long as it asks; no attempt lost.
      if (err instanceof ProviderRateLimited)
        throw new RetryLaterError(err.retryAfterMs, err.message)
      const waiting = await setupStalled(deps.db, parsed.data.domainId, err, deps.zoneCheckMs)
      if (waiting) {
        ctx.logger.warn({ err: waiting.message }, 'registered name not set up yet; will retry')
        throw waiting
      }
      throw err
    }
  }
}

async function provision(deps: ProvisioningDeps, id: number, logger: Logger): Promise<void> {
  const { cdn } = deps.providers
  let row = await load(deps.db, id)
  if (!row) return
  if (row.status === 'registering') {
    await register(deps, row)
    logger.info({ domain: row.domain }, 'domain registered; waiting for its CDN zone')
    row = await load(deps.db, id)
  }
  if (row?.status !== 'pending_cf') return
  if (!row.cdnZoneId) throw new PermanentJobError(`${row.domain}: pending without a CDN zone`)
  const zone = await cdn.getZone(row.cdnZoneId)
  if (zone.status !== 'active') {
    await askForActivationCheck(deps, zone.id)
    throw new RetryLaterError(
      backoffSince(row.updatedAt, deps.zoneCheckMs),
      'CDN zone not active yet',
    )
  }
  // The settings screens show what the zone really has from the start.
  const settings = cdn.getSettings ? await cdn.getSettings(zone.id) : zone
  const [activated] = await deps.db
    .update(domains)
    .set({
      status: 'active',
      ...(settings.sslMode ? { sslMode: settings.sslMode } : {}),
      ...(settings.securityLevel ? { ddosProtection: settings.securityLevel } : {}),
      failureReason: null,
      updatedAt: new Date(),
    })
    .where(and(eq(domains.id, id), eq(domains.status, 'pending_cf')))
    .returning({ orderId: domains.orderId })
  if (activated?.orderId) await settleOrder(deps.db, activated.orderId)
  logger.info({ domain: row.domain }, 'domain active')
}

/** Best effort: the CDN refuses checks asked too often or for a zone already active; it checks on its own too. */
async function askForActivationCheck(deps: ProvisioningDeps, zoneId: string): Promise<void> {
  try {
    await deps.providers.cdn.requestActivationCheck?.(zoneId)
  } catch (err) {
    if (!(err instanceof ProviderRejection)) throw err
  }
}

type Row = typeof domains.$inferSelect

async function load(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.id, id))
  return row
}

async function orderKind(db: Db, orderId: number) {
  const [order] = await db.select({ kind: orders.kind }).from(orders).where(eq(orders.id, orderId))
  return order?.kind
}

// Each step is repeatable: the registrar call has a stable key, the zone id is stored as soon as it
// is known (and a zone made just before a crash is adopted by name), name servers are set again.
async function register(deps: ProvisioningDeps, row: Row): Promise<void> {
  const { registrar, cdn } = deps.providers
  const stillRegistering = and(eq(domains.id, row.id), eq(domains.status, 'registering'))
  // Once registered, the name is the buyer's: later runs only finish setting it up.
  const registration = row.registeredAt
    ? { expiresAt: row.expiresAt, atRegistrar: true }
    : await holdAtRegistrar(deps, row)
  if (registration.atRegistrar && !row.registeredAt)
    await deps.db
      .update(domains)
      .set({ registeredAt: new Date(), expiresAt: registration.expiresAt })
      .where(stillRegistering)
  // A name transferred in keeps the auto-renew it had: the shop renews (and charges) it itself.
  if (
    registrar.disableAutorenew &&
    row.orderId &&
    (await orderKind(deps.db, row.orderId)) === 'transfer'
  )
    await registrar.disableAutorenew(row.domain)
  const zone: Zone = row.cdnZoneId
    ? await cdn.getZone(row.cdnZoneId)
    : await cdn.createZone(row.domain)
  await deps.db
    .update(domains)
    .set({
      expiresAt: registration.expiresAt,
      ns1: zone.nameServers[0] ?? null,
      ns2: zone.nameServers[1] ?? null,
      cdnZoneId: zone.id,
      updatedAt: new Date(),
    })
    .where(stillRegistering)
  if (registration.atRegistrar) await registrar.setNameServers(row.domain, zone.nameServers)
  await askForActivationCheck(deps, zone.id)
  const account = cdn.createAccount ? await cdn.createAccount(row.domain) : undefined
  const key = deps.secretsKey
  await deps.db
    .update(domains)
    .set({
      status: 'pending_cf',
      cfEmail: account?.email ?? null,
      cfPasswordEnc: account ? seal(key, account.password, row.id, 'cf_password') : null,
      cf2faEnc: account?.twoFactorUrl ? seal(key, account.twoFactorUrl, row.id, 'cf_2fa') : null,
      updatedAt: new Date(),
    })
    // Only from `registering`: a refund that got here first keeps the row failed.
    .where(stillRegistering)
}

/**
 * A new name is registered. A name bought on the After Market changes hands: held at our registrar
 * it keeps its expiry; one we do not hold yet is registered with the same stable key, and one the
 * registry reports as held elsewhere goes on without our registrar (its name servers are then the
 * holder's to set; the zone and the records are still ours to serve).
 */
async function holdAtRegistrar(
  deps: ProvisioningDeps,
  row: Row,
): Promise<{ expiresAt: Date | null; atRegistrar: boolean }> {
  const { registrar } = deps.providers
  const register = () =>
    registrar.register({ domain: row.domain, years: 1, idempotencyKey: registrarKey(row.id) })
  if (!row.orderId || (await orderKind(deps.db, row.orderId)) !== 'market')
    return { ...(await register()), atRegistrar: true }
  if (await registrar.info?.(row.domain)) return { expiresAt: row.expiresAt, atRegistrar: true }
  try {
    return { ...(await register()), atRegistrar: true }
  } catch (err) {
    if (!(err instanceof ProviderError) || err.code !== 'unavailable') throw err
    return { expiresAt: row.expiresAt, atRegistrar: false }
  }
}

/** The worker's handlers and failure hook for provisioning (merge them into the one worker). */
export function provisioningJobs(deps: ProvisioningDeps) {
  return {
    handlers: { [PROVISION_JOB]: provisionDomainHandler(deps) },
    /**
     * A job that failed for good gives the money for that one domain back, unless the registrar
     * registered the name: then a new job takes over, and setting it up goes on.
     */
    onFailed: async (job: { kind: string; payload: unknown }, error: string): Promise<void> => {
      if (job.kind !== PROVISION_JOB) return
      const parsed = payloadSchema.safeParse(job.payload)
      if (!parsed.success) return
      const refund = await refundFailedDomain(deps.db, parsed.data.domainId, error)
      if (!refund.ok && refund.reason === 'registered')
        await retryProvisioning(deps.db, parsed.data.domainId)
    },
  }
}
