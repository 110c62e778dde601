// The animated fluid on a canvas. Loaded lazily (lazy-fluid.tsx) so the
// solver stays out of the first route's JS.
import { useEffect, useRef, useState } from 'react'
import type { FluidConfig } from '../fluid-config'
import { startFluid } from '../fluid-engine'
import { StaticGradient } from './static-gradient'
import { useReducedMotion } from '../use-reduced-motion'
import styles from './fluid.module.css'

export interface FluidCanvasProps {
  config: FluidConfig
}

export function FluidCanvas({ config }: FluidCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const reducedMotion = useReducedMotion()
  const [noWebGL, setNoWebGL] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    if (reducedMotion || noWebGL || !canvas) return
    const fail = () => setNoWebGL(true)
    let engine: { stop(): void }
    try {
      engine = startFluid(canvas, config, fail)
    } catch {
      // No WebGL or no float render targets: the still gradient stands in, nothing breaks.
      queueMicrotask(fail)
      return
    }
    return () => engine.stop()
  }, [config, reducedMotion, noWebGL])

  if (reducedMotion) return <StaticGradient colors={config.colors} reason="reduced-motion" />
  if (noWebGL) return <StaticGradient colors={config.colors} reason="no-webgl" />
  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      data-testid="fluid-canvas"
      aria-hidden="true"
    />
  )
}
