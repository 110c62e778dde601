// Item 1 of issue 32: the top bar, the tab bar and the maintenance overlay are blurred in Chromium
// (Telegram on Android and desktop), and the built stylesheet still carries the prefixed property
// that WebKit (Telegram on iOS and macOS) reads.
import type { Locator } from '@playwright/test'
import { adminApi } from '../support/api'
import { expect, test } from '../support/fixtures'
import { resetMaintenance } from '../ops/ops-helpers'

const backdrop = (el: Locator) => el.evaluate((e) => getComputedStyle(e).backdropFilter)

test.afterEach(resetMaintenance)

test('the bars and the maintenance overlay are blurred; the stylesheet ships both properties', async ({
  page,
  openApp,
}) => {
  await openApp({ path: '/panel' })
  expect(await backdrop(page.getByTestId('top-bar'))).toBe('blur(12px)')
  expect(await backdrop(page.getByTestId('tab-bar'))).toBe('blur(12px)')

  const href = await page.locator('link[rel=stylesheet]').first().getAttribute('href')
  const css = await (await page.request.get(href ?? '')).text()
  expect(css).toMatch(/[^-]backdrop-filter:blur\(12px\)/)
  expect(css).toContain('-webkit-backdrop-filter:blur(12px)')

  const set = await adminApi().post('/api/maintenance/set', {
    maintenance_mode: true,
    message: 'glass check',
  })
  expect(set.status).toBe(200)
  const overlay = page.getByTestId('maintenance-overlay')
  await expect(overlay).toBeVisible()
  expect(await backdrop(overlay)).toBe('blur(14px)')
})
