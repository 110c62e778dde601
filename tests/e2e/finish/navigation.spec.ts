// Item 11 of issue 32: /maintenance leads back to the console; /transfer has its title, the Buy
// tab lit and cards as wide as the other screens'; the statistics presets show which is chosen;
// the After Market cart's prices end in one column with digits of one width.
import { randomBytes } from 'node:crypto'
import { adminApi } from '../support/api'
import { expect, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { adminUser } from '../a11y/screens'
import { closeDevices, newDevice, signInWithToken } from '../ops/ops-helpers'

test.afterEach(closeDevices)

test('/maintenance has a way back to the admin console', async ({ browser }) => {
  const admin = await newDevice(browser)
  await admin.goto('/maintenance')
  await signInWithToken(admin)
  await admin.getByTestId('maintenance-back').click()
  await expect(admin).toHaveURL(/\/admin$/)
  await expect(admin.getByTestId('admin-layout')).toBeVisible()
})

test('/transfer has a title, the Buy tab active and full-width cards', async ({
  page,
  openApp,
}) => {
  await openApp({ path: '/buy' })
  await page.getByTestId('to-transfer').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Перенести домен к нам' })).toBeVisible()
  await expect(page.getByTestId('tab-buy')).toHaveAttribute('aria-current', 'page')
  const card = page.getByTestId('transfer-page').locator('section').first()
  const width = (await card.boundingBox())?.width
  // The same column as every tab screen: the viewport less 16 px on each side.
  expect(width).toBe(390 - 32)
})

test('the statistics presets show the chosen range', async ({ page }) => {
  await page.goto(launchUrl(adminUser(), { path: '/admin/stats' }))
  const presets = ['7 дн.', '30 дн.', '90 дн.'].map((name) =>
    page.getByRole('button', { name, exact: true }),
  )
  for (const p of presets) await expect(p).toHaveAttribute('aria-pressed', 'false')
  const look = () =>
    Promise.all(presets.map((p) => p.evaluate((e) => getComputedStyle(e).backgroundColor)))
  await presets[1]?.click()
  await expect(presets[1]!).toHaveAttribute('aria-pressed', 'true')
  await expect(presets[0]!).toHaveAttribute('aria-pressed', 'false')
  const [seven, thirty, ninety] = await look()
  expect(thirty).not.toBe(seven)
  expect(ninety).toBe(seven)
})

test('After Market cart prices line up at one edge with tabular digits', async ({
  page,
  api,
  openApp,
}) => {
  const ids: number[] = []
  for (const [name, price] of [
    ['a', 7],
    ['longer-name-here', 1234.5],
  ] as const) {
    const res = await adminApi().post<{ listing: { id: number } }>('/api/admin/aftermarket', {
      domain: `${name}-${randomBytes(3).toString('hex')}.com`,
      price,
      description: 'alignment check',
    })
    expect(res.status).toBe(200)
    ids.push(res.body.listing.id)
  }
  for (const domain_id of ids)
    expect((await api.post('/api/aftermarket/cart/add', { domain_id })).status).toBe(200)
  await openApp({ path: '/aftermarket-cart' })
  const items = page.getByTestId('market-cart-item')
  await expect(items).toHaveCount(2)
  const prices = items.locator('span', { hasText: '$' })
  const rights = await prices.evaluateAll((els) =>
    els.map((e) => Math.round(e.getBoundingClientRect().right)),
  )
  expect(rights).toHaveLength(2)
  expect(rights[0]).toBe(rights[1])
  const numeric = await prices.first().evaluate((e) => getComputedStyle(e).fontVariantNumeric)
  expect(numeric).toBe('tabular-nums')
})
