import type { RenewResponse } from '@contract/renewal'
import { renewDomain } from '@contract/renewal.endpoints'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import { MAX_TERM_YEARS } from '../../core/renewal/renewal-job'
import { renewOwnedDomain, type RenewalResult } from '../../core/renewal/renewal-policy'
import type { Providers } from '../../providers/types'
import { answerHooks } from '../middleware/idempotency'
import type { Router } from '../route'
import { managingDomain } from '../cdn-errors'

const messages = {
  insufficient_funds: 'Not enough money on the balance for this renewal.',
  no_renewal_price: 'This domain has no renewal price.',
  domain_not_ready: 'The domain is still being registered; renew it once it is active.',
  renewal_in_progress: 'An earlier renewal of this domain is still being processed.',
  redemption_closed: 'This domain is in redemption and can no longer be renewed.',
} as const

function presentRenewal(o: RenewalResult): RenewResponse {
  if (o.ok) {
    return {
      success: true,
      remaining_balance: centsToUsd(o.balanceCents),
      new_expiration: o.expiresAt.toISOString(),
      error: null,
      status: o.status,
      order_id: o.orderId,
      charged: centsToUsd(o.chargedCents),
    }
  }
  const base = {
    success: false,
    remaining_balance: centsToUsd(o.balanceCents),
    new_expiration: null,
    error: o.error,
  }
  if (o.error === 'renewal_failed')
    return {
      ...base,
      message: `The registrar refused the renewal; the money was refunded. (${o.message})`,
    }
  if (o.error === 'term_too_long') {
    const max = 'maxYears' in o ? o.maxYears : MAX_TERM_YEARS
    const message = `This registry keeps a name at most ${max} years ahead; choose fewer years.`
    return { ...base, max_years: max, message }
  }
  if (o.error === 'insufficient_funds')
    return { ...base, need: centsToUsd(o.needCents), message: messages.insufficient_funds }
  return { ...base, message: messages[o.error] }
}

export function mountRenewalRoutes(
  router: Router,
  { db, providers }: { db: Db; providers: Providers },
) {
  router.mount(
    renewDomain,
    ({ c, body }) =>
      managingDomain(async () => {
        const hooks = answerHooks(c, presentRenewal, { provisional: true })
        const outcome = await renewOwnedDomain(
          db,
          providers.registrar,
          c.get('user').tgId,
          body.domain,
          body.duration,
          { hooks },
        )
        return c.json(presentRenewal(outcome))
      }),
    { money: true },
  )
}
