import { useIsRestoring, type QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { useState, type ReactNode } from 'react'
import { createPersistOptions } from './persist-options'

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
  const [persistOptions] = useState(() => createPersistOptions(client))
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
