import { z } from 'zod/mini'

/** The three switches: the whole site, domain purchase, the After Market. */
export const maintenanceScope = z.enum(['general', 'buy', 'market'])
export type MaintenanceScope = z.infer<typeof maintenanceScope>

/** How often the client should poll the status reads, set by the operator (MAINTENANCE_POLL_MS). */
const pollMs = z.number().check(z.int(), z.positive())

/** GET /api/maintenance/status */
export const maintenanceStatus = z.object({
  maintenance_mode: z.boolean(),
  message: z.string(),
  poll_ms: pollMs,
})
export type MaintenanceStatus = z.infer<typeof maintenanceStatus>

/**
 * GET /api/maintenance/buy-status. The spec gives two readings of this answer; both are served and
 * carry the same value: `maintenance_mode`/`message` here are the PURCHASE switch, not the general one.
 */
export const buyMaintenanceStatus = z.object({
  buy_maintenance_mode: z.boolean(),
  buy_maintenance_message: z.string(),
  maintenance_mode: z.boolean(),
  message: z.string(),
  poll_ms: pollMs,
})
export type BuyMaintenanceStatus = z.infer<typeof buyMaintenanceStatus>

/** GET /api/maintenance/market-status: like buy-status, for the After Market switch. */
export const marketMaintenanceStatus = z.object({
  market_maintenance_mode: z.boolean(),
  market_maintenance_message: z.string(),
  maintenance_mode: z.boolean(),
  message: z.string(),
  poll_ms: pollMs,
})
export type MarketMaintenanceStatus = z.infer<typeof marketMaintenanceStatus>

/**
 * POST /api/maintenance/set, /buy-set, /market-set. The spec's page always sends both fields; a
 * missing `message` keeps the stored one. No length limit on the message (spec section 5), beyond
 * the server's 256 KiB body limit.
 */
export const maintenanceSetRequest = z.object({
  maintenance_mode: z.boolean(),
  message: z.optional(z.string()),
})
export type MaintenanceSetRequest = z.infer<typeof maintenanceSetRequest>

export const maintenanceSetResponse = z.object({
  success: z.literal(true),
  scope: maintenanceScope,
  maintenance_mode: z.boolean(),
  message: z.string(),
})
export type MaintenanceSetResponse = z.infer<typeof maintenanceSetResponse>

/** 503 answer of a call blocked by a maintenance switch. */
export const maintenanceErrorBody = z.object({
  error: z.literal('maintenance'),
  scope: maintenanceScope,
  message: z.string(),
})
export type MaintenanceErrorBody = z.infer<typeof maintenanceErrorBody>
