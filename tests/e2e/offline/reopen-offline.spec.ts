// Every main screen reopens from the local cache with the network gone: once with the service
// worker serving the shell and the browser offline, once as on Telegram for iOS (no service
// worker, the page from the network, only the API unreachable), where IndexedDB alone fills them.
import type { Page } from '@playwright/test'
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import type { ApiClient } from '../support/api'
import type { LaunchUser } from '../support/launch'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'
import { OFFLINE_MARK, cutApi, waitForServiceWorker, waitForStoredQueries } from './offline-helpers'

interface Seeded {
  owned: string
  inCart: string
  word: string
  balance: string
}

/** A user who owns one domain, has another in the cart, and a balance left. */
async function seed(user: LaunchUser, api: ApiClient): Promise<Seeded> {
  await creditBalance(user, 100)
  const owned = await availableDomain(api, uniqueWord('own'))
  expect((await api.post('/api/cart/add', { domain: owned.domain })).status).toBe(200)
  expect((await api.post('/api/cart/checkout', {})).status).toBe(200)
  const inCart = await availableDomain(api, uniqueWord('cart'))
  expect((await api.post('/api/cart/add', { domain: inCart.domain })).status).toBe(200)
  const profile = await api.get<{ user: { balance: number } }>('/api/user/profile')
  return {
    owned: owned.domain,
    inCart: inCart.domain,
    word: uniqueWord('look'),
    balance: `$${profile.body.user.balance.toFixed(2)}`,
  }
}

/** One online visit of home, search results, cart and panel, as a user would make it. */
async function visitOnline(page: Page, openApp: () => Promise<void>, s: Seeded) {
  await openApp()
  await expect(page.getByTestId('tld-table')).toBeVisible()
  await page.getByTestId('tab-buy').click()
  await page.getByTestId('search-input').fill(s.word)
  await expect(page.getByTestId('search-result').first()).toBeVisible()
  await page.goto('/cart')
  await expect(page.locator(`[data-testid=cart-item][data-domain="${s.inCart}"]`)).toBeVisible()
  await page.getByTestId('tab-panel').click()
  await expect(page.locator(`[data-testid=panel-domain][data-domain="${s.owned}"]`)).toBeVisible()
  await expect(page.getByTestId('top-bar-balance')).toHaveText(s.balance)
  await waitForStoredQueries(page, [
    ['catalog', 'domain-prices'],
    ['catalog', 'search', s.word],
    ['cart'],
    ['user', 'domains'],
    ['user', 'profile'],
  ])
}

/** Reloads each screen with the network gone: cached data, the offline mark, no network wait. */
async function expectScreensFromCache(page: Page, s: Seeded) {
  const mark = page.getByTestId('offline-mark')
  const screens: Array<[string, () => Promise<void>]> = [
    ['/', () => expect(page.getByTestId('tld-row').first()).toBeVisible()],
    [
      '/buy',
      async () => {
        await expect(page.getByTestId('search-input')).toHaveValue(s.word)
        await expect(page.getByTestId('search-result').first()).toBeVisible()
      },
    ],
    [
      '/cart',
      () =>
        expect(page.locator(`[data-testid=cart-item][data-domain="${s.inCart}"]`)).toBeVisible(),
    ],
    [
      '/panel',
      () =>
        expect(page.locator(`[data-testid=panel-domain][data-domain="${s.owned}"]`)).toBeVisible(),
    ],
  ]
  for (const [path, shows] of screens) {
    await page.goto(path)
    await shows()
    await expect(page.getByTestId('top-bar-balance')).toHaveText(s.balance)
    await expect(mark).toHaveText(OFFLINE_MARK)
  }
  // The home table is the real cached list, not the built-in fallback.
  await page.goto('/')
  await expect(page.getByTestId('tld-table')).toBeVisible()
  await expect(page.getByTestId('tld-fallback-note')).toHaveCount(0)
}

test('with the service worker, every screen reopens offline from the cache with the offline mark', async ({
  page,
  context,
  user,
  api,
  openApp,
}) => {
  const s = await seed(user, api)
  await visitOnline(page, openApp, s)
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await expectScreensFromCache(page, s)
})

test.describe('as on Telegram for iOS', () => {
  test.use({ serviceWorkers: 'block' })

  test('without a service worker and with the API unreachable, IndexedDB alone fills every screen', async ({
    page,
    context,
    user,
    api,
    openApp,
  }) => {
    const s = await seed(user, api)
    await visitOnline(page, openApp, s)
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull()
    await cutApi(context)
    await expectScreensFromCache(page, s)
  })
})
