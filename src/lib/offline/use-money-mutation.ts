import { useMutation, useQueryClient, type MutationKey, type QueryKey } from '@tanstack/react-query'
import { sendMoneyCall } from './money-call'

export interface MoneyMutation<TVariables, TData> {
  mutationKey: MutationKey
  /** The call, made with the press's Idempotency-Key (and made again with it after a lost answer). */
  send: (variables: TVariables, idempotencyKey: string) => Promise<TData>
  /** The key made when the user pressed the button; a fresh one per call without it. */
  keyOf?: (variables: TVariables) => string
  /** What the call may have changed, read again once it has settled either way. */
  refresh: readonly QueryKey[]
}

/**
 * A mutation that moves money (renewal, transfer, market checkout): it runs now or fails, never
 * waits in the offline queue, and a lost answer is retried with the same key, so it never charges
 * twice. The refetches are not awaited: the answer reaches the screen without waiting for them.
 */
export function useMoneyMutation<TVariables, TData>(m: MoneyMutation<TVariables, TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: m.mutationKey,
    mutationFn: (variables: TVariables) =>
      sendMoneyCall((key) => m.send(variables, key), { idempotencyKey: m.keyOf?.(variables) }),
    networkMode: 'always',
    onSettled: () => {
      for (const queryKey of m.refresh) void queryClient.invalidateQueries({ queryKey })
    },
  })
}
