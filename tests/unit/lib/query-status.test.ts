import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { isLoadingFirst, isStalledOffline } from '@/lib/query-status'

afterEach(() => onlineManager.setOnline(true))

describe('query status', () => {
  it('calls a query paused by the offline layer stalled, not loading', () => {
    onlineManager.setOnline(false)
    const client = new QueryClient()
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn: () => 1 })
    const unsubscribe = observer.subscribe(() => undefined)
    const result = observer.getCurrentResult()
    // Paused is what TanStack reports while offline; once the offline layer gives up it is idle.
    expect(result.fetchStatus).toBe('paused')
    expect(isLoadingFirst(result)).toBe(true)
    unsubscribe()
    client.cancelQueries({ queryKey: ['x'] }).catch(() => undefined)
    const stopped = { isPending: true, fetchStatus: 'idle' as const }
    expect(isStalledOffline(stopped)).toBe(true)
    expect(isLoadingFirst(stopped)).toBe(false)
  })

  it('is neither once an answer is there', async () => {
    const client = new QueryClient()
    await client.fetchQuery({ queryKey: ['y'], queryFn: () => 1 })
    const result = new QueryObserver(client, { queryKey: ['y'] }).getCurrentResult()
    expect(isStalledOffline(result)).toBe(false)
    expect(isLoadingFirst(result)).toBe(false)
  })
})
