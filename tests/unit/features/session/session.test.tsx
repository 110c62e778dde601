import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { profileQueryOptions } from '@/lib/profile-query'
import { fallbackUser } from '@/features/session/fallback-user'
import { BALANCE_REFRESH_DELAY_MS, useBalanceRefresh } from '@/features/session/use-balance-refresh'
import { useProfile, type SessionState } from '@/features/session/use-profile'
import { useVisitLog } from '@/features/session/use-visit-log'
import { render, type Rendered } from '../../support/render'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const PROFILE = {
  user: {
    tg_id: 7,
    username: 'ann',
    first_name: 'Ann',
    last_name: null,
    photo_url: null,
    language_code: 'en',
    balance: 25.5,
    created_at: '2026-01-01T00:00:00Z',
    is_banned: false,
    ban_reason: null,
  },
  banned: false,
  ban_reason: null,
}

let view: Rendered | undefined
let client: QueryClient
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
})
afterEach(() => {
  view?.unmount()
  view = undefined
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const withClient = (node: React.ReactNode) => (
  <QueryClientProvider client={client}>{node}</QueryClientProvider>
)

describe('profile', () => {
  it('falls back to the Telegram user with balance 0 and keeps the error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(500, { error: 'internal', message: 'boom' }),
    )
    const seen: SessionState[] = []
    function Probe() {
      seen.push(useProfile())
      return null
    }
    view = render(withClient(<Probe />))
    await vi.waitFor(() => expect(seen.at(-1)?.isFallback).toBe(true))
    expect(seen.at(-1)?.user?.balance).toBe(0)
    expect(seen.at(-1)?.error).toBe('boom')
  })

  it('uses the server profile when it loads', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, PROFILE))
    const seen: SessionState[] = []
    function Probe() {
      seen.push(useProfile())
      return null
    }
    view = render(withClient(<Probe />))
    await vi.waitFor(() => expect(seen.at(-1)?.user?.balance).toBe(25.5))
    expect(seen.at(-1)?.isFallback).toBe(false)
    expect(seen[0]?.isLoading).toBe(true)
  })

  it('builds the fallback from Telegram user data', () => {
    expect(fallbackUser({ id: 1, first_name: 'Tg', photo_url: 'p' })).toEqual({
      tgId: 1,
      firstName: 'Tg',
      lastName: null,
      username: null,
      photoUrl: 'p',
      balance: 0,
    })
    expect(fallbackUser(undefined).firstName).toBe('')
  })
})

describe('balance refresh', () => {
  function Refresher({ enabled }: { enabled: boolean }) {
    useBalanceRefresh(enabled)
    return null
  }

  it('refetches once, 500 ms after focus and visibility return together', () => {
    vi.useFakeTimers()
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue()
    view = render(withClient(<Refresher enabled />))
    act(() => {
      window.dispatchEvent(new Event('focus'))
      document.dispatchEvent(new Event('visibilitychange'))
    })
    act(() => {
      vi.advanceTimersByTime(BALANCE_REFRESH_DELAY_MS - 1)
    })
    expect(refetch).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(refetch).toHaveBeenCalledOnce()
    expect(refetch.mock.calls[0]?.[0]).toMatchObject({ queryKey: profileQueryOptions().queryKey })
  })

  it('does nothing when disabled', () => {
    vi.useFakeTimers()
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue()
    view = render(withClient(<Refresher enabled={false} />))
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    act(() => {
      vi.advanceTimersByTime(BALANCE_REFRESH_DELAY_MS * 4)
    })
    expect(refetch).not.toHaveBeenCalled()
  })

  it('skips the refresh when the page is /banned by the time it fires', () => {
    vi.useFakeTimers()
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue()
    view = render(withClient(<Refresher enabled />))
    window.history.replaceState(null, '', '/banned')
    act(() => {
      window.dispatchEvent(new Event('focus'))
      vi.advanceTimersByTime(BALANCE_REFRESH_DELAY_MS)
    })
    window.history.replaceState(null, '', '/')
    expect(refetch).not.toHaveBeenCalled()
  })
})

describe('visit log', () => {
  function Logger({ path }: { path: string }) {
    useVisitLog(path, true)
    return null
  }

  it('posts page_path once per route change with an idempotency key', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { ok: true }))
    view = render(withClient(<Logger path="/buy" />))
    view.rerender(withClient(<Logger path="/buy" />))
    view.rerender(withClient(<Logger path="/panel" />))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as unknown)
    expect(bodies).toEqual([{ page_path: '/buy' }, { page_path: '/panel' }])
    const [url, init] = fetch.mock.calls[0] ?? []
    expect((url as URL).pathname).toMatch(/\/api\/user\/visit$/)
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy()
  })

  it('ignores a failed log', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
    // React warns about the mutation's state updates outside act(); the log itself must not throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    view = render(withClient(<Logger path="/" />))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    view.rerender(withClient(<Logger path="/profile" />))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as unknown)).toEqual(
      [{ page_path: '/' }, { page_path: '/profile' }],
    )
  })
})
