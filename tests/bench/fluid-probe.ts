// In-page code of the fluid benchmark, as text: tsx would otherwise wrap its named functions in a
// helper (`__name`) that does not exist in the page.

/** Installed before the page's own scripts: counts the page's requestAnimationFrame calls, its
 * long tasks, and stamps each frame count the fluid's worker reports on its canvas. */
export const PROBE = `(() => {
  const probe = (window.__fluidProbe = { raf: 0, longTasks: 0, stamps: [] })
  const raf = window.requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (cb) => { probe.raf++; return raf(cb) }
  try {
    new PerformanceObserver((list) => { probe.longTasks += list.getEntries().length })
      .observe({ type: 'longtask', buffered: false })
  } catch {}
  new MutationObserver((records) => {
    for (const r of records) {
      const frames = Number(r.target.getAttribute('data-frames'))
      if (frames) probe.stamps.push([performance.now(), frames])
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frames'] })
})()`

export interface WindowFigures {
  seconds: number
  /** Mean interval between the page's rAF callbacks (NaN when it has none). */
  rafFrameMs: number
  /** Mean interval between the worker's frames, from its reported counts (NaN without them). */
  workerFrameMs: number
  rafPerS: number
  longTasks: number
}

export const WINDOW_START = `(() => {
  const p = window.__fluidProbe
  // The worker's last count before the window opens it, so that a slow fluid still spans two.
  p.start = { t: performance.now(), raf: p.raf, longTasks: p.longTasks, stamps: Math.max(0, p.stamps.length - 1) }
})()`

export const WINDOW_END = `(() => {
  const p = window.__fluidProbe
  const seconds = (performance.now() - p.start.t) / 1000
  const calls = p.raf - p.start.raf
  const stamps = p.stamps.slice(p.start.stamps)
  const first = stamps[0], last = stamps[stamps.length - 1]
  return {
    seconds,
    rafFrameMs: calls > 0 ? (seconds * 1000) / calls : NaN,
    workerFrameMs: first && last && last[1] > first[1] ? (last[0] - first[0]) / (last[1] - first[1]) : NaN,
    rafPerS: calls / seconds,
    longTasks: p.longTasks - p.start.longTasks,
  }
})()`

export const MEAN_CHANGE = (a: Buffer, b: Buffer) => `(async () => {
  const pixels = async (base64) => {
    const blob = await (await fetch('data:image/png;base64,' + base64)).blob()
    const bitmap = await createImageBitmap(blob)
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')
    ctx.drawImage(bitmap, 0, 0)
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data
  }
  const p = await pixels('${a.toString('base64')}')
  const q = await pixels('${b.toString('base64')}')
  let sum = 0
  for (let i = 0; i < p.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(p[i + c] - q[i + c])
  }
  return sum / ((p.length / 4) * 3)
})()`
