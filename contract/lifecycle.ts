// A domain's place in its expiry lifecycle, the owner's switches for it, and the calls that flip them.
import { z } from 'zod'
import { usd } from './usd'

/** active -> expiring (30 days or less left) -> expired (grace) -> redemption -> released. */
export const lifecycleState = z.enum(['active', 'expiring', 'expired', 'redemption', 'released'])
export type LifecycleState = z.infer<typeof lifecycleState>

export const domainLifecycle = z.object({
  state: lifecycleState,
  /** Whole days until the next state: expiry, the end of grace, or release. */
  days_left: z.number().int().min(0),
  /** Whether a renewal is possible now (not in a redemption without a fee, never once released). */
  renewable: z.boolean(),
  /** Added once to a renewal in redemption, USD. */
  redemption_fee: usd.nullable(),
  auto_renew: z.boolean(),
  reminders_muted: z.boolean(),
})
export type DomainLifecycle = z.infer<typeof domainLifecycle>

/** POST /api/user/domains/:domain/lifecycle : either switch or both. */
export const lifecycleSwitchRequest = z
  .object({ auto_renew: z.boolean().optional(), reminders_muted: z.boolean().optional() })
  .refine(
    (v) => v.auto_renew !== undefined || v.reminders_muted !== undefined,
    'must set auto_renew or reminders_muted',
  )
export type LifecycleSwitchRequest = z.infer<typeof lifecycleSwitchRequest>
export const lifecycleSwitchResponse = z.object({ lifecycle: domainLifecycle })

/** The profile-wide default: names bought while it is on renew automatically. */
export const autoRenewDefault = z.object({ enabled: z.boolean() })
export type AutoRenewDefault = z.infer<typeof autoRenewDefault>

/** POST /api/admin/lifecycle/run : what one run of the lifecycle did. */
export const lifecycleRunResponse = z.object({
  moved: z.number().int(),
  reminders: z.number().int(),
  auto_renewals: z.number().int(),
  order_notices: z.number().int(),
})

/**
 * POST /api/admin/sandbox/expiry (sandbox registrar only): the sandbox registry's expiry of a name,
 * and ours with it, set `expires_in_days` from now, to try the lifecycle without waiting a year.
 */
export const sandboxExpiryRequest = z.object({
  domain: z.string().trim().toLowerCase().min(3).max(253),
  expires_in_days: z.number().min(-400).max(4000),
})
export const sandboxExpiryResponse = z.object({ domain: z.string(), expires_at: z.string() })
