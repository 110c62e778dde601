// One DNSSEC switch per domain. On: the CDN signs the zone, its DS record goes to the registrar, and
// the state stays `pending` until the CDN sees the DS at the parent (`active`). Off: the DS leaves
// the registrar FIRST, then the CDN stops signing, so resolvers never meet a DS without signatures.
// Both directions run in the durable job queue; the domain page shows the state as it moves.
import { z } from 'zod'
import type { Db } from '../../db/client'
import { PermanentJobError, RetryLaterError } from '../../jobs/errors'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Providers } from '../../providers/types'
import { and, eq, inArray } from 'drizzle-orm'
import { domainControls, domains } from '../../db/schema'
import {
  ControlsRefusal,
  capability,
  loadControls,
  present,
  registeredDomain,
  saveControls,
  type ControlsRow,
  type ControlsView,
} from './registrar-controls'

export const DNSSEC_JOB = 'dnssec'

const payloadSchema = z.object({ domainId: z.number().int().positive() })

export async function changeDnssec(
  db: Db,
  providers: Providers,
  userId: number,
  domain: string,
  enabled: boolean,
): Promise<ControlsView> {
  const row = await registeredDomain(db, userId, domain)
  if (!row.cdnZoneId || !providers.cdn.enableDnssec || !providers.registrar.addDs)
    throw new ControlsRefusal('unsupported', 'DNSSEC is not available for this domain')
  const now = (await loadControls(db, row.id))?.dnssec ?? 'off'
  const on = now === 'enabling' || now === 'pending' || now === 'active'
  // After a failure either direction runs again: the retry, or cleaning up what half happened.
  const failed = now === 'enable_failed' || now === 'disable_failed'
  if (!failed && on === enabled) return present(await loadControls(db, row.id))
  const saved = await saveControls(db, row.id, {
    dnssec: enabled ? 'enabling' : 'disabling',
    dnssecError: null,
  })
  await enqueue(db, {
    kind: DNSSEC_JOB,
    payload: { domainId: row.id },
    dedupeKey: `dnssec-${row.id}-${Date.now()}`,
  })
  return present(saved)
}

/** Moves the domain's DNSSEC toward what its row asks for; safe to run again at any step. */
export function dnssecHandler(deps: { db: Db; providers: Providers; pollMs?: number }): JobHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload)
    if (!parsed.success) throw new PermanentJobError(`${DNSSEC_JOB}: bad payload`)
    const { db, providers } = deps
    const [row] = await db.select().from(domains).where(eq(domains.id, parsed.data.domainId))
    const controls = await loadControls(db, parsed.data.domainId)
    if (!row?.cdnZoneId || !controls) return
    const { cdn, registrar } = providers
    const zoneId = row.cdnZoneId
    const fn = <K extends 'getDnssec' | 'enableDnssec' | 'disableDnssec'>(k: K) => {
      const f = cdn[k]
      if (!f) throw new PermanentJobError(`the CDN does not support ${k}`)
      return f.bind(cdn) as NonNullable<(typeof cdn)[K]>
    }
    if (controls.dnssec === 'disabling') {
      // Registrar first: while the DS is still published the zone must stay signed.
      const held = await capability(registrar, 'listDs')(row.domain)
      for (const ds of held) await capability(registrar, 'removeDs')(row.domain, ds.digest)
      await fn('disableDnssec')(zoneId)
      await saveControls(db, row.id, { dnssec: 'off', ds: null })
      return
    }
    if (controls.dnssec === 'enabling') {
      const state = await fn('enableDnssec')(zoneId)
      if (!state.ds) throw new RetryLaterError(deps.pollMs ?? 5000, 'CDN has no DS record yet')
      await capability(registrar, 'addDs')(row.domain, state.ds)
      await saveControls(db, row.id, { dnssec: 'pending', ds: state.ds })
    }
    const now = await loadControls(db, row.id)
    if (now?.dnssec !== 'pending') return
    const state = await fn('getDnssec')(zoneId)
    if (state.status !== 'active') {
      // The parent zone publishes a DS in minutes to hours: look again, more slowly as time goes by.
      const waited = Date.now() - now.updatedAt.getTime()
      const delay = Math.min(3_600_000, Math.max(deps.pollMs ?? 5000, Math.round(waited / 5)))
      throw new RetryLaterError(delay, 'DS not seen yet')
    }
    await saveControls(db, row.id, { dnssec: 'active' })
  }
}

/**
 * A change that failed for good (attempts used up, or refused) ends visibly, with its reason, in
 * the failed state of its direction; a newer change that started meanwhile is left alone.
 */
export async function dnssecFailed(db: Db, payload: unknown, error: string): Promise<void> {
  const parsed = payloadSchema.safeParse(payload)
  if (!parsed.success) return
  const id = parsed.data.domainId
  const failedAs = async (from: ControlsRow['dnssec'][], to: ControlsRow['dnssec']) =>
    db
      .update(domainControls)
      .set({ dnssec: to, dnssecError: error.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(domainControls.domainId, id), inArray(domainControls.dnssec, from)))
  await failedAs(['enabling', 'pending'], 'enable_failed')
  await failedAs(['disabling'], 'disable_failed')
}
