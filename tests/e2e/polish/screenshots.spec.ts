// The screen tour (docs/testing.md), taken from the e2e run: home and domain page in Telegram's
// dark and a light theme, then the profile, the top-up sheet, the history and the account details.
// `UPDATE_SCREENSHOTS=1 npx playwright test tests/e2e/polish/screenshots.spec.ts` writes them to
// docs/screenshots; otherwise they go to the test's output folder.
import { join } from 'node:path'
import { expect, test, type Page } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { seedBuyer } from '../a11y/screens'

const LIGHT = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f1f1f4',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
}

/** The launch URL with another theme in tgWebAppThemeParams, as a light Telegram client sends. */
function themed(url: string, theme: 'dark' | 'light'): string {
  if (theme === 'dark') return url
  const [path, hash] = url.split('#') as [string, string]
  const params = new URLSearchParams(hash)
  params.set('tgWebAppThemeParams', JSON.stringify(LIGHT))
  return `${path}#${params.toString()}`
}

/**
 * Opens `url` with its own theme: Telegram opens each launch in a new web view, whereas this tab
 * keeps the SDK's session storage, where the last theme it saw wins over the launch's (so that a
 * reload keeps a theme changed meanwhile). The light pictures were dark because of it.
 */
async function launch(page: Page, url: string) {
  if (page.url().startsWith('http'))
    await page.evaluate(() => sessionStorage.removeItem('__telegram__themeParams'))
  await page.goto(url)
}

const outDir = (outputPath: () => string) =>
  process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : outputPath()

test('home and domain page screenshots, dark and light', async ({ page, user, api }, info) => {
  test.setTimeout(120_000)
  const dir = outDir(() => info.outputPath())
  const { domain } = await seedBuyer(user, api)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const theme of ['dark', 'light'] as const) {
    await launch(page, themed(launchUrl(user), theme))
    // The live screen, not the copy index.html paints first (built-in prices, the balance held).
    await expect(page.locator('#snapshot')).toHaveCount(0)
    await expect(page.locator('#root [data-testid="tld-table"]')).toHaveAttribute(
      'data-source',
      'live',
    )
    await expect(page.getByTestId('top-bar-balance')).toBeVisible()
    await page.screenshot({ path: join(dir, `home-${theme}.png`) })

    await launch(page, themed(launchUrl(user, { path: `/domain/${domain}` }), theme))
    await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active')
    await expect(page.getByTestId('safe-browsing')).toHaveAttribute('data-state', 'success')
    await page.screenshot({ path: join(dir, `domain-${theme}.png`) })
  }
})

test('profile, top-up, history and account details screenshots', async ({
  page,
  user,
  api,
}, info) => {
  test.setTimeout(120_000)
  const dir = outDir(() => info.outputPath())
  await seedBuyer(user, api)
  await page.emulateMedia({ reducedMotion: 'reduce' })

  await launch(page, launchUrl(user, { path: '/profile' }))
  await expect(page.locator('#snapshot')).toHaveCount(0)
  // The seed buys whichever zone of its word is free, so the balance left is read from the server.
  const { balance } = (await api.get<{ user: { balance: number } }>('/api/user/profile')).body.user
  const shown = balance.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
  await expect(page.getByTestId('profile-balance')).toHaveText(shown)
  await page.screenshot({ path: join(dir, 'profile-dark.png') })

  await page.getByTestId('topup-button').click()
  await page.getByTestId('topup-offer-10').click()
  await expect(page.getByTestId('topup-pay')).toBeEnabled()
  await page.screenshot({ path: join(dir, 'topup-dark.png') })
  await page.keyboard.press('Escape')

  await launch(page, launchUrl(user, { path: '/history' }))
  await expect(page.getByTestId('transaction')).toHaveCount(2)
  await page.screenshot({ path: join(dir, 'history-dark.png') })

  await launch(page, launchUrl(user, { path: '/profile/details' }))
  await expect(page.getByTestId('stat-total_transactions')).toBeVisible()
  await page.screenshot({ path: join(dir, 'details-dark.png') })
})
