import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { launch, start } from './fake-client'

vi.spyOn(console, 'log').mockImplementation(() => undefined)
const client = launch({ user: { id: 777, first_name: 'Ann' } })
let askWriteAccessOnce: typeof import('@/lib/telegram/write-access').askWriteAccessOnce

beforeAll(async () => {
  await start()
  ;({ askWriteAccessOnce } = await import('@/lib/telegram/write-access'))
})
beforeEach(() => localStorage.clear())

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
})
