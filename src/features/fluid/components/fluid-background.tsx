import { DEFAULT_FLUID_CONFIG } from '../fluid-config'
import { LazyFluid } from './lazy-fluid'
import styles from './fluid.module.css'

/**
 * The decorative fluid behind a screen's content, in the default purple and pink. Fixed to the
 * viewport below everything and never takes a tap: it follows the pointer from the window.
 */
export function FluidBackground() {
  return (
    <div className={styles.background} data-testid="fluid-background" aria-hidden="true">
      <LazyFluid config={DEFAULT_FLUID_CONFIG} />
    </div>
  )
}
