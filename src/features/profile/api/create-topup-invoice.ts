import { createTopupInvoice } from '@contract/payments.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { useTopupMutation } from './topup-mutation'

export interface TopupInvoiceVariables {
  amount: number
  /** One per press: a retried request makes no second link and books no second demo top-up. */
  idempotencyKey: string
}

/** POST /api/topup/invoice: a Stars invoice link to open in place (demo mode credits at once). */
export const useCreateTopupInvoice = () =>
  useTopupMutation(['user', 'topup-invoice'], ({ amount }: TopupInvoiceVariables, key) =>
    callEndpoint(createTopupInvoice, { body: { amount }, idempotencyKey: key }),
  )
