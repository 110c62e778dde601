// The registrar unreachable, as a user meets it: the shop's own server process on the Name.com fake
// (REGISTRAR=namecom, with the Cloudflare fake as its CDN), restarted on a fresh database while
// Name.com answers every call with 503, so it comes up without a price book. Search and the cart
// both say, in one message in the user's language, that the registrar cannot be reached, never
// "nothing found" nor "not under a domain zone we sell". The cart is met through the last search,
// which the app brings back from the device when it is reopened.
import { startCloudflareFake, type CloudflareFake } from '../../fixtures/cloudflare-fake/server'
import { startNameComFake, type NameComFake } from '../../fixtures/namecom-fake/server'
import { expect, liveApp, test } from '../support/fixtures'
import { freePort } from '../support/free-port'
import { launchUrl, newUser } from '../support/launch'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { uniqueWord } from '../buying/buying-helpers'

const TEXTS = {
  ru: {
    unreachable: 'Регистратор доменов сейчас недоступен, поэтому цены и доступность неизвестны.',
    nothing: 'Ничего не найдено',
  },
  en: {
    unreachable:
      'The domain registrar cannot be reached right now, so prices and availability are unknown.',
    nothing: 'Nothing found',
  },
}
const LOCALES = { ru: 'ru-RU', en: 'en-US' } as const

let cloudflare: CloudflareFake
let namecom: NameComFake
let port: number

test.beforeAll(async () => {
  cloudflare = await startCloudflareFake()
  namecom = await startNameComFake({ username: 'reseller', token: 'secret-token-123' })
  port = await freePort(8261, 8279)
})

test.afterAll(async () => {
  await namecom?.close()
  await cloudflare?.close()
})

/** A fresh server process (new database, no price book yet) on the spec's port. */
const startServer = () =>
  startServerProcess({
    port,
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

for (const language of ['ru', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: LOCALES[language] })
    const text = TEXTS[language]

    test('search and the cart say the registrar cannot be reached', async ({ page }) => {
      test.setTimeout(240_000)
      const user = newUser({ language_code: language })
      let server: ServerProcess | undefined
      try {
        // Before the outage: a search the app keeps on the device.
        Object.assign(namecom.account.knobs, { failNext: 0 })
        server = await startServer()
        await page.goto(`${server.base}${launchUrl(user, { path: '/buy' })}`)
        await liveApp(page)
        const word = uniqueWord(`reg${language}`)
        await page.getByTestId('search-input').fill(word)
        const available = page.locator('[data-testid=search-result][data-available=true]').first()
        await expect(available).toBeVisible()
        const domain = await available.getAttribute('data-domain')
        await server.stop()
        server = undefined

        // Name.com stops answering; the server comes back on a new database without prices.
        Object.assign(namecom.account.knobs, { failNext: 1_000_000, failStatus: 503 })
        server = await startServer()
        const ready = (await (await fetch(`${server.base}/readyz`)).json()) as {
          degraded?: { registrar?: { reachable: boolean; prices: string } }
        }
        expect(ready.degraded?.registrar).toMatchObject({ reachable: false, prices: 'none' })

        // Reopened: the last search comes back from the device; adding its name to the cart asks
        // the registrar, which cannot be reached.
        await page.goto(`${server.base}${launchUrl(user, { path: '/buy' })}`)
        await liveApp(page)
        const row = page.locator(`[data-testid=search-result][data-domain="${domain}"]`)
        await row.getByTestId('add-to-cart').click()
        await expect(row.getByRole('alert')).toHaveText(new RegExp(`^${text.unreachable}`))
        await expect(row).not.toContainText('zone')

        // A new search says the same, not that nothing was found.
        await page.getByTestId('search-input').fill(uniqueWord(`regnew${language}`))
        await expect(page.getByTestId('search-error')).toContainText(text.unreachable)
        await expect(page.getByText(text.nothing)).toHaveCount(0)
      } finally {
        await server?.stop()
        Object.assign(namecom.account.knobs, { failNext: 0 })
      }
    })
  })
}
