// The watchlist: taken names a user waits for. The server reads each name's state from its
// registry's RDAP service (RFC 9083) and tells the user in the chat when it enters grace,
// redemption, pending delete, and when it can be registered.
import { z } from 'zod/mini'
import { domainName } from './cart'

export const WATCH_STATES = [
  'unknown',
  'registered',
  'grace',
  'redemption',
  'pending_delete',
  'available',
] as const
export type WatchStateName = (typeof WATCH_STATES)[number]

/**
 * One watched name. `state`: `unknown` until the first check; `registered`; `grace` (expired, the
 * holder can still renew); `redemption` (only the holder can restore it); `pending_delete` (about
 * to be released); `available` (can be registered). `rdap_status`: the registry's own status words.
 * `error`: why the last check failed (the registry's server down), kept until a check succeeds.
 */
export const watchView = z.object({
  domain: z.string(),
  state: z.enum(WATCH_STATES),
  rdap_status: z.array(z.string()),
  expires_at: z.nullable(z.string()),
  checked_at: z.nullable(z.string()),
  next_check_at: z.string(),
  error: z.nullable(z.string()),
  added_at: z.string(),
})
export type WatchView = z.infer<typeof watchView>

export const watchListResponse = z.object({
  items: z.array(watchView),
  /** How many names one user may watch. */
  limit: z.number().check(z.int()),
})
export type WatchListResponse = z.infer<typeof watchListResponse>

export const watchAddRequest = z.object({ domain: domainName })
export type WatchAddRequest = z.input<typeof watchAddRequest>

export const watchAddResponse = z.object({ success: z.literal(true), item: watchView })
export const watchRemoveResponse = z.object({ success: z.literal(true), domain: z.string() })
