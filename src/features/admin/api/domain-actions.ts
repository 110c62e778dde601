import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refundAdminDomain, retryAdminDomain } from '@contract/admin-records.endpoints'
import { callEndpoint } from '@/lib/api-client'

export type DomainAction = 'retry' | 'refund'

/** Retry or refund a failed provisioning. One key per confirmation keeps a refund from doubling. */
export function useDomainAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      action,
      idempotencyKey,
    }: {
      id: number
      action: DomainAction
      idempotencyKey: string
    }) =>
      callEndpoint(action === 'retry' ? retryAdminDomain : refundAdminDomain, {
        params: { id: String(id) },
        idempotencyKey,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'domains'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'user'] }),
      ]),
  })
}
