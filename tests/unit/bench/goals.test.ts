// The bench's closing table (tests/bench/goals.ts) is where a reader checks issues 29, 33 and 35: every
// goal must be there, measured or not, and "met" must agree with the ratio as printed.
import { describe, expect, it } from 'vitest'
import { GOALS, goalRows, type GoalFigure } from '../../bench/goals'

const figure = (over: Partial<GoalFigure>): GoalFigure => ({
  key: 'reopen',
  where: 'tab, service worker',
  figures: '700 / 680 ms',
  ratio: 700 / 680,
  ...over,
})

describe('the goals table', () => {
  it('lists every goal in order, one row per figure, and says which were not measured', () => {
    const rows = goalRows([
      figure({ key: 'takeover', figures: '1830 / 1660 ms', ratio: 1830 / 1660 }),
      figure({}),
      figure({ where: 'relaunch, service worker', ratio: 0.98 }),
    ])
    expect(rows.map((r) => [r.issue, r.goal, r.where])).toEqual([
      [29, GOALS.reopen.goal, 'tab, service worker'],
      [29, GOALS.reopen.goal, 'relaunch, service worker'],
      [29, GOALS.js.goal, ''],
      [29, GOALS.fluid.goal, ''],
      [35, GOALS.takeover.goal, 'tab, service worker'],
      [33, GOALS.suggestions.goal, ''],
    ])
    expect(rows[2]).toMatchObject({ figures: 'not measured in this run', ratio: '-', met: '-' })
    expect(rows[4]).toMatchObject({ figures: '1830 / 1660 ms', ratio: '1.10x', limit: '<= 1.00x' })
  })

  it('judges the ratio as printed, to two decimals, against its limit', () => {
    const met = (key: GoalFigure['key'], ratio: number) =>
      goalRows([figure({ key, ratio })]).find((r) => r.goal === GOALS[key].goal)
    expect(met('reopen', 1.053)).toMatchObject({ ratio: '1.05x', limit: '<= 1.05x', met: 'yes' })
    expect(met('reopen', 1.056)).toMatchObject({ ratio: '1.06x', met: 'no' })
    expect(met('js', 1.17)).toMatchObject({ limit: '<= 1.20x', met: 'yes' })
    expect(met('js', 1.4)).toMatchObject({ met: 'no' })
    expect(met('fluid', 0.51)).toMatchObject({ limit: '<= 0.50x', met: 'no' })
    expect(met('takeover', 1)).toMatchObject({ met: 'yes' })
  })

  it('shows a ratio that could not be taken (no takeover seen) as unmeasured, not as met', () => {
    const [row] = goalRows([figure({ key: 'takeover', ratio: NaN })]).filter((r) => r.issue === 35)
    expect(row).toMatchObject({ ratio: '-', met: '-' })
  })
})
