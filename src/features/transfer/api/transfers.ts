import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listTransfers, quoteTransfer, startTransfer } from '@contract/transfer.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'

/** While a transfer is pending the list refreshes this often. */
const PENDING_POLL_MS = 3000
const transfersKey = ['user', 'transfers'] as const

export const transfersQueryOptions = defineQuery(transfersKey, () =>
  queryOptions({
    queryKey: transfersKey,
    queryFn: ({ signal }) => callEndpoint(listTransfers, { signal }),
    refetchInterval: (query) =>
      query.state.data?.transfers.some((t) => t.status === 'pending') ? PENDING_POLL_MS : false,
  }),
)

export const useTransfers = () => useQuery(transfersQueryOptions())

export function useTransferQuote() {
  return useMutation({
    mutationFn: (domain: string) => callEndpoint(quoteTransfer, { query: { domain } }),
  })
}

export interface StartVariables {
  domain: string
  authCode: string
  /** Made once per press; every retry after a lost answer reuses it. */
  idempotencyKey: string
}

/** Paying for a transfer moves money: it runs now or fails, never waits in the offline queue. */
export function useStartTransfer() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['transfer-start'],
    mutationFn: ({ domain, authCode, idempotencyKey }: StartVariables) =>
      sendMoneyCall(
        (key) =>
          callEndpoint(startTransfer, {
            body: { domain, auth_code: authCode },
            idempotencyKey: key,
          }),
        { idempotencyKey },
      ),
    networkMode: 'always',
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.profile })
      void client.invalidateQueries({ queryKey: transfersKey })
    },
  })
}
