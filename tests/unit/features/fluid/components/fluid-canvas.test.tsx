// The fluid's fallbacks: happy-dom has no WebGL, so the canvas must give way to the still gradient
// without an error; with reduced motion no canvas is even tried, except for the paced backdrop,
// which draws one still frame.
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
  it('without WebGL shows the still gradient in the same colours instead of crashing', async () => {
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

  it('with reduced motion shows the still gradient and never creates a WebGL context', () => {
    mockReducedMotion(true)
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext')
    const view = render(<FluidCanvas config={ETHER_FLUID_CONFIG} />)
    expect(view.byTestId('fluid-still')?.dataset.reason).toBe('reduced-motion')
    expect(view.byTestId('fluid-canvas')).toBeNull()
    expect(getContext).not.toHaveBeenCalled()
    view.unmount()
  })

  it('paced (the backdrop), reduced motion still tries WebGL for its one still frame', async () => {
    mockReducedMotion(true)
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext')
    const view = render(<FluidCanvas config={ETHER_FLUID_CONFIG} awakeMs={3000} />)
    await act(async () => {
      await Promise.resolve()
    })
    expect(getContext).toHaveBeenCalledWith('webgl', expect.anything())
    // happy-dom has none, so the gradient stands in for the frame.
    expect(view.byTestId('fluid-still')?.dataset.reason).toBe('no-webgl')
    view.unmount()
  })
})
