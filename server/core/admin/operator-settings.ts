import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { recordAudit } from './audit'
import type { Executor } from '../ledger/ledger'
import { getSettings, type Settings } from './settings'

/**
 * Stores values as JSON text cast to jsonb, so a cleared link is stored as JSON null (a JS null
 * would become SQL NULL, which the column refuses) and stays cleared instead of reverting to its default.
 */
async function writeSettings(ex: Executor, patch: Partial<Settings>) {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const json = sql`${JSON.stringify(value)}::jsonb`
    await ex
      .insert(settings)
      .values({ key, value: json, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: new Date() } })
  }
}

/** Changes some settings and records only what actually changed. */
export async function updateSettings(
  db: Db,
  patch: Partial<Settings>,
  actor: string,
): Promise<Settings> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db
    const before = await getSettings(txDb)
    await writeSettings(tx, patch)
    const after = await getSettings(txDb)
    const changed = (Object.keys(patch) as (keyof Settings)[]).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
    )
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'settings.update',
        target: 'settings',
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      })
    }
    return after
  })
}
