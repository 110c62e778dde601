// Where a watched name stands, from its registry's RDAP answer, and when to look again. RDAP carries
// the EPP statuses under the names RFC 8056 maps them to: "auto renew period" (the registrar's grace
// after expiry), "redemption period" (only the old holder can restore it) and "pending delete" (it
// is about to be released). A 404 means the registry holds no such name: it can be registered.
import type { RdapLookup } from '../../providers/rdap/rdap'
import type { WatchStateName } from '@contract/watchlist'

export type WatchState = WatchStateName

/** States a watcher is told about when a name enters them. */
export const NOTIFIED_STATES = ['grace', 'redemption', 'pending_delete', 'available'] as const
export type NotifiedState = (typeof NOTIFIED_STATES)[number]
export const isNotified = (s: WatchState): s is NotifiedState =>
  (NOTIFIED_STATES as readonly string[]).includes(s)

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export function watchState(lookup: RdapLookup, now: Date): WatchState {
  if (!lookup.found) return 'available'
  const status = new Set(lookup.statuses)
  if (status.has('redemption period')) return 'redemption'
  if (status.has('pending delete')) return 'pending_delete'
  if (status.has('auto renew period')) return 'grace'
  // Past its expiry with no grace status yet: the registrar holds it in grace all the same.
  if (lookup.expiresAt && lookup.expiresAt.getTime() <= now.getTime()) return 'grace'
  return 'registered'
}

/**
 * When to look again: a registered name at half the time left to its expiry (at most 30 days, at
 * least an hour), an hour after the expiry itself; a name in grace or redemption daily, one pending
 * delete every 6 hours (it is released within days), a free one daily (someone may take it).
 */
export function nextCheckAt(state: WatchState, expiresAt: Date | null, now: Date): Date {
  const at = (ms: number) => new Date(now.getTime() + ms)
  switch (state) {
    case 'registered': {
      if (!expiresAt) return at(7 * DAY_MS)
      const left = expiresAt.getTime() - now.getTime()
      if (left <= 2 * HOUR_MS)
        return new Date(Math.max(expiresAt.getTime(), now.getTime()) + HOUR_MS)
      return at(Math.min(30 * DAY_MS, Math.max(HOUR_MS, left / 2)))
    }
    case 'pending_delete':
      return at(6 * HOUR_MS)
    case 'unknown':
      return at(HOUR_MS)
    default:
      return at(DAY_MS)
  }
}

/** After a failed lookup: as the registry asked (429), else in half an hour. */
export const RETRY_AFTER_ERROR_MS = 30 * 60_000
