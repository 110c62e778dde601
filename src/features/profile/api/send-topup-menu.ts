import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendTopupMenu } from '@contract/payments.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'

export interface SendTopupVariables {
  userId: number
  /** One per press: a retried request neither sends a second menu nor books a second demo top-up. */
  idempotencyKey: string
}

/** POST /api/send-topup-menu: the bot sends the amounts to the chat (or, in demo mode, $10 is credited). */
export function useSendTopupMenu() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['user', 'send-topup-menu'],
    mutationFn: ({ userId, idempotencyKey }: SendTopupVariables) =>
      sendMoneyCall(
        (key) => callEndpoint(sendTopupMenu, { body: { user_id: userId }, idempotencyKey: key }),
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
