// Item 2 of issue 32: the public home page opened outside Telegram keeps side padding at 320 px:
// the heading, the cards and the price table stay clear of both edges, in both languages.
import { expect, test } from '../support/fixtures'
import { testInEachLanguage } from './languages'

test.use({ viewport: { width: 320, height: 640 } })

testInEachLanguage('the public home page has side padding outside Telegram', async ({ page }) => {
  await page.goto('/')
  const live = page.locator('#root')
  const table = live.getByTestId('tld-table')
  await expect(table).toBeVisible()
  const boxes = await Promise.all(
    [live.getByRole('heading', { level: 1 }), table, live.locator('ul li').first()].map(
      async (l) => (await l.boundingBox()) ?? { x: 0, width: 320 },
    ),
  )
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(12)
    expect(box.x + box.width).toBeLessThanOrEqual(320 - 12)
  }
})
