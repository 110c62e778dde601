// Where the query cache is kept in IndexedDB, and its first read. src/boot.ts starts that read as
// soon as the painted copy is on screen, so it runs while the app's code loads and evaluates
// instead of after it; the persister (idb-persister.ts) takes it as its first restore. This module
// and idb-keyval travel with the entry, out of the `app` chunk.
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createStore, get, type UseStore } from 'idb-keyval'

export const IDB_DATABASE = 'domains-mini-app'
export const IDB_STORE = 'query-cache'
export const IDB_KEY = 'client'

let store: UseStore | undefined
/** The one handle on the cache's store: the early read and the persister open it once. */
export const cacheStore = (): UseStore => (store ??= createStore(IDB_DATABASE, IDB_STORE))

let early: Promise<PersistedClient | undefined> | undefined

/** Starts reading the stored client; a failure is the restore's to report when it takes the read. */
export function startEarlyCacheRead(): void {
  early ??= get<PersistedClient>(IDB_KEY, cacheStore())
  early.catch(() => undefined)
}

/** The read startEarlyCacheRead began, once; undefined when none was started or it was taken. */
export function takeEarlyCacheRead(): Promise<PersistedClient | undefined> | undefined {
  const read = early
  early = undefined
  return read
}
