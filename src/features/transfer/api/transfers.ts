import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { listTransfers, quoteTransfer, startTransfer } from '@contract/transfer.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { useMoneyMutation, type Pressed } from '@/lib/offline/use-money-mutation'
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

export type StartVariables = Required<Pressed<{ domain: string; authCode: string }>>

export const useStartTransfer = () =>
  useMoneyMutation({
    mutationKey: ['transfer-start'],
    send: ({ domain, authCode }: StartVariables, key) =>
      callEndpoint(startTransfer, { body: { domain, auth_code: authCode }, idempotencyKey: key }),
    refresh: [queryKeys.profile, transfersKey],
  })
