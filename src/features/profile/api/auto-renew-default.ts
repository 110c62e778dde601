import { queryOptions, useQuery } from '@tanstack/react-query'
import { autoRenewDefault } from '@contract/lifecycle'
import { getAutoRenewDefault, setAutoRenewDefault } from '@contract/lifecycle.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

export const autoRenewDefaultKey = ['user', 'auto-renew-default'] as const

// Kept offline like the rest of the profile: a reopen without the network shows the switch as it
// was (as the painted copy of the screen already does), not off and disabled.
registerPersistedQuery(autoRenewDefaultKey, autoRenewDefault)

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
