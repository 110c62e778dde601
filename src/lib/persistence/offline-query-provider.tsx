import { useIsRestoring, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { useState, type ReactNode } from 'react'
import { createPersistOptions } from './persist-options'

type PersistOptions = ReturnType<typeof createPersistOptions>
const started = new WeakMap<QueryClient, PersistOptions>()

/**
 * Starts reading the stored cache now, before the first render, beside the catalog's and the first
 * screen's code's fetches; without it the read (IndexedDB, then the schema checks) began only
 * after the provider's first commit. The provider's restore takes this read.
 */
export function startCacheRestore(client: QueryClient): void {
  if (started.has(client)) return
  const options = createPersistOptions(client)
  const { persister } = options
  let read: Promise<PersistedClient | undefined> | undefined = Promise.resolve(
    persister.restoreClient(),
  )
  // Handled by whoever takes it; a failed read is the restore's to report.
  read.catch(() => undefined)
  const restoreClient = () => {
    const taken = read ?? persister.restoreClient()
    read = undefined
    return taken
  }
  started.set(client, { ...options, persister: { ...persister, restoreClient } })
}

/**
 * QueryClientProvider with the IndexedDB cache: the children (the router) mount only after the
 * restore, so the first loaders and screens already see the cached data and refresh it; then queued
 * writes resume.
 */
export function OfflineQueryProvider({
  client,
  children,
}: {
  client: QueryClient
  children: ReactNode
}) {
  const [persistOptions] = useState(() => started.get(client) ?? createPersistOptions(client))
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      onSuccess={() => {
        // Restored data shows at once but is never taken as fresh: whatever happened while the app
        // was closed (a top-up in the bot chat, a domain turning active) comes in on the first render.
        void client.invalidateQueries({ refetchType: 'none' })
        void client.resumePausedMutations()
      }}
    >
      <AfterRestore>{children}</AfterRestore>
    </PersistQueryClientProvider>
  )
}

function AfterRestore({ children }: { children: ReactNode }) {
  return useIsRestoring() ? null : children
}
