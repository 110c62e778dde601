// Issue 32, item 7, on the built bundle: /admin and /profile/details, once seen, reopen from the
// cache with the API unreachable (as on Telegram for iOS: no service worker), with the offline mark,
// instead of "Something went wrong" or Telegram's own data.
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

test('account details reopen offline from the cache, not from Telegram', async ({
  page,
  context,
  openApp,
}) => {
  await openApp({ path: '/profile' })
  await page.getByTestId('details-link').click()
  await expect(page.getByTestId('stat-total_transactions')).toBeVisible()
  await waitForStoredQueries(page, [['user', 'profile', 'details']])
  await cutApi(context)
  await page.reload()
  await expect(page.getByTestId('stat-total_transactions')).toBeVisible()
  await expect(page.getByTestId('details-fallback')).toHaveCount(0)
  await expect(page.getByTestId('offline-mark')).toHaveText(OFFLINE_MARK)
})
