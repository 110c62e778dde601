// The messages between the page and the fluid's worker. The page only forwards what it sees
// (pointer, size, visibility); every frame is computed and drawn in the worker.
import type { FluidConfig } from './fluid-config'
import type { Size } from './fluid-size'

export interface FluidPacing {
  /** Moves this long (ms) after it starts and after each pointer or touch move; absent: always. */
  awakeMs?: number
  /** Fails when WebGL is drawn in software, as when it is missing (the backdrop declines it). */
  hardwareOnly?: boolean
}

/** The canvas' CSS box and the pixel ratio it is drawn at. */
export interface CanvasBox {
  css: Size
  devicePixelRatio: number
}

export type ToFluidWorker =
  | ({
      type: 'start'
      canvas: OffscreenCanvas
      config: FluidConfig
      pacing: FluidPacing
    } & CanvasBox)
  | ({ type: 'resize' } & CanvasBox)
  /** A pointer or finger at (x, y) in clip space; `stroke`: a finger just landed there. */
  | { type: 'pointer'; x: number; y: number; stroke: boolean }
  /** The page is visible and the canvas on screen. */
  | { type: 'visible'; visible: boolean }

export type FromFluidWorker =
  /** The fluid cannot run here (no WebGL, no float targets, software WebGL when declined, lost). */
  | { type: 'failed'; reason: string }
  /** Whether frames are being drawn, and how many were: sent on each change of `running` and every
   * few frames, never every frame. */
  | { type: 'frames'; running: boolean; frames: number }
