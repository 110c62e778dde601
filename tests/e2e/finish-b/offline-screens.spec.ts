// Issue 32, item 7, on the built bundle: /admin and /profile/details, once seen, reopen from the
// cache with the API unreachable (as on Telegram for iOS: no service worker), with the offline mark,
// instead of "Something went wrong" or Telegram's own data.
import { randomBytes } from 'node:crypto'
import { adminApi } from '../support/api'
import { expect, liveApp, test } from '../support/fixtures'
import { E2E_ADMIN_ID } from '../support/env'
import { launchUrl, newUser } from '../support/launch'
import { OFFLINE_MARK, cutApi, waitForStoredQueries } from '../offline/offline-helpers'
import { testInEachLanguage } from '../finish/languages'

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

const detailsTexts = {
  ru: { mark: OFFLINE_MARK, statistics: 'Статистика', registered: /\d{4}/ },
  en: { mark: /^offline · updated \d{2}:\d{2}$/, statistics: 'Statistics', registered: /\d{4}/ },
}

// The details' key starts with the profile's, whose schema (registered at start) rejected the
// stored details before the screen's code had registered its own: the restore dropped them.
testInEachLanguage(
  'account details reopen offline from the cache, not from Telegram',
  async ({ page, language, user, api }) => {
    const t = detailsTexts[language]
    // One entry on the ledger, so the cached statistics say something the Telegram data cannot.
    const code = `OFFD${randomBytes(3).toString('hex')}`.toUpperCase()
    const created = await adminApi().post('/api/admin/promocodes', { code, amount: 1, max_uses: 1 })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((await api.post('/api/user/activate-promocode', { promocode: code })).status).toBe(200)
    await page.goto(launchUrl(user, { path: '/profile' }))
    await liveApp(page)
    await page.getByTestId('details-link').click()
    await expect(page.getByTestId('stat-total_transactions')).toBeVisible()
    await waitForStoredQueries(page, [
      ['user', 'profile'],
      ['user', 'profile', 'details'],
    ])
    await cutApi(page.context())
    await page.reload()
    await expect(page.getByText(t.statistics)).toBeVisible()
    await expect(page.getByTestId('stat-total_transactions').locator('dd')).toHaveText('1')
    await expect(page.getByTestId('field-created_at')).toContainText(t.registered)
    await expect(page.getByTestId('field-ip_address')).toContainText('127.0.0.1')
    await expect(page.getByTestId('details-fallback')).toHaveCount(0)
    await expect(page.getByTestId('offline-mark')).toHaveText(t.mark)
  },
)
