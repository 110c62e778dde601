import { describe, expect, it } from 'vitest'
import { chartLayout } from '@/features/admin/chart-layout'

describe('chartLayout', () => {
  it('is empty when there are no days or every value is zero', () => {
    expect(chartLayout([], 300, 100).empty).toBe(true)
    expect(chartLayout([{ label: 'a', value: 0 }], 300, 100).empty).toBe(true)
  })

  it('scales bars to the largest value and keeps small non-zero days visible', () => {
    const layout = chartLayout(
      [
        { label: '01', value: 100 },
        { label: '02', value: 0 },
        { label: '03', value: 0.01 },
      ],
      300,
      116,
    )
    expect(layout.max).toBe(100)
    expect(layout.bars.map((b) => b.x)).toEqual([0, 100, 200])
    expect(layout.bars[0]?.height).toBe(100)
    expect(layout.bars[1]?.height).toBe(0)
    expect(layout.bars[2]?.height).toBeGreaterThan(0)
    expect(layout.ticks.map((t) => t.label)).toEqual(['01', '03'])
  })
})
