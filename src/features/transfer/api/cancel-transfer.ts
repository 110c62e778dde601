import { cancelTransfer } from '@contract/transfer.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { useMoneyMutation } from '@/lib/offline/use-money-mutation'
import { queryKeys } from '@/lib/query-keys'
import { transfersQueryOptions } from './transfers'

/** A cancel gives money back, so it is a money call like the payment it undoes. */
export const useCancelTransfer = () =>
  useMoneyMutation({
    mutationKey: ['transfer-cancel'],
    send: ({ id }: { id: number }, key) =>
      callEndpoint(cancelTransfer, { params: { id: String(id) }, idempotencyKey: key }),
    refresh: [queryKeys.profile, transfersQueryOptions().queryKey],
  })
