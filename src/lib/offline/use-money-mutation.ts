import { useMutation, useQueryClient, type MutationKey, type QueryKey } from '@tanstack/react-query'
import { sendMoneyCall } from './money-call'

/** A money call's variables with the Idempotency-Key made when the user pressed the button. */
export type Pressed<T> = T & {
  /** Made once per press; every retry after a lost answer reuses it. */
  idempotencyKey?: string
}

export interface MoneyMutation<TVariables extends Pressed<object>, TData> {
  mutationKey: MutationKey
  /** The call, made with the press's Idempotency-Key (and made again with it after a lost answer). */
  send: (variables: TVariables, idempotencyKey: string) => Promise<TData>
  /** What the call may have changed, read again once it has settled either way. */
  refresh: readonly QueryKey[]
}

/**
 * A mutation that moves money (renewal, transfer, market checkout): it runs now or fails, never
 * waits in the offline queue, and a lost answer is retried with the same key, so it never charges
 * twice. The refetches are not awaited: the answer reaches the screen without waiting for them.
 */
export function useMoneyMutation<TVariables extends Pressed<object>, TData>(
  m: MoneyMutation<TVariables, TData>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: m.mutationKey,
    mutationFn: (variables: TVariables) =>
      sendMoneyCall((key) => m.send(variables, key), {
        // Without a key of the press, each call gets a fresh one.
        idempotencyKey: variables.idempotencyKey,
      }),
    networkMode: 'always',
    onSettled: () => {
      for (const queryKey of m.refresh) void queryClient.invalidateQueries({ queryKey })
    },
  })
}
