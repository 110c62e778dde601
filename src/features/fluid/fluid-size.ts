// Sizes of the drawing buffer and the simulation grid, kept pure for tests.

/** Device pixel ratio the canvas renders at: the screen's, never above the cap, never below 1. */
export function canvasPixelRatio(devicePixelRatio: number, max: number): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1
  return Math.max(1, Math.min(dpr, max))
}

export interface Size {
  width: number
  height: number
}

/** The drawing buffer for a CSS box at a pixel ratio (at least 1x1: WebGL refuses empty buffers). */
export function bufferSize(css: Size, pixelRatio: number): Size {
  return {
    width: Math.max(1, Math.round(css.width * pixelRatio)),
    height: Math.max(1, Math.round(css.height * pixelRatio)),
  }
}

/** The simulation grid: the CSS box scaled by the resolution, so the cost does not grow with DPR. */
export function simulationSize(css: Size, resolution: number): Size {
  return bufferSize(css, resolution)
}
