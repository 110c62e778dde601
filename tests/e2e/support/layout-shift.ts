// Sums a page's layout shifts from its very start (buffered entries included), for the specs that
// check a hand-over from a painted copy to the live screen moves nothing.
import type { BrowserContext, Page } from '@playwright/test'

/** Starts counting in every page opened after this call (on a page, or all of a context's). */
export async function recordShifts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const w = window as { __shift?: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.__shift = (w.__shift ?? 0) + entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum so far. */
export const shifted = (page: Page) => page.evaluate(() => (window as { __shift?: number }).__shift)
