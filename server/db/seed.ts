import type { Db } from './client'
import { maintenance } from './schema'

/** Rows the product needs to exist; safe to run on every start. */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(maintenance)
    .values([{ scope: 'general' }, { scope: 'buy' }, { scope: 'market' }])
    .onConflictDoNothing()
}
