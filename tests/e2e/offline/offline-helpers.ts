// What the offline specs read from the page: the IndexedDB cache the app wrote and the service
// worker's state. Names mirror src/lib/persistence/idb-persister.ts.
import type { BrowserContext, Page, Route } from '@playwright/test'
import { expect } from '../support/fixtures'

export interface StoredCache {
  queryKeys: unknown[][]
  /** The variables of the stored (unanswered) queued writes, oldest first. */
  writes: Array<{ key: unknown[]; variables: Record<string, unknown> }>
}

/** Reads the persisted client straight from IndexedDB ('domains-mini-app' / 'query-cache'). */
export function readStoredCache(page: Page): Promise<StoredCache> {
  return page.evaluate(
    () =>
      new Promise<StoredCache>((resolve, reject) => {
        const open = indexedDB.open('domains-mini-app')
        open.onerror = () => reject(new Error(String(open.error)))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('query-cache'))
            return resolve({ queryKeys: [], writes: [] })
          const get = db.transaction('query-cache').objectStore('query-cache').get('client')
          get.onerror = () => reject(new Error(String(get.error)))
          get.onsuccess = () => {
            const state = (get.result as { clientState?: StoredState } | undefined)?.clientState
            resolve({
              queryKeys: (state?.queries ?? []).map((q) => q.queryKey),
              writes: (state?.mutations ?? []).map((m) => ({
                key: m.mutationKey ?? [],
                variables: m.state.variables,
              })),
            })
          }
        }
        interface StoredState {
          queries?: Array<{ queryKey: unknown[] }>
          mutations?: Array<{
            mutationKey?: unknown[]
            state: { variables: Record<string, unknown> }
          }>
        }
      }),
  )
}

const hasPrefix = (key: unknown[], prefix: unknown[]) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]))

/** Waits until the app has written queries with each of these key prefixes to IndexedDB. */
export async function waitForStoredQueries(page: Page, prefixes: unknown[][]) {
  await expect
    .poll(async () => {
      const { queryKeys } = await readStoredCache(page)
      return prefixes.filter((p) => !queryKeys.some((k) => hasPrefix(k, p)))
    })
    .toEqual([])
}

/** Waits until the service worker is active and controls the page (its precache is complete). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}

/** Makes the API unreachable the way a dead mobile network or a blocked host does. */
export async function cutApi(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
}

/** 'офлайн · обновлено 14:05' */
export const OFFLINE_MARK = /^офлайн · обновлено \d{2}:\d{2}$/

/** The app's code: every script under /assets but the prerendered screens' markup. */
export const APP_CODE = /\/assets\/(?!prerender-).*\.js$/

/**
 * Routes `url` through `handler` until `stop` is awaited: then no request reaches the handler any
 * more and every call of it that had begun has finished. A handler still fetching or fulfilling
 * when the test ends (its context closing) throws "Response has been disposed" or "Target page,
 * context or browser has been closed", and the test that runs next fails with it. Unrouting while
 * a call is under way is no cure: Playwright then sends its request on to the network, and the
 * call's own answer fails with "Route is already handled!". So the calls under way finish first,
 * and the ones that begin meanwhile pass the request on untouched.
 */
export async function routeUntilStopped(
  page: Page,
  url: RegExp,
  handler: (route: Route) => Promise<unknown> | void,
) {
  const running = new Set<Promise<unknown>>()
  let stopping = false
  const track = (route: Route) => {
    if (stopping) return route.fallback()
    const call = Promise.resolve(handler(route)).finally(() => running.delete(call))
    running.add(call)
    return call
  }
  await page.route(url, track)
  return {
    stop: async () => {
      stopping = true
      while (running.size > 0) await Promise.all(running)
      await page.unroute(url, track)
    },
  }
}

/**
 * Holds every script of the app's code until `release` is called: what index.html paints "before
 * the bundle runs" is then a fact of the test, not a race. The prerendered home screens come in
 * scripts too (assets/prerender-*), markup index.html paints, not code of the app: they pass.
 * Once released, the scripts are no longer routed at all.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = []
  let released = false
  const routing = await routeUntilStopped(page, APP_CODE, (route) =>
    released ? route.continue() : void held.push(route),
  )
  return {
    release: async () => {
      released = true
      await Promise.all(held.map((r) => r.continue()))
      await routing.stop()
    },
  }
}
