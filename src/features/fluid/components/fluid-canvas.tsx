// The animated fluid on a canvas. Loaded lazily (lazy-fluid.tsx, fluid-backdrop.tsx) so the
// solver stays out of the first route's JS.
import { useEffect, useRef, useState } from 'react'
import type { FluidConfig } from '../fluid-config'
import { startFluid, type FluidPacing } from '../fluid-engine'
import { StaticGradient } from './static-gradient'
import { useReducedMotion } from '../use-reduced-motion'
import styles from './fluid.module.css'

export interface FluidCanvasProps {
  config: FluidConfig
  /**
   * Paced (the backdrop): moves this long (ms) after it starts and after each touch, then holds its
   * last frame; with reduced motion one still frame; with WebGL drawn in software the still
   * gradient. Absent (/ether): moves while shown, and with reduced motion the still gradient.
   */
  awakeMs?: number
}

export function FluidCanvas({ config, awakeMs }: FluidCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const reducedMotion = useReducedMotion()
  const stillFrame = reducedMotion && awakeMs !== undefined
  const [noWebGL, setNoWebGL] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    if ((reducedMotion && !stillFrame) || noWebGL || !canvas) return
    const fail = () => setNoWebGL(true)
    const paced = awakeMs !== undefined
    const pacing: FluidPacing = { awakeMs, stillFrame, hardwareOnly: paced }
    let engine: { stop(): void }
    try {
      engine = startFluid(canvas, config, fail, pacing)
    } catch {
      // No WebGL or no float render targets: the still gradient stands in, nothing breaks.
      queueMicrotask(fail)
      return
    }
    return () => engine.stop()
  }, [config, reducedMotion, stillFrame, awakeMs, noWebGL])

  if (noWebGL) return <StaticGradient colors={config.colors} reason="no-webgl" />
  if (reducedMotion && !stillFrame) {
    return <StaticGradient colors={config.colors} reason="reduced-motion" />
  }
  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      data-testid="fluid-canvas"
      aria-hidden="true"
    />
  )
}
