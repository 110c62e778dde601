// The raw store: the whole dehydrated client under one IndexedDB key (idb-keyval), written at most
// every SAVE_INTERVAL_MS and flushed when the page is hidden, since Telegram may close the webview
// at any moment.
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

export const IDB_DATABASE = 'domains-mini-app'
export const IDB_STORE = 'query-cache'
export const IDB_KEY = 'client'
const SAVE_INTERVAL_MS = 250
/** Some webviews never answer IndexedDB.open; the app must start anyway. */
const RESTORE_TIMEOUT_MS = 2_000

export interface FlushablePersister extends Persister {
  /** Writes the newest pending state now. */
  flush: () => Promise<void>
}

export function createIdbPersister(
  store: UseStore = createStore(IDB_DATABASE, IDB_STORE),
): FlushablePersister {
  let pending: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastWrite = 0

  const flush = async () => {
    clearTimeout(timer)
    timer = undefined
    const next = pending
    pending = undefined
    if (!next) return
    lastWrite = Date.now()
    try {
      await set(IDB_KEY, next, store)
    } catch (err) {
      // Quota or a closed database: the app keeps working, only this save is lost.
      console.warn('Could not save the offline cache', err)
    }
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush()
    })
    window.addEventListener('pagehide', () => void flush())
  }

  return {
    persistClient: (client) => {
      pending = client
      if (timer) return
      const wait = Math.max(0, lastWrite + SAVE_INTERVAL_MS - Date.now())
      timer = setTimeout(() => void flush(), wait)
    },
    restoreClient: async () => {
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))
      try {
        return await Promise.race([get<PersistedClient>(IDB_KEY, store), timeout])
      } catch (err) {
        console.warn('Could not read the offline cache', err)
        return undefined
      }
    },
    removeClient: async () => {
      pending = undefined
      clearTimeout(timer)
      timer = undefined
      await del(IDB_KEY, store).catch(() => undefined)
    },
    flush,
  }
}
