import { queryOptions, useQuery } from '@tanstack/react-query'
import { autoRenewDefault } from '@contract/lifecycle'
import { getAutoRenewDefault, setAutoRenewDefault } from '@contract/lifecycle.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'

export const autoRenewDefaultKey = ['user', 'auto-renew-default'] as const

export const autoRenewDefaultQueryOptions = defineQuery(autoRenewDefaultKey, () =>
  queryOptions({
    queryKey: autoRenewDefaultKey,
    queryFn: ({ signal }) => callEndpoint(getAutoRenewDefault, { signal }),
  }),
)

export const useAutoRenewDefault = () => useQuery(autoRenewDefaultQueryOptions())

/** The profile-wide default: waits offline and replays like the language choice. */
export const autoRenewDefaultWrite = defineQueuedMutation({
  mutationKey: ['user', 'auto-renew-default', 'set'],
  payload: autoRenewDefault,
  mutationFn: ({ idempotencyKey, enabled }) =>
    callEndpoint(setAutoRenewDefault, { body: { enabled }, idempotencyKey }),
  invalidates: [autoRenewDefaultKey],
})
