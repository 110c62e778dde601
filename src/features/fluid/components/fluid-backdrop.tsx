// The fluid behind every screen (spec section 1: "a decorative animated fluid background"). The
// code loads only once the page has loaded and the browser is idle, so it never delays the first
// paint, and none of it is in the entry's JS beyond this file.
import { lazy, Suspense, useEffect, useState } from 'react'
import { DEFAULT_FLUID_CONFIG } from '../fluid-config'
import styles from './fluid-backdrop.module.css'

const FluidCanvas = lazy(() => import('./fluid-canvas').then((m) => ({ default: m.FluidCanvas })))

/** Calls `start` once the page has loaded and the main thread is idle; returns a cancel. */
function afterLoadAndIdle(start: () => void): () => void {
  let idle = 0
  const whenIdle = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 300)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    window.removeEventListener('load', whenIdle)
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    window.clearTimeout(idle)
  }
}

/** Behind the app, under everything, never taking a tap; `off` where a screen shows its own. */
export function FluidBackdrop({ off }: { off: boolean }) {
  const [ready, setReady] = useState(false)
  useEffect(() => afterLoadAndIdle(() => setReady(true)), [])
  if (off || !ready) return null
  return (
    <div className={styles.backdrop} data-testid="fluid-backdrop" aria-hidden="true">
      <Suspense fallback={null}>
        <FluidCanvas config={DEFAULT_FLUID_CONFIG} />
      </Suspense>
    </div>
  )
}
