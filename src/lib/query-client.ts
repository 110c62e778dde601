// The one QueryClient. Persistence (IndexedDB) wraps it elsewhere; creation stays here.
import { QueryClient } from '@tanstack/react-query'
import { ApiError, BannedError, ContractError } from './api-client'

/** A 4xx, a ban or a contract mismatch will not get better by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof BannedError || error instanceof ContractError) return false
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60_000,
      retry: shouldRetry,
    },
    mutations: { retry: false },
  },
})
