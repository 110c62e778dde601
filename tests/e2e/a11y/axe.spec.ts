// axe-core on every main screen, as a Telegram user on a 390×844 phone sees it: no serious or
// critical violation (WCAG 2.1 A and AA rules), in the dark theme Telegram Desktop sends.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/fixtures'
import { launchUrl } from '../support/launch'
import { adminUser, SCREENS, seedBuyer } from './screens'

test('no serious or critical axe violation on any main screen', async ({ page, user, api }) => {
  test.setTimeout(240_000)
  const seeded = await seedBuyer(user, api)
  const admin = adminUser()
  const found: string[] = []
  for (const screen of SCREENS) {
    await page.goto(launchUrl(screen.admin ? admin : user, { path: screen.path(seeded) }))
    await screen.ready(page, seeded)
    // Colours are judged once they settle: a control mid-fade (a button enabled as its data
    // arrives fades in over 150 ms) reads as a blend. Endless animations (spinners) are left.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue
      const where = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${n.target.join(' ')} [${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`,
        )
      found.push(`${screen.name}: ${v.id} (${v.impact}) ${v.help} at ${where.join(', ')}`)
    }
  }
  expect(found, found.join('\n')).toEqual([])
})
