// Geometry of the bar chart, kept apart from React so it can be tested on its own.

export interface ChartPoint {
  /** The day, as shown (YYYY-MM-DD or a shorter form). */
  label: string
  value: number
}

export interface Bar {
  x: number
  y: number
  width: number
  height: number
  slot: number
  gap: number
}

export interface Tick {
  x: number
  label: string
  anchor: 'start' | 'middle' | 'end'
}

export interface ChartLayout {
  empty: boolean
  max: number
  bars: Bar[]
  ticks: Tick[]
}

export function chartLayout(points: ChartPoint[], width: number, height: number): ChartLayout {
  const max = Math.max(0, ...points.map((p) => p.value))
  if (points.length === 0 || max <= 0) return { empty: true, max: 0, bars: [], ticks: [] }
  const slot = width / points.length
  const gap = slot > 6 ? Math.min(slot * 0.15, 4) : 0
  const bars = points.map((p, i) => {
    const value = Math.max(0, p.value)
    // A non-zero day always shows at least a sliver, so a small day is never mistaken for none.
    const h = value === 0 ? 0 : Math.max(1.5, (value / max) * (height - 16))
    return {
      x: i * slot,
      y: height - h,
      width: Math.max(slot - gap * 2, 0.5),
      height: h,
      slot,
      gap,
    }
  })
  const first = points[0]
  const last = points[points.length - 1]
  const ticks: Tick[] = []
  if (first) ticks.push({ x: 0, label: first.label, anchor: 'start' })
  if (last && points.length > 1) ticks.push({ x: width, label: last.label, anchor: 'end' })
  return { empty: false, max, bars, ticks }
}
