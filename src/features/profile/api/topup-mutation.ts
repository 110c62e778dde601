import { useMutation, useQueryClient, type MutationKey } from '@tanstack/react-query'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'

/**
 * A top-up call (invoice link, menu in the chat): sent now or not at all, retried with the key of
 * the press. In demo mode the server credits at once, so the balance and history are read again.
 */
export function useTopupMutation<TVariables extends { idempotencyKey: string }, TData>(
  mutationKey: MutationKey,
  send: (variables: TVariables, idempotencyKey: string) => Promise<TData & { mode: string }>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey,
    mutationFn: (variables: TVariables) =>
      sendMoneyCall((key) => send(variables, key), { idempotencyKey: variables.idempotencyKey }),
    networkMode: 'always',
    onSuccess: (res) => {
      if (res.mode !== 'demo') return
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile })
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactions })
    },
  })
}
