// The benchmark's second reference: an empty app of exactly the client packages the product was
// ordered with (issue 29): React and react-dom, TanStack Router, TanStack Query persisted by
// query-persist-client-core to IndexedDB through idb-keyval, workbox-window registering a worker
// that precaches the shell (tests/bench/baseline.ts writes it), Telegram's SDK, and Lingui. Its one
// screen is a small table painted from the persisted query cache, with the same markup hooks as the
// app's TLD table, so the reopen's watcher times both alike.
import { setupI18n } from '@lingui/core'
import { I18nProvider, Trans } from '@lingui/react'
import { persistQueryClient } from '@tanstack/query-persist-client-core'
import type {
  PersistedClient,
  PersistQueryClientOptions,
  Persister,
} from '@tanstack/query-persist-client-core'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import sdk from '@twa-dev/sdk'
import { del, get, set } from 'idb-keyval'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Workbox } from 'workbox-window'

interface Row {
  domain: string
  price: number
}

// The SDK is CommonJS: Vite 8 hands its whole exports object to a default import.
const WebApp = (sdk as unknown as { default?: typeof sdk }).default ?? sdk
WebApp.ready()

// Compiled Lingui messages, as `lingui compile` writes them.
const i18n = setupI18n({
  locale: 'en',
  messages: {
    en: { zone: ['Zone'], price: ['Price'], zones: [['count'], ' zones'] },
  },
})

const persister: Persister = {
  persistClient: (client) => set('query-cache', client),
  restoreClient: () => get<PersistedClient>('query-cache'),
  removeClient: () => del('query-cache'),
}

const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } })
// The installed persister (5.104) types its QueryClient with its own query-core, react-query
// (5.108) with a newer one; the persister only calls the client's public methods, which both share.
const [, restored] = persistQueryClient({
  queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
  persister,
  maxAge: 86_400_000,
})

function Home() {
  const rows = useQuery({
    queryKey: ['rows'],
    queryFn: async () => (await (await fetch('/api/rows')).json()) as Row[],
  })
  return (
    <table data-testid="tld-table" data-source={rows.data ? 'live' : 'loading'}>
      <caption>
        <Trans id="zones" values={{ count: rows.data?.length ?? 0 }} />
      </caption>
      <thead>
        <tr>
          <th>
            <Trans id="zone" />
          </th>
          <th>
            <Trans id="price" />
          </th>
        </tr>
      </thead>
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

const root = createRoot(document.getElementById('root') as HTMLElement)
// As the app does: the screen mounts once the cache is restored, so it paints from it at once.
void restored.finally(() =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
)

void new Workbox('/sw.js').register()
