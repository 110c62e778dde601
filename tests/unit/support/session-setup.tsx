// Shared setup of the session hook tests (tests/unit/features/session/use-*.test.tsx): JSON
// responses for a mocked fetch, a fresh QueryClient per test, and the cleanup after each test.
import { afterEach, beforeEach, vi } from 'vitest'
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The current test's client: a live binding, replaced before each test. */
export let client: QueryClient

export const withClient = (node: ReactNode) => (
  <QueryClientProvider client={client}>{node}</QueryClientProvider>
)

/** Registers the per-test hooks; after each test `unmount` runs first, then mocks and timers are restored. */
export function setupSessionTests(unmount: () => void) {
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  })
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })
}
