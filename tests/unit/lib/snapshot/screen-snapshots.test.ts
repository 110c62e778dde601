// The painted copy leaves when the live screen is settled: a kept snapshot only for live or cached
// content, the prerendered home (itself the built-in list) for the built-in list too, neither for
// a skeleton. The screen's pending write is not lost when the app is closed within its delay.
import { afterEach, describe, expect, it } from 'vitest'
import { handOver, startScreenSnapshots } from '@/lib/snapshot/screen-snapshots'
import { readSnapshot } from '@/lib/snapshot/store'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function page(prerendered: boolean) {
  document.body.innerHTML = '<div id="snapshot"></div><div id="root"></div>'
  const copy = document.getElementById('snapshot') as HTMLElement
  if (prerendered) copy.dataset.prerender = 'en'
  const root = document.getElementById('root') as HTMLElement
  handOver(root, copy)
  return { root, present: () => document.getElementById('snapshot') !== null }
}

const table = (attrs: string) => `<main><table data-testid="tld-table" ${attrs}></table></main>`

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('handOver', () => {
  it('keeps a snapshot over the built-in list and gives it up for live rows', async () => {
    const { root, present } = page(false)
    root.innerHTML = table('data-source="fallback" aria-busy="false"')
    await tick()
    expect(present()).toBe(true)
    root.innerHTML = table('data-source="live" aria-busy="false"')
    await tick()
    expect(present()).toBe(false)
  })

  it('keeps the prerendered home over a skeleton and gives it up for the built-in list', async () => {
    const { root, present } = page(true)
    root.innerHTML = table('data-source="live" aria-busy="true"')
    await tick()
    expect(present()).toBe(true)
    root.innerHTML = table('data-source="fallback" aria-busy="false"')
    await tick()
    expect(present()).toBe(false)
  })
})

describe('handOver and the focus', () => {
  it("moves the focus from the copy's link to the live one", async () => {
    const { root } = page(false)
    const copy = document.getElementById('snapshot') as HTMLElement
    copy.innerHTML = '<a href="/buy" data-testid="tab-buy">Buy</a>'
    ;(copy.firstElementChild as HTMLElement).focus()
    root.innerHTML = `<a href="/buy" data-testid="tab-buy">Buy</a>${table('data-source="live"')}`
    await tick()
    expect(document.activeElement).toBe(root.querySelector('[data-testid="tab-buy"]'))
  })
})

describe('startScreenSnapshots', () => {
  async function settledHome() {
    window.history.replaceState(null, '', '/')
    document.body.innerHTML = '<div id="root"></div>'
    startScreenSnapshots({ user: 7, build: 'b1' })
    const root = document.getElementById('root') as HTMLElement
    root.innerHTML = table('data-source="live" aria-busy="false"')
    await tick()
    expect(readSnapshot()).toBeUndefined()
  }

  it('writes the pending screen at once when the page is hidden', async () => {
    await settledHome()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(readSnapshot()?.pages['/']).toContain('tld-table')
  })

  it('writes the pending screen at once when the page is unloaded', async () => {
    await settledHome()
    window.dispatchEvent(new Event('pagehide'))
    expect(readSnapshot()?.pages['/']).toContain('tld-table')
  })
})
