import type { QueryClient } from '@tanstack/react-query'
import type {
  PersistedClient,
  Persister,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core'

/** A Persister over a variable, standing in for IndexedDB (happy-dom has none). */
export function memoryPersister(initial?: PersistedClient) {
  let stored: PersistedClient | undefined = initial
  const persister: Persister = {
    persistClient: (c) => {
      // IndexedDB stores a structured clone; so does this.
      stored = structuredClone(c)
    },
    restoreClient: () => (stored ? structuredClone(stored) : undefined),
    removeClient: () => {
      stored = undefined
    },
  }
  return { persister, stored: () => stored }
}

/**
 * @tanstack/react-query and the persist packages resolve to two copies of query-core here; their
 * QueryClient types differ nominally while the runtime objects are compatible (the provider relies
 * on the same thing).
 */
export const asPersistClient = (client: QueryClient) =>
  client as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient']
