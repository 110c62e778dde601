// A tap on the screen painted from the snapshot, before the live app has taken over, is not lost:
// a tab or a row tapped there lands where it would have on the live screen, in the same document
// (no page load), with the tap shown as taken at once. Offline, the CPU slowed 4x, no service
// worker (as on Telegram for iOS). The takeover is held back so the tap surely comes first: before
// any code of the app runs (its scripts held), or while the app runs but its screen's code is held.
import type { APIResponse, Page, Route } from '@playwright/test'
import { creditBalance } from '../support/api'
import { expect, test } from '../support/fixtures'
import { recordShifts, shifted } from '../support/layout-shift'
import { launchUrl, newUser, type LaunchUser } from '../support/launch'
import { availableDomain, uniqueWord } from '../buying/buying-helpers'
import {
  APP_CODE,
  cutApi,
  holdScripts,
  routeUntilStopped,
  waitForStoredQueries,
} from './offline-helpers'

test.use({ serviceWorkers: 'block' })

/** A fresh document opened the way Telegram opens the app, at 4x CPU. */
async function launch(page: Page, user: LaunchUser, path?: string) {
  await page.goto('about:blank')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(launchUrl(user, { path }), { waitUntil: 'commit' })
  await page.waitForFunction(() => document.readyState !== 'loading')
}

/** Keeps the screen at `path` for the next open: visited online until its snapshot is written. */
async function keepScreen(page: Page, user: LaunchUser, path: string, shows: string) {
  await page.goto(launchUrl(user, { path }))
  await expect(page.locator('#root').getByTestId(shows).first()).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('screen-snapshot') ?? '{}') as {
          pages?: Record<string, string>
        }
        return Object.values(kept.pages ?? {}).join('')
      }),
    )
    .toContain(`data-testid="${shows}"`)
}

/** Sums the page's layout shifts from its start, as tests/e2e/offline/first-visit-paint does. */

/** Marks the document, to tell later that no page load replaced it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true)

/** Records, as a tap lands, whether it was on the painted copy and how its link was drawn then. */
const watchPress = (page: Page) =>
  page.evaluate(() => {
    document.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a')
      const on = link?.closest('#snapshot') ? 'snapshot' : 'live'
      ;(window as { __pressed?: object }).__pressed = { on, opacity: link?.style.opacity }
    })
  })
const pressed = (page: Page) => page.evaluate(() => (window as { __pressed?: object }).__pressed)

/**
 * Holds the scripts whose code contains one of `texts` (screens' test ids): the app starts, asks
 * for those screens' code and waits for it, with the painted copy still on screen. The document
 * open now is left first, so that none of its late requests is taken for the app's asking.
 */
async function holdScreenCode(page: Page, texts: string[]) {
  await page.goto('about:blank')
  const held: Array<{ route: Route; response: APIResponse }> = []
  let released = false
  let requested: () => void = () => undefined
  const asked = new Promise<void>((resolve) => (requested = resolve))
  const routing = await routeUntilStopped(page, APP_CODE, async (route) => {
    const response = await route.fetch()
    const code = await response.text()
    if (released || !texts.some((text) => code.includes(text))) return route.fulfill({ response })
    held.push({ route, response })
    requested()
  })
  return {
    asked,
    release: async () => {
      released = true
      await Promise.all(held.map(({ route, response }) => route.fulfill({ response })))
      await routing.stop()
    },
  }
}

const LANGUAGES = [
  { lang: 'ru', locale: 'ru-RU', search: 'Поиск доменов' },
  { lang: 'en', locale: 'en-US', search: 'Domain search' },
] as const

for (const { lang, locale, search } of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale })

    test('a tab tapped before any code of the app runs opens its screen', async ({
      page,
      context,
    }) => {
      const user = newUser({ language_code: lang })
      await keepScreen(page, user, '/', 'tld-row')
      await cutApi(context)
      await recordShifts(context)
      const scripts = await holdScripts(page)
      await launch(page, user)

      await expect(page.locator('#root')).toBeEmpty()
      const copy = page.locator('#snapshot')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(copy.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page')
      await markDocument(page)
      await copy.getByTestId('tab-buy').click()
      // Taken, and shown so: the tapped tab is the current one, nothing loads a page.
      await expect(copy.getByTestId('tab-buy')).toHaveAttribute('aria-current', 'page')
      await expect(copy.getByTestId('tab-home')).not.toHaveAttribute('aria-current', 'page')
      await expect(page).toHaveURL(/^[^#]*\/#tgWebAppData=/)

      await scripts.release()
      await expect(copy).toHaveCount(0)
      await expect(page).toHaveURL(/\/buy$/)
      await expect(page.locator('#root h1')).toHaveText(search)
      await expect(page.getByTestId('tab-buy')).toHaveAttribute('aria-current', 'page')
      expect(await sameDocument(page)).toBe(true)
      expect(await shifted(page)).toBe(0)
    })

    test('a row tapped while the app starts opens its screen, and Back returns to the list', async ({
      page,
      context,
      api,
      user,
    }) => {
      const owner = { ...user, language_code: lang }
      await creditBalance(owner, 100)
      const { domain } = await availableDomain(api, uniqueWord('tap'))
      expect((await api.post('/api/cart/add', { domain })).status).toBe(200)
      expect((await api.post('/api/cart/checkout', {})).status).toBe(200)
      await keepScreen(page, owner, '/panel', 'panel-domain')
      await waitForStoredQueries(page, [['user', 'domains']])
      await cutApi(context)
      const screen = await holdScreenCode(page, ['panel-domain', 'domain-page'])
      await launch(page, owner, '/panel')

      // The app runs: it has asked for the list's code, which is held.
      await screen.asked
      const copy = page.locator('#snapshot')
      const row = copy.locator(`[data-testid=panel-domain][data-domain="${domain}"]`)
      await markDocument(page)
      await watchPress(page)
      await row.getByTestId('domain-settings').click()
      // Taken on the copy, and shown pressed (read as the tap lands: the copy may go right after).
      expect(await pressed(page)).toEqual({ on: 'snapshot', opacity: '0.6' })

      await screen.release()
      await expect(copy).toHaveCount(0)
      await expect(page).toHaveURL(new RegExp(`/domain/${domain.replace(/\./g, '\\.')}$`))
      await expect(page.locator('#root h1')).toHaveText(domain)
      expect(await sameDocument(page)).toBe(true)
      // No layout-shift sum here: offline, the domain screen's own security checks move when they
      // fail, which counts once the tap is over 500 ms old; that is the screen's, not the hand-over's.
      // The list stays behind it in the history, as after a tap on the live row.
      await page.goBack()
      await expect(page).toHaveURL(/\/panel(#|$)/)
      await expect(
        page.locator(`#root [data-testid=panel-domain][data-domain="${domain}"]`),
      ).toBeVisible()
    })
  })
}
