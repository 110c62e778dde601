// The sandbox registrar's privacy, lock, auth code, transfers in and DS records, kept in our
// database like its registrations. Transfers complete `transferMs` after they start, except that
// the "losing registrar" rejects an auth code beginning with FAIL (so the refund path can be seen).
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxRegistrations, sandboxTransfers } from '../../db/schema'
import type { RegistrarControlState, RegistrarControls, TransferState } from '../registrar-controls'
import { ProviderError } from '../types'
import type { createFaultInjector } from './faults'
import { addYears } from './renewal'
import { isTakenAtRegistry, parseSandboxDomain } from './sandbox-catalog'

export interface SandboxControlOptions {
  /** How long a transfer in takes (default 5 s). */
  transferMs?: number
  /** ICANN's lock after a registration or a transfer in: 60 days, shorter for demos and tests. */
  policyLockDays?: number
}

export const policyLockEnd = (opts: SandboxControlOptions) =>
  new Date(Date.now() + (opts.policyLockDays ?? 60) * 86_400_000)

type Reg = typeof sandboxRegistrations.$inferSelect

const clean = (domain: string) => domain.trim().toLowerCase()
const state = (row: Reg): RegistrarControlState => ({
  locked: row.locked,
  privacyEnabled: row.privacyEnabled,
  transferLockExpiresAt:
    row.transferLockExpiresAt && row.transferLockExpiresAt > new Date()
      ? row.transferLockExpiresAt
      : null,
})

export function createSandboxControls(
  db: Db,
  beforeCall: ReturnType<typeof createFaultInjector>,
  opts: SandboxControlOptions = {},
): RegistrarControls {
  const transferMs = opts.transferMs ?? 5000
  const mine = async (raw: string) => {
    const domain = clean(raw)
    const [row] = await db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, domain))
    if (!row) throw new ProviderError(`${domain} is not registered with us`, false, 'not_found')
    return row
  }
  const update = async (raw: string, set: Partial<Reg>) => {
    const [row] = await db
      .update(sandboxRegistrations)
      .set(set)
      .where(eq(sandboxRegistrations.domain, clean(raw)))
      .returning()
    if (!row) throw new ProviderError(`${clean(raw)} is not registered with us`, false, 'not_found')
    return row
  }
  const transferRow = async (domain: string) =>
    (await db.select().from(sandboxTransfers).where(eq(sandboxTransfers.domain, domain)))[0]

  /** A pending transfer whose time has come completes (the name joins our account) or fails. */
  const settle = async (domain: string) => {
    const row = await transferRow(domain)
    if (!row) throw new ProviderError(`no transfer of ${domain}`, false, 'not_found')
    if (row.state !== 'pending' || row.completesAt > new Date()) return row
    return db.transaction(async (tx) => {
      const fails = row.authCode.toUpperCase().startsWith('FAIL')
      const next: { state: TransferState; detail: string } = fails
        ? { state: 'failed', detail: 'the losing registrar rejected the transfer' }
        : { state: 'completed', detail: 'transferred' }
      // Only from pending: a cancel that got there first stands, and the name does not move.
      const [done] = await tx
        .update(sandboxTransfers)
        .set(next)
        .where(and(eq(sandboxTransfers.domain, domain), eq(sandboxTransfers.state, 'pending')))
        .returning()
      if (!done) return (await transferRow(domain)) ?? row
      if (!fails)
        await tx
          .insert(sandboxRegistrations)
          .values({
            domain,
            nameServers: [],
            expiresAt: addYears(new Date(), 1),
            transferLockExpiresAt: policyLockEnd(opts),
          })
          .onConflictDoNothing()
      return done
    })
  }
  const view = (row: { state: TransferState; detail: string }) => ({
    state: row.state,
    detail: row.detail,
  })

  return {
    async controlState(domain) {
      await beforeCall('controls', [clean(domain)])
      return state(await mine(domain))
    },
    async setPrivacy(domain, enabled) {
      await beforeCall('controls', [clean(domain)])
      return state(await update(domain, { privacyEnabled: enabled }))
    },
    async setLock(domain, locked) {
      await beforeCall('controls', [clean(domain)])
      const now = state(await mine(domain))
      if (!locked && now.transferLockExpiresAt)
        throw new ProviderError(
          `${clean(domain)} is under the registry's transfer lock until ${now.transferLockExpiresAt.toISOString()}`,
          false,
          'transfer_locked',
        )
      return state(await update(domain, { locked }))
    },
    async authCode(domain) {
      await beforeCall('controls', [clean(domain)])
      const row = await mine(domain)
      const seed = `${row.domain}:${row.createdAt.toISOString()}`
      return createHash('sha256').update(seed).digest('base64url').slice(0, 16)
    },
    async transferEligibility(raw) {
      const domain = clean(raw)
      await beforeCall('transfer', [domain])
      const parsed = parseSandboxDomain(domain)
      if (!parsed) return { eligible: false, reason: 'unsupported_tld' }
      const [ours] = await db
        .select({ d: sandboxRegistrations.domain })
        .from(sandboxRegistrations)
        .where(eq(sandboxRegistrations.domain, domain))
      if (ours) return { eligible: false, reason: 'already_ours' }
      if (!isTakenAtRegistry(parsed.label, domain))
        return { eligible: false, reason: 'not_registered' }
      return { eligible: true }
    },
    async transferIn({ domain: raw, authCode, idempotencyKey }) {
      const domain = clean(raw)
      await beforeCall('transfer', [domain])
      const [seen] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, idempotencyKey))
      if (seen) return view(await settle(seen.domain))
      if (authCode.trim().length < 6)
        throw new ProviderError('the registry refused the auth code', false, 'invalid_auth_code')
      const eligibility = await this.transferEligibility(domain)
      if (!eligibility.eligible)
        throw new ProviderError(`${domain}: ${eligibility.reason}`, false, 'not_transferable')
      const completesAt = new Date(Date.now() + transferMs)
      const values = {
        domain,
        idempotencyKey,
        authCode: authCode.trim(),
        state: 'pending' as const,
        detail: 'pending_transfer',
        completesAt,
      }
      await db
        .insert(sandboxTransfers)
        .values(values)
        .onConflictDoUpdate({ target: sandboxTransfers.domain, set: values })
      return view(await settle(domain))
    },
    async transferStatus(raw) {
      const domain = clean(raw)
      await beforeCall('transfer', [domain])
      return view(await settle(domain))
    },
    async cancelTransfer(raw) {
      const domain = clean(raw)
      await beforeCall('transfer', [domain])
      const now = await settle(domain)
      const [cancelled] = await db
        .update(sandboxTransfers)
        .set({ state: 'cancelled', detail: 'cancelled by the buyer' })
        .where(and(eq(sandboxTransfers.domain, domain), eq(sandboxTransfers.state, 'pending')))
        .returning()
      const row = cancelled ?? (await transferRow(domain)) ?? now
      if (row.state === 'cancelled') return view(row)
      throw new ProviderError(`the transfer of ${domain} is ${row.state}`, false, 'not_cancellable')
    },
    async listDs(domain) {
      await beforeCall('dnssec', [clean(domain)])
      return (await mine(domain)).ds
    },
    async addDs(domain, ds) {
      await beforeCall('dnssec', [clean(domain)])
      const row = await mine(domain)
      if (row.ds.some((d) => d.digest === ds.digest)) return
      await update(domain, { ds: [...row.ds, ds] })
    },
    async removeDs(domain, digest) {
      await beforeCall('dnssec', [clean(domain)])
      const row = await mine(domain)
      await update(domain, { ds: row.ds.filter((d) => d.digest !== digest) })
    },
  }
}
