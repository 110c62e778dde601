// The last tab root is painted from its snapshot by index.html's inline script before any of the
// app's code runs, only for the user it belongs to, and the live app takes over from it. The app's
// scripts are held back here so "before the bundle runs" is a fact of the test, not a race. No
// service worker: the scripts must come from the (held) network, as on Telegram for iOS.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { newUser, launchUrl, type LaunchUser } from '../support/launch'
import { banUser } from '../support/api'
import { cutApi, holdScripts } from './offline-helpers'

test.use({ serviceWorkers: 'block' })

/** Records whether `text` was ever in the document while it loaded, from before any page script. */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((needle) => {
    const w = window as { __seen?: boolean }
    w.__seen = false
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(needle)) w.__seen = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, text)
}

const seen = (page: Page) => page.evaluate(() => (window as { __seen?: boolean }).__seen)

/** A fresh document (not a same-page hash change) opened the way Telegram opens the app. */
async function launch(page: Page, user: LaunchUser, path?: string) {
  await page.goto('about:blank')
  await page.goto(launchUrl(user, { path }), { waitUntil: 'commit' })
  await page.waitForFunction(() => document.readyState !== 'loading')
}

async function visitHome(page: Page, user: LaunchUser) {
  await launch(page, user)
  await expect(page.locator('#root [data-testid="tld-row"]').first()).toBeVisible()
  await expect(page.getByTestId('top-bar-name')).toContainText(user.first_name)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('screen-snapshot') ?? ''))
    .toContain(user.first_name)
}

test('offline, the cached TLD table is painted before the bundle runs, then the app takes over', async ({
  page,
  context,
  user,
}) => {
  await visitHome(page, user)
  const rows = await page.locator('#root [data-testid="tld-row"]').allTextContents()
  await cutApi(context)
  const scripts = await holdScripts(page)
  const refused: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text())
  })
  await launch(page, user)

  // Nothing of the app has run: the root the app renders into is empty.
  await expect(page.locator('#root')).toBeEmpty()
  const painted = page.locator('#snapshot')
  await expect(painted.getByTestId('tld-table')).toHaveAttribute('data-source', 'live')
  await expect(painted.getByTestId('tld-row')).toHaveText(rows)
  await expect(painted.getByTestId('top-bar-name')).toContainText(user.first_name)
  // The avatar's initial is drawn too (SVG text), not only its circle.
  await expect(painted.getByTestId('avatar-placeholder')).toHaveText(
    user.first_name.charAt(0).toUpperCase(),
  )
  await expect(painted.locator('script, input, [onclick]')).toHaveCount(0)
  // Inline sizes are set through the CSSOM, so the CSP refuses nothing of the painted copy.
  await expect(painted.locator('[data-snapshot-style]')).toHaveCount(0)
  expect(refused).toEqual([])

  await scripts.release()
  await expect(painted).toHaveCount(0)
  await expect(page.locator('#root [data-testid="tld-row"]')).toHaveText(rows)
  await page.getByTestId('tab-buy').click()
  await expect(page).toHaveURL(/\/buy/)
  await expect(page.getByTestId('search-input')).toBeVisible()
})

test("one user never sees another user's snapshot", async ({ page, user }) => {
  const other = newUser({ first_name: 'Olga' })
  await visitHome(page, user)

  // User A reopening sees their own screen (the watcher works)...
  await watchFor(page, user.first_name)
  let scripts = await holdScripts(page)
  await launch(page, user)
  await expect(page.locator('#snapshot').getByTestId('top-bar-name')).toBeVisible()
  expect(await seen(page)).toBe(true)
  await scripts.release()
  await page.unrouteAll()

  // ...user B on the same device never gets A's, not even for a frame, before or after the app runs:
  // the home screen B is shown first is the prerendered one, with B's name.
  scripts = await holdScripts(page)
  await launch(page, other)
  await expect(page.locator('#snapshot')).toHaveAttribute('data-prerender', 'ru-tg')
  await expect(page.locator('#snapshot').getByTestId('top-bar-name')).toHaveText('Olga')
  await scripts.release()
  await expect(page.getByTestId('top-bar-name')).toContainText('Olga')
  await expect(page.locator('#root [data-testid="tld-row"]').first()).toBeVisible()
  expect(await seen(page)).toBe(false)
  // B's own screen replaced A's record.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('screen-snapshot') ?? ''))
    .not.toContain(user.first_name)
})

test("a banned user's kept screen is never painted again, in this session or the next", async ({
  page,
  user,
}) => {
  await visitHome(page, user)
  await banUser(user, 'Spam in the support chat')
  // The app learns of the ban from the server, drops the kept screen and goes to /banned.
  await launch(page, user)
  await expect(page).toHaveURL(/\/banned$/)
  await expect(page.getByTestId('banned')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('screen-snapshot'))).toBeNull()

  // Relaunched at home in the same webview: index.html paints neither the kept screen (gone) nor
  // the prerendered home (the session's ban flag).
  let scripts = await holdScripts(page)
  await launch(page, user)
  await expect(page.locator('#snapshot')).toHaveCount(0)
  await scripts.release()
  await expect(page).toHaveURL(/\/banned$/)
  await page.unrouteAll()

  // A new session has no ban flag yet, and still no kept screen of the user's to paint.
  await page.evaluate(() => sessionStorage.clear())
  scripts = await holdScripts(page)
  await launch(page, user)
  await expect(page.locator('#snapshot [data-source="live"]')).toHaveCount(0)
  await scripts.release()
  await expect(page).toHaveURL(/\/banned$/)
})

test('a switch that was on is painted on, in its own place, and the live one lands on it', async ({
  page,
  context,
  user,
}) => {
  await launch(page, user, '/profile')
  const live = page.getByTestId('auto-renew-default')
  await expect(live).toBeEnabled()
  await expect(live).not.toBeChecked()
  await live.click()
  await expect(live).toBeChecked()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('screen-snapshot') ?? ''))
    .toContain('data-checked')
  // Where it is on the page (the click scrolled it into view) and how it is drawn.
  const place = (el: Element) => {
    const r = el.getBoundingClientRect()
    return [r.left, r.top + window.scrollY, r.width, r.height]
  }
  const look = (el: Element) => getComputedStyle(el).backgroundColor
  const box = await live.evaluate(place)
  const liveLook = await live.evaluate(look)

  await cutApi(context)
  const scripts = await holdScripts(page)
  await launch(page, user, '/profile')
  await expect(page.locator('#root')).toBeEmpty()
  const drawn = page
    .locator('#snapshot')
    .getByTestId('auto-renew-default-row')
    .locator('[data-checked]')
  await expect(drawn).toHaveCount(1)
  expect(await drawn.evaluate(place)).toEqual(box)
  expect(await drawn.evaluate(look)).toBe(liveLook)

  await scripts.release()
  await expect(page.locator('#snapshot')).toHaveCount(0)
  await expect(live).toBeChecked()
  expect(await live.evaluate(place)).toEqual(box)
})
