import { describe, expect, it, vi } from 'vitest'
import { useProfile, type SessionState } from '@/features/session/use-profile'
import { render, type Rendered } from '../../support/render'
import { waitFor } from '../../support/wait-for'
import { json, setupSessionTests, withClient } from '../../support/session-setup'

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
setupSessionTests(() => view?.unmount())

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
    await waitFor(() => expect(seen.at(-1)?.isFallback).toBe(true))
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
    await waitFor(() => expect(seen.at(-1)?.user?.balance).toBe(25.5))
    expect(seen.at(-1)?.isFallback).toBe(false)
    expect(seen[0]?.isLoading).toBe(true)
  })
})
