// The home page's optional banner and its price table when the price call fails.
import type { Route } from '@playwright/test'
import { adminApi } from '../support/api'
import { expect, test } from '../support/fixtures'

test('the banner from the settings shows with its click link', async ({ page, openApp }) => {
  const admin = adminApi()
  const set = await admin.put('/api/admin/settings', {
    banner_image_url: 'https://example.com/banner.png',
    banner_click_url: 'https://example.com/promo',
  })
  expect(set.status).toBe(200)
  try {
    // The image itself is not the point (and the test must not reach the internet).
    await page.route('https://example.com/**', (route) => route.fulfill({ status: 204 }))
    await openApp()
    const banner = page.getByTestId('home-banner')
    await expect(banner).toHaveAttribute('href', 'https://example.com/promo')
    await expect(banner.locator('img')).toHaveAttribute('src', 'https://example.com/banner.png')
  } finally {
    // One server serves every spec: leave the home page as the others expect it.
    await admin.put('/api/admin/settings', { banner_image_url: '', banner_click_url: '' })
  }
})

test('without a banner set, none is shown', async ({ page, openApp }) => {
  await openApp()
  await expect(page.getByTestId('tld-table')).toBeVisible()
  await expect(page.getByTestId('home-banner')).toHaveCount(0)
})

const failures = [
  [
    'answers 503',
    (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  ],
  ['never reaches the server', (route: Route) => route.abort('internetdisconnected')],
] as const

for (const [how, fail] of failures) {
  test(`when the price call ${how}, the built-in list of 20 zones shows`, async ({
    page,
    openApp,
  }) => {
    await page.route('**/api/domain-prices', fail)
    await openApp()
    const table = page.getByTestId('tld-table')
    await expect(table).toHaveAttribute('data-source', 'fallback')
    await expect(table.getByTestId('tld-row')).toHaveCount(20)
    await expect(table.locator('[data-tld=com]')).toContainText('$10.48')
    await expect(table.locator('[data-tld=ai]')).toContainText('$58.42')
    await expect(page.getByTestId('tld-fallback-note')).toBeVisible()
  })
}

test('the live prices take the place of the loading rows without moving what is below', async ({
  page,
  openApp,
}) => {
  // The price call is held until the loading rows have been measured (well within the 3 s after
  // which the built-in list would show instead).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/domain-prices', async (route) => {
    await held
    await route.continue()
  })
  // A first visit at / paints the prerendered list instead (first-visit-paint.spec.ts); the loading
  // rows are what coming home from another tab shows before the prices have ever been fetched.
  await openApp({ path: '/buy' })
  await page.getByTestId('tab-home').click()
  const table = page.getByTestId('tld-table')
  await expect(table).toHaveAttribute('aria-busy', 'true')
  const loading = await table.boundingBox()
  release()
  await expect(table).toHaveAttribute('data-source', 'live')
  await expect(table.getByTestId('tld-row')).toHaveCount(20)
  const live = await table.boundingBox()
  expect(live?.height).toBeCloseTo(loading?.height ?? 0, 0)
})
