// The raw store: the whole dehydrated client under one IndexedDB key (idb-keyval). Each change is
// written at once (one write at a time, the newest state wins), since Telegram may close the
// webview right after the user acted; a save still pending is flushed when the page is hidden.
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { del, get, set, type UseStore } from 'idb-keyval'
import { IDB_KEY, cacheStore, takeEarlyCacheRead } from './cache-store'
/** Some webviews never answer IndexedDB.open; the app must start anyway. */
const RESTORE_TIMEOUT_MS = 2_000

export interface FlushablePersister extends Persister {
  /** Resolves once the newest state given so far is written. */
  flush: () => Promise<void>
}

export function createIdbPersister(store: UseStore = cacheStore()): FlushablePersister {
  let pending: PersistedClient | undefined
  let writing: Promise<void> | undefined

  const drain = async () => {
    while (pending) {
      const next = pending
      pending = undefined
      try {
        await set(IDB_KEY, next, store)
      } catch (err) {
        // Quota or a closed database: the app keeps working, only this save is lost.
        console.warn('Could not save the offline cache', err)
      }
    }
  }
  const flush = (): Promise<void> =>
    (writing ??= drain().then(() => {
      writing = undefined
      // A state handed over between the last write and now.
      if (pending) return flush()
    }))

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush()
    })
  }

  return {
    persistClient: (client) => {
      pending = client
      void flush()
    },
    restoreClient: async () => {
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))
      try {
        // The read src/boot.ts began while the app's code loaded, when it is this store's.
        const early = store === cacheStore() ? takeEarlyCacheRead() : undefined
        return await Promise.race([early ?? get<PersistedClient>(IDB_KEY, store), timeout])
      } catch (err) {
        console.warn('Could not read the offline cache', err)
        return undefined
      }
    },
    removeClient: async () => {
      pending = undefined
      await writing
      await del(IDB_KEY, store).catch(() => undefined)
    },
    flush,
  }
}
