// Steps the lifecycle specs share: owning an active name, moving the sandbox registry's clock for
// it, running the lifecycle now (instead of waiting for the minute's tick), and reading the bot's
// messages to a user from the fake Bot API.
import { adminApi, type ApiClient } from '../support/api'
import type { LaunchUser } from '../support/launch'
import { botApiCalls } from '../support/telegram'
import { expect } from '../support/fixtures'
import { buyOneDomain } from '../parity/parity-steps'

interface Owned {
  domains: { domain: string; status: string; expires_at: string | null }[]
}

export async function ownActiveDomain(api: ApiClient, user: LaunchUser, word: string) {
  const domain = await buyOneDomain(user, api, word, 200)
  await expect
    .poll(
      async () =>
        (await api.get<Owned>('/api/user/domains')).body.domains.find((d) => d.domain === domain)
          ?.status,
      { timeout: 30_000 },
    )
    .toBe('active')
  return domain
}

export async function expireIn(domain: string, days: number) {
  const res = await adminApi().post('/api/admin/sandbox/expiry', { domain, expires_in_days: days })
  expect(res.status).toBe(200)
}

export async function runLifecycle() {
  expect((await adminApi().post('/api/admin/lifecycle/run', {})).status).toBe(200)
}

export interface BotMessage {
  text: string
  buttonUrl?: string
}

/** sendMessage calls to `userId`, oldest first, with the first button's web_app URL. */
export async function messagesTo(userId: number): Promise<BotMessage[]> {
  const calls = await botApiCalls('sendMessage')
  return calls
    .filter((c) => Number(c.params.chat_id) === userId)
    .map((c) => {
      const raw = c.params.reply_markup
      const markup = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
        { inline_keyboard?: { web_app?: { url: string } }[][] } | undefined
      return {
        text: String(c.params.text),
        buttonUrl: markup?.inline_keyboard?.[0]?.[0]?.web_app?.url,
      }
    })
}
