import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

/** Built after the launch parameters are read, so the root guard sees them on the first match. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Freshness is the query cache's job; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Goes where a tap on index.html's painted copy led (src/lib/snapshot/snapshot-taps.ts). Mounted,
 * the router navigates as the live link would; not yet (the stored cache still being read), it
 * mounts on the tapped location instead, as a navigation now would run the loaders before the
 * cache is in.
 */
export function goToTapped(router: AppRouter, href: string): void {
  if (router.history.subscribers.size > 0) void router.navigate({ href })
  else router.history.push(href)
}

/** Fetches the code of the screen the app opens on now, not after the stored cache is read. */
export function preloadScreenCode(router: AppRouter, pathname = window.location.pathname): void {
  const [routes] = router.getMatchedRoutes(pathname)
  // A chunk that fails here is asked for again, and reported, when the router loads the route.
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
