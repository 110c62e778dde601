// Maintenance as users meet it: the overlay that follows the polled status (MAINTENANCE_POLL_MS=1000
// on the e2e server), the reload when it ends, and which pages each switch covers. The page's own
// texts and toasts are in maintenance-page.spec.ts.
import { adminApi } from '../support/api'
import { launchUrl } from '../support/launch'
import { expect, test } from '../support/fixtures'
import {
  closeDevices,
  expectTokenNotStored,
  newDevice,
  resetMaintenance,
  signInWithToken,
} from './ops-helpers'

test.beforeEach(resetMaintenance)
test.afterEach(async () => {
  await closeDevices()
  await resetMaintenance()
})

test('an admin turns general maintenance on: an open user page shows the overlay; off reloads it', async ({
  browser,
  user,
}) => {
  const admin = await newDevice(browser)
  await admin.goto('/maintenance')
  await signInWithToken(admin)
  await expectTokenNotStored(admin)
  const general = admin.getByTestId('maintenance-section-general')
  await expect(general.getByTestId('maintenance-badge')).toHaveText('Неактивен')

  const client = await newDevice(browser)
  await client.goto(launchUrl(user))
  // The live top bar, not the one of the home screen index.html paints first.
  await expect(client.locator('#root').getByTestId('top-bar-name')).toContainText(user.first_name)
  await expect(client.getByTestId('maintenance-overlay')).toHaveCount(0)
  // Survives only until the page reloads.
  await client.evaluate(() => Object.assign(window, { __beforeMaintenance: true }))

  await general.getByTestId('maintenance-message-input').fill('Обновляем серверы, вернёмся к 18:00')
  await general.getByRole('button', { name: 'Включить' }).click()
  await expect(admin.getByText('Режим обслуживания включен')).toBeVisible()
  await expect(general.getByTestId('maintenance-badge')).toHaveText('Активен')

  // The user did nothing: the poll brings the overlay.
  const overlay = client.getByTestId('maintenance-overlay')
  await expect(overlay).toBeVisible()
  await expect(overlay.getByRole('heading', { name: 'Техническое обслуживание' })).toBeVisible()
  await expect(overlay.getByTestId('maintenance-message')).toHaveText(
    'Обновляем серверы, вернёмся к 18:00',
  )
  await expect(overlay.getByRole('button', { name: 'Обновить страницу' })).toBeVisible()
  expect(await client.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  // The overlay blocks the page under it.
  await expect(
    client.getByTestId('tab-profile').click({ timeout: 1000, trial: true }),
  ).rejects.toThrow(/intercepts pointer events/)

  await general.getByRole('button', { name: 'Выключить' }).click()
  await expect(admin.getByText('Режим обслуживания выключен')).toBeVisible()

  // Maintenance over: the page reloaded by itself and works. A check that meets the reload in
  // progress (its context destroyed) counts as not reloaded yet and is asked again.
  await expect
    .poll(() =>
      client
        .evaluate(() => (window as { __beforeMaintenance?: boolean }).__beforeMaintenance ?? false)
        .catch(() => 'reloading'),
    )
    .toBe(false)
  await expect(client.getByTestId('maintenance-overlay')).toHaveCount(0)
  const live = client.locator('#root')
  await expect(live.getByTestId('top-bar-name')).toContainText(user.first_name)
  await live.getByTestId('tab-profile').click()
  await expect(client).toHaveURL(/\/profile$/)
})

test('purchase maintenance covers only /buy and /cart; market maintenance only the After Market', async ({
  page,
  openApp,
}) => {
  const admin = adminApi()
  expect(
    (
      await admin.post('/api/maintenance/buy-set', {
        maintenance_mode: true,
        message: 'Покупка закрыта',
      })
    ).status,
  ).toBe(200)
  expect(
    (await admin.post('/api/maintenance/market-set', { maintenance_mode: true, message: '' }))
      .status,
  ).toBe(200)

  await openApp({ path: '/buy' })
  await expect(page.getByTestId('maintenance-message')).toHaveText('Покупка закрыта')
  await openApp({ path: '/aftermarket' })
  // An empty message shows the default text.
  await expect(page.getByTestId('maintenance-message')).toHaveText(
    'Идут технические работы. Попробуйте позже.',
  )
  await openApp({ path: '/panel' })
  await expect(page.getByTestId('tab-bar')).toBeVisible()
  await expect(page.getByTestId('maintenance-overlay')).toHaveCount(0)
})

test('the admin pages are never covered, even during general maintenance', async ({ browser }) => {
  expect(
    (await adminApi().post('/api/maintenance/set', { maintenance_mode: true, message: 'x' }))
      .status,
  ).toBe(200)
  const admin = await newDevice(browser)
  await admin.goto('/maintenance')
  await signInWithToken(admin)
  await expect(
    admin.getByTestId('maintenance-section-general').getByTestId('maintenance-badge'),
  ).toHaveText('Активен')
  await admin.goto('/admin')
  await expect(admin.getByTestId('admin-home')).toBeVisible()
  await expect(admin.getByTestId('maintenance-overlay')).toHaveCount(0)
})
