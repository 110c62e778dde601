// The typed layer between IndexedDB and the cache. On restore each stored query is parsed with the
// schema registered for its key and each queued write's variables with its definition; an entry
// that no longer fits is dropped, never rendered. Entries whose feature has not loaded yet (a
// code-split screen) wait here, untouched, until it registers; they are kept on every save. An
// entry that only a shorter prefix's schema rejects waits too, since its own may come later.
import {
  hydrate,
  onlineManager,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query'
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { onQueuedMutationDefined, queuedMutationFor } from '../offline/queue-registry'
import { onPersistedQueryRegistered, persistedMatchFor } from './query-schemas'

type DehydratedQuery = DehydratedState['queries'][number]
type DehydratedMutation = DehydratedState['mutations'][number]

export interface TypedPersisterOptions {
  client: QueryClient
  buster: string
  maxAge: number
}

function checkQuery(q: DehydratedQuery): DehydratedQuery | 'wait' | undefined {
  const match = persistedMatchFor(q.queryKey)
  if (!match) return 'wait'
  if (q.state.data === undefined) return undefined
  const parsed = match.schema.safeParse(q.state.data)
  if (parsed.success) return { ...q, state: { ...q.state, data: parsed.data } }
  // Rejected by a shorter prefix's schema: the entry may be a code-split feature's whose own,
  // longer prefix is not registered yet (the account details under the profile). Dropping it here
  // lost the details offline; it waits, never rendered, and is checked again on each registration.
  return match.whole ? undefined : 'wait'
}

function checkMutation(m: DehydratedMutation): DehydratedMutation | 'wait' | undefined {
  const def = queuedMutationFor(m.mutationKey)
  if (!def) return 'wait'
  if (m.state.status !== 'pending') return undefined
  const variables = def.parseVariables(m.state.variables)
  return variables ? { ...m, state: { ...m.state, variables, isPaused: true } } : undefined
}

/** What goes to IndexedDB: data as the last success left it, no error objects, no promises. */
function storableQuery({ promise: _promise, ...q }: DehydratedQuery): DehydratedQuery {
  return {
    ...q,
    state: {
      ...q.state,
      status: 'success',
      error: null,
      fetchFailureReason: null,
      fetchStatus: 'idle',
    },
  }
}

function storableMutation(m: DehydratedMutation): DehydratedMutation {
  // Stored writes are resumed by resumePausedMutations, which only picks paused ones.
  return {
    ...m,
    state: { ...m.state, isPaused: true, failureReason: null, error: null, context: undefined },
  }
}

const list = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : [])

export function createTypedPersister(inner: Persister, opts: TypedPersisterOptions): Persister {
  let waitingQueries: DehydratedQuery[] = []
  let waitingMutations: DehydratedMutation[] = []

  const split = <T>(items: T[], check: (item: T) => T | 'wait' | undefined) => {
    const ready: T[] = []
    const waiting: T[] = []
    for (const item of items) {
      const result = check(item)
      if (result === 'wait') waiting.push(item)
      else if (result) ready.push(result)
    }
    return { ready, waiting }
  }

  const adopt = () => {
    const queries = split(waitingQueries, checkQuery)
    const mutations = split(waitingMutations, checkMutation)
    waitingQueries = queries.waiting
    waitingMutations = mutations.waiting
    if (!queries.ready.length && !mutations.ready.length) return
    hydrate(opts.client, { queries: queries.ready, mutations: mutations.ready })
    // Stored data shows at once but is never taken as fresh (as on restore, see
    // offline-query-provider.tsx): adopted after the restore, it missed that invalidation, and
    // within its staleTime the screen would show it without asking the server.
    for (const q of queries.ready) {
      const now = opts.client.getQueryState(q.queryKey)
      if (now?.dataUpdatedAt === q.state.dataUpdatedAt)
        void opts.client.invalidateQueries({
          queryKey: q.queryKey,
          exact: true,
          refetchType: 'none',
        })
    }
    if (mutations.ready.length && onlineManager.isOnline()) void opts.client.resumePausedMutations()
  }
  onPersistedQueryRegistered(adopt)
  onQueuedMutationDefined(adopt)

  return {
    restoreClient: async () => {
      const stored = await inner.restoreClient()
      if (!stored) return stored
      const expired = !stored.timestamp || Date.now() - stored.timestamp > opts.maxAge
      // Let persistQueryClientRestore see the mismatch and remove the stored client.
      if (expired || stored.buster !== opts.buster) return stored
      const queries = split(list(stored.clientState?.queries), checkQuery)
      const mutations = split(list(stored.clientState?.mutations), checkMutation)
      waitingQueries = queries.waiting
      waitingMutations = mutations.waiting
      return { ...stored, clientState: { queries: queries.ready, mutations: mutations.ready } }
    },
    persistClient: (client: PersistedClient) => {
      const queries = client.clientState.queries.map(storableQuery)
      const hashes = new Set(queries.map((q) => q.queryHash))
      queries.push(...waitingQueries.filter((q) => !hashes.has(q.queryHash)))
      const mutations = [...client.clientState.mutations.map(storableMutation), ...waitingMutations]
      return inner.persistClient({ ...client, clientState: { queries, mutations } })
    },
    removeClient: () => {
      waitingQueries = []
      waitingMutations = []
      return inner.removeClient()
    },
  }
}
