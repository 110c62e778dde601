// The service worker: a short program of its own, built by vite-plugin-pwa (injectManifest) into
// dist/sw.js with the precache list written into `self.__WB_MANIFEST`. Telegram on iOS never runs
// it, so nothing here may be required for the app to show its cached data (IndexedDB does that).
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { isImageRequest, NAVIGATION_DENYLIST, SKIP_WAITING } from './rules'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

precacheAndRoute(self.__WB_MANIFEST)
// Precaches of earlier builds are dropped once this version is active.
cleanupOutdatedCaches()

// Client routes (including /admin from the installed PWA) open the precached shell even offline;
// the API and the health check always go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
)

// Banner and avatar images: mostly on other origins (Telegram's userpic host, an admin-set banner
// URL), so opaque answers are accepted; the expiration plugin keeps the cache bounded.
registerRoute(
  ({ request, url }) => isImageRequest(request.destination, url),
  new CacheFirst({
    cacheName: 'images-v1',
    plugins: [
      {
        cacheWillUpdate: ({ response }) =>
          Promise.resolve(response.status === 200 || response.type === 'opaque' ? response : null),
      },
      new ExpirationPlugin({
        maxEntries: 80,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// A new version waits until the user accepts the reload prompt (no skipWaiting on install).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting()
})

// The first install takes the open page at once, so its next reload already works offline.
clientsClaim()
