// A CDN outage right after the registrar registered a name, on the real adapters: the shop's own
// server process with REGISTRAR=namecom and CDN=cloudflare against the local fakes of both APIs,
// the Cloudflare fake dropping every request. The name is the buyer's: the domain page says it is
// registered and that the CDN setup is being retried, in Russian and in English, and nothing is
// refunded.
import { expect, test } from '@playwright/test'
import { startCloudflareFake, type CloudflareFake } from '../../fixtures/cloudflare-fake/server'
import { startNameComFake, type NameComFake } from '../../fixtures/namecom-fake/server'
import { apiAs, creditBalance } from '../support/api'
import { freePort } from '../support/free-port'
import { launchUrl, newUser } from '../support/launch'
import { startServerProcess, type ServerProcess } from '../support/server-process'

const NOTE = {
  ru: 'Домен зарегистрирован на вас, но CDN пока не удалось его настроить',
  en: 'The domain is registered to you, but the CDN could not set it up yet',
}
const LOCALES = { ru: 'ru-RU', en: 'en-US' } as const

interface OwnedDomains {
  domains: { domain: string; status: string; setup_stalled?: true }[]
}

let cloudflare: CloudflareFake
let namecom: NameComFake
let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(150_000)
  cloudflare = await startCloudflareFake()
  namecom = await startNameComFake({ username: 'reseller', token: 'secret-token-123' })
  server = await startServerProcess({
    port: await freePort(8241, 8259),
    env: {
      REGISTRAR: 'namecom',
      NAMECOM_USERNAME: 'reseller',
      NAMECOM_TOKEN: 'secret-token-123',
      NAMECOM_API_URL: namecom.url,
      CDN: 'cloudflare',
      CF_API_TOKEN: cloudflare.token,
      CF_ACCOUNT_ID: cloudflare.account.accountId,
      CF_API_URL: cloudflare.url,
    },
  })
  // The outage starts after start-up (prices come from Name.com, not Cloudflare) and outlasts
  // every test here.
  cloudflare.account.knobs.down = true
})

test.afterAll(async () => {
  await server?.stop()
  await namecom?.close()
  await cloudflare?.close()
})

for (const language of ['ru', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: LOCALES[language] })

    test('a name registered while the CDN is down shows why it is still being set up', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const user = newUser({ language_code: language })
      const api = apiAs(user, server.base)
      await creditBalance(user, 100, 'e2e top-up', server.base)
      const word = `stall${language}${Date.now().toString(36)}`
      const search = await api.post<{ domains: { domain: string; available: boolean }[] }>(
        '/api/search',
        { query: word, currency: 'USD' },
      )
      expect(search.status).toBe(200)
      const domain = search.body.domains.find((d) => d.available)?.domain
      if (!domain) throw new Error(`nothing available for ${word}: ${JSON.stringify(search.body)}`)
      expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
      const paid = await api.post<{ ok: boolean; charged: number }>('/api/cart/checkout', {})
      expect(paid.body.ok).toBe(true)

      // Registered at Name.com, stalled at Cloudflare: the server says so on the owned domain.
      await expect
        .poll(async () => {
          const owned = await api.get<OwnedDomains>('/api/user/domains')
          return owned.body.domains.find((d) => d.domain === domain)?.setup_stalled ?? false
        })
        .toBe(true)
      expect(namecom.account.domains.has(domain)).toBe(true)
      expect(cloudflare.account.byName(domain)).toBeUndefined()

      await page.goto(`${server.base}${launchUrl(user, { path: `/domain/${domain}` })}`)
      await expect(page.getByTestId('domain-page')).toBeVisible()
      await expect(page.getByTestId('setup-stalled')).toContainText(NOTE[language])
      // Configuring, not failed, and the money stays spent on the name the buyer now holds.
      await expect(page.getByTestId('domain-status')).not.toHaveAttribute('data-status', 'failed')
      const history = await api.get<{ transactions: { type: string }[] }>('/api/user/transactions')
      expect(history.body.transactions.map((t) => t.type)).not.toContain('refund')
    })
  })
}
