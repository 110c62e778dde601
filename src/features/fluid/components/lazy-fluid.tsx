import { lazy, Suspense } from 'react'
import type { FluidConfig } from '../fluid-config'
import { StaticGradient } from './static-gradient'

// A chunk of its own: the solver and its shaders load only where the fluid is shown.
const FluidCanvas = lazy(() => import('./fluid-canvas').then((m) => ({ default: m.FluidCanvas })))

/** The fluid, with its still gradient shown while the code loads. */
export function LazyFluid({ config }: { config: FluidConfig }) {
  return (
    <Suspense fallback={<StaticGradient colors={config.colors} reason="loading" />}>
      <FluidCanvas config={config} />
    </Suspense>
  )
}
