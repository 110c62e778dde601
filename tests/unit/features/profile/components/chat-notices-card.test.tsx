// The profile's "Chat notices" card from what the server says (GET /api/user/profile), outside
// Telegram: on, or off with why and the way back; a chat Telegram refuses offers the bot's chat.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ChatNoticeState } from '@contract/user'
import { ChatNoticesCard } from '@/features/profile/components/chat-notices-card'
import { ToastProvider } from '@/components/ui/toast'
import { i18n } from '@/lib/i18n'
import { render, type Rendered } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'

let view: Rendered | undefined
afterEach(() => {
  view?.unmount()
  view = undefined
  vi.restoreAllMocks()
  act(() => i18n.activate('en'))
})

const profile = (state: ChatNoticeState) => ({
  user: {
    tg_id: 501,
    username: null,
    first_name: 'Ann',
    last_name: null,
    photo_url: null,
    language_code: 'en',
    balance: 0,
    created_at: '2026-01-01T00:00:00Z',
    is_banned: false,
    ban_reason: null,
    chat_notices: { state, updated_at: '2026-11-28T00:00:00Z' },
  },
  banned: false,
  ban_reason: null,
})

/** The server answers the profile with `state`, and the referral link of bot @shop_bot. */
function serve(state: ChatNoticeState) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
    const path = new URL(url as URL).pathname
    if (path === '/api/user/profile') return Promise.resolve(Response.json(profile(state)))
    if (path === '/api/user/referral-link')
      return Promise.resolve(
        Response.json({ success: true, link: 'https://t.me/shop_bot?start=ref_501' }),
      )
    return Promise.resolve(Response.json({ error: 'not_found' }, { status: 404 }))
  })
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ChatNoticesCard />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return view
}

describe('ChatNoticesCard', () => {
  it('says on when notices reach the chat, with nothing to do', async () => {
    serve('allowed')
    const v = show()
    await waitFor(() => expect(v.byTestId('chat-notices')?.dataset.state).toBe('allowed'))
    expect(v.byTestId('chat-notices-value')?.textContent).toBe('on')
    expect(v.byTestId('chat-notices-why')).toBeNull()
  })

  it('says why when Telegram refuses the bot, and opens the bot’s chat', async () => {
    serve('blocked')
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    const v = show()
    await waitFor(() => expect(v.byTestId('chat-notices')?.dataset.state).toBe('blocked'))
    expect(v.byTestId('chat-notices-value')?.textContent).toBe('off')
    expect(v.byTestId('chat-notices-why')?.textContent).toContain(
      'Telegram does not deliver the bot’s messages',
    )
    expect(v.byTestId('chat-notices-allow')).toBeNull()
    const button = v.byTestId('chat-notices-open-bot') as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    act(() => button.click())
    expect(opened).toHaveBeenCalledWith('https://t.me/shop_bot', '_blank', 'noopener,noreferrer')
  })

  it('in Russian, and outside Telegram (no write access question) offers the bot instead', async () => {
    act(() => i18n.activate('ru'))
    serve('refused')
    const v = show()
    await waitFor(() => expect(v.byTestId('chat-notices')?.dataset.state).toBe('refused'))
    expect(v.byTestId('chat-notices')?.textContent).toContain('Уведомления в чате')
    expect(v.byTestId('chat-notices-value')?.textContent).toBe('выключены')
    expect(v.byTestId('chat-notices-why')?.textContent).toContain('Вы не разрешили боту писать вам')
    expect(v.byTestId('chat-notices-open-bot')?.textContent).toBe('Открыть бота')
  })
})
