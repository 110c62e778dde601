import type { Db } from '../../db/client'
import { recordAudit } from '../audit'
import { getSettings, setSettings, type Settings } from '../settings'

/** Changes some settings and records only what actually changed. */
export async function updateSettings(db: Db, patch: Partial<Settings>, actor: string): Promise<Settings> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db
    const before = await getSettings(txDb)
    await setSettings(txDb, patch)
    const after = await getSettings(txDb)
    const changed = (Object.keys(patch) as (keyof Settings)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
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
