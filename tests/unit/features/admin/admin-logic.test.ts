import { describe, expect, it } from 'vitest'
import { chartLayout } from '@/features/admin/chart-layout'
import { lastDays, parseUsdInput } from '@/features/admin/format'
import { parseDraft, toDraft } from '@/features/admin/settings-draft'
import { daysBetween, groupVisitsByDay } from '@/features/admin/visits'

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

describe('parseUsdInput', () => {
  it.each([
    ['10', 10],
    ['-2.5', -2.5],
    ['3,99', 3.99],
    [' 0.01 ', 0.01],
  ])('reads %s as %s', (text, value) => {
    expect(parseUsdInput(text)).toBe(value)
  })

  it.each(['', 'abc', '1.234', '1e3', '--1', '$5'])('refuses %s', (text) => {
    expect(parseUsdInput(text)).toBeNull()
  })
})

describe('lastDays', () => {
  it('is an inclusive UTC range ending today', () => {
    expect(lastDays(7, new Date('2026-03-10T23:30:00Z'))).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    })
  })
})

describe('settings draft', () => {
  const settings = {
    agreement_url: null,
    banner_image_url: 'https://cdn.example/banner.png',
    banner_click_url: null,
    support_url: 'https://t.me/support',
    markup_percent: 20,
    markup_overrides: { com: 15, ai: 5 },
    stars_rate_cents: 2,
    referral_percent: 5,
    lifecycle_grace_days: 30,
    lifecycle_redemption_days: 30,
    lifecycle_redemption_fee_cents: 8000,
    lifecycle_overrides: {
      ai: { grace_days: 10, redemption_days: 20, redemption_fee_cents: null },
    },
  }

  it('round-trips the stored settings', () => {
    const parsed = parseDraft(toDraft(settings))
    expect(parsed).toEqual({ ok: true, update: settings })
  })

  it('reads overrides written loosely and clears empty links', () => {
    const draft = {
      ...toDraft(settings),
      markup_overrides: '.COM: 12%\n\n net = 7.5 ',
      support_url: '  ',
    }
    const parsed = parseDraft(draft)
    expect(parsed.ok && parsed.update.markup_overrides).toEqual({ com: 12, net: 7.5 })
    expect(parsed.ok && parsed.update.support_url).toBeNull()
  })

  it.each([
    ['agreement_url', 'javascript:alert(1)', 'url'],
    ['markup_percent', '-1', 'percent'],
    ['markup_percent', '', 'percent'],
    ['markup_overrides', 'com fifteen', 'overrides'],
    ['stars_rate', '1.5', 'rate'],
    ['stars_rate', '0', 'rate'],
    ['referral_percent', '51', 'referral'],
    ['referral_percent', '-2', 'referral'],
  ] as const)('names the field when %s is %s', (field, value, problem) => {
    expect(parseDraft({ ...toDraft(settings), [field]: value })).toEqual({
      ok: false,
      field,
      problem,
    })
  })
})

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
