// Which renewals the lifecycle allows, in front of renewal.ts: a released name is no longer the
// user's (not found); any other state renews at the renewal price, except redemption, which adds the TLD's redemption fee or refuses; and the
// registrar's maximum registration period for the TLD bounds how far ahead a name may be renewed.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { addYears } from '../../providers/registrar/renewal'
import type { Registrar } from '../../providers/types'
import { findOwnedDomain } from '../dns/dns'
import { tldLifecycle, tldOf } from '../lifecycle/expiry'
import { renewDomain, type RenewOutcome } from './renewal'
import { MAX_TERM_YEARS } from './renewal-job'
import { getSettings } from '../admin/settings'
import type { TxHooks } from '../ledger/tx-hooks'

export type PolicyRefusal =
  | { ok: false; error: 'redemption_closed'; balanceCents: number }
  | { ok: false; error: 'term_too_long'; maxYears: number; balanceCents: number }

export type RenewalResult = RenewOutcome | PolicyRefusal

async function balanceOf(db: Db, userId: number) {
  const [u] = await db.select({ b: users.balanceCents }).from(users).where(eq(users.tgId, userId))
  return u?.b ?? 0
}

export const maxYearsFor = async (registrar: Registrar, domain: string) =>
  Math.min(
    MAX_TERM_YEARS,
    (await registrar.maxRegistrationYears?.(tldOf(domain))) ?? MAX_TERM_YEARS,
  )

export async function renewOwnedDomain(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
  years: number,
  opts: { hooks?: TxHooks<RenewOutcome>; description?: string; now?: Date } = {},
): Promise<RenewalResult> {
  const row = await findOwnedDomain(db, userId, domain)
  const now = opts.now ?? new Date()
  const cfg = tldLifecycle(await getSettings(db), tldOf(row.domain))
  let feeCents = 0
  if (row.status === 'redemption') {
    if (cfg.redemptionFeeCents === null)
      return { ok: false, error: 'redemption_closed', balanceCents: await balanceOf(db, userId) }
    feeCents = cfg.redemptionFeeCents
  }
  const maxYears = await maxYearsFor(registrar, row.domain)
  if (row.expiresAt && addYears(row.expiresAt, years) > addYears(now, maxYears))
    return {
      ok: false,
      error: 'term_too_long',
      maxYears,
      balanceCents: await balanceOf(db, userId),
    }
  const outcome = await renewDomain(db, registrar, userId, row.domain, years, {
    now,
    hooks: opts.hooks,
    feeCents,
    description: opts.description,
    maxYears,
  })
  // Checked again under the domain's lock: a renewal that landed meanwhile may have used the room.
  if (!outcome.ok && outcome.error === 'term_too_long') return { ...outcome, maxYears }
  return outcome
}
