// Issue 32, item 7, on the built bundle: /admin, once seen, reopens from the cache with the API
// unreachable (as on Telegram for iOS: no service worker), with the offline mark, instead of
// "Something went wrong".
import { expect, test } from '../support/fixtures'
import { E2E_ADMIN_ID } from '../support/env'
import { newUser } from '../support/launch'
import { OFFLINE_MARK, cutApi, waitForStoredQueries } from '../offline/offline-helpers'

test('the admin console reopens offline from the cache', async ({ page, context, openApp }) => {
  const admin = newUser({ id: E2E_ADMIN_ID, first_name: 'Admin' })
  await openApp({ path: '/admin', as: admin })
  await expect(page.getByTestId('admin-home')).toBeVisible()
  await waitForStoredQueries(page, [
    ['admin', 'me'],
    ['admin', 'stats'],
  ])
  await cutApi(context)
  await page.reload()
  await expect(page.getByTestId('admin-home')).toBeVisible()
  await expect(page.getByText('Выручка за 30 дней')).toBeVisible()
  await expect(page.getByTestId('offline-mark')).toHaveText(OFFLINE_MARK)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
