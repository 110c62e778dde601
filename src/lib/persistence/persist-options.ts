import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/query-persist-client-core'
import { attachOfflineQueue } from '../offline/attach-queue'
import { queuedMutationFor } from '../offline/queue-registry'
import { startReachability } from '../offline/reachability'
import { readLaunchParams } from '../telegram/launch-params'
import { createIdbPersister } from './idb-persister'
import { persistedSchemaFor } from './query-schemas'
import { createTypedPersister } from './typed-persister'

/** Stored data older than a week is not worth showing. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

// Structural types: @tanstack/react-query and the persist packages may resolve to two copies of
// query-core, whose Query and Mutation classes TypeScript would treat as different.
export const shouldPersistQuery = (q: { queryKey: QueryKey; state: { data: unknown } }) =>
  q.state.data !== undefined && persistedSchemaFor(q.queryKey) !== undefined

export const shouldPersistMutation = (m: {
  options: { mutationKey?: MutationKey }
  state: { status: string }
}) => m.state.status === 'pending' && queuedMutationFor(m.options.mutationKey) !== undefined

/**
 * The stored cache belongs to one build and one Telegram user: another user opening the app on the
 * same device never sees the last one's data, nor replays their queued writes under their own name.
 */
export const cacheBuster = (
  build: string = __BUILD_ID__,
  user: number | undefined = readLaunchParams().user?.id,
): string => `${build}:${user ?? 'anonymous'}`

/**
 * Everything PersistQueryClientProvider needs: the typed IndexedDB persister, the build and user as
 * buster (see cacheBuster), a week's max age, and the filters that
 * keep only registered queries and unanswered queued writes.
 */
export function createPersistOptions(
  client: QueryClient,
  inner = createIdbPersister(),
  buster: string = cacheBuster(),
): Omit<PersistQueryClientOptions, 'queryClient'> {
  attachOfflineQueue(client)
  startReachability()
  return {
    persister: createTypedPersister(inner, { client, buster, maxAge: PERSIST_MAX_AGE_MS }),
    buster,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: shouldPersistMutation,
    },
  }
}
