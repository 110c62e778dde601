// The fluid's fallbacks: happy-dom cannot hand a canvas to a worker, so the still gradient stands
// in without an error; with reduced motion no worker is even started, backdrop or /ether alike.
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ETHER_FLUID_CONFIG } from '@/features/fluid/fluid-config'
import { FluidCanvas } from '@/features/fluid/components/fluid-canvas'
import { render } from '../../../support/render'

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('FluidCanvas', () => {
  it('without OffscreenCanvas shows the still gradient in the same colours instead of crashing', async () => {
    mockReducedMotion(false)
    const errors = vi.spyOn(console, 'error')
    const view = render(<FluidCanvas config={ETHER_FLUID_CONFIG} />)
    await act(async () => {
      await Promise.resolve()
    })
    const still = view.byTestId('fluid-still')
    expect(still?.dataset.reason).toBe('no-webgl')
    expect(view.byTestId('fluid-canvas')).toBeNull()
    const lime = ETHER_FLUID_CONFIG.colors[2]
    expect(still?.getAttribute('style')?.toLowerCase()).toContain(lime.toLowerCase())
    expect(errors).not.toHaveBeenCalled()
    view.unmount()
  })

  it.each([undefined, 3000])(
    'with reduced motion (paced %s) shows the still gradient and never starts a worker',
    (awakeMs) => {
      mockReducedMotion(true)
      const worker = vi.fn()
      vi.stubGlobal('Worker', worker)
      HTMLCanvasElement.prototype.transferControlToOffscreen = () => ({}) as OffscreenCanvas
      const view = render(<FluidCanvas config={ETHER_FLUID_CONFIG} awakeMs={awakeMs} />)
      expect(view.byTestId('fluid-still')?.dataset.reason).toBe('reduced-motion')
      expect(view.byTestId('fluid-canvas')).toBeNull()
      expect(worker).not.toHaveBeenCalled()
      view.unmount()
      vi.unstubAllGlobals()
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
    },
  )
})
