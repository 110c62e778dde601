// The foundation as a user meets it: opened from Telegram, opened outside it, and banned.
import { adminApi, banUser, creditBalance } from './support/api'
import { expect, test } from './support/fixtures'

const TABS = [
  ['buy', /\/buy$/],
  ['market', /\/aftermarket$/],
  ['panel', /\/panel$/],
  ['profile', /\/profile$/],
  ['home', /:\d+\/$/],
] as const

test('opened from Telegram: the top bar shows the user and $0.00, the tab bar navigates and highlights', async ({
  page,
  user,
  openApp,
}) => {
  await openApp()
  await expect(page.getByTestId('top-bar')).toBeVisible()
  await expect(page.getByTestId('top-bar-name')).toContainText(user.first_name)
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$0.00')
  await expect(page.getByTestId('tab-bar')).toBeVisible()
  await expect(page.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page')

  for (const [tab, url] of TABS) {
    await page.getByTestId(`tab-${tab}`).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-current', 'page')
    for (const [other] of TABS) {
      if (other !== tab)
        await expect(page.getByTestId(`tab-${other}`)).not.toHaveAttribute('aria-current', 'page')
    }
    // The top bar stays signed in on every tab.
    await expect(page.getByTestId('top-bar-name')).toContainText(user.first_name)
  }
})

test('the top bar shows a credited balance in dollars with cents', async ({
  page,
  user,
  openApp,
}) => {
  await creditBalance(user, 12.5)
  await openApp()
  await expect(page.getByTestId('top-bar-balance')).toHaveText('$12.50')
})

test('the server stores the user from the launch data and logs the visits', async ({
  page,
  user,
  api,
  openApp,
}) => {
  await openApp()
  await expect(page.getByTestId('top-bar-name')).toContainText(user.first_name)
  await page.getByTestId('tab-profile').click()
  await expect(page).toHaveURL(/\/profile$/)
  const profile = await api.get<{ user: { tg_id: number; first_name: string; username: string } }>(
    '/api/user/profile',
  )
  expect(profile.status).toBe(200)
  expect(profile.body.user).toMatchObject({
    tg_id: user.id,
    first_name: user.first_name,
    username: user.username,
  })
  await expect
    .poll(async () => {
      const visits = await adminApi().get<{ totals: { page_path: string; count: number }[] }>(
        '/api/admin/visits',
      )
      return visits.body.totals.find((v) => v.page_path === '/profile')?.count ?? 0
    })
    .toBeGreaterThan(0)
})

test.describe('opened outside Telegram', () => {
  test('shows the access-denied text in Russian for a Russian browser', async ({ page }) => {
    await page.goto('/panel')
    await expect(page.getByTestId('access-denied')).toBeVisible()
    await expect(page.getByTestId('access-denied')).toContainText(
      'Telegram WebApp не доступен. Пожалуйста, откройте эту страницу через Telegram бота.',
    )
    await expect(page.getByTestId('top-bar')).toHaveCount(0)
  })

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' })
    test('shows the access-denied text in English', async ({ page }) => {
      await page.goto('/profile')
      await expect(page.getByTestId('access-denied')).toContainText(
        'To access this page, you need to use Telegram WebApp.',
      )
    })
  })
})

test('a banned user lands on /banned with the reason', async ({ page, user, openApp }) => {
  await banUser(user, 'Spam in the support chat')
  await openApp()
  await expect(page).toHaveURL(/\/banned$/)
  await expect(page.getByTestId('banned')).toBeVisible()
  await expect(page.getByTestId('banned-reason')).toHaveText('Spam in the support chat')
})
