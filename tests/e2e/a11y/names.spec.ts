// Every control says what it is and what state it is in: icon-only buttons have a name, and the
// language, tab and option controls mark the current one (aria-pressed / aria-current).
import { expect, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { adminUser, SCREENS, seedBuyer } from './screens'

test('every button and link on the main screens has an accessible name', async ({
  page,
  user,
  api,
}) => {
  test.setTimeout(240_000)
  const seeded = await seedBuyer(user, api)
  const admin = adminUser()
  const unnamed: string[] = []
  for (const screen of SCREENS) {
    await page.goto(launchUrl(screen.admin ? admin : user, { path: screen.path(seeded) }))
    await screen.ready(page, seeded)
    for (const control of await page.locator('button:visible, a[href]:visible').all()) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText())
      const labelledBy = await control.getAttribute('aria-labelledby')
      const title = await control.getAttribute('title')
      const imgAlt = await control.locator('img[alt]:not([alt=""])').count()
      if (!name.trim() && !labelledBy && !title && imgAlt === 0)
        unnamed.push(`${screen.name}: ${await control.evaluate((e) => e.outerHTML.slice(0, 120))}`)
      else if (/^[×✕✓›‹+−-]$/u.test(name.trim()))
        unnamed.push(`${screen.name} (a symbol for a name): ${name.trim()}`)
    }
  }
  expect(unnamed, unnamed.join('\n')).toEqual([])
})

test('the language choice and the tab bar say which one is current', async ({ page, openApp }) => {
  await openApp({ path: '/profile' })
  await expect(page.getByTestId('tab-profile')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('tab-home')).not.toHaveAttribute('aria-current', 'page')
  await page.getByTestId('language-row').click()
  await expect(page.getByTestId('language-ru')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('language-en')).toHaveAttribute('aria-pressed', 'false')
})
