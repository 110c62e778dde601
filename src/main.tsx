import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { ToastProvider } from '@/components/ui/toast'
import { initI18n, loadStartCatalog } from '@/lib/i18n'
import { restoreLastRoute } from '@/lib/offline/last-route'
import { OfflineQueryProvider, startCacheRestore } from '@/lib/persistence/offline-query-provider'
import { queryClient } from '@/lib/query-client'
import { startScreenSnapshots } from '@/lib/snapshot/screen-snapshots'
import { followSnapshotTaps } from '@/lib/snapshot/snapshot-taps'
import { readLaunchParams } from '@/lib/telegram/launch-params'
import { startTelegram } from '@/lib/telegram/start'
import { applyStartParam } from '@/lib/telegram/start-param'
import { createAppRouter, goToTapped, preloadScreenCode } from './router'
import './styles/global.css'

// Launch parameters first: the first client-side navigation drops the hash they arrive in.
const launch = readLaunchParams()
// Keeps the last tab root for index.html to paint on the next open; hands over from the painted one.
startScreenSnapshots({ user: launch.user?.id })
// A bot button names its screen (a domain's renewal, the top-up); otherwise Telegram reopens the
// app at `/` and it goes back to where the user was, before the router starts.
if (!applyStartParam()) restoreLastRoute()
startTelegram(launch)
const router = createAppRouter(queryClient)
// A link tapped on the painted copy, before now or until the live screen replaces it.
followSnapshotTaps((href) => goToTapped(router, href))
// What the first screen waits for, fetched side by side: only the start language's catalog, the
// stored cache, the screen's code.
const catalog = loadStartCatalog()
startCacheRestore(queryClient)
preloadScreenCode(router)
await catalog
const i18n = initI18n()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// A transition: React renders in slices of a few ms instead of one long task, so the main thread
// stays free; the screen is already painted from index.html (a snapshot or the prerendered home)
// and the live one shows in the frame its copy leaves.
const app = createRoot(root)
startTransition(() =>
  app.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OfflineQueryProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </OfflineQueryProvider>
      </I18nProvider>
    </StrictMode>,
  ),
)
