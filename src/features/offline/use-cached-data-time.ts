import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * When the oldest data on screen was fetched: the earliest `dataUpdatedAt` among queries someone
 * is showing now. Undefined when the screen shows no fetched data.
 */
export function useCachedDataTime(): number | undefined {
  const cache = useQueryClient().getQueryCache()
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache])
  const snapshot = useCallback(() => {
    let oldest: number | undefined
    for (const q of cache.getAll()) {
      if (q.getObserversCount() === 0 || q.state.data === undefined || !q.state.dataUpdatedAt)
        continue
      if (oldest === undefined || q.state.dataUpdatedAt < oldest) oldest = q.state.dataUpdatedAt
    }
    return oldest
  }, [cache])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
