import { describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { profileQueryOptions } from '@/lib/profile-query'
import { BALANCE_REFRESH_DELAY_MS, useBalanceRefresh } from '@/features/session/use-balance-refresh'
import { render, type Rendered } from '../../support/render'
import { client, setupSessionTests, withClient } from '../../support/session-setup'

let view: Rendered | undefined
setupSessionTests(() => view?.unmount())

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
