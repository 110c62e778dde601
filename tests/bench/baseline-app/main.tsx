// The benchmark's reference: an empty React + TanStack Router + TanStack Query PWA whose only
// screen shows a cached list, persisted to IndexedDB the way the Query docs suggest, with a service
// worker that precaches the shell (tests/bench/baseline.ts writes it). Same markup hooks as the
// app's TLD table, so one watcher measures both.
import { QueryClient, useQuery } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import {
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { del, get, set } from 'idb-keyval'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

interface Row {
  domain: string
  price: number
}

const persister: Persister = {
  persistClient: (client) => set('rq', client),
  restoreClient: () => get<PersistedClient>('rq'),
  removeClient: () => del('rq'),
}

const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } })

function Home() {
  const rows = useQuery({
    queryKey: ['rows'],
    queryFn: async () => (await (await fetch('/api/rows')).json()) as Row[],
  })
  return (
    <table data-testid="tld-table" data-source={rows.data ? 'live' : 'loading'}>
      <tbody>
        {rows.data?.map((r) => (
          <tr key={r.domain} data-testid="tld-row">
            <td>.{r.domain}</td>
            <td>${r.price.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const rootRoute = createRootRoute({ component: () => <Outlet /> })
const router = createRouter({
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  ]),
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister }}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
)

if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js')
