import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cancelTransfer } from '@contract/transfer.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'
import { transfersQueryOptions } from './transfers'

/** A cancel gives money back: it runs now or fails, never waits in the offline queue. */
export function useCancelTransfer() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['transfer-cancel'],
    mutationFn: (id: number) =>
      sendMoneyCall((key) =>
        callEndpoint(cancelTransfer, { params: { id: String(id) }, idempotencyKey: key }),
      ),
    networkMode: 'always',
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.profile })
      void client.invalidateQueries({ queryKey: transfersQueryOptions().queryKey })
    },
  })
}
