// The fluid behind the shop, as a user meets it: loaded after the page, outside the app's root,
// never taking a tap; it moves a few seconds, then holds a still frame until a finger moves (the
// page forwards the move to the worker that draws it); it stops while the app is hidden; with
// reduced motion, without WebGL, or with WebGL drawn in software as in this Chromium, a still
// gradient.
import { expect, test, type Page } from '../support/fixtures'
import { asWithGpu, withoutWebGL } from '../support/webgl'

const backdrop = (page: Page) => page.getByTestId('fluid-backdrop')
const canvas = (page: Page) => backdrop(page).getByTestId('fluid-canvas')
const framesDrawn = async (page: Page) => Number(await canvas(page).getAttribute('data-frames'))
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
    const state = hidden ? 'hidden' : 'visible'
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
/** The page with the backdrop hidden for one screenshot: what the app alone looks like. */
const withoutBackdrop = async (page: Page) => {
  await backdrop(page).evaluate((el) => (el.style.visibility = 'hidden'))
  const shot = await page.screenshot()
  await backdrop(page).evaluate((el) => (el.style.visibility = ''))
  return shot
}
/** Lets the browser draw `count` frames of its own: time enough for the fluid to draw some. */
const browserFrames = (page: Page, count = 30) =>
  page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        const next = (left: number) =>
          left === 0 ? done() : requestAnimationFrame(() => next(left - 1))
        next(count)
      }),
    count,
  )
const stir = async (page: Page) => {
  await page.mouse.move(40, 120)
  await page.mouse.move(200, 380, { steps: 8 })
}

// The worker's script must reach the routes of support/webgl.ts, not the service worker's precache.
test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ page }) => {
  // A small phone: Chromium here draws WebGL in software, and the cost grows with the screen.
  await page.setViewportSize({ width: 240, height: 480 })
})

test.describe('on a phone with a GPU', () => {
  test.beforeEach(({ page }) => asWithGpu(page))

  test('behind the app, after the page: moves, holds a still frame, wakes when a finger moves', async ({
    page,
    openApp,
  }) => {
    await openApp()
    await expect(page.getByTestId('tld-row').first()).toBeVisible()
    await expect(canvas(page)).toHaveAttribute('data-running', 'true')
    // Its code was asked for only after the page had loaded, and it lives outside #root.
    const placed = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const chunk = performance
        .getEntriesByType('resource')
        .find((e) => /\/fluid-canvas-[^/]*\.js$/.test(e.name))
      const layer = document.querySelector('[data-testid="fluid-backdrop"]')
      return {
        loaded: nav?.loadEventEnd ?? Infinity,
        requested: chunk?.startTime ?? -1,
        parent: layer?.parentElement?.tagName,
        inRoot: !!document.getElementById('root')?.contains(layer),
        bodyColour: getComputedStyle(document.body).backgroundColor,
      }
    })
    expect(placed.requested).toBeGreaterThanOrEqual(placed.loaded)
    expect(placed).toMatchObject({ parent: 'BODY', inRoot: false })
    expect(placed.bodyColour).not.toBe('rgba(0, 0, 0, 0)')

    // Drawn pixels change while it moves.
    const moving = await page.screenshot()
    await expect.poll(async () => (await page.screenshot()).equals(moving)).toBe(false)

    // Then it holds: no frame is drawn, the picture stays, and it is not empty.
    await expect(canvas(page)).toHaveAttribute('data-running', 'false', { timeout: 15_000 })
    const frames = await framesDrawn(page)
    const still = await page.screenshot()
    await browserFrames(page)
    expect((await page.screenshot()).equals(still)).toBe(true)
    expect(await framesDrawn(page)).toBe(frames)
    expect((await withoutBackdrop(page)).equals(still)).toBe(false)
    // The screen for the next open is kept: the fluid's frames never touch the observed #root.
    const kept = () => page.evaluate(() => localStorage.getItem('screen-snapshot') ?? '')
    await expect.poll(kept).toContain('tld-row')

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

    // A moving finger wakes it; it draws new frames and holds again a few seconds later.
    const held = await canvas(page).screenshot()
    await stir(page)
    await expect(canvas(page)).toHaveAttribute('data-running', 'true')
    await expect.poll(() => framesDrawn(page)).toBeGreaterThan(frames)
    await expect(canvas(page)).toHaveAttribute('data-running', 'false', { timeout: 15_000 })
    expect((await page.screenshot()).equals(still)).toBe(false)
    expect((await canvas(page).screenshot()).equals(held)).toBe(false)
  })

  test('it draws nothing while the app is hidden', async ({ page, openApp }) => {
    await openApp()
    await expect(canvas(page)).toHaveAttribute('data-running', 'true')
    await setHidden(page, true)
    await expect(canvas(page)).toHaveAttribute('data-running', 'false')
    const frames = await framesDrawn(page)
    await stir(page)
    await browserFrames(page)
    expect(await framesDrawn(page)).toBe(frames)
    await setHidden(page, false)
    await stir(page)
    await expect.poll(() => framesDrawn(page)).toBeGreaterThan(frames)
  })

  test('with reduced motion it is the still gradient, and no worker is started', async ({
    page,
    openApp,
  }) => {
    const workers: string[] = []
    page.on('worker', (w) => workers.push(w.url()))
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openApp()
    const gradient = backdrop(page).getByTestId('fluid-still')
    await expect(gradient).toHaveAttribute('data-reason', 'reduced-motion')
    await expect(canvas(page)).toHaveCount(0)
    const still = await page.screenshot()
    expect((await withoutBackdrop(page)).equals(still)).toBe(false)
    await stir(page)
    await browserFrames(page)
    expect((await page.screenshot()).equals(still)).toBe(true)
    expect(workers).toEqual([])
  })
})

test('without WebGL it is the still gradient, and /ether shows only its own fluid', async ({
  page,
  openApp,
}) => {
  await withoutWebGL(page)
  await openApp()
  await expect(backdrop(page).getByTestId('fluid-still')).toHaveAttribute('data-reason', 'no-webgl')
  await expect(canvas(page)).toHaveCount(0)
  await page.goto('/ether')
  await expect(page.getByTestId('ether').getByTestId('fluid-still')).toBeVisible()
  await expect(backdrop(page)).toHaveCount(0)
})

test('with WebGL drawn in software the backdrop is the still gradient, /ether still moves', async ({
  page,
  openApp,
}) => {
  await openApp()
  await expect(page.getByTestId('tld-row').first()).toBeVisible()
  await expect(backdrop(page).getByTestId('fluid-still')).toHaveAttribute('data-reason', 'no-webgl')
  await expect(canvas(page)).toHaveCount(0)
  await page.goto('/ether')
  await expect(page.getByTestId('ether').getByTestId('fluid-canvas')).toHaveAttribute(
    'data-running',
    'true',
  )
})
