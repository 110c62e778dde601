// A domain's place in its expiry lifecycle, the owner's switches for it, and the calls that flip them.
import { z } from 'zod/mini'
import { usd } from './usd'

/** active -> expiring (30 days or less left) -> expired (grace) -> redemption -> released. */
export const lifecycleState = z.enum(['active', 'expiring', 'expired', 'redemption', 'released'])
export type LifecycleState = z.infer<typeof lifecycleState>

export const domainLifecycle = z.object({
  state: lifecycleState,
  /** Whole days until the next state: expiry, the end of grace, or release. */
  days_left: z.number().check(z.int(), z.gte(0)),
  /** Whether a renewal is possible now (not in a redemption without a fee, never once released). */
  renewable: z.boolean(),
  /** Added once to a renewal in redemption, USD. */
  redemption_fee: z.nullable(usd),
  auto_renew: z.boolean(),
  reminders_muted: z.boolean(),
})
export type DomainLifecycle = z.infer<typeof domainLifecycle>

/** POST /api/user/domains/:domain/lifecycle : either switch or both. */
export const lifecycleSwitchRequest = z
  .object({ auto_renew: z.optional(z.boolean()), reminders_muted: z.optional(z.boolean()) })
  .check(
    z.refine(
      (v) => v.auto_renew !== undefined || v.reminders_muted !== undefined,
      'must set auto_renew or reminders_muted',
    ),
  )
export type LifecycleSwitchRequest = z.infer<typeof lifecycleSwitchRequest>
export const lifecycleSwitchResponse = z.object({ lifecycle: domainLifecycle })

/** The profile-wide default: names bought while it is on renew automatically. */
export const autoRenewDefault = z.object({ enabled: z.boolean() })
export type AutoRenewDefault = z.infer<typeof autoRenewDefault>

/** POST /api/admin/lifecycle/run : what one run of the lifecycle did. */
export const lifecycleRunResponse = z.object({
  moved: z.number().check(z.int()),
  reminders: z.number().check(z.int()),
  auto_renewals: z.number().check(z.int()),
  order_notices: z.number().check(z.int()),
})

/**
 * POST /api/admin/sandbox/expiry (sandbox registrar only): the sandbox registry's expiry of a name,
 * and ours with it, set `expires_in_days` from now, to try the lifecycle without waiting a year.
 */
export const sandboxExpiryRequest = z.object({
  domain: z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(253)),
  expires_in_days: z.number().check(z.gte(-400), z.lte(4000)),
})
export const sandboxExpiryResponse = z.object({ domain: z.string(), expires_at: z.string() })
