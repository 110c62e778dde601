import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listAdminStarPayments, refundAdminStarPayment } from '@contract/star-payments.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

registerPersistedQuery(['admin', 'star-payments'], listAdminStarPayments.response)

export const adminStarPaymentsQueryOptions = defineQuery(
  ['admin', 'star-payments'],
  (tgId: string) =>
    queryOptions({
      queryKey: adminKeys.starPayments(tgId),
      queryFn: ({ signal }) =>
        callEndpoint(listAdminStarPayments, { signal, query: { user_id: tgId } }),
    }),
)

export const useAdminStarPayments = (tgId: string) => useQuery(adminStarPaymentsQueryOptions(tgId))

export interface RefundInput {
  chargeId: string
  /** Made when the admin confirmed, so a retry after a dropped answer cannot refund twice. */
  idempotencyKey: string
}

/** A refund moves the balance: the user's page and the ledger lists are out of date after it. */
export function useRefundStarPayment(tgId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ chargeId, idempotencyKey }: RefundInput) =>
      callEndpoint(refundAdminStarPayment, { params: { charge_id: chargeId }, idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.starPayments(tgId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.user(tgId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
      ]),
  })
}
