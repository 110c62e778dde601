import { useId, useState } from 'react'
import { Card } from '@/components/ui/card'
import { chartLayout, type ChartPoint } from '../chart-layout'
import styles from './bar-chart.module.css'

export interface BarChartProps {
  title: string
  points: ChartPoint[]
  /** How a value reads on screen and to a screen reader ($ for money, plain for counts). */
  format: (value: number) => string
  /** Text when every value is zero or there are no days. */
  emptyText: string
  /** Summary for assistive technology, e.g. "Total: $120.00". */
  summary: string
}

const WIDTH = 320
const HEIGHT = 150

/** A per-day bar chart in plain SVG: hover or tap a bar to read its day and value. */
export function BarChart({ title, points, format, emptyText, summary }: BarChartProps) {
  const id = useId()
  const [selected, setSelected] = useState<number | null>(null)
  const layout = chartLayout(points, WIDTH, HEIGHT)
  const active = selected !== null ? points[selected] : undefined

  return (
    <Card
      className={styles.chart}
      data-testid="bar-chart"
      title={title}
      action={
        <span className={styles.readout} aria-live="polite">
          {active ? `${active.label}: ${format(active.value)}` : summary}
        </span>
      }
    >
      {layout.empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
          role="group"
          aria-labelledby={`${id}-t`}
          aria-describedby={`${id}-d`}
          onMouseLeave={() => setSelected(null)}
        >
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{summary}</desc>
          <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
          <text className={styles.tick} x={2} y={10}>
            {format(layout.max)}
          </text>
          {layout.bars.map((bar, i) => {
            const point = points[i]
            if (!point) return null
            const label = `${point.label}: ${format(point.value)}`
            return (
              <g
                key={i}
                className={i === selected ? `${styles.bar} ${styles.selected}` : styles.bar}
                tabIndex={0}
                role="img"
                aria-label={label}
                onMouseEnter={() => setSelected(i)}
                onFocus={() => setSelected(i)}
                onClick={() => setSelected(i === selected ? null : i)}
              >
                <title>{label}</title>
                {/* A full-height hit area so thin or zero bars stay easy to tap. */}
                <rect x={bar.x} y={0} width={bar.slot} height={HEIGHT} fill="transparent" />
                <rect
                  x={bar.x + bar.gap}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={1.5}
                />
              </g>
            )
          })}
          {layout.ticks.map((tick) => (
            <text
              key={tick.label}
              className={styles.tick}
              x={tick.x}
              y={HEIGHT + 14}
              textAnchor={tick.anchor}
            >
              {tick.label}
            </text>
          ))}
        </svg>
      )}
    </Card>
  )
}
