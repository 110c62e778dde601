// The fluid behind every screen (spec section 1: "a decorative animated fluid background"), with
// the spec's defaults. Its code loads only once the page has loaded and the browser is idle, so it
// never delays the first paint and none of it is in the first route's JS beyond this file. It is
// drawn outside #root (a portal into <body>), where the reopen snapshot's observer never sees it,
// and it moves only a few seconds after it starts and after each touch, then holds a still frame.
import { lazy, Suspense, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { DEFAULT_FLUID_CONFIG } from '../fluid-config'
import styles from './fluid-backdrop.module.css'

const FluidCanvas = lazy(() => import('./fluid-canvas').then((m) => ({ default: m.FluidCanvas })))

/** How long the backdrop moves after it starts and after each pointer or touch move. */
export const BACKDROP_AWAKE_MS = 3000

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
  return createPortal(
    <div className={styles.backdrop} data-testid="fluid-backdrop" aria-hidden="true">
      <Suspense fallback={null}>
        <FluidCanvas config={DEFAULT_FLUID_CONFIG} awakeMs={BACKDROP_AWAKE_MS} />
      </Suspense>
    </div>,
    document.body,
  )
}
