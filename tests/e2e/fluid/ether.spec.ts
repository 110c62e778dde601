// /ether as a visitor meets it: opened outside Telegram, the fluid fills the screen and moves, drawn
// by regl in a worker under the worker's own policy while the page's never allows 'unsafe-eval';
// with reduced motion, without WebGL or without OffscreenCanvas a still gradient stands in. Never
// a console error, never a policy violation.
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { withoutOffscreenCanvas, withoutWebGL } from '../support/webgl'

// The worker's script must reach the routes of support/webgl.ts, not the service worker's precache.
test.use({ serviceWorkers: 'block' })

/** Console errors of the page and of its workers, and policy violations the document reports. */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = []
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text())
  }
  page.on('console', onConsole)
  page.on('worker', (w) => w.on('console', onConsole))
  page.on('pageerror', (e) => errors.push(e.message))
  await page.exposeFunction('reportViolation', (v: string) => errors.push(`violation: ${v}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const page = window as unknown as { reportViolation: (v: string) => void }
      page.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return errors
}

test.beforeEach(async ({ page }) => {
  // A small phone: Chromium here draws WebGL in software, and the cost grows with the screen.
  await page.setViewportSize({ width: 240, height: 400 })
})

test('/ether opens without init data: a full-screen canvas, no chrome, pixels that move', async ({
  page,
}) => {
  const errors = await collectErrors(page)
  await page.goto('/ether')
  await expect(page).toHaveURL(/\/ether$/)
  const canvas = page.getByTestId('fluid-canvas')
  await expect(canvas).toBeVisible()
  expect(await canvas.boundingBox()).toEqual({ x: 0, y: 0, width: 240, height: 400 })
  await expect(page.getByTestId('top-bar')).toHaveCount(0)
  await expect(page.getByTestId('tab-bar')).toHaveCount(0)
  await expect(page.getByTestId('access-denied')).toHaveCount(0)
  await expect(canvas).toHaveAttribute('data-running', 'true')

  // The auto demo stirs on its own: the canvas (an OffscreenCanvas, so read from the screen)
  // differs some frames apart.
  const first = await canvas.screenshot()
  await expect.poll(async () => (await canvas.screenshot()).equals(first)).toBe(false)
  // A finger (a pointer here) stirs it too, and nothing throws.
  await page.mouse.move(40, 100)
  await page.mouse.move(200, 300, { steps: 12 })
  const after = await canvas.screenshot()
  await expect.poll(async () => (await canvas.screenshot()).equals(after)).toBe(false)
  expect(errors).toEqual([])
})

test('the page never allows eval; regl runs in a worker whose own policy does', async ({
  page,
}) => {
  const errors = await collectErrors(page)
  const policies = new Map<string, string>()
  page.on('response', async (r) => {
    policies.set(new URL(r.url()).pathname, (await r.headerValue('content-security-policy')) ?? '')
  })
  await page.goto('/ether')
  const canvas = page.getByTestId('fluid-canvas')
  await expect(canvas).toHaveAttribute('data-running', 'true')
  // Frames keep coming: regl compiled its commands and draws.
  const frames = Number(await canvas.getAttribute('data-frames'))
  await expect
    .poll(async () => Number(await canvas.getAttribute('data-frames')))
    .toBeGreaterThan(frames)
  expect(policies.get('/ether')).toMatch(/script-src 'self'/)
  expect(policies.get('/ether')).not.toContain('unsafe-eval')
  // The worker's script, as the page received it, carries its own policy; nothing else allows eval.
  const workers = page.workers().map((w) => new URL(w.url()).pathname)
  expect(workers).toHaveLength(1)
  const worker = workers[0] ?? ''
  expect(policies.get(worker)).toBe("default-src 'none'; script-src 'self' 'unsafe-eval'")
  for (const [path, policy] of policies) {
    if (path !== worker) expect(policy, path).not.toContain('unsafe-eval')
  }
  expect(errors).toEqual([])
})

test('with reduced motion /ether is a still gradient and no worker is started', async ({
  page,
}) => {
  const errors = await collectErrors(page)
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/ether')
  const still = page.getByTestId('fluid-still')
  await expect(still).toHaveAttribute('data-reason', 'reduced-motion')
  await expect(still).toBeVisible()
  await expect(page.getByTestId('fluid-canvas')).toHaveCount(0)
  expect(workers).toEqual([])
  expect(errors).toEqual([])
})

test('without WebGL /ether shows the still gradient instead of crashing', async ({ page }) => {
  const errors = await collectErrors(page)
  await withoutWebGL(page)
  await page.goto('/ether')
  await expect(page.getByTestId('fluid-still')).toHaveAttribute('data-reason', 'no-webgl')
  await expect(page.getByTestId('fluid-canvas')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('without OffscreenCanvas /ether shows the still gradient', async ({ page }) => {
  const errors = await collectErrors(page)
  await withoutOffscreenCanvas(page)
  await page.goto('/ether')
  await expect(page.getByTestId('fluid-still')).toHaveAttribute('data-reason', 'no-webgl')
  await expect(page.getByTestId('fluid-canvas')).toHaveCount(0)
  expect(errors).toEqual([])
})
