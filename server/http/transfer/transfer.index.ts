import { centsToUsd } from '@contract/money'
import type { TransferResponse } from '@contract/transfer'
import {
  cancelTransfer,
  listTransfers,
  quoteTransfer,
  startTransfer,
} from '@contract/transfer.endpoints'
import type { Db } from '../../db/client'
import type { SecretsKey } from '../../core/admin/secrets'
import {
  listTransfers as list,
  quoteTransfer as quote,
  requestTransfer,
  type TransferOutcome,
} from '../../core/transfer/transfer-in'
import type { Providers } from '../../providers/types'
import { cancelTransfer as cancel, type TransferRow } from '../../core/transfer/transfer-cancel'
import { HttpError } from '../errors'
import { answerHooks } from '../middleware/idempotency'
import type { Router } from '../route'
import { atRegistrar } from '../registrar/registrar-errors'

const transferView = (r: TransferRow) => ({
  id: r.id,
  domain: r.domain,
  status: r.status,
  price: centsToUsd(r.priceCents),
  detail: r.detail,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
})

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
      return c.json({ transfers: rows.map(transferView) })
    })
    .mount(cancelTransfer, ({ c }) =>
      atRegistrar(async () => {
        const id = Number(c.req.param('id'))
        const o = await cancel(db, providers.registrar, c.get('user').tgId, id)
        if (o.ok)
          return c.json({
            transfer: transferView(o.transfer),
            remaining_balance: centsToUsd(o.balanceCents),
          })
        if (o.reason === 'not_found')
          throw new HttpError(404, 'transfer_not_found', 'No such transfer of yours', 'id')
        if (o.reason === 'starting')
          throw new HttpError(
            409,
            'transfer_starting',
            'The transfer is still being started at the registrar; try again in a minute',
          )
        throw new HttpError(
          409,
          'transfer_not_cancellable',
          `The transfer is ${o.transfer.status} and can no longer be cancelled`,
          undefined,
          { status: o.transfer.status },
        )
      }),
    )
}
