// The README's pictures, taken from the e2e run: home and domain page, in Telegram's dark and a
// light theme. `UPDATE_SCREENSHOTS=1 npx playwright test tests/e2e/polish/screenshots.spec.ts`
// writes them to docs/screenshots; otherwise they go to the test's output folder.
import { join } from 'node:path'
import { expect, test } from '../support/fixtures'
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

test('home and domain page screenshots, dark and light', async ({ page, user, api }, info) => {
  test.setTimeout(120_000)
  const dir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : info.outputPath()
  const { domain } = await seedBuyer(user, api)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const theme of ['dark', 'light'] as const) {
    await page.goto(themed(launchUrl(user), theme))
    // The live screen, not the copy index.html paints first (built-in prices, the balance held).
    await expect(page.locator('#snapshot')).toHaveCount(0)
    await expect(page.locator('#root [data-testid="tld-table"]')).toHaveAttribute(
      'data-source',
      'live',
    )
    await expect(page.getByTestId('top-bar-balance')).toBeVisible()
    await page.screenshot({ path: join(dir, `home-${theme}.png`) })

    await page.goto(themed(launchUrl(user, { path: `/domain/${domain}` }), theme))
    await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'active')
    await expect(page.getByTestId('safe-browsing')).toHaveAttribute('data-state', 'success')
    await page.screenshot({ path: join(dir, `domain-${theme}.png`) })
  }
})
