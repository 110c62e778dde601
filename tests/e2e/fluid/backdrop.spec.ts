// The fluid behind the shop, as a user meets it: it moves under every screen once the page has
// loaded, never takes a tap, stops drawing while the app is hidden, and stands still with reduced
// motion. /ether shows its own fluid and no second one behind it.
import { expect, test, type Page } from '../support/fixtures'

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)

test('the fluid runs behind the app, loaded after the page, and every tap reaches the content', async ({
  page,
  openApp,
}) => {
  await page.setViewportSize({ width: 240, height: 480 })
  await openApp()
  const canvas = page.getByTestId('fluid-backdrop').getByTestId('fluid-canvas')
  await expect(canvas).toHaveAttribute('data-running', 'true')
  // Its code was asked for only after the page had loaded.
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const chunk = performance
      .getEntriesByType('resource')
      .find((e) => /\/fluid-canvas-[^/]*\.js$/.test(e.name))
    return { loaded: nav?.loadEventEnd ?? Infinity, requested: chunk?.startTime ?? -1 }
  })
  expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded)

  // Behind everything: whatever a finger lands on is the content, never the canvas.
  const tab = page.getByTestId('tab-profile')
  const box = await tab.boundingBox()
  if (!box) throw new Error('the Profile tab has no box')
  const hit = await page.evaluate(
    ([x, y]) =>
      document.elementFromPoint(x, y)?.closest('[data-testid]')?.getAttribute('data-testid'),
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  )
  expect(hit).toBe('tab-profile')
  await tab.click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(canvas).toHaveAttribute('data-running', 'true')

  await page.goto('/ether')
  await expect(page.getByTestId('ether').getByTestId('fluid-canvas')).toBeVisible()
  await expect(page.getByTestId('fluid-backdrop')).toHaveCount(0)
})

test('the fluid stops drawing while the app is hidden and resumes when it shows', async ({
  page,
  openApp,
}) => {
  await page.setViewportSize({ width: 240, height: 480 })
  await openApp()
  const canvas = page.getByTestId('fluid-backdrop').getByTestId('fluid-canvas')
  await expect(canvas).toHaveAttribute('data-running', 'true')
  await setHidden(page, true)
  await expect(canvas).toHaveAttribute('data-running', 'false')
  await setHidden(page, false)
  await expect(canvas).toHaveAttribute('data-running', 'true')
})

test('with reduced motion the backdrop is a still gradient and no WebGL starts', async ({
  page,
  openApp,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openApp()
  const backdrop = page.getByTestId('fluid-backdrop')
  await expect(backdrop.getByTestId('fluid-still')).toHaveAttribute('data-reason', 'reduced-motion')
  await expect(backdrop.getByTestId('fluid-canvas')).toHaveCount(0)
  await expect(page.getByTestId('tab-bar')).toBeVisible()
})
