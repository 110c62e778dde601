// Maintenance switches live in the database so every server process sees the same state; each process
// keeps them for at most `ttlMs` so the gate in front of every request costs no query most of the time.
import { eq } from 'drizzle-orm'
import type { MaintenanceScope } from '@contract/maintenance'
import type { Db } from '../../db/client'
import { maintenance } from '../../db/schema'
import { recordAudit } from '../admin/audit'

export interface MaintenanceSwitch {
  enabled: boolean
  message: string
}
export type MaintenanceFlags = Record<MaintenanceScope, MaintenanceSwitch>

const OFF: MaintenanceSwitch = { enabled: false, message: '' }

export async function readMaintenance(db: Db): Promise<MaintenanceFlags> {
  const rows = await db.select().from(maintenance)
  const flags: MaintenanceFlags = { general: OFF, buy: OFF, market: OFF }
  for (const r of rows) flags[r.scope] = { enabled: r.enabled, message: r.message }
  return flags
}

/** Sets one switch; a missing message keeps the stored one. Audited as `maintenance.set`. */
export async function setMaintenanceMode(
  db: Db,
  scope: MaintenanceScope,
  change: { enabled: boolean; message?: string },
  actor: string,
): Promise<MaintenanceSwitch> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(maintenance)
      .where(eq(maintenance.scope, scope))
      .for('update')
    const message = change.message ?? before?.message ?? ''
    const [row] = await tx
      .insert(maintenance)
      .values({ scope, enabled: change.enabled, message, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: maintenance.scope,
        set: { enabled: change.enabled, message, updatedAt: new Date() },
      })
      .returning()
    const after = { enabled: row?.enabled ?? change.enabled, message: row?.message ?? message }
    await recordAudit(tx, {
      actor,
      action: 'maintenance.set',
      target: `maintenance:${scope}`,
      before: before ? { enabled: before.enabled, message: before.message } : null,
      after,
    })
    return after
  })
}

export interface MaintenanceReader {
  get(): Promise<MaintenanceFlags>
  /** Forget the cached flags (after this process changed them). */
  invalidate(): void
}

export function createMaintenanceReader(db: Db, ttlMs = 1000): MaintenanceReader {
  let cached: { flags: MaintenanceFlags; at: number } | undefined
  let inflight: Promise<MaintenanceFlags> | undefined
  let generation = 0
  return {
    get() {
      if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.flags)
      if (inflight) return inflight
      const started = generation
      inflight = readMaintenance(db)
        .then((flags) => {
          // A write that happened while we were reading must not be hidden behind an older answer.
          if (started === generation) cached = { flags, at: Date.now() }
          return flags
        })
        .finally(() => {
          inflight = undefined
        })
      return inflight
    },
    invalidate() {
      generation += 1
      cached = undefined
      inflight = undefined
    },
  }
}
