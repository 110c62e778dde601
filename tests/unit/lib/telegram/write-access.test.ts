import { beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { ProfileResponse } from '@contract/user'
import { queryKeys } from '@/lib/query-keys'
import { launch, start } from './fake-client'

vi.spyOn(console, 'log').mockImplementation(() => undefined)
const client = launch({ user: { id: 777, first_name: 'Ann' } })
type Module = typeof import('@/lib/telegram/write-access')
let askWriteAccessOnce: Module['askWriteAccessOnce']
let askWriteAccessAgain: Module['askWriteAccessAgain']
let queryClient: typeof import('@/lib/query-client').queryClient
let fetchMock: MockInstance<typeof fetch>

/** The server's answer to a report: the state it keeps for that answer. */
const stateFor = (answer: unknown) => (answer === 'allowed' ? 'allowed' : 'refused')
const serverAnswers = () =>
  fetchMock.mockImplementation((_url, init) => {
    const body = JSON.parse(init?.body as string) as { write_access: string }
    const chat_notices = { state: stateFor(body.write_access), updated_at: '2026-11-28T00:00:00Z' }
    return Promise.resolve(Response.json({ chat_notices }))
  })
const reports = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: new URL(url as URL).pathname,
    method: init?.method,
    body: JSON.parse(init?.body as string) as unknown,
  }))

const profile = (state: 'unknown' | 'allowed' | 'refused' | 'blocked'): ProfileResponse => ({
  user: {
    tg_id: 777,
    username: null,
    first_name: 'Ann',
    last_name: null,
    photo_url: null,
    language_code: 'en',
    balance: 0,
    created_at: '2026-01-01T00:00:00Z',
    is_banned: false,
    ban_reason: null,
    chat_notices: { state, updated_at: null },
  },
  banned: false,
  ban_reason: null,
})

beforeAll(async () => {
  await start()
  ;({ askWriteAccessOnce, askWriteAccessAgain } = await import('@/lib/telegram/write-access'))
  ;({ queryClient } = await import('@/lib/query-client'))
})
beforeEach(() => {
  localStorage.clear()
  queryClient.clear()
  fetchMock = vi.spyOn(globalThis, 'fetch')
  fetchMock.mockReset()
  serverAnswers()
})

const asked = () => client.of('web_app_request_write_access').length

describe('askWriteAccessOnce', () => {
  it('asks Telegram, takes the answer and does not ask again', async () => {
    const before = asked()
    const first = askWriteAccessOnce()
    // A second caller while the question is open shares it: Telegram shows one.
    const same = askWriteAccessOnce()
    expect(asked()).toBe(before + 1)
    client.send('write_access_requested', { status: 'allowed' })
    expect(await first).toBe('allowed')
    expect(await same).toBe('allowed')
    expect(await askWriteAccessOnce()).toBe('allowed')
    expect(asked()).toBe(before + 1)
  })

  it('remembers a refusal as well: the user is not asked twice', async () => {
    const before = asked()
    const answer = askWriteAccessOnce()
    client.send('write_access_requested', { status: 'cancelled' })
    expect(await answer).toBe('cancelled')
    expect(await askWriteAccessOnce()).toBe('cancelled')
    expect(asked()).toBe(before + 1)
  })

  it('does not ask where no Telegram client listens', async () => {
    const w = window as unknown as { TelegramWebviewProxy?: unknown }
    const proxy = w.TelegramWebviewProxy
    delete w.TelegramWebviewProxy
    try {
      const before = asked()
      expect(await askWriteAccessOnce()).toBeUndefined()
      expect(asked()).toBe(before)
    } finally {
      w.TelegramWebviewProxy = proxy
    }
  })

  it('tells the server the answer, once, and puts the state it keeps in the profile', async () => {
    queryClient.setQueryData(queryKeys.profile, profile('unknown'))
    const answer = askWriteAccessOnce()
    client.send('write_access_requested', { status: 'cancelled' })
    expect(await answer).toBe('cancelled')
    await vi.waitFor(() =>
      expect(reports()).toEqual([
        { path: '/api/user/chat-notices', method: 'POST', body: { write_access: 'cancelled' } },
      ]),
    )
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData<ProfileResponse>(queryKeys.profile)?.user.chat_notices?.state,
      ).toBe('refused'),
    )
    await askWriteAccessOnce()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('sends an answer the server did not get with the next call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const answer = askWriteAccessOnce()
    client.send('write_access_requested', { status: 'allowed' })
    expect(await answer).toBe('allowed')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const before = asked()
    expect(await askWriteAccessOnce()).toBe('allowed')
    expect(asked()).toBe(before)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(reports()[1]?.body).toEqual({ write_access: 'allowed' })
    await askWriteAccessOnce()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not ask when the server already knows, on this device or another', async () => {
    const before = asked()
    queryClient.setQueryData(queryKeys.profile, profile('allowed'))
    expect(await askWriteAccessOnce()).toBe('allowed')
    queryClient.setQueryData(queryKeys.profile, profile('blocked'))
    expect(await askWriteAccessOnce()).toBe('cancelled')
    expect(asked()).toBe(before)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks again when the user chooses to, and reports the new answer', async () => {
    const first = askWriteAccessOnce()
    client.send('write_access_requested', { status: 'cancelled' })
    expect(await first).toBe('cancelled')
    const before = asked()
    const again = askWriteAccessAgain()
    expect(asked()).toBe(before + 1)
    client.send('write_access_requested', { status: 'allowed' })
    expect(await again).toBe('allowed')
    await vi.waitFor(() =>
      expect(reports().map((r) => r.body)).toEqual([
        { write_access: 'cancelled' },
        { write_access: 'allowed' },
      ]),
    )
    expect(await askWriteAccessOnce()).toBe('allowed')
  })
})
