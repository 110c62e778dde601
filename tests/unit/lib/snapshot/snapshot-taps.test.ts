import { afterEach, describe, expect, it, vi } from 'vitest'
import { TAP_EVENT, followSnapshotTaps, isAppPath } from '@/lib/snapshot/snapshot-taps'

/** What index.html's script does on a tap: the path in data-tap, then the event. */
function tap(copy: HTMLElement, href: string) {
  copy.dataset.tap = href
  copy.dispatchEvent(new Event(TAP_EVENT))
}

describe('followSnapshotTaps', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('replays the tap taken before the app ran, then each later one, once', () => {
    const copy = document.createElement('div')
    copy.dataset.tap = '/panel'
    const go = vi.fn()
    followSnapshotTaps(go, copy)
    expect(go.mock.calls).toEqual([['/panel']])
    expect(copy.dataset.tap).toBeUndefined()
    tap(copy, '/domain/example.com')
    expect(go.mock.calls).toEqual([['/panel'], ['/domain/example.com']])
  })

  it('never follows another origin, and not the screen already shown', () => {
    window.history.replaceState(null, '', '/buy')
    const copy = document.createElement('div')
    const go = vi.fn()
    followSnapshotTaps(go, copy)
    for (const href of ['//evil.example/x', '/\\evil.example', 'https://t.me/x', '/buy'])
      tap(copy, href)
    expect(go).not.toHaveBeenCalled()
  })

  it('does nothing without a painted copy', () => {
    const go = vi.fn()
    followSnapshotTaps(go, null)
    expect(go).not.toHaveBeenCalled()
  })
})

describe('isAppPath', () => {
  it('is a path of this origin', () => {
    expect(isAppPath('/profile/details')).toBe(true)
    expect(isAppPath('//x.example')).toBe(false)
    expect(isAppPath('javascript:alert(1)')).toBe(false)
  })
})
