// Rough edges of a first walk-through: pinch zoom, unknown routes, the access-denied screen's way
// home, and empty states drawn with the app's icons rather than emoji.
import { expect, test } from '../support/fixtures'

test('pinch zoom is allowed: the viewport sets neither user-scalable=no nor maximum-scale', async ({
  page,
  openApp,
}) => {
  await openApp()
  const viewport = await page.locator('meta[name=viewport]').getAttribute('content')
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/)
  expect(viewport).not.toMatch(/maximum-scale/)
})

test('an unknown route shows a translated screen with a way home', async ({ page, openApp }) => {
  await openApp({ path: '/no/such/page' })
  const screen = page.getByTestId('not-found')
  await expect(screen).toContainText('Страница не найдена')
  await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0)
  await screen.getByTestId('not-found-home').click()
  await expect(page).toHaveURL(/\/$|\/#/)
  await expect(page.getByTestId('tld-table')).toBeVisible()
})

test.describe('in English', () => {
  test.use({ locale: 'en-US' })
  test('the unknown-route screen speaks English', async ({ page, openApp, user }) => {
    await openApp({ path: '/nowhere', as: { ...user, language_code: 'en' } })
    await expect(page.getByTestId('not-found')).toContainText('Page not found')
  })
})

test('outside Telegram, the access-denied Home button opens the public home page', async ({
  page,
}) => {
  await page.goto('/profile')
  await expect(page.getByTestId('access-denied')).toBeVisible()
  await page.getByTestId('access-denied').getByRole('button', { name: 'Главная' }).click()
  await expect(page.getByTestId('tld-table')).toBeVisible()
  await expect(page.getByTestId('access-denied')).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

test('the After Market empty states draw SVG icons, not emoji', async ({ page, openApp }) => {
  await page.route('**/api/aftermarket/domains', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"domains":[]}' }),
  )
  await openApp({ path: '/aftermarket' })
  const empty = page.getByText('Сейчас нет доменов в продаже')
  await expect(empty).toBeVisible()
  const state = page.locator('main').locator('div', { has: empty }).last()
  await expect(state.locator('svg')).toHaveCount(1)
  await expect(state).not.toContainText(/\p{Extended_Pictographic}/u)

  await openApp({ path: '/aftermarket-cart' })
  const cart = page.locator('main').locator('div', { has: page.getByRole('heading', { level: 2 }) })
  await expect(cart.last().locator('svg')).toHaveCount(1)
  await expect(cart.last()).not.toContainText(/\p{Extended_Pictographic}/u)
})

test.describe('a first visit with the API unreachable', () => {
  test('shows the top bar and the built-in price list within a second of the failure', async ({
    page,
    openApp,
  }) => {
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await openApp()
    await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 1_500 })
    const table = page.getByTestId('tld-table')
    await expect(table).toHaveAttribute('data-source', 'fallback', { timeout: 1_500 })
    await expect(table.getByTestId('tld-row')).toHaveCount(20)
  })

  test('shows the built-in list after 3 s when the API never answers', async ({
    page,
    openApp,
  }) => {
    await page.route('**/api/**', () => undefined)
    await openApp()
    await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 1_500 })
    await expect(page.getByTestId('tld-table')).toHaveAttribute('data-source', 'fallback', {
      timeout: 4_500,
    })
  })
})
