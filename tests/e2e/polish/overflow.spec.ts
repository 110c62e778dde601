// Nothing spills sideways on a 320 px phone, in either language: no element reaches past the
// viewport's edges, and no box's content (a button label, a long word) runs out of its box.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { launchUrl, newUser } from '../support/launch'
import { apiAs } from '../support/api'
import { adminUser, SCREENS, seedBuyer, type CheckedScreen } from '../a11y/screens'

test.use({ viewport: { width: 320, height: 640 } })

/** Elements that overflow, described as `tag.class "text"`; horizontal scrollers are meant to scroll. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrollsSideways = (el: Element | null): boolean => {
      for (let p = el?.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX
        if (o === 'auto' || o === 'scroll') return true
      }
      return false
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const found: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed')
        continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || scrollsSideways(el)) continue
      if (box.right > width + 0.5 || box.left < -0.5) found.push(`past the edge: ${describe(el)}`)
      // A spinner's rotation swells its box for a frame; it is not content that spills.
      else if (
        el instanceof HTMLElement &&
        !el.querySelector('[aria-busy], [class*="spinner"]') &&
        style.overflowX === 'visible' &&
        el.clientWidth > 0 &&
        el.scrollWidth > el.clientWidth + 1
      )
        found.push(`content wider than its box: ${describe(el)}`)
    }
    return found
  })

const CDN_SCREEN: CheckedScreen = {
  name: 'CDN settings',
  path: (s) => `/domain/${s.domain}/cloudflare`,
  ready: (page) => expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible(),
}

for (const language of ['ru', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'ru' ? 'ru-RU' : 'en-US' })
    test(`no element overflows at 320 px`, async ({ page }) => {
      test.setTimeout(240_000)
      const user = newUser({ language_code: language })
      const seeded = await seedBuyer(user, apiAs(user))
      const admin = { ...adminUser(), language_code: language }
      const found: string[] = []
      for (const screen of [...SCREENS, CDN_SCREEN]) {
        await page.goto(launchUrl(screen.admin ? admin : user, { path: screen.path(seeded) }))
        await screen.ready(page, seeded)
        for (const f of await overflowing(page)) found.push(`${screen.name}: ${f}`)
      }
      expect(found, found.join('\n')).toEqual([])
    })
  })
}
