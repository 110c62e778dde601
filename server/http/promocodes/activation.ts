// The user's side of promo codes (POST /api/user/activate-promocode).
import type { PromoErrorCode } from '@contract/promocodes'
import { activatePromocode } from '@contract/promocodes.endpoints'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import {
  activatePromocode as activate,
  type ActivationResult,
} from '../../core/promocodes/promocodes'
import { answerHooks } from '../middleware/idempotency'
import type { Router } from '../route'

const REFUSALS: Record<PromoErrorCode, { status: 404 | 409; message: string }> = {
  promo_not_found: { status: 404, message: 'This promo code does not exist or has expired.' },
  promo_already_used: { status: 409, message: 'You have already activated this promo code.' },
  promo_exhausted: {
    status: 409,
    message: 'This promo code has reached its maximum number of uses.',
  },
}

const activated = (result: { amountCents: number; balanceCents: number }) => ({
  success: true as const,
  balance: centsToUsd(result.balanceCents),
  amount: centsToUsd(result.amountCents),
})

export function mountPromocodeActivationRoutes(router: Router, { db }: { db: Db }) {
  router.mount(
    activatePromocode,
    async ({ c, body }) => {
      // Only an activation commits; a refusal has no effect and is stored after the fact.
      const hooks = answerHooks(c, (r: ActivationResult) => (r.ok ? activated(r) : null))
      const result = await activate(db, c.get('user').tgId, body.promocode, hooks)
      if (!result.ok) {
        const refusal = REFUSALS[result.error]
        return c.json(
          { success: false as const, error: result.error, message: refusal.message },
          refusal.status,
        )
      }
      return c.json(activated(result))
    },
    { money: true },
  )
}
