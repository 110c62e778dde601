import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activatePromocode } from '@contract/promocodes.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall, type MoneyCallOptions } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'

export interface ActivatePromocodeVariables {
  /** Already trimmed and upper-cased. */
  promocode: string
  /** Made once when the user pressed the button; every retry reuses it. */
  idempotencyKey: string
}

/**
 * POST /api/user/activate-promocode. It credits money, so a lost answer is retried with the same
 * Idempotency-Key (the server runs it once or replays its answer) and it never waits offline.
 */
export const activatePromocodeRequest = (
  { promocode, idempotencyKey }: ActivatePromocodeVariables,
  options: Omit<MoneyCallOptions, 'idempotencyKey'> = {},
) =>
  sendMoneyCall(
    (key) => callEndpoint(activatePromocode, { body: { promocode }, idempotencyKey: key }),
    {
      ...options,
      idempotencyKey,
    },
  )

export function useActivatePromocode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['user', 'activate-promocode'],
    mutationFn: (vars: ActivatePromocodeVariables) => activatePromocodeRequest(vars),
    networkMode: 'always',
    onSuccess: () => {
      // The balance (top bar, profile), account totals and the history all changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile })
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactions })
    },
  })
}
