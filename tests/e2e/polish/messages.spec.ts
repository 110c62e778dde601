// Messages that get in the way: a refused DNS record is reported once (not by the screen and the
// offline layer both), and toasts never sit over the page's title.
import type { Locator } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { seedBuyer } from '../a11y/screens'

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) throw new Error('both elements must be on screen')
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

test('a refused DNS record shows one error message, and no toast covers the title', async ({
  page,
  user,
  api,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { domain } = await seedBuyer(user, api)
  await page.route('**/api/user/domains/*/dns/changes', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'conflict', message: 'A record like this exists' }),
        })
      : route.continue(),
  )
  await openApp({ path: `/domain/${domain}/cloudflare/dns` })
  await expect(page.getByTestId('dns-records')).toBeVisible()
  await page.getByTestId('dns-add-open').click()
  await page.getByTestId('dns-name').fill('www')
  await page.getByTestId('dns-content').fill('192.0.2.45')
  await page.getByTestId('dns-save').click()
  await page.getByTestId('dns-apply').click()

  const toast = page.getByRole('status').filter({ hasText: 'Ошибка при добавлении записи' })
  await expect(toast).toBeVisible()
  // The offline layer's list would show in the same render as the toast.
  await expect(page.getByTestId('sync-problems')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  const title = page.getByRole('heading', { level: 1 })
  expect(await overlaps(toast, title)).toBe(false)
})
