// Connects a QueryClient to the request queue: each queued definition becomes mutation defaults
// (function, retry while the API is unreachable, one shared scope so writes replay in the order
// they were made), and the caches' failures and successes feed the API reachability, which
// drives onlineManager (see reachability.ts).
import type { Mutation, QueryClient } from '@tanstack/react-query'
import { isNetworkFailure, markApiReachable, markApiUnreachable } from './reachability'
import { allQueuedMutations, onQueuedMutationDefined, queuedMutationFor } from './queue-registry'

/** All queued writes share one scope: TanStack Query runs a scope's mutations one at a time. */
export const QUEUE_SCOPE = 'offline-queue'
const MAX_RETRY_DELAY_MS = 10_000

const attached = new WeakSet<QueryClient>()

type AnyDefinition = ReturnType<typeof allQueuedMutations>[number]

function applyDefaults(client: QueryClient, def: AnyDefinition) {
  client.setMutationDefaults<unknown, Error, Parameters<AnyDefinition['mutationFn']>[0]>(
    def.mutationKey,
    {
      mutationFn: (variables) => def.mutationFn(variables),
      scope: { id: QUEUE_SCOPE },
      // Without an answer the write may or may not have run; the same key makes retrying safe.
      retry: (_count, error) => isNetworkFailure(error),
      retryDelay: (count) => Math.min(1000 * 2 ** count, MAX_RETRY_DELAY_MS),
    },
  )
}

export const isQueuedMutation = (m: Pick<Mutation, 'options'>) =>
  queuedMutationFor(m.options.mutationKey) !== undefined

/** A queued write the user made on purpose, so shown while it waits and when it is refused. */
export const isVisibleQueuedMutation = (m: Pick<Mutation, 'options'>) => {
  const def = queuedMutationFor(m.options.mutationKey)
  return def !== undefined && !def.quiet
}

export function attachOfflineQueue(client: QueryClient): void {
  if (attached.has(client)) return
  attached.add(client)
  for (const def of allQueuedMutations()) applyDefaults(client, def)
  onQueuedMutationDefined((def) => applyDefaults(client, def))

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action, query } = event
    if (action.type === 'success') return markApiReachable()
    const lostAnswer =
      (action.type === 'failed' || action.type === 'error') && isNetworkFailure(action.error)
    if (lostAnswer) markApiUnreachable()
    // A query with cached data waits quietly while offline and keeps showing that data. One with
    // nothing to show would keep a route loader (ensureQueryData) waiting for the network: fail
    // that fetch now, so the screen shows its error or fallback state and refetches on reconnect.
    const stuck = (lostAnswer && action.type === 'failed') || action.type === 'pause'
    if (stuck && query.state.data === undefined) void query.cancel()
  })

  client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const { action, mutation } = event
    if (action.type === 'failed' || action.type === 'error') {
      if (isNetworkFailure(action.error)) markApiUnreachable()
      else if (action.type === 'error') markApiReachable()
    }
    if (action.type === 'success') markApiReachable()
    if (action.type !== 'success' && action.type !== 'error') return
    const def = queuedMutationFor(mutation.options.mutationKey)
    for (const queryKey of def?.invalidates ?? []) void client.invalidateQueries({ queryKey })
  })
}
