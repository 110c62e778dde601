import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createTopupInvoice } from '@contract/payments.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'

export interface TopupInvoiceVariables {
  amount: number
  /** One per press: a retried request makes no second link and books no second demo top-up. */
  idempotencyKey: string
}

/** POST /api/topup/invoice: a Stars invoice link to open in place (demo mode credits at once). */
export function useCreateTopupInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['user', 'topup-invoice'],
    mutationFn: ({ amount, idempotencyKey }: TopupInvoiceVariables) =>
      sendMoneyCall(
        (key) => callEndpoint(createTopupInvoice, { body: { amount }, idempotencyKey: key }),
        { idempotencyKey },
      ),
    networkMode: 'always',
    onSuccess: (res) => {
      if (res.mode !== 'demo') return
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile })
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactions })
    },
  })
}
