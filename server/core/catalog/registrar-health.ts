// Whether the registrar answered the last price-list refresh, kept in the database so every process
// reports the same in /readyz. A registrar down since start-up leaves the price book empty: search
// and the cart then say the registrar cannot be reached instead of "nothing found" or "not sold".
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { describeError } from '../../jobs/errors'
import { ProviderError } from '../../providers/types'

const KEY = 'registrar:health'

const healthSchema = z.object({
  registrar: z.string(),
  reachable: z.boolean(),
  checked_at: z.string(),
  /** When the registrar stopped answering (unset while it answers). */
  since: z.string().optional(),
  error: z.string().optional(),
})
export type RegistrarHealth = z.infer<typeof healthSchema>

/** Records the outcome of a call to the registrar's price list (`err` unset: it answered). */
export async function noteRegistrarAnswer(db: Db, registrar: string, err?: unknown) {
  const now = new Date().toISOString()
  const before = err === undefined ? undefined : await registrarHealth(db)
  const value: RegistrarHealth =
    err === undefined
      ? { registrar, reachable: true, checked_at: now }
      : {
          registrar,
          reachable: false,
          checked_at: now,
          since: before && !before.reachable ? before.since : now,
          error: describeError(err).slice(0, 300),
        }
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
}

export async function registrarHealth(db: Db): Promise<RegistrarHealth | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY))
  const parsed = healthSchema.safeParse(row?.value)
  return parsed.success ? parsed.data : undefined
}

/** What search and the cart throw with no price list at all: the registrar never answered. */
export const noPriceList = () =>
  new ProviderError('no price list: the registrar has not answered yet', true, 'unavailable')
