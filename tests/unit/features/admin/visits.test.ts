import { describe, expect, it } from 'vitest'
import { daysBetween, groupVisitsByDay } from '@/features/admin/visits'

describe('visits', () => {
  it('groups rows per day, busiest path first', () => {
    const days = groupVisitsByDay([
      { date: '2026-01-02', page_path: '/', count: 1 },
      { date: '2026-01-01', page_path: '/buy', count: 2 },
      { date: '2026-01-01', page_path: '/', count: 5 },
    ])
    expect(days).toEqual([
      {
        date: '2026-01-01',
        total: 7,
        paths: [
          { page_path: '/', count: 5 },
          { page_path: '/buy', count: 2 },
        ],
      },
      { date: '2026-01-02', total: 1, paths: [{ page_path: '/', count: 1 }] },
    ])
  })

  it('lists every day of a range, across a month end', () => {
    expect(daysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ])
    expect(daysBetween('2026-02-02', '2026-01-30')).toEqual([])
  })
})
