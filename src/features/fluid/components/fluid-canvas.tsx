// The animated fluid, drawn by a worker on a canvas handed over to it (fluid-host.ts). Loaded
// lazily (lazy-fluid.tsx, fluid-backdrop.tsx) so none of it is in the first route's JS.
import { useEffect, useRef, useState } from 'react'
import type { FluidConfig } from '../fluid-config'
import { canHostFluid, hostFluid } from '../fluid-host'
import { StaticGradient } from './static-gradient'
import { useReducedMotion } from '../use-reduced-motion'
import styles from './fluid.module.css'

export interface FluidCanvasProps {
  config: FluidConfig
  /**
   * Paced (the backdrop): moves this long (ms) after it starts and after each touch, then holds its
   * last frame; with WebGL drawn in software the still gradient. Absent (/ether): moves while shown.
   */
  awakeMs?: number
}

/** With reduced motion, or where no worker can draw WebGL, the still gradient stands in. */
export function FluidCanvas({ config, awakeMs }: FluidCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const host = hostRef.current
    if (reducedMotion || failed || !host) return
    const fail = () => setFailed(true)
    if (!canHostFluid()) {
      queueMicrotask(fail)
      return
    }
    // The canvas is made here, not rendered: a canvas hands its drawing to a worker only once, and
    // each run of this effect needs a fresh one.
    return hostFluid(host, config, {
      className: styles.canvas ?? '',
      pacing: { awakeMs, hardwareOnly: awakeMs !== undefined },
      onFail: fail,
    })
  }, [config, reducedMotion, awakeMs, failed])

  if (reducedMotion) return <StaticGradient colors={config.colors} reason="reduced-motion" />
  if (failed) return <StaticGradient colors={config.colors} reason="no-webgl" />
  return <div ref={hostRef} className={styles.layer} />
}
