// The service worker of the benchmark's static pages (the baseline PWA and the reopen's floor):
// cache-first for every file of the page's directory, precached on install.
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export function files(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, root) : [`/${relative(root, path)}`]
  })
}

/** Cache-first for the precached shell (any navigation gets index.html), network for the rest. */
export const precachingServiceWorker = (urls: string[]) => `
const CACHE = 'shell-v1'
const URLS = ${JSON.stringify(urls)}
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(URLS)).then(() => self.skipWaiting()))
})
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url)
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return
  const key = e.request.mode === 'navigate' ? '/index.html' : url.pathname
  e.respondWith(caches.match(key).then((hit) => hit || fetch(e.request)))
})
`
