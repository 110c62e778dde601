import { centsToUsd } from '@contract/money'
import type { TransferResponse } from '@contract/transfer'
import { listTransfers, quoteTransfer, startTransfer } from '@contract/transfer.endpoints'
import type { Db } from '../../db/client'
import type { SecretsKey } from '../../core/secrets'
import {
  listTransfers as list,
  quoteTransfer as quote,
  requestTransfer,
  type TransferOutcome,
} from '../../core/transfer-in'
import type { Providers } from '../../providers/types'
import { answerHooks } from '../middleware/idempotency'
import type { Router } from '../route'
import { atRegistrar } from '../registrar/registrar-errors'

function present(o: TransferOutcome): TransferResponse {
  if (o.ok)
    return {
      success: true,
      transfer_id: o.transferId,
      charged: centsToUsd(o.chargedCents),
      remaining_balance: centsToUsd(o.balanceCents),
    }
  const base = { success: false, error: o.error, remaining_balance: centsToUsd(o.balanceCents) }
  if (o.error === 'insufficient_funds')
    return {
      ...base,
      need: centsToUsd(o.needCents),
      message: 'Not enough money on the balance for this transfer.',
    }
  if (o.error === 'not_eligible')
    return {
      ...base,
      reason: o.reason,
      message: `This name cannot be transferred in (${o.reason}).`,
    }
  return { ...base, message: o.message }
}

export function mountTransferRoutes(
  router: Router,
  deps: { db: Db; providers: Providers; secretsKey: SecretsKey },
) {
  const { db, providers, secretsKey } = deps
  router
    .mount(quoteTransfer, ({ c, query }) =>
      atRegistrar(async () => {
        const q = await quote(db, providers.registrar, query.domain)
        return c.json(
          q.eligible
            ? { domain: q.domain, eligible: true, price: centsToUsd(q.priceCents) }
            : { domain: q.domain, eligible: false, reason: q.reason },
        )
      }),
    )
    .mount(
      startTransfer,
      ({ c, body }) =>
        atRegistrar(async () => {
          const hooks = answerHooks(c, present)
          const user = c.get('user').tgId
          const input = { domain: body.domain, authCode: body.auth_code }
          const outcome = await requestTransfer(
            db,
            providers.registrar,
            secretsKey,
            user,
            input,
            hooks,
          )
          return c.json(present(outcome))
        }),
      { money: true },
    )
    .mount(listTransfers, async ({ c }) => {
      const rows = await list(db, c.get('user').tgId)
      return c.json({
        transfers: rows.map((r) => ({
          id: r.id,
          domain: r.domain,
          status: r.status,
          price: centsToUsd(r.priceCents),
          detail: r.detail,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        })),
      })
    })
}
