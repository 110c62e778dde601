// /ether as a visitor meets it: opened outside Telegram, the fluid fills the screen and moves; with
// reduced motion or without WebGL a still gradient stands in. Never a console error.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { withoutWebGL } from '../support/webgl'

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

test('/ether opens without init data: a full-screen canvas, no chrome, pixels that move', async ({
  page,
}) => {
  const errors = collectErrors(page)
  // A small phone: Chromium here draws WebGL in software, and the cost grows with the screen.
  await page.setViewportSize({ width: 240, height: 400 })
  await page.goto('/ether')
  await expect(page).toHaveURL(/\/ether$/)
  const canvas = page.getByTestId('fluid-canvas')
  await expect(canvas).toBeVisible()
  expect(await canvas.boundingBox()).toEqual({ x: 0, y: 0, width: 240, height: 400 })
  await expect(page.getByTestId('top-bar')).toHaveCount(0)
  await expect(page.getByTestId('tab-bar')).toHaveCount(0)
  await expect(page.getByTestId('access-denied')).toHaveCount(0)

  // The auto demo stirs on its own: two screenshots some frames apart differ.
  const first = await page.screenshot()
  await expect.poll(async () => (await page.screenshot()).equals(first)).toBe(false)
  // A finger (a pointer here) stirs it too, and nothing throws.
  await page.mouse.move(40, 100)
  await page.mouse.move(200, 300, { steps: 12 })
  const after = await page.screenshot()
  await expect.poll(async () => (await page.screenshot()).equals(after)).toBe(false)
  expect(errors).toEqual([])
})

test('with reduced motion /ether is a still gradient and no WebGL is started', async ({ page }) => {
  const errors = collectErrors(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/ether')
  const still = page.getByTestId('fluid-still')
  await expect(still).toHaveAttribute('data-reason', 'reduced-motion')
  await expect(page.getByTestId('fluid-canvas')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('without WebGL /ether shows the still gradient instead of crashing', async ({ page }) => {
  const errors = collectErrors(page)
  await withoutWebGL(page)
  await page.goto('/ether')
  await expect(page.getByTestId('fluid-still')).toHaveAttribute('data-reason', 'no-webgl')
  await expect(page.getByTestId('fluid-canvas')).toHaveCount(0)
  expect(errors).toEqual([])
})
