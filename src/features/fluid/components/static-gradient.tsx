import type { FluidColors } from '../fluid-config'
import styles from './fluid.module.css'

export interface StaticGradientProps {
  colors: FluidColors
  /** Why the fluid is still: reduced motion, no WebGL, or still loading (for tests and debugging). */
  reason: 'reduced-motion' | 'no-webgl' | 'loading'
}

/** The fluid's colours standing still: shown instead of the animation, never an empty box. */
export function StaticGradient({ colors, reason }: StaticGradientProps) {
  const [a, b, c] = colors
  const background = [
    `radial-gradient(circle at 22% 28%, ${a}b3 0, transparent 48%)`,
    `radial-gradient(circle at 78% 42%, ${b}99 0, transparent 46%)`,
    `radial-gradient(circle at 45% 82%, ${c}99 0, transparent 50%)`,
  ].join(', ')
  return (
    <div
      className={styles.layer}
      style={{ background }}
      data-testid="fluid-still"
      data-reason={reason}
      aria-hidden="true"
    />
  )
}
